// Random-weight models with real shapes: they load, are reproducible by seed, and look like
// initialised weights (mean 0, standard deviation 0.02, norms 1).
#include "tessera/model_writer.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "support/model_test_files.h"
#include "tessera/backend/weights.h"
#include "tessera/model_config.h"

using namespace tessera;
using namespace tessera::test;
namespace fs = std::filesystem;

namespace {

const ModelShape kTiny{"tiny", 64, 96, 2, 4, 2, 300, 128, false};

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

class ModelWriterTest : public QObject {
  Q_OBJECT

  std::string dir() const { return temp_->path().toStdString(); }

  std::unique_ptr<QTemporaryDir> temp_;

 private slots:
  void init() { temp_ = std::make_unique<QTemporaryDir>(); }

  void random_model_loads_with_its_shape_and_dtype() {
    write_random_model(dir(), kTiny, DType::BF16, 7, "");
    const ModelConfig config = load_model_config(dir());
    QCOMPARE(config.hidden_size, 64);
    QCOMPARE(config.intermediate_size, 96);
    QCOMPARE(config.num_kv_heads, 2);
    QCOMPARE(config.torch_dtype, DType::BF16);
    QCOMPARE(config.eos_token_ids, (std::vector<TokenId>{2}));
    const ModelWeights weights = load_model_weights(dir(), config);
    QCOMPARE(weights.dtype, DType::BF16);
    QCOMPARE(weights.layers.size(), std::size_t{2});
    QCOMPARE(weights.layers[1].k_proj.shape, (std::vector<std::int64_t>{32, 64}));
    QCOMPARE(weights.lm_head.name, std::string("lm_head.weight"));
    QVERIFY(!fs::exists(dir() + "/tokenizer.model"));
  }

  void random_weights_have_the_initialisation_statistics() {
    write_random_model(dir(), kTiny, DType::F32, 1, "");
    const ModelWeights weights = load_model_weights(dir(), load_model_config(dir()));
    const std::vector<float> values = weights.embed_tokens.to_f32();
    double sum = 0, squares = 0;
    for (float v : values) {
      sum += v;
      squares += double{v} * v;
    }
    const double mean = sum / values.size();
    const double std = std::sqrt(squares / values.size() - mean * mean);
    QVERIFY2(std::fabs(mean) < 0.001, std::to_string(mean).c_str());  // 19200 samples
    QVERIFY2(std::fabs(std - 0.02) < 0.001, std::to_string(std).c_str());
    for (float v : weights.layers[0].post_attention_norm.to_f32()) QCOMPARE(v, 1.0f);
  }

  void same_seed_writes_the_same_bytes_and_another_seed_does_not() {
    write_random_model(dir() + "/a", kTiny, DType::F16, 42, "");
    write_random_model(dir() + "/b", kTiny, DType::F16, 42, "");
    write_random_model(dir() + "/c", kTiny, DType::F16, 43, "");
    const std::string a = file_bytes(dir() + "/a/model.safetensors");
    QCOMPARE(a, file_bytes(dir() + "/b/model.safetensors"));
    QVERIFY(a != file_bytes(dir() + "/c/model.safetensors"));
  }

  void tied_shape_writes_no_lm_head() {
    ModelShape tied = kTiny;
    tied.tie_word_embeddings = true;
    write_random_model(dir(), tied, DType::F16, 0, "");
    const ModelWeights weights = load_model_weights(dir(), load_model_config(dir()));
    QCOMPARE(weights.lm_head.data, weights.embed_tokens.data);
  }

  void tokenizer_is_copied_and_a_missing_one_is_named() {
    const std::string tokenizer = stories260k_dir() + "/tokenizer.model";
    write_random_model(dir(), kTiny, DType::F16, 0, tokenizer);
    QCOMPARE(file_bytes(dir() + "/tokenizer.model"), file_bytes(tokenizer));
    QCOMPARE(error_message([&] { write_random_model(dir(), kTiny, DType::F16, 0, "/no/such"); }),
             std::string("tokenizer '/no/such' not found"));
  }

  void model_larger_than_the_free_space_is_refused_before_writing() {
    ModelShape huge = kTiny;
    huge.name = "custom";
    huge.hidden_size = 1 << 20;
    huge.num_heads = 1;
    huge.num_kv_heads = 1;
    huge.vocab_size = 1 << 20;
    const std::string out = dir() + "/huge";
    const std::string message =
        error_message([&] { write_random_model(out, huge, DType::BF16, 0, ""); });
    QVERIFY2(message.starts_with("model shape 'custom': model.safetensors would take "),
             message.c_str());
    QVERIFY2(message.ends_with(" are free in '" + dir() + "'"), message.c_str());
    QVERIFY(!std::filesystem::exists(out));  // nothing written, no .partial file

    huge.num_layers = 1 << 30;
    huge.intermediate_size = 1 << 30;
    QCOMPARE(error_message([&] { write_random_model(out, huge, DType::F32, 0, ""); }),
             std::string("model shape 'custom': model.safetensors would take more than 2^64 "
                         "bytes"));
    QVERIFY(!std::filesystem::exists(out));
  }

  void named_shapes_are_the_real_models() {
    const auto tinyllama = named_model_shape("tinyllama-1.1b");
    QVERIFY(tinyllama.has_value());
    QCOMPARE(tinyllama->hidden_size, 2048);
    QCOMPARE(tinyllama->intermediate_size, 5632);
    QCOMPARE(tinyllama->num_layers, 22);
    QCOMPARE(tinyllama->num_kv_heads, 4);
    const auto llama = named_model_shape("llama2-7b");
    QVERIFY(llama.has_value());
    QCOMPARE(llama->intermediate_size, 11008);
    QCOMPARE(llama->max_position_embeddings, 4096);
    QCOMPARE(named_model_shape("stories110m")->hidden_size, 768);
    QVERIFY(!named_model_shape("gpt-5").has_value());
  }

  void impossible_shape_is_refused() {
    ModelShape bad = kTiny;
    bad.num_kv_heads = 3;
    QCOMPARE(error_message([&] { write_random_model(dir(), bad, DType::F16, 0, ""); }),
             std::string("model shape 'tiny': kv heads must divide heads"));
  }

  void make_model_tool_writes_a_loadable_directory() {
    const QString tool = QString(TESSERA_BUILD_DIR) + "/engine/tessera-make-model";
    if (!QFileInfo::exists(tool)) QSKIP("tessera-make-model is not built");
    QProcess process;
    process.start(tool,
                  {"--out",       QString::fromStdString(dir()),
                   "--dim",       "32",
                   "--hidden",    "48",
                   "--layers",    "1",
                   "--heads",     "4",
                   "--kv-heads",  "1",
                   "--vocab",     "100",
                   "--ctx",       "64",
                   "--dtype",     "f16",
                   "--seed",      "3",
                   "--tokenizer", QString(TESSERA_MODELS_DIR) + "/stories260K/tokenizer.model"});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    const ModelConfig config = load_model_config(dir());
    QCOMPARE(config.num_kv_heads, 1);
    QCOMPARE(load_model_weights(dir(), config).dtype, DType::F16);
    QVERIFY(fs::exists(dir() + "/tokenizer.model"));

    process.start(tool, {"--out", QString::fromStdString(dir()), "--shape", "nope"});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(process.readAllStandardError().startsWith(
        "tessera-make-model: --shape: unknown shape 'nope'"));
  }
};

QTEST_GUILESS_MAIN(ModelWriterTest)
#include "model_writer_test.moc"

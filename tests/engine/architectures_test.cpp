// Each architecture Tessera runs, on a tiny random model made with transformers' own classes
// (data/arch/make_arch_models.py, which also wrote each folder's reference.json): the CPU
// backend gives transformers' float32 greedy ids exactly and its five largest logits of every
// step within kLogitTolerance, and the engine gives the same tokens to each request whether it
// runs alone, batched with others, or with its prompt split into chunks.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>

#include "model/safetensors.h"
#include "support/core_engine_fixtures.h"
#include "support/model_test_files.h"
#include "support/reference_driver.h"
#include "tessera/backend/backend.h"
#include "tessera/backend/rope.h"
#include "tessera/backend/weights.h"
#include "tessera/error.h"
#include "tessera/model_check.h"
#include "tessera/model_config.h"

using namespace tessera;
using namespace tessera::testing;

namespace {

constexpr int kBlockSize = 16;
// |Tessera's logit - transformers'| for each of the reference's five largest logits of a step.
// The logits are of order 1-5; float32 sums in another order differ by about 1e-6 of that.
constexpr double kLogitTolerance = 1e-4;

// rope_scaling llama3 + biases + explicit head_dim; linear; dynamic past 32 positions; Qwen2
// biases and tied embeddings; Qwen3 q/k norms with head_dim 32 != 64 / 4; Mistral window of 12;
// Phi-3 fused projections, longrope past 32 positions and half the head rotated; SmolLM3
// without RoPE in layers 1 and 3 of 4, attention biases and an mlp_bias it ignores.
const char* const kModels[] = {"llama3", "llama_linear", "llama_dynamic", "qwen2",
                               "qwen3",  "mistral",      "phi3",          "smollm3"};

// The ones llama.cpp stores as GGUF (data/gguf/arch): no dynamic scaling, no Mistral window there.
const char* const kGgufModels[] = {"llama3", "qwen2", "qwen3", "phi3"};

std::string model_dir(const std::string& name) {
  return std::string(TESSERA_TEST_DATA_DIR) + "/arch/" + name;
}

struct ArchCase {
  std::vector<TokenId> prompt;
  std::vector<TokenId> output;
  std::vector<std::vector<std::pair<TokenId, double>>> top5;  // per step: (id, logit)
};

std::vector<ArchCase> reference_cases(const std::string& name) {
  std::ifstream file(model_dir(name) + "/reference.json");
  const nlohmann::json root = nlohmann::json::parse(file);
  std::vector<ArchCase> cases;
  for (const nlohmann::json& c : root.at("cases")) {
    ArchCase r{c.at("prompt_ids").get<std::vector<TokenId>>(),
               c.at("output_ids").get<std::vector<TokenId>>(),
               {}};
    for (const nlohmann::json& step : c.at("top5_logits")) {
      auto& row = r.top5.emplace_back();
      for (const nlohmann::json& pair : step) {
        row.emplace_back(pair.at(0).get<TokenId>(), pair.at(1).get<double>());
      }
    }
    cases.push_back(std::move(r));
  }
  return cases;
}

// Transformers' greedy ids, and its five largest logits of each step within kLogitTolerance, for
// the model at `path` (a folder or a .gguf) and the reference of data/arch/`name`.
void check_greedy(const std::string& path, const std::string& name) {
  const ModelConfig config = load_model_config(path);
  const ModelWeights weights = load_model_weights(path, config);
  const std::unique_ptr<Backend> backend = make_cpu_backend(config, weights, 2);
  backend->allocate_kv_cache(8, kBlockSize);
  double worst = 0;
  for (const ArchCase& c : reference_cases(name)) {
    const test::GreedyRun run = test::run_greedy(
        *backend, c.prompt, static_cast<int>(c.output.size()), config.eos_token_ids, kBlockSize);
    QCOMPARE(run.output_ids, c.output);
    for (std::size_t step = 0; step < c.top5.size(); ++step) {
      for (const auto& [id, logit] : c.top5[step]) {
        worst = std::max(worst, std::abs(run.step_logits[step][id] - logit));
      }
    }
  }
  qInfo("%s: largest top-5 logit difference %.2e", path.c_str(), worst);
  QVERIFY2(worst <= kLogitTolerance, qPrintable(QString::number(worst)));
}

void add_model_rows() {
  QTest::addColumn<QString>("model");
  for (const char* name : kModels) QTest::newRow(name) << QString(name);
}

// Every reference prompt three times over, submitted together; empty when each request got its
// reference tokens, else what differed.
QString engine_mismatch(EngineConfig config, const std::string& name) {
  config.model_dir = model_dir(name);
  const std::vector<ArchCase> cases = reference_cases(name);
  Collector collector;
  const std::unique_ptr<Engine> engine = Engine::create(config);
  collector.watch(*engine);
  std::vector<RequestId> ids;
  for (int round = 0; round < 3; ++round) {
    for (const ArchCase& c : cases) {
      ids.push_back(collector.submit(*engine, c.prompt, greedy(static_cast<int>(c.output.size()))));
    }
  }
  engine->wait_until_idle();
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const Collected got = collector.result(ids[i]);
    const ArchCase& c = cases[i % cases.size()];
    if (got.tokens != c.output) {
      return QString("request %1 (case %2): %3 tokens differ from the reference's %4 (%5)")
          .arg(i)
          .arg(i % cases.size())
          .arg(got.tokens.size())
          .arg(c.output.size())
          .arg(QString::fromStdString(got.error));
    }
  }
  return {};
}

}  // namespace

class ArchitecturesTest : public QObject {
  Q_OBJECT

 private slots:
  void greedy_ids_and_top5_logits_match_transformers_data() { add_model_rows(); }
  void greedy_ids_and_top5_logits_match_transformers() {
    QFETCH(QString, model);
    check_greedy(model_dir(model.toStdString()), model.toStdString());
  }

  void gguf_files_match_transformers_data() {
    QTest::addColumn<QString>("model");
    for (const char* name : kGgufModels) QTest::newRow(name) << QString(name);
  }
  // The same models as llama.cpp's converter writes them (data/gguf/arch, make_models.py): the
  // folder's configuration, and transformers' greedy ids and logits.
  void gguf_files_match_transformers() {
    QFETCH(QString, model);
    const std::string name = model.toStdString();
    const std::string gguf = std::string(TESSERA_TEST_DATA_DIR) + "/gguf/arch/" + name + ".gguf";
    const ModelConfig folder = load_model_config(model_dir(name));
    const ModelConfig config = load_model_config(gguf);
    QCOMPARE(config.architecture, folder.architecture);
    QCOMPARE(config.head_dim, folder.head_dim);
    QCOMPARE(config.rotary_dim, folder.rotary_dim);
    QCOMPARE(config.qkv_bias, folder.qkv_bias);
    QCOMPARE(config.o_bias, folder.o_bias);
    QCOMPARE(config.mlp_bias, folder.mlp_bias);
    QCOMPARE(config.qk_norm, folder.qk_norm);
    QCOMPARE(config.fused_projections, folder.fused_projections);
    QCOMPARE(config.tie_word_embeddings, folder.tie_word_embeddings);
    QCOMPARE(config.sliding_window, folder.sliding_window);
    QCOMPARE(config.rope_theta, folder.rope_theta);
    // Llama 3.1's scaling is stored as its factors (rope_freqs.weight): the same frequencies.
    for (int position : {0, 31, 32, 100}) {
      const std::vector<double> want = rope_frequencies(folder, position);
      const std::vector<double> got = rope_frequencies(config, position);
      QCOMPARE(got.size(), want.size());
      for (std::size_t i = 0; i < got.size(); ++i) QVERIFY(std::abs(got[i] / want[i] - 1) < 1e-6);
    }
    QCOMPARE(rope_attention_factor(config), rope_attention_factor(folder));
    check_greedy(gguf, name);
  }

  void batched_and_chunked_requests_match_transformers_data() { add_model_rows(); }
  void batched_and_chunked_requests_match_transformers() {
    QFETCH(QString, model);
    EngineConfig config = cpu_engine_config();
    QString mismatch = engine_mismatch(config, model.toStdString());
    QVERIFY2(mismatch.isEmpty(), qPrintable("batched: " + mismatch));
    // Prompts of 27 and 40 tokens split into chunks of at most 16 tokens a step, the steps
    // shared out by sequences on two threads.
    config.scheduler.max_num_batched_tokens = 16;
    config.scheduler.max_num_seqs = 16;
    config.num_threads = 2;
    mismatch = engine_mismatch(config, model.toStdString());
    QVERIFY2(mismatch.isEmpty(), qPrintable("chunked: " + mismatch));
  }

  // ModelShape::parameter_count (the size and memory the model library states before a download)
  // counts exactly the tensors transformers saved: biases, q/k norms, fused projections, tied
  // embeddings saved once.
  void the_parameter_count_is_the_saved_tensors() {
    for (const char* name : kModels) {
      const TensorSet saved = read_model_tensors(model_dir(name));
      std::int64_t elements = 0;
      for (const auto& [key, view] : saved.tensors) elements += view.numel();
      QVERIFY2(check_model_config(model_dir(name)).parameter_count() == elements,
               qPrintable(QString("%1: %2 saved, %3 counted")
                              .arg(name)
                              .arg(elements)
                              .arg(check_model_config(model_dir(name)).parameter_count())));
    }
  }
};

QTEST_GUILESS_MAIN(ArchitecturesTest)
#include "architectures_test.moc"

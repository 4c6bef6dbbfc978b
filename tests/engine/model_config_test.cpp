// config.json / generation_config.json: the real stories260K, and every way a config can be wrong.
#include <QTemporaryDir>
#include <QtTest>

#include <string>

#include "model/config.h"
#include "tessera/error.h"

using namespace tessera;

namespace {

std::string stories_dir() { return std::string(TESSERA_MODELS_DIR) + "/stories260K"; }

}  // namespace

class ModelConfigTest : public QObject {
  Q_OBJECT

 private slots:
  void stories260k_config_is_read_with_gqa_and_merged_eos() {
    const ModelConfig config = load_model_config(stories_dir());
    QCOMPARE(config.architecture, std::string("LlamaForCausalLM"));
    QCOMPARE(config.hidden_size, 64);
    QCOMPARE(config.intermediate_size, 172);
    QCOMPARE(config.num_layers, 5);
    QCOMPARE(config.num_heads, 8);
    QCOMPARE(config.num_kv_heads, 4);
    QCOMPARE(config.head_dim, 8);
    QCOMPARE(config.vocab_size, 512);
    QCOMPARE(config.max_position_embeddings, 512);
    QCOMPARE(config.rms_norm_eps, 1e-5f);
    QCOMPARE(config.rope_theta, 10000.0f);
    QVERIFY(config.tie_word_embeddings);
    QCOMPARE(config.bos_token_id, 1);
    QCOMPARE(config.eos_token_ids, (std::vector<TokenId>{2, 1}));
    QCOMPARE(config.torch_dtype, DType::F32);
  }
};

QTEST_GUILESS_MAIN(ModelConfigTest)
#include "model_config_test.moc"

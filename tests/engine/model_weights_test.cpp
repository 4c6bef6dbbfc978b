// Loading real model weights: the shipped stories260K, and its F16 / BF16 / sharded copies.
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <string>

#include "model/config.h"
#include "model/weights.h"

using namespace tessera;

namespace {

std::string stories_dir() { return std::string(TESSERA_MODELS_DIR) + "/stories260K"; }

}  // namespace

class ModelWeightsTest : public QObject {
  Q_OBJECT

 private slots:
  void stories260k_binds_every_tensor_with_its_shape() {
    const ModelConfig config = load_model_config(stories_dir());
    const ModelWeights weights = load_model_weights(stories_dir(), config);
    QCOMPARE(weights.dtype, DType::F32);
    QCOMPARE(weights.layers.size(), std::size_t{5});
    QCOMPARE(weights.embed_tokens.shape, (std::vector<std::int64_t>{512, 64}));
    QCOMPARE(weights.final_norm.shape, (std::vector<std::int64_t>{64}));
    const LayerWeights& last = weights.layers.back();
    QCOMPARE(last.q_proj.name, std::string("model.layers.4.self_attn.q_proj.weight"));
    QCOMPARE(last.q_proj.shape, (std::vector<std::int64_t>{64, 64}));
    QCOMPARE(last.k_proj.shape, (std::vector<std::int64_t>{32, 64}));  // 4 kv heads of 8
    QCOMPARE(last.v_proj.shape, (std::vector<std::int64_t>{32, 64}));
    QCOMPARE(last.o_proj.shape, (std::vector<std::int64_t>{64, 64}));
    QCOMPARE(last.gate_proj.shape, (std::vector<std::int64_t>{172, 64}));
    QCOMPARE(last.up_proj.shape, (std::vector<std::int64_t>{172, 64}));
    QCOMPARE(last.down_proj.shape, (std::vector<std::int64_t>{64, 172}));
    QCOMPARE(last.input_norm.numel(), std::int64_t{64});
    QCOMPARE(last.down_proj.nbytes, std::size_t{64 * 172 * 4});
  }

  void tied_lm_head_is_the_embedding() {
    const ModelConfig config = load_model_config(stories_dir());
    const ModelWeights weights = load_model_weights(stories_dir(), config);
    QVERIFY(config.tie_word_embeddings);
    QCOMPARE(weights.lm_head.data, weights.embed_tokens.data);
    QCOMPARE(weights.lm_head.shape, weights.embed_tokens.shape);
  }

  void views_stay_valid_while_a_copy_of_the_weights_lives() {
    ModelWeights kept;
    {
      const ModelConfig config = load_model_config(stories_dir());
      const ModelWeights loaded = load_model_weights(stories_dir(), config);
      kept = loaded;
    }
    const std::vector<float> norm = kept.final_norm.to_f32();
    QCOMPARE(norm.size(), std::size_t{64});
    for (float value : norm) QVERIFY(std::isfinite(value) && value != 0.0f);
  }
};

QTEST_GUILESS_MAIN(ModelWeightsTest)
#include "model_weights_test.moc"

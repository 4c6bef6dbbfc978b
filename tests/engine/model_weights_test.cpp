// Loading real model weights: the shipped stories260K, and its F16 / BF16 / sharded copies.
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <functional>
#include <string>

#include "model/safetensors.h"
#include "support/model_test_files.h"
#include "tessera/backend/weights.h"
#include "tessera/model_config.h"
#include "tessera/model_writer.h"

using namespace tessera;
using namespace tessera::test;

namespace {

std::string stories_dir() {
  return stories260k_dir();
}

ModelWeights load(const std::string& dir) {
  return load_model_weights(dir, load_model_config(dir));
}

// Every tensor of `copy` equals the F32 original rounded to the copy's dtype, and lies within
// that dtype's rounding error of it.
void expect_rounded_copy(const std::string& copy_dir, DType dtype) {
  const TensorSet original = read_model_tensors(stories_dir());
  const TensorSet copy = read_model_tensors(copy_dir);
  QCOMPARE(copy.tensors.size(), original.tensors.size());
  const float relative_error = dtype == DType::F16 ? 0x1p-11f : 0x1p-8f;
  for (const auto& [name, view] : original.tensors) {
    const TensorView& converted = copy.tensors.at(name);
    QCOMPARE(converted.dtype, dtype);
    QCOMPARE(converted.shape, view.shape);
    const std::vector<float> expected = view.to_f32();
    const std::vector<float> actual = converted.to_f32();
    for (std::size_t i = 0; i < expected.size(); ++i) {
      const float rounded = dtype == DType::F16 ? f16_to_f32(f32_to_f16(expected[i]))
                                                : bf16_to_f32(f32_to_bf16(expected[i]));
      QCOMPARE(actual[i], rounded);
      QVERIFY(std::fabs(actual[i] - expected[i]) <=
              std::fabs(expected[i]) * relative_error + 0x1p-25f);
    }
  }
}

}  // namespace

class ModelWeightsTest : public QObject {
  Q_OBJECT

  std::string dir() const { return temp_->path().toStdString(); }

  // The error of loading stories260K after `edit` changed its tensors.
  std::string error_with_tensors(const std::function<void(std::vector<TensorToWrite>&)>& edit) {
    copy_model_with_tensors(stories_dir(), dir(), edit);
    return error_message([&] { load(dir()); });
  }

  std::unique_ptr<QTemporaryDir> temp_;

 private slots:
  void init() { temp_ = std::make_unique<QTemporaryDir>(); }

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

  void f16_copy_loads_with_values_rounded_from_the_original() {
    write_converted_model(stories_dir(), dir(), {DType::F16, 1, false});
    const ModelWeights weights = load(dir());
    QCOMPARE(weights.dtype, DType::F16);
    QCOMPARE(weights.layers[2].up_proj.nbytes, std::size_t{172 * 64 * 2});
    QCOMPARE(load_model_config(dir()).torch_dtype, DType::F16);
    expect_rounded_copy(dir(), DType::F16);
  }

  void bf16_copy_loads_with_values_rounded_from_the_original() {
    write_converted_model(stories_dir(), dir(), {DType::BF16, 1, false});
    const ModelWeights weights = load(dir());
    QCOMPARE(weights.dtype, DType::BF16);
    QCOMPARE(weights.lm_head.dtype, DType::BF16);
    expect_rounded_copy(dir(), DType::BF16);
  }

  void norms_may_stay_f32_beside_bf16_linear_weights() {
    write_converted_model(stories_dir(), dir(), {DType::BF16, 1, true});
    const ModelWeights weights = load(dir());
    QCOMPARE(weights.dtype, DType::BF16);
    QCOMPARE(weights.layers[0].input_norm.dtype, DType::F32);
    QCOMPARE(weights.final_norm.dtype, DType::F32);
    QCOMPARE(weights.layers[0].gate_proj.dtype, DType::BF16);
  }

  void sharded_copy_binds_the_same_weights() {
    write_converted_model(stories_dir(), dir(), {DType::F32, 2, false});
    const ModelWeights original = load(stories_dir());
    const ModelWeights sharded = load(dir());
    QCOMPARE(sharded.storage.size(), std::size_t{2});
    QCOMPARE(sharded.layers.size(), original.layers.size());
    QCOMPARE(sharded.embed_tokens.to_f32(), original.embed_tokens.to_f32());
    QCOMPARE(sharded.layers[4].down_proj.to_f32(), original.layers[4].down_proj.to_f32());
    QCOMPARE(sharded.final_norm.to_f32(), original.final_norm.to_f32());
  }

  void missing_tensor_of_a_sharded_model_names_the_index() {
    copy_model_with_tensors(
        stories_dir(), dir() + "/edited", [](std::vector<TensorToWrite>& tensors) {
          std::erase_if(tensors,
                        [](const TensorToWrite& t) { return t.name == "model.norm.weight"; });
        });
    write_converted_model(dir() + "/edited", dir() + "/sharded", {DType::F32, 3, false});
    QCOMPARE(error_message([&] { load(dir() + "/sharded"); }),
             std::string("model.safetensors.index.json: tensor 'model.norm.weight' is missing"));
  }

  void missing_tensor_is_named() {
    QCOMPARE(error_with_tensors([](std::vector<TensorToWrite>& tensors) {
               std::erase_if(tensors, [](const TensorToWrite& t) {
                 return t.name == "model.layers.3.self_attn.v_proj.weight";
               });
             }),
             std::string("model.safetensors: tensor 'model.layers.3.self_attn.v_proj.weight' is "
                         "missing"));
  }

  void tensor_of_the_wrong_shape_is_named_with_both_shapes() {
    QCOMPARE(error_with_tensors([](std::vector<TensorToWrite>& tensors) {
               for (TensorToWrite& t : tensors) {
                 if (t.name == "model.layers.3.mlp.up_proj.weight") {
                   t = constant_tensor(t.name, DType::F32, {172, 32}, 0.5f);
                 }
               }
             }),
             std::string("model.safetensors: tensor 'model.layers.3.mlp.up_proj.weight' has shape "
                         "[172, 32], expected [172, 64]"));
  }

  void untied_model_without_lm_head_is_refused() {
    copy_model_with_tensors(stories_dir(), dir(), [](std::vector<TensorToWrite>&) {});
    nlohmann::json config = read_json(dir() + "/config.json");
    config["tie_word_embeddings"] = false;
    write_json(dir() + "/config.json", config);
    QCOMPARE(error_message([&] { load(dir()); }),
             std::string("model.safetensors: tensor 'lm_head.weight' is missing and config.json "
                         "does not tie it to the embeddings (tie_word_embeddings is false)"));
  }

  void untied_model_binds_its_own_lm_head() {
    copy_model_with_tensors(stories_dir(), dir(), [](std::vector<TensorToWrite>& tensors) {
      tensors.push_back(constant_tensor("lm_head.weight", DType::F32, {512, 64}, 0.25f));
    });
    nlohmann::json config = read_json(dir() + "/config.json");
    config["tie_word_embeddings"] = false;
    write_json(dir() + "/config.json", config);
    const ModelWeights weights = load(dir());
    QVERIFY(weights.lm_head.data != weights.embed_tokens.data);
    QCOMPARE(weights.lm_head.name, std::string("lm_head.weight"));
    QCOMPARE(weights.lm_head.to_f32()[511 * 64 + 63], 0.25f);
  }

  void linear_weights_of_different_dtypes_are_refused() {
    QCOMPARE(error_with_tensors([](std::vector<TensorToWrite>& tensors) {
               for (TensorToWrite& t : tensors) {
                 if (t.name == "model.layers.1.mlp.gate_proj.weight") t.dtype = DType::F16;
               }
             }),
             std::string("model.safetensors: tensor 'model.layers.1.mlp.gate_proj.weight' is F16 "
                         "but the other linear weights are F32"));
  }

  void checkpoint_with_more_layers_than_the_config_is_refused() {
    copy_model_with_tensors(stories_dir(), dir(), [](std::vector<TensorToWrite>&) {});
    nlohmann::json config = read_json(dir() + "/config.json");
    config["num_hidden_layers"] = 4;
    write_json(dir() + "/config.json", config);
    QCOMPARE(error_message([&] { load(dir()); }),
             std::string("model.safetensors: tensor 'model.layers.4.input_layernorm.weight' "
                         "belongs to layer 4, but config.json says num_hidden_layers = 4"));
  }

  void config_shape_mismatch_is_caught_at_the_first_tensor() {
    copy_model_with_tensors(stories_dir(), dir(), [](std::vector<TensorToWrite>&) {});
    nlohmann::json config = read_json(dir() + "/config.json");
    config["vocab_size"] = 1000;
    write_json(dir() + "/config.json", config);
    QCOMPARE(error_message([&] { load(dir()); }),
             std::string("model.safetensors: tensor 'model.embed_tokens.weight' has shape "
                         "[512, 64], expected [1000, 64]"));
  }
};

QTEST_GUILESS_MAIN(ModelWeightsTest)
#include "model_weights_test.moc"

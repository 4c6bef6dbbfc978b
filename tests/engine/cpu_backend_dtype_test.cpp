// F16 and BF16 weights: the CPU backend uses them as stored, widening each to float32 in a register,
// so it computes exactly what it computes for float32 weights holding the same (rounded) values.
// (stories260K's matrices are all stored by columns. Rows of BF16 on AVX-512 take the same exact
// products in another order, each pair of registers' even elements before their odd ones:
// cpu_kernels_test checks those against float64.)
#include <QtTest>
#include <cstring>
#include <memory>

#include "support/reference_driver.h"
#include "support/reference_model.h"
#include "tessera/backend/backend.h"
#include "tessera/dtype.h"

using namespace tessera;

namespace {

// The model's weights re-encoded in `dtype`, next to float32 copies of the rounded values.
struct ReencodedWeights {
  ModelWeights encoded;
  ModelWeights rounded_f32;
  std::vector<std::shared_ptr<std::vector<std::uint16_t>>> halves;
  std::vector<std::shared_ptr<std::vector<float>>> floats;

  ReencodedWeights(const ModelWeights& original, DType dtype) {
    encoded = rounded_f32 = original;
    encoded.dtype = dtype;
    encoded.storage.clear();
    rounded_f32.storage.clear();
    for_each_tensor(original, dtype);
  }

  void reencode(const TensorView& source, DType dtype, TensorView& half_view,
                TensorView& float_view) {
    const std::vector<float> values = source.to_f32();
    auto half = std::make_shared<std::vector<std::uint16_t>>(values.size());
    auto rounded = std::make_shared<std::vector<float>>(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
      const bool f16 = dtype == DType::F16;
      (*half)[i] = f16 ? f32_to_f16(values[i]) : f32_to_bf16(values[i]);
      (*rounded)[i] = f16 ? f16_to_f32((*half)[i]) : bf16_to_f32((*half)[i]);
    }
    half_view.dtype = dtype;
    half_view.data = reinterpret_cast<const std::byte*>(half->data());
    half_view.nbytes = half->size() * 2;
    half_view.mapped = false;  // on the heap, not in the file's mapping
    float_view.data = reinterpret_cast<const std::byte*>(rounded->data());
    float_view.mapped = false;
    halves.push_back(half);
    floats.push_back(rounded);
  }

  void for_each_tensor(const ModelWeights& original, DType dtype) {
    auto both = [&](auto member) {
      reencode(original.*member, dtype, encoded.*member, rounded_f32.*member);
    };
    both(&ModelWeights::embed_tokens);
    both(&ModelWeights::final_norm);
    // Tied embeddings stay tied, so the backend sees the same sharing as with the real files.
    encoded.lm_head = encoded.embed_tokens;
    rounded_f32.lm_head = rounded_f32.embed_tokens;
    for (std::size_t l = 0; l < original.layers.size(); ++l) {
      for (TensorView LayerWeights::*member :
           {&LayerWeights::input_norm, &LayerWeights::q_proj, &LayerWeights::k_proj,
            &LayerWeights::v_proj, &LayerWeights::o_proj, &LayerWeights::post_attention_norm,
            &LayerWeights::gate_proj, &LayerWeights::up_proj, &LayerWeights::down_proj}) {
        reencode(original.layers[l].*member, dtype, encoded.layers[l].*member,
                 rounded_f32.layers[l].*member);
      }
    }
  }
};

}  // namespace

Q_DECLARE_METATYPE(tessera::DType)

class CpuBackendDtypeTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { model_ = test::load_test_model(); }

  void half_precision_weights_compute_like_their_float32_values_data() {
    QTest::addColumn<DType>("dtype");
    QTest::newRow("F16") << DType::F16;
    QTest::newRow("BF16") << DType::BF16;
  }

  void half_precision_weights_compute_like_their_float32_values() {
    QFETCH(DType, dtype);
    QVERIFY(model_.weights.lm_head.data == model_.weights.embed_tokens.data);
    const ReencodedWeights weights(model_.weights, dtype);
    auto half_backend = make_cpu_backend(model_.config, weights.encoded, 1);
    auto float_backend = make_cpu_backend(model_.config, weights.rounded_f32, 1);
    auto original_backend = make_cpu_backend(model_.config, model_.weights, 1);
    for (Backend* backend : {half_backend.get(), float_backend.get(), original_backend.get()}) {
      backend->allocate_kv_cache(4, 16);
    }
    const std::vector<TokenId> prompt = {1, 403, 407, 261, 378};
    const auto half_run = test::run_greedy(*half_backend, prompt, 40, {}, 16);
    const auto float_run = test::run_greedy(*float_backend, prompt, 40, {}, 16);
    const auto original_run = test::run_greedy(*original_backend, prompt, 40, {}, 16);
    QCOMPARE(half_run.output_ids, float_run.output_ids);
    QCOMPARE(half_run.step_logits, float_run.step_logits);
    // The rounding did happen: the logits moved away from the float32 model's.
    QVERIFY(half_run.step_logits[0] != original_run.step_logits[0]);
  }

 private:
  test::TestModel model_;
};

QTEST_GUILESS_MAIN(CpuBackendDtypeTest)
#include "cpu_backend_dtype_test.moc"

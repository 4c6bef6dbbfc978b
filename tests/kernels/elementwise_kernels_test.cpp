// Each row-wise / element-wise CUDA kernel against its CPU reference, in F32, F16 and BF16, on
// fresh random inputs, with outputs poisoned with NaN before the run.
#include <QtTest>
#include <algorithm>
#include <cmath>

#include "support/gpu_test.h"
#include "support/reference_ops.h"

#ifdef TESSERA_HAVE_CUDA
#include "elementwise.h"
#include "kv_cache.h"
#include "sampling.h"
#include "tessera/backend/rope.h"
#include "tessera/model_config.h"
#endif

using namespace tessera;

class ElementwiseKernelsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { TESSERA_REQUIRE_GPU(); }
  void gather_rows_copies_the_indexed_rows();
  void rms_norm_matches_reference();
  void rope_rotates_q_and_k_heads_by_position();
  void silu_mul_matches_reference();
  void residual_add_matches_reference();
  void kv_cache_write_fills_exactly_the_mapped_slots();
  void argmax_picks_the_lowest_index_of_the_maximum_and_flags_nan();
};

#ifdef TESSERA_HAVE_CUDA

namespace {

const DType kDTypes[] = {DType::F32, DType::F16, DType::BF16};

std::string label(DType dtype, const char* what) {
  return std::string(what) + " (" + std::string(dtype_name(dtype)) + ")";
}

}  // namespace

void ElementwiseKernelsTest::gather_rows_copies_the_indexed_rows() {
  for (DType dtype : kDTypes) {
    const int vocab = 301, width = 200;
    const std::vector<float> table = test::random_values(vocab * width, 1, dtype);
    const std::vector<std::int32_t> ids = {5, 0, 300, 5, 17, 299, 1};
    auto d_table = test::to_device(dtype, table);
    auto d_ids = test::to_device(ids);
    auto d_out = test::poisoned(dtype, ids.size() * width);
    kernels::launch_gather_rows(dtype, d_out.data(), d_table.data(), d_ids.as<std::int32_t>(),
                                static_cast<int>(ids.size()), width, nullptr);
    std::vector<float> expected;
    for (std::int32_t id : ids) {
      expected.insert(expected.end(), table.begin() + id * width, table.begin() + (id + 1) * width);
    }
    TESSERA_EXPECT_CLOSE(test::from_device(dtype, d_out, expected.size()), expected, 0.0,
                         label(dtype, "gather"));
  }
}

void ElementwiseKernelsTest::rms_norm_matches_reference() {
  for (DType dtype : kDTypes) {
    for (int dim : {64, 1000, 4096}) {
      const int rows = 13;
      const auto in = test::random_values(rows * dim, 2 + dim, dtype, -3.0f, 3.0f);
      const auto weight = test::random_values(dim, 3 + dim, dtype, 0.5f, 1.5f);
      auto d_in = test::to_device(dtype, in);
      auto d_weight = test::to_device(dtype, weight);
      auto d_out = test::poisoned(dtype, in.size());
      kernels::launch_rms_norm(dtype, d_out.data(), d_in.data(), d_weight.data(), rows, dim, 1e-5f,
                               nullptr);
      TESSERA_EXPECT_CLOSE(test::from_device(dtype, d_out, in.size()),
                           test::reference_rms_norm(in, weight, rows, dim, 1e-5f),
                           test::tolerance(dtype), label(dtype, "rms_norm"));
    }
  }
}

void ElementwiseKernelsTest::rope_rotates_q_and_k_heads_by_position() {
  for (DType dtype : kDTypes) {
    for (const int rotary_dim : {64, 32}) {  // whole heads; half of each (partial_rotary_factor)
      // A fused q/k/v row: 8 q heads, 2 k heads, 2 v heads (v must stay untouched).
      const int heads = 8, kv_heads = 2, head_dim = 64, tokens = 9;
      const int row = (heads + 2 * kv_heads) * head_dim;
      const std::vector<std::int32_t> positions = {0, 1, 2, 17, 100, 511, 4095, 30000, 131071};
      const auto qkv = test::random_values(tokens * row, 4, dtype);
      ModelConfig config;
      config.head_dim = head_dim;
      config.rotary_dim = rotary_dim;
      config.rope_theta = 500000.0f;
      RopeTable table;
      extend_rope_table(config, table, positions.back() + 1);
      auto d_qkv = test::to_device(dtype, qkv);
      auto d_pos = test::to_device(positions);
      auto d_cos = test::to_device(DType::F32, table.cos);
      auto d_sin = test::to_device(DType::F32, table.sin);
      auto* base = static_cast<char*>(d_qkv.data());
      kernels::launch_rope(dtype, base, base + heads * head_dim * dtype_size(dtype), row,
                           d_pos.as<std::int32_t>(), d_cos.as<float>(), d_sin.as<float>(), tokens,
                           heads, kv_heads, head_dim, rotary_dim, nullptr);
      TESSERA_EXPECT_CLOSE(test::from_device(dtype, d_qkv, qkv.size()),
                           test::reference_rope(qkv, row, positions, heads + kv_heads, head_dim,
                                                rotary_dim, config.rope_theta),
                           test::tolerance(dtype), label(dtype, "rope"));
    }
  }
}

void ElementwiseKernelsTest::silu_mul_matches_reference() {
  for (DType dtype : kDTypes) {
    const int tokens = 7, inter = 1379;
    const auto gate_up = test::random_values(tokens * 2 * inter, 5, dtype, -6.0f, 6.0f);
    auto d_in = test::to_device(dtype, gate_up);
    auto d_out = test::poisoned(dtype, tokens * inter);
    kernels::launch_silu_mul(dtype, d_out.data(), d_in.data(), tokens, inter, nullptr);
    TESSERA_EXPECT_CLOSE(test::from_device(dtype, d_out, tokens * inter),
                         test::reference_silu_mul(gate_up, tokens, inter), test::tolerance(dtype),
                         label(dtype, "silu_mul"));
  }
}

void ElementwiseKernelsTest::residual_add_matches_reference() {
  for (DType dtype : kDTypes) {
    const std::size_t n = 100003;
    const auto residual = test::random_values(n, 6, dtype, -4.0f, 4.0f);
    const auto delta = test::random_values(n, 7, dtype, -4.0f, 4.0f);
    auto d_residual = test::to_device(dtype, residual);
    auto d_delta = test::to_device(dtype, delta);
    kernels::launch_residual_add(dtype, d_residual.data(), d_delta.data(), n, nullptr);
    std::vector<float> expected(n);
    for (std::size_t i = 0; i < n; ++i) expected[i] = residual[i] + delta[i];
    TESSERA_EXPECT_CLOSE(test::from_device(dtype, d_residual, n), expected, test::tolerance(dtype),
                         label(dtype, "residual_add"));
  }
}

void ElementwiseKernelsTest::kv_cache_write_fills_exactly_the_mapped_slots() {
  for (DType dtype : kDTypes) {
    const int kv_heads = 4, head_dim = 32, tokens = 6, num_slots = 64, width = kv_heads * head_dim;
    const int row = 3 * width;  // q, k, v of one token side by side
    const auto qkv = test::random_values(tokens * row, 8, dtype);
    const std::vector<std::int32_t> slot_ids = {63, 0, 17, -1, 18, 40};  // -1: padding, skipped
    auto d_qkv = test::to_device(dtype, qkv);
    auto d_slots = test::to_device(slot_ids);
    auto d_k = test::poisoned(dtype, num_slots * width);
    auto d_v = test::poisoned(dtype, num_slots * width);
    auto* base = static_cast<char*>(d_qkv.data());
    const std::size_t e = dtype_size(dtype);
    kernels::launch_kv_cache_write(dtype, d_k.data(), d_v.data(), base + width * e,
                                   base + 2 * width * e, row, d_slots.as<std::int32_t>(), tokens,
                                   kv_heads, head_dim, nullptr);
    const auto k_cache = test::from_device(dtype, d_k, num_slots * width);
    const auto v_cache = test::from_device(dtype, d_v, num_slots * width);
    std::vector<bool> written(num_slots, false);
    for (int t = 0; t < tokens; ++t) {
      if (slot_ids[t] < 0) continue;
      written[slot_ids[t]] = true;
      for (int i = 0; i < width; ++i) {
        QCOMPARE(k_cache[slot_ids[t] * width + i], qkv[t * row + width + i]);
        QCOMPARE(v_cache[slot_ids[t] * width + i], qkv[t * row + 2 * width + i]);
      }
    }
    for (int s = 0; s < num_slots; ++s) {
      if (!written[s])
        QVERIFY2(std::isnan(k_cache[s * width]) && std::isnan(v_cache[s * width]),
                 qPrintable(QString("slot %1 was written").arg(s)));
    }
  }
}

void ElementwiseKernelsTest::argmax_picks_the_lowest_index_of_the_maximum_and_flags_nan() {
  const int vocab = 32000, rows = 4;
  std::vector<float> logits = test::random_values(rows * vocab, 9, DType::F32, -10.0f, 10.0f);
  logits[0 * vocab + 31999] = 50.0f;  // row 0: maximum at the very end
  logits[1 * vocab + 7] = 50.0f;      // row 1: a tie, the lower index wins
  logits[1 * vocab + 20000] = 50.0f;
  for (int i = 0; i < vocab; ++i) logits[2 * vocab + i] = -INFINITY;  // row 2: all -inf -> 0
  logits[3 * vocab + 123] = NAN;                                      // row 3: NaN -> -1
  auto d_logits = test::to_device(DType::F32, logits);
  cuda::DeviceBuffer d_tokens(rows * sizeof(std::int32_t), "argmax output");
  d_tokens.fill_bytes(0x7F);
  kernels::launch_argmax_rows(d_logits.as<float>(), d_tokens.as<std::int32_t>(), rows, vocab, vocab,
                              nullptr);
  cuda::synchronize_device("argmax");
  std::vector<std::int32_t> tokens(rows);
  d_tokens.download(tokens.data(), rows * sizeof(std::int32_t));
  QCOMPARE(tokens, (std::vector<std::int32_t>{31999, 7, 0, -1}));
  // Only the first 31999 ids (a tokenizer smaller than the padded rows): row 0's maximum is past
  // them, so the host's argmax of the same ids is the answer.
  kernels::launch_argmax_rows(d_logits.as<float>(), d_tokens.as<std::int32_t>(), rows, vocab,
                              vocab - 1, nullptr);
  cuda::synchronize_device("argmax");
  d_tokens.download(tokens.data(), rows * sizeof(std::int32_t));
  const auto first = logits.begin();
  QCOMPARE(tokens[0],
           static_cast<std::int32_t>(std::max_element(first, first + vocab - 1) - first));
  QCOMPARE(tokens[1], 7);
}

#else

void ElementwiseKernelsTest::gather_rows_copies_the_indexed_rows() {}
void ElementwiseKernelsTest::rms_norm_matches_reference() {}
void ElementwiseKernelsTest::rope_rotates_q_and_k_heads_by_position() {}
void ElementwiseKernelsTest::silu_mul_matches_reference() {}
void ElementwiseKernelsTest::residual_add_matches_reference() {}
void ElementwiseKernelsTest::kv_cache_write_fills_exactly_the_mapped_slots() {}
void ElementwiseKernelsTest::argmax_picks_the_lowest_index_of_the_maximum_and_flags_nan() {}

#endif

QTEST_GUILESS_MAIN(ElementwiseKernelsTest)
#include "elementwise_kernels_test.moc"

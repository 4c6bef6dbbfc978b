// The cuBLAS linear layer against a float64 reference: y = x * w^T for row-major x and w, in
// FP32 (TF32 off), F16 and BF16 with float accumulation, with the output in the compute dtype or
// in float (as the LM head writes logits).
#include <QtTest>

#include "support/gpu_test.h"

#ifdef TESSERA_HAVE_CUDA
#include "host/gemm.h"
#endif

using namespace tessera;

class GemmTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { TESSERA_REQUIRE_GPU(); }
  void linear_matches_reference();
};

#ifdef TESSERA_HAVE_CUDA

namespace {

std::vector<float> reference_linear(const std::vector<float>& x, const std::vector<float>& w,
                                    int rows, int n, int k) {
  std::vector<float> y(static_cast<std::size_t>(rows) * n);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < n; ++c) {
      double sum = 0;
      for (int i = 0; i < k; ++i) sum += double{x[r * k + i]} * w[c * k + i];
      y[r * n + c] = static_cast<float>(sum);
    }
  }
  return y;
}

}  // namespace

void GemmTest::linear_matches_reference() {
  cuda::DeviceBuffer workspace(32u << 20, "cuBLAS workspace");
  for (DType dtype : {DType::F32, DType::F16, DType::BF16}) {
    const cuda::Gemm gemm(dtype, nullptr, workspace.data(), workspace.bytes());
    for (DType out_dtype : {dtype, DType::F32}) {
      for (auto [rows, n, k] : {std::tuple{1, 257, 64}, std::tuple{37, 96, 1000}}) {
        const auto x = test::random_values(rows * k, rows + k, dtype);
        const auto w = test::random_values(n * k, n + k, dtype);
        auto d_x = test::to_device(dtype, x);
        auto d_w = test::to_device(dtype, w);
        auto d_y = test::poisoned(out_dtype, rows * n);
        gemm.linear(d_x.data(), d_w.data(), d_y.data(), rows, n, k, out_dtype);
        const std::string what = std::string(dtype_name(dtype)) + " -> " +
                                 std::string(dtype_name(out_dtype)) + ", " + std::to_string(rows) +
                                 "x" + std::to_string(n) + "x" + std::to_string(k);
        TESSERA_EXPECT_CLOSE(test::from_device(out_dtype, d_y, rows * n),
                             reference_linear(x, w, rows, n, k), test::tolerance(dtype), what);
      }
    }
  }
}

#else

void GemmTest::linear_matches_reference() {}

#endif

QTEST_GUILESS_MAIN(GemmTest)
#include "gemm_test.moc"

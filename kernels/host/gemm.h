// The linear layers of the CUDA backend: one cuBLAS GEMM over all tokens of a step.
#pragma once

#include <cstddef>

#include "launch.h"
#include "tessera/dtype.h"

struct cublasContext;  // cublasHandle_t is cublasContext*

namespace tessera::cuda {

class Gemm {
 public:
  // Inputs and weights are in `dtype`. F32 runs with TF32 off (CUBLAS_COMPUTE_32F_PEDANTIC) so
  // results match the CPU backend; F16 and BF16 accumulate in float (CUBLAS_COMPUTE_32F).
  // The workspace is cuBLAS's, given explicitly so it never allocates behind the memory plan.
  Gemm(DType dtype, kernels::Stream stream, void* workspace, std::size_t workspace_bytes);
  ~Gemm();
  Gemm(const Gemm&) = delete;
  Gemm& operator=(const Gemm&) = delete;

  // y[rows, n] = x[rows, k] * w[n, k]^T, all row-major; y is in out_dtype (dtype or F32).
  void linear(const void* x, const void* w, void* y, int rows, int n, int k, DType out_dtype) const;
  DType dtype() const { return dtype_; }

 private:
  DType dtype_;
  cublasContext* handle_ = nullptr;
};

}  // namespace tessera::cuda

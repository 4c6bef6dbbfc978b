#include "host/gemm.h"

#include <string>

#include "host/cuda_check.h"
#include "tessera/error.h"

namespace tessera::cuda {
namespace {

cudaDataType_t cuda_type(DType dtype) {
  switch (dtype) {
    case DType::F32:
      return CUDA_R_32F;
    case DType::F16:
      return CUDA_R_16F;
    case DType::BF16:
      return CUDA_R_16BF;
    default:  // GGUF's block-quantized types: make_backend keeps them on the CPU
      break;
  }
  throw Error::untranslated("cuBLAS: unsupported dtype");
}

}  // namespace

Gemm::Gemm(DType dtype, kernels::Stream stream, void* workspace, std::size_t workspace_bytes)
    : dtype_(dtype) {
  check(cublasCreate(&handle_), "cublasCreate");
  try {
    check(cublasSetStream(handle_, stream), "cublasSetStream");
    check(cublasSetWorkspace(handle_, workspace, workspace_bytes), "cublasSetWorkspace");
    // Pedantic math keeps FP32 GEMMs in true FP32 whatever NVIDIA_TF32_OVERRIDE says.
    check(cublasSetMathMode(handle_,
                            dtype == DType::F32 ? CUBLAS_PEDANTIC_MATH : CUBLAS_DEFAULT_MATH),
          "cublasSetMathMode");
  } catch (...) {
    cublasDestroy(handle_);
    throw;
  }
}

Gemm::~Gemm() {
  cublasDestroy(handle_);
}

void Gemm::linear(const void* x, const void* w, void* y, int rows, int n, int k,
                  DType out_dtype) const {
  if (rows <= 0) return;
  if (out_dtype != dtype_ && out_dtype != DType::F32) {
    throw Error::untranslated("cuBLAS: output dtype " + std::string(dtype_name(out_dtype)) +
                              " with inputs in " + std::string(dtype_name(dtype_)));
  }
  const float alpha = 1.0f, beta = 0.0f;
  const cublasComputeType_t compute =
      dtype_ == DType::F32 ? CUBLAS_COMPUTE_32F_PEDANTIC : CUBLAS_COMPUTE_32F;
  // cuBLAS is column-major: row-major y [rows, n] is column-major y^T [n, rows] = w * x^T, where
  // row-major w [n, k] reads as column-major [k, n] (ld k, hence OP_T) and x as [k, rows].
  const cublasStatus_t status = cublasGemmEx(
      handle_, CUBLAS_OP_T, CUBLAS_OP_N, n, rows, k, &alpha, w, cuda_type(dtype_), k, x,
      cuda_type(dtype_), k, &beta, y, cuda_type(out_dtype), n, compute, CUBLAS_GEMM_DEFAULT);
  if (status != CUBLAS_STATUS_SUCCESS) {
    check(status, ("cublasGemmEx [" + std::to_string(rows) + " x " + std::to_string(k) + "] * [" +
                   std::to_string(n) + " x " + std::to_string(k) + "]^T")
                      .c_str());
  }
}

}  // namespace tessera::cuda

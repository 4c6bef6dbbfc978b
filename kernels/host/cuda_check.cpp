#include "host/cuda_check.h"

#include <string>

#include "tessera/error.h"

namespace tessera::cuda {

void check(cudaError_t status, const char* what) {
  if (status == cudaSuccess) return;
  throw Error::untranslated(std::string("CUDA: ") + what + " failed: " +
                            cudaGetErrorString(status) + " (" + cudaGetErrorName(status) + ")");
}

void check(cublasStatus_t status, const char* what) {
  if (status == CUBLAS_STATUS_SUCCESS) return;
  throw Error::untranslated(std::string("cuBLAS: ") + what +
                            " failed: " + cublasGetStatusString(status));
}

}  // namespace tessera::cuda

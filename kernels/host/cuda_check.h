// Turns CUDA runtime and cuBLAS status codes into tessera::Error. Only for code compiled with the
// CUDA toolkit's headers (the CUDA backend's .cpp files and the kernels).
#pragma once

#include <cublas_v2.h>
#include <cuda_runtime.h>

namespace tessera::cuda {

// Throws tessera::Error("CUDA: <what> failed: <reason>") unless status is success.
void check(cudaError_t status, const char* what);
void check(cublasStatus_t status, const char* what);

}  // namespace tessera::cuda

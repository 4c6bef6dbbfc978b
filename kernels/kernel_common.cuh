// Device helpers shared by the kernels: float conversion of the storage types, dtype dispatch
// and the launch check.
#pragma once

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <string>

#include "tessera/dtype.h"
#include "tessera/error.h"

namespace tessera::kernels {

__device__ __forceinline__ float to_float(float x) {
  return x;
}
__device__ __forceinline__ float to_float(__half x) {
  return __half2float(x);
}
__device__ __forceinline__ float to_float(__nv_bfloat16 x) {
  return __bfloat162float(x);
}

template <typename T>
__device__ __forceinline__ T from_float(float x);
template <>
__device__ __forceinline__ float from_float<float>(float x) {
  return x;
}
template <>
__device__ __forceinline__ __half from_float<__half>(float x) {
  return __float2half_rn(x);
}
template <>
__device__ __forceinline__ __nv_bfloat16 from_float<__nv_bfloat16>(float x) {
  return __float2bfloat16_rn(x);
}

// Calls fn with a value of the storage type for dtype (only its type matters).
template <typename Fn>
void dispatch_dtype(DType dtype, Fn&& fn) {
  switch (dtype) {
    case DType::F32:
      fn(float{});
      return;
    case DType::F16:
      fn(__half{});
      return;
    case DType::BF16:
      fn(__nv_bfloat16{});
      return;
    default:  // GGUF's block-quantized types: make_backend keeps them on the CPU
      break;
  }
  throw Error::untranslated("CUDA kernel: unsupported storage dtype");
}

// Turns a failed launch (bad shape, missing kernel image for this GPU, earlier async fault)
// into a tessera::Error naming the kernel.
inline void check_launch(const char* kernel) {
  cudaError_t status = cudaGetLastError();
  if (status != cudaSuccess) {
    throw Error::untranslated(std::string("CUDA kernel '") + kernel +
                              "' failed to launch: " + cudaGetErrorString(status));
  }
}

// Sums (or maxes) a float over the whole thread block; every thread gets the result.
// scratch needs 32 floats of shared memory; blockDim.x must be a multiple of 32.
template <bool kMax>
__device__ float block_reduce(float value, float* scratch) {
  const int lane = threadIdx.x % 32;
  const int warp = threadIdx.x / 32;
  for (int offset = 16; offset > 0; offset /= 2) {
    float other = __shfl_xor_sync(0xffffffffu, value, offset);
    value = kMax ? fmaxf(value, other) : value + other;
  }
  __syncthreads();  // scratch may still be read by a previous reduction
  if (lane == 0) scratch[warp] = value;
  __syncthreads();
  const int num_warps = blockDim.x / 32;
  value = lane < num_warps ? scratch[lane] : (kMax ? -INFINITY : 0.0f);
  for (int offset = 16; offset > 0; offset /= 2) {
    float other = __shfl_xor_sync(0xffffffffu, value, offset);
    value = kMax ? fmaxf(value, other) : value + other;
  }
  return value;
}

inline int ceil_div(long long a, long long b) {
  return static_cast<int>((a + b - 1) / b);
}

}  // namespace tessera::kernels

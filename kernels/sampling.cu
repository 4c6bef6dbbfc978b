// Greedy sampling on the device: the argmax of each logits row, so greedy decoding copies back
// one int per request instead of a whole vocabulary row.
#include <algorithm>

#include "kernel_common.cuh"
#include "sampling.h"

namespace tessera::kernels {
namespace {

constexpr int kArgmaxThreads = 256;

struct Best {
  float value;
  int index;  // -1 marks a NaN in the row; it wins every comparison
};

__device__ __forceinline__ Best better(Best a, Best b) {
  if (a.index < 0 || b.index < 0) return a.index < 0 ? a : b;
  if (a.value != b.value) return a.value > b.value ? a : b;
  return a.index < b.index ? a : b;
}

// Launch: one block of kArgmaxThreads per row; each thread scans a strided part of the row,
// then a shared-memory tree reduction picks the best.
__global__ void argmax_rows_kernel(const float* logits, std::int32_t* tokens, int vocab_size,
                                   int num_ids) {
  __shared__ Best best[kArgmaxThreads];
  const float* row = logits + static_cast<long long>(blockIdx.x) * vocab_size;
  Best mine{-INFINITY, num_ids};  // beaten by any real entry, even -inf, via the index rule
  for (int i = threadIdx.x; i < num_ids; i += blockDim.x) {
    const float v = row[i];
    mine = better(mine, Best{v, isnan(v) ? -1 : i});
  }
  best[threadIdx.x] = mine;
  __syncthreads();
  for (int stride = kArgmaxThreads / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) {
      best[threadIdx.x] = better(best[threadIdx.x], best[threadIdx.x + stride]);
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) tokens[blockIdx.x] = best[0].index;
}

}  // namespace

void launch_argmax_rows(const float* logits, std::int32_t* tokens, int num_rows, int vocab_size,
                        int num_ids, Stream stream) {
  if (num_rows <= 0) return;
  argmax_rows_kernel<<<num_rows, kArgmaxThreads, 0, stream>>>(logits, tokens, vocab_size,
                                                              std::clamp(num_ids, 1, vocab_size));
  check_launch("argmax_rows");
}

// Every .cu file is compiled for the same targets, so one kernel answers for all of them.
std::string kernel_image_problem() {
  cudaFuncAttributes attributes{};
  const cudaError_t status = cudaFuncGetAttributes(&attributes, argmax_rows_kernel);
  if (status == cudaSuccess) return {};
  cudaGetLastError();  // clear it so later runtime calls do not report it again
  return std::string(cudaGetErrorString(status)) + " (" + cudaGetErrorName(status) + ")";
}

}  // namespace tessera::kernels

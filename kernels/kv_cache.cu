// Writes each new token's K and V into the paged cache through the slot mapping.
#include "kernel_common.cuh"
#include "kv_cache.h"

namespace tessera::kernels {
namespace {

// Launch: one block of 128 threads per token; threads stride over num_kv_heads * head_dim.
template <typename T>
__global__ void kv_cache_write_kernel(T* k_cache, T* v_cache, const T* k, const T* v,
                                      int row_stride, const std::int32_t* slot_mapping, int width) {
  const int slot = slot_mapping[blockIdx.x];
  if (slot < 0) return;
  const long long src = static_cast<long long>(blockIdx.x) * row_stride;
  const long long dst = static_cast<long long>(slot) * width;
  for (int i = threadIdx.x; i < width; i += blockDim.x) {
    k_cache[dst + i] = k[src + i];
    v_cache[dst + i] = v[src + i];
  }
}

}  // namespace

void launch_kv_cache_write(DType dtype, void* k_cache, void* v_cache, const void* k, const void* v,
                           int row_stride, const std::int32_t* slot_mapping, int num_tokens,
                           int num_kv_heads, int head_dim, Stream stream) {
  if (num_tokens <= 0) return;
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    kv_cache_write_kernel<T><<<num_tokens, 128, 0, stream>>>(
        static_cast<T*>(k_cache), static_cast<T*>(v_cache), static_cast<const T*>(k),
        static_cast<const T*>(v), row_stride, slot_mapping, num_kv_heads * head_dim);
  });
  check_launch("kv_cache_write");
}

}  // namespace tessera::kernels

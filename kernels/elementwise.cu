// Row-wise and element-wise kernels of a Llama layer; float arithmetic on every storage type.
#include "elementwise.h"
#include "kernel_common.cuh"

namespace tessera::kernels {
namespace {

constexpr int kRowThreads = 256;

// Launch: one block of kRowThreads per output row; threads stride over the row.
template <typename T>
__global__ void gather_rows_kernel(T* out, const T* table, const std::int32_t* indices, int width) {
  const T* src = table + static_cast<long long>(indices[blockIdx.x]) * width;
  T* dst = out + static_cast<long long>(blockIdx.x) * width;
  for (int i = threadIdx.x; i < width; i += blockDim.x) dst[i] = src[i];
}

// Launch: one block of kRowThreads per row; a block reduction gives the row's mean square.
template <typename T>
__global__ void rms_norm_kernel(T* out, const T* in, const T* weight, int dim, float eps) {
  __shared__ float scratch[32];
  const T* x = in + static_cast<long long>(blockIdx.x) * dim;
  T* y = out + static_cast<long long>(blockIdx.x) * dim;
  float sum_sq = 0.0f;
  for (int i = threadIdx.x; i < dim; i += blockDim.x) {
    const float v = to_float(x[i]);
    sum_sq += v * v;
  }
  sum_sq = block_reduce<false>(sum_sq, scratch);
  const float inv_rms = 1.0f / sqrtf(sum_sq / static_cast<float>(dim) + eps);
  for (int i = threadIdx.x; i < dim; i += blockDim.x) {
    y[i] = from_float<T>(to_float(x[i]) * inv_rms * to_float(weight[i]));
  }
}

// Launch: one block of 128 threads per token; threads stride over the (head, pair) list of
// q heads then k heads. Pair i of a head rotates elements i and i + rotary_dim / 2 by the
// angle whose cos and sin are row `position` of the tables (the rest of the head is left).
template <typename T>
__global__ void rope_kernel(T* q, T* k, int row_stride, const std::int32_t* positions,
                            const float* cos_table, const float* sin_table, int num_heads,
                            int num_kv_heads, int head_dim, int half) {
  const long long table_row = static_cast<long long>(positions[blockIdx.x]) * half;
  const long long row = static_cast<long long>(blockIdx.x) * row_stride;
  const int num_pairs = (num_heads + num_kv_heads) * half;
  for (int p = threadIdx.x; p < num_pairs; p += blockDim.x) {
    const int head = p / half;
    const int i = p % half;
    T* x = head < num_heads ? q + row + head * head_dim : k + row + (head - num_heads) * head_dim;
    const float cos_a = cos_table[table_row + i];
    const float sin_a = sin_table[table_row + i];
    const float x1 = to_float(x[i]);
    const float x2 = to_float(x[i + half]);
    x[i] = from_float<T>(x1 * cos_a - x2 * sin_a);
    x[i + half] = from_float<T>(x2 * cos_a + x1 * sin_a);
  }
}

// Launch: one block of kHeadThreads per (token, head); head h of token t starts at
// x + t * row_stride + h * head_dim. Normalized in place.
constexpr int kHeadThreads = 128;
template <typename T>
__global__ void head_rms_norm_kernel(T* x, int row_stride, int num_heads, const T* weight,
                                     int head_dim, float eps) {
  __shared__ float scratch[32];
  T* head = x + static_cast<long long>(blockIdx.x / num_heads) * row_stride +
            static_cast<long long>(blockIdx.x % num_heads) * head_dim;
  float sum_sq = 0.0f;
  for (int i = threadIdx.x; i < head_dim; i += blockDim.x) {
    const float v = to_float(head[i]);
    sum_sq += v * v;
  }
  sum_sq = block_reduce<false>(sum_sq, scratch);
  const float inv_rms = 1.0f / sqrtf(sum_sq / static_cast<float>(head_dim) + eps);
  for (int i = threadIdx.x; i < head_dim; i += blockDim.x) {
    head[i] = from_float<T>(to_float(head[i]) * inv_rms * to_float(weight[i]));
  }
}

// Launch: 1-D grid of 256-thread blocks, one thread per element.
template <typename T>
__global__ void add_bias_kernel(T* x, const T* bias, long long n, int width) {
  const long long idx = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (idx < n) x[idx] = from_float<T>(to_float(x[idx]) + to_float(bias[idx % width]));
}

// Launch: 1-D grid of 256-thread blocks, one thread per output element.
template <typename T>
__global__ void silu_mul_kernel(T* out, const T* gate_up, long long n, int intermediate) {
  const long long idx = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (idx >= n) return;
  const long long token = idx / intermediate;
  const long long i = idx % intermediate;
  const float gate = to_float(gate_up[token * 2 * intermediate + i]);
  const float up = to_float(gate_up[token * 2 * intermediate + intermediate + i]);
  out[idx] = from_float<T>(gate / (1.0f + expf(-gate)) * up);
}

// Launch: 1-D grid of 256-thread blocks, one thread per element.
template <typename T>
__global__ void residual_add_kernel(T* residual, const T* delta, long long n) {
  const long long idx = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (idx < n) residual[idx] = from_float<T>(to_float(residual[idx]) + to_float(delta[idx]));
}

}  // namespace

void launch_gather_rows(DType dtype, void* out, const void* table, const std::int32_t* indices,
                        int num_rows, int width, Stream stream) {
  if (num_rows <= 0) return;
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    gather_rows_kernel<T><<<num_rows, kRowThreads, 0, stream>>>(
        static_cast<T*>(out), static_cast<const T*>(table), indices, width);
  });
  check_launch("gather_rows");
}

void launch_rms_norm(DType dtype, void* out, const void* in, const void* weight, int num_rows,
                     int dim, float eps, Stream stream) {
  if (num_rows <= 0) return;
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    rms_norm_kernel<T><<<num_rows, kRowThreads, 0, stream>>>(
        static_cast<T*>(out), static_cast<const T*>(in), static_cast<const T*>(weight), dim, eps);
  });
  check_launch("rms_norm");
}

void launch_rope(DType dtype, void* q, void* k, int row_stride, const std::int32_t* positions,
                 const float* cos_table, const float* sin_table, int num_tokens, int num_heads,
                 int num_kv_heads, int head_dim, int rotary_dim, Stream stream) {
  if (num_tokens <= 0) return;
  if (rotary_dim % 2 != 0 || rotary_dim <= 0 || rotary_dim > head_dim) {
    throw Error::untranslated("rope: rotary_dim " + std::to_string(rotary_dim) +
                              " is odd or outside (0, head_dim " + std::to_string(head_dim) + "]");
  }
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    rope_kernel<T><<<num_tokens, 128, 0, stream>>>(
        static_cast<T*>(q), static_cast<T*>(k), row_stride, positions, cos_table, sin_table,
        num_heads, num_kv_heads, head_dim, rotary_dim / 2);
  });
  check_launch("rope");
}

void launch_head_rms_norm(DType dtype, void* x, int row_stride, const void* weight, int num_tokens,
                          int num_heads, int head_dim, float eps, Stream stream) {
  if (num_tokens <= 0 || num_heads <= 0) return;
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    head_rms_norm_kernel<T><<<num_tokens * num_heads, kHeadThreads, 0, stream>>>(
        static_cast<T*>(x), row_stride, num_heads, static_cast<const T*>(weight), head_dim, eps);
  });
  check_launch("head_rms_norm");
}

void launch_add_bias(DType dtype, void* x, const void* bias, int num_rows, int width,
                     Stream stream) {
  const long long n = static_cast<long long>(num_rows) * width;
  if (n <= 0) return;
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    add_bias_kernel<T><<<ceil_div(n, 256), 256, 0, stream>>>(static_cast<T*>(x),
                                                             static_cast<const T*>(bias), n, width);
  });
  check_launch("add_bias");
}

void launch_silu_mul(DType dtype, void* out, const void* gate_up, int num_tokens, int intermediate,
                     Stream stream) {
  const long long n = static_cast<long long>(num_tokens) * intermediate;
  if (n <= 0) return;
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    silu_mul_kernel<T><<<ceil_div(n, 256), 256, 0, stream>>>(
        static_cast<T*>(out), static_cast<const T*>(gate_up), n, intermediate);
  });
  check_launch("silu_mul");
}

void launch_residual_add(DType dtype, void* residual, const void* delta, std::size_t n,
                         Stream stream) {
  if (n == 0) return;
  dispatch_dtype(dtype, [&](auto tag) {
    using T = decltype(tag);
    residual_add_kernel<T><<<ceil_div(static_cast<long long>(n), 256), 256, 0, stream>>>(
        static_cast<T*>(residual), static_cast<const T*>(delta), static_cast<long long>(n));
  });
  check_launch("residual_add");
}

}  // namespace tessera::kernels

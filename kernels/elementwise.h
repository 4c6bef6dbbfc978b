// Host launchers of the row-wise and element-wise kernels of a Llama layer. All tensors are
// row-major device arrays in the storage dtype, unless a parameter says otherwise.
#pragma once

#include <cstddef>
#include <cstdint>

#include "launch.h"

namespace tessera::kernels {

// out[r] = table[indices[r]] for r < num_rows (embedding lookup; also gathers hidden rows).
// Indices must be valid rows of table: callers validate them on the host.
void launch_gather_rows(DType dtype, void* out, const void* table, const std::int32_t* indices,
                        int num_rows, int width, Stream stream);

// out[r] = in[r] / sqrt(mean(in[r]^2) + eps) * weight, accumulated in float.
void launch_rms_norm(DType dtype, void* out, const void* in, const void* weight, int num_rows,
                     int dim, float eps, Stream stream);

// RMSNorm in place of every head of every token (Qwen3's q_norm and k_norm): head h of token t
// is the head_dim elements at x + t * row_stride + h * head_dim; weight is [head_dim].
void launch_head_rms_norm(DType dtype, void* x, int row_stride, const void* weight, int num_tokens,
                          int num_heads, int head_dim, float eps, Stream stream);

// x[r, i] += bias[i] for each of num_rows contiguous rows of `width` (Qwen2's q/k/v biases).
void launch_add_bias(DType dtype, void* x, const void* bias, int num_rows, int width,
                     Stream stream);

// Rotate-half RoPE in place on q and k of every token. Token t's heads start at
// q + t * row_stride (and k + t * row_stride); the first rotary_dim elements of each head turn,
// pair i (elements i and i + rotary_dim / 2) by the angle whose cos and sin are
// cos_table[position * rotary_dim / 2 + i] and sin_table[...]: the host's RopeTable
// (tessera/backend/rope.h), the CPU backend's own floats, so every rope_scaling type and the
// longrope attention factor come as data.
void launch_rope(DType dtype, void* q, void* k, int row_stride, const std::int32_t* positions,
                 const float* cos_table, const float* sin_table, int num_tokens, int num_heads,
                 int num_kv_heads, int head_dim, int rotary_dim, Stream stream);

// out[t, i] = silu(gate_up[t, i]) * gate_up[t, intermediate + i] (gate and up projections
// computed by one GEMM into one [tokens, 2 * intermediate] array).
void launch_silu_mul(DType dtype, void* out, const void* gate_up, int num_tokens, int intermediate,
                     Stream stream);

// residual[i] += delta[i] for i < n.
void launch_residual_add(DType dtype, void* residual, const void* delta, std::size_t n,
                         Stream stream);

}  // namespace tessera::kernels

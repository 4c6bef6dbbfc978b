// Plain double-precision CPU references of the CUDA kernels, written as directly as possible.
#pragma once

#include <cstdint>
#include <vector>

namespace tessera::test {

std::vector<float> reference_rms_norm(const std::vector<float>& in,
                                      const std::vector<float>& weight, int rows, int dim,
                                      float eps);

// Rotate-half RoPE of the first num_heads_total heads of each row of x ([tokens, row_stride]).
// Rotate-half RoPE in double of the first rotary_dim elements of each head (plain frequencies).
std::vector<float> reference_rope(std::vector<float> x, int row_stride,
                                  const std::vector<std::int32_t>& positions, int num_heads_total,
                                  int head_dim, int rotary_dim, double theta);

std::vector<float> reference_silu_mul(const std::vector<float>& gate_up, int tokens,
                                      int intermediate);

// One sequence of an attention batch, with its whole K/V history in dense form.
struct DenseSequence {
  int context_len = 0;
  int query_len = 0;
  std::vector<float> keys;    // [context_len, num_kv_heads, head_dim]
  std::vector<float> values;  // [context_len, num_kv_heads, head_dim]
};

// Causal attention of each sequence's last query_len tokens (q: [tokens, num_heads, head_dim],
// sequences in order); returns [tokens, num_heads * head_dim].
std::vector<float> reference_attention(const std::vector<float>& q,
                                       const std::vector<DenseSequence>& sequences, int num_heads,
                                       int num_kv_heads, int head_dim);

}  // namespace tessera::test

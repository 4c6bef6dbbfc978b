// Float32 building blocks of the CPU forward pass (the matmuls are in kernels/kernel_set.h).
//
// Batch invariance: every output element is computed by one thread with a loop order that depends
// only on the element's own inputs, never on how many rows are computed with it or how the work is
// split across threads. A sequence therefore gets bitwise identical results alone or batched.
#pragma once

#include <cstddef>
#include <vector>

#include "runtime/cpu/kernels/lanes.h"
#include "runtime/cpu/thread_pool.h"

namespace tessera::cpu {

// out[t] = x[t] / sqrt(mean(x[t]²) + eps) * weight, row by row.
void rms_norm(ThreadPool& pool, const float* x, const float* weight, float* out, int tokens,
              int dim, float eps);

// Rotates the first rotary_dim dimensions of each head of x ([tokens][heads][head_dim]) by its
// token's angles, Hugging Face rotate-half convention: pairs are (i, i + rotary_dim/2); the rest
// of the head passes unchanged (Phi-3's partial_rotary_factor). cos/sin are
// [tokens][rotary_dim/2].
void apply_rope(float* x, const float* cos, const float* sin, int tokens, int heads, int head_dim,
                int rotary_dim);

// x[t][i] += bias[i] for each of `tokens` rows of bias.size() elements; nothing when bias is
// empty (a layer without that bias).
void add_bias(float* x, const std::vector<float>& bias, int tokens);

// x[i] += delta[i] over n elements.
void add_in_place(float* x, const float* delta, std::size_t n);

// Runs body(i) for i in [0, count), on the pool when the total work (in multiply-adds) is big
// enough to pay for waking the workers, else on the calling thread. Results do not depend on it.
template <typename Body>
void parallel_over(ThreadPool& pool, int count, double work, const Body& body) {
  constexpr double kMinParallelWork = 1 << 19;
  if (work < kMinParallelWork || count < 2) {
    for (int i = 0; i < count; ++i) body(i, 0);
    return;
  }
  pool.parallel_for(count, body);
}

}  // namespace tessera::cpu

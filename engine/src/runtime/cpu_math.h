// Float32 building blocks of the CPU forward pass (the matmuls are in cpu_kernels.h).
//
// Batch invariance: every output element is computed by one thread with a loop order that depends
// only on the element's own inputs, never on how many rows are computed with it or how the work is
// split across threads. A sequence therefore gets bitwise identical results alone or batched.
#pragma once

#include <cstddef>
#include <cstring>

#include "runtime/thread_pool.h"

namespace tessera::cpu {

// Eight float lanes; GCC/Clang lower this to whatever vector width the target has. Lane-wise
// IEEE adds and multiplies give the same bits on every target (this file is compiled for the
// baseline instruction set, without fused multiply-add).
using Lanes = float __attribute__((vector_size(32)));
constexpr int kLanes = 8;

// Lanes travel by reference: by value, their ABI depends on the target (-Wpsabi).
inline void load(Lanes& v, const float* p) {
  std::memcpy(&v, p, sizeof v);
}

inline float reduce(const Lanes& v) {
  return ((v[0] + v[1]) + (v[2] + v[3])) + ((v[4] + v[5]) + (v[6] + v[7]));
}

// The one way a dot product is summed: lanes over whole groups of eight, a fixed tree over the
// lanes, then the leftover elements in order. Every kernel ends with this.
inline float finish_dot(const Lanes& acc, const float* a, const float* b, int from, int n) {
  float tail = 0.0f;
  for (int i = from; i < n; ++i) tail += a[i] * b[i];
  return reduce(acc) + tail;
}

// sum_i a[i] * b[i] in that fixed order. Inline: attention calls it per key with short vectors.
inline float dot(const float* a, const float* b, int n) {
  Lanes acc = {};
  const int whole = n - n % kLanes;
  for (int i = 0; i < whole; i += kLanes) {
    Lanes va;
    Lanes vb;
    load(va, a + i);
    load(vb, b + i);
    acc += va * vb;
  }
  return finish_dot(acc, a, b, whole, n);
}

// out[t] = x[t] / sqrt(mean(x[t]²) + eps) * weight, row by row.
void rms_norm(ThreadPool& pool, const float* x, const float* weight, float* out, int tokens,
              int dim, float eps);

// Rotates each head of x ([tokens][heads][head_dim]) by its token's angles, Hugging Face
// rotate-half convention: pairs are (i, i + head_dim/2). cos/sin are [tokens][head_dim/2].
void apply_rope(float* x, const float* cos, const float* sin, int tokens, int heads, int head_dim);

// gate[i] = silu(gate[i]) * up[i] over n elements.
void silu_mul(float* gate, const float* up, std::size_t n);

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

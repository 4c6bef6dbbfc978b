// The matmul and feed-forward activation ops of the CPU backend over a kernel set: each call's
// rows split across the thread pool, each range computed by the set (kernels/kernel_set.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "runtime/cpu/cache_line_vector.h"
#include "runtime/cpu/kernels/kernel_set.h"
#include "runtime/cpu/thread_pool.h"

namespace tessera::cpu {

// One product over activations that several share: out ([tokens][w.rows]) = x · wᵀ.
struct MatmulTarget {
  const WeightMatrix* w = nullptr;
  float* out = nullptr;
};
constexpr int kMaxMatmulTargets = 4;

// Memory a matmul keeps between calls: the activations rounded to BF16 for BF16Dot targets, and
// laid out for BF16 ones (KernelSet::split_bf16_pairs). A caller that multiplies again and again
// (the backend, a timing loop) keeps one; without it, each call allocates its own.
struct MatmulScratch {
  CacheLineVector<std::uint16_t> bf16;  // on a cache line, like the backend's activations
  CacheLineVector<float> split;
  // The activations quantized for block-quantized targets (QuantizedActivations).
  CacheLineVector<float> scales32;
  CacheLineVector<std::int8_t> q32;
  CacheLineVector<float> scales256;
  CacheLineVector<std::int8_t> q256;
  CacheLineVector<std::int16_t> sums16;
};

// out[t][o] = sum_k x[t][k] * w[o][k] for every token and row of every target (at most
// kMaxMatmulTargets, all with the same cols), rows split across the pool. The targets' row ranges
// go to the pool as one loop, as q/k/v and gate/up are fused in vLLM: one hand-off instead of one
// each, and no core waits at the end of a small matrix (k, v) for the other to finish its share.
// For BF16Dot targets x is rounded to BF16 once, before the loop, for all of them; for BF16
// targets laid out once where the set splits pairs. For block-quantized targets (Q8_0 ... Q6_K) x
// is quantized to int8 once, in the blocks they take (kernels/kernel_set.h).
void matmul(ThreadPool& pool, const KernelSet& kernels, const float* x,
            std::initializer_list<MatmulTarget> targets, int tokens,
            MatmulScratch* scratch = nullptr);
inline void matmul(ThreadPool& pool, const KernelSet& kernels, const float* x,
                   const WeightMatrix& w, float* out, int tokens,
                   MatmulScratch* scratch = nullptr) {
  matmul(pool, kernels, x, {MatmulTarget{&w, out}}, tokens, scratch);
}

// kernels.silu_mul() over n elements, in pieces across the pool when there are enough of them to
// pay for the hand-off (an element's result does not depend on the piece that holds it).
void silu_mul(ThreadPool& pool, const KernelSet& kernels, float* gate, const float* up,
              std::size_t n);

}  // namespace tessera::cpu

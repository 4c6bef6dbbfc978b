// Causal attention of a flattened batch against a paged KV cache (one layer).
#pragma once

#include <cstdint>
#include <vector>

#include "runtime/backend.h"
#include "runtime/cpu_kernels.h"
#include "runtime/thread_pool.h"

namespace tessera::cpu {

// Copies each token's k/v rows ([tokens][kv_heads][head_dim]) into its slot (the keys
// transposed, as PagedKv lays them out).
void write_kv(const PagedKv& cache, const std::vector<std::int32_t>& slot_mapping, const float* k,
              const float* v);

// out[t][h] = softmax(q[t][h] · K[0..p] * scale) · V[0..p] for every token t at position p, where
// K and V are those of t's own sequence read through its block table in position order. Head h
// reads kv head h / (heads / kv_heads). scratch is resized to what the threads need. The result
// of a head does not depend on the batch, the chunking or the thread that computes it.
void paged_attention(ThreadPool& pool, const KernelSet& kernels, const ForwardBatch& batch,
                     const float* q, const PagedKv& cache, int heads, float* out,
                     std::vector<float>& scratch);

}  // namespace tessera::cpu

// Causal attention of a flattened batch against a paged KV cache (one layer).
#pragma once

#include <cstdint>
#include <vector>

#include "runtime/cpu/kernels/kernel_set.h"
#include "runtime/cpu/thread_pool.h"
#include "tessera/backend/backend.h"

namespace tessera::cpu {

// Copies each token's k/v rows ([tokens][kv_heads][head_dim]) into its slot (the keys
// transposed, as PagedKv lays them out).
void write_kv(const PagedKv& cache, const std::vector<std::int32_t>& slot_mapping, const float* k,
              const float* v);

// The k/v rows of a step's tokens ([tokens][kv_heads][head_dim]) that are not in the cache yet.
struct NewKv {
  const float* k = nullptr;
  const float* v = nullptr;
};

// out[t][h] = softmax(q[t][h] · K[0..p] * scale) · V[0..p] for every token t at position p, where
// K and V are those of t's own sequence read through its block table in position order. Head h
// reads kv head h / (heads / kv_heads). With `fresh`, the tokens' own k/v rows are first written
// to their slots (batch.slot_mapping), as write_kv() does: a decoding sequence's by the thread
// that then reads its cache (the keys' transposed rows are cache lines that its attention reads
// next), the others' before the attention starts. scratch is resized to what the threads need.
// With a sliding_window w > 0, a token at position p attends to positions (p - w, p] only.
// The result of a head does not depend on the batch, the chunking or the thread that computes it.
void paged_attention(ThreadPool& pool, const KernelSet& kernels, const ForwardBatch& batch,
                     const float* q, const NewKv* fresh, const PagedKv& cache, int heads,
                     float* out, std::vector<float>& scratch, int sliding_window = 0);

}  // namespace tessera::cpu

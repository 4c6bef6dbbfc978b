#include "runtime/cpu_attention.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "runtime/cpu_math.h"

namespace tessera::cpu {

void write_kv(const PagedKv& cache, const std::vector<std::int32_t>& slot_mapping, const float* k,
              const float* v) {
  const std::size_t row = static_cast<std::size_t>(cache.kv_heads) * cache.head_dim;
  for (std::size_t t = 0; t < slot_mapping.size(); ++t) {
    const std::size_t dst = cache.slot_offset(slot_mapping[t], 0);
    std::memcpy(cache.k + dst, k + t * row, row * sizeof(float));
    std::memcpy(cache.v + dst, v + t * row, row * sizeof(float));
  }
}

namespace {

// Chunks of heads per token: enough tasks for every thread when few tokens decode, whole
// tokens otherwise (each task then reads its sequence's cache rows whole).
int head_chunks(int tokens, int heads, int threads) {
  int chunks = 1;
  while (chunks < heads && tokens * chunks < 2 * threads) chunks *= 2;
  return std::min(chunks, heads);
}

}  // namespace

void paged_attention(ThreadPool& pool, const KernelSet& kernels, const ForwardBatch& batch,
                     const std::vector<int>& token_sequence, const float* q, const PagedKv& cache,
                     int heads, float* out, std::vector<float>& scratch) {
  const int tokens = static_cast<int>(batch.token_ids.size());
  const int head_dim = cache.head_dim;
  const int group = heads / cache.kv_heads;
  const float scale = 1.0f / std::sqrt(static_cast<float>(head_dim));
  int longest = 1;
  double work = 0;
  for (const ForwardBatch::Sequence& sequence : batch.sequences) {
    longest = std::max(longest, sequence.context_len);
    work += 2.0 * sequence.query_len * sequence.context_len * heads * head_dim;
  }
  const int chunks = head_chunks(tokens, heads, pool.size());
  const int per_chunk = (heads + chunks - 1) / chunks;
  const int padded = (longest + kLanes - 1) / kLanes * kLanes;
  const std::size_t per_worker = static_cast<std::size_t>(per_chunk) * (padded + 1);
  scratch.resize(static_cast<std::size_t>(pool.size()) * per_worker);
  // One task per (token, chunk of heads): each head's result is one thread's work.
  parallel_over(pool, tokens * chunks, work, [&](int task, int worker) {
    const int t = task / chunks;
    const int begin = task % chunks * per_chunk;
    const int end = std::min(heads, (task % chunks + 1) * per_chunk);
    if (begin >= end) return;
    const std::size_t row = static_cast<std::size_t>(t) * heads * head_dim;
    kernels.attend_heads(q + row, cache, batch.sequences[token_sequence[t]].block_table.data(),
                         batch.positions[t], group, begin, end, scale,
                         scratch.data() + static_cast<std::size_t>(worker) * per_worker, out + row);
  });
}

}  // namespace tessera::cpu

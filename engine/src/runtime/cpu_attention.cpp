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

// Calls visit(p, offset of position p's K/V row) for p in [0, position], block by block: no
// division per position (it would cost more than the 8-wide dot of a small head).
template <typename Visit>
inline void for_each_position(const PagedKv& cache, const std::vector<std::int32_t>& table,
                              int position, int kv_head, const Visit& visit) {
  for (int first = 0, b = 0; first <= position; first += cache.block_size, ++b) {
    const std::int64_t base = static_cast<std::int64_t>(table[b]) * cache.block_size;
    const int count = std::min(cache.block_size, position + 1 - first);
    for (int i = 0; i < count; ++i) visit(first + i, cache.slot_offset(base + i, kv_head));
  }
}

// One query vector of one head over positions [0, position] of its sequence.
void attend_one(const float* query, const PagedKv& cache, const std::vector<std::int32_t>& table,
                int position, int kv_head, float scale, float* scores, float* out) {
  const int head_dim = cache.head_dim;
  float max_score = -INFINITY;
  for_each_position(cache, table, position, kv_head, [&](int p, std::size_t offset) {
    scores[p] = dot(query, cache.k + offset, head_dim) * scale;
    max_score = std::max(max_score, scores[p]);
  });
  float sum = 0.0f;
  for (int p = 0; p <= position; ++p) {
    scores[p] = std::exp(scores[p] - max_score);
    sum += scores[p];
  }
  std::fill(out, out + head_dim, 0.0f);
  for_each_position(cache, table, position, kv_head, [&](int p, std::size_t offset) {
    const float* value = cache.v + offset;
    const float weight = scores[p];
    for (int d = 0; d < head_dim; ++d) out[d] += weight * value[d];
  });
  const float inverse = 1.0f / sum;
  for (int d = 0; d < head_dim; ++d) out[d] *= inverse;
}

}  // namespace

void paged_attention(ThreadPool& pool, const ForwardBatch& batch,
                     const std::vector<int>& token_sequence, const float* q, const PagedKv& cache,
                     int heads, float* out, std::vector<float>& scores) {
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
  scores.resize(static_cast<std::size_t>(pool.size()) * longest);
  // One task per (token, head): each result is one thread's work in position order.
  parallel_over(pool, tokens * heads, work, [&](int task, int worker) {
    const int t = task / heads;
    const int head = task % heads;
    const std::size_t offset = (static_cast<std::size_t>(t) * heads + head) * head_dim;
    attend_one(q + offset, cache, batch.sequences[token_sequence[t]].block_table,
               batch.positions[t], head / group, scale,
               scores.data() + static_cast<std::size_t>(worker) * longest, out + offset);
  });
}

}  // namespace tessera::cpu

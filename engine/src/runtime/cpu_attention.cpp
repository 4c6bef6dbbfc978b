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

// Calls visit(p, slot of position p) for p in [0, position], block by block: no division per
// position (it would cost more than the 8-wide dot of a small head).
template <typename Visit>
inline void for_each_position(const PagedKv& cache, const std::vector<std::int32_t>& table,
                              int position, const Visit& visit) {
  for (int first = 0, b = 0; first <= position; first += cache.block_size, ++b) {
    const std::int64_t base = static_cast<std::int64_t>(table[b]) * cache.block_size;
    const int count = std::min(cache.block_size, position + 1 - first);
    for (int i = 0; i < count; ++i) visit(first + i, base + i);
  }
}

// The heads [begin, end) of one token, whose q and out rows are [heads][head_dim], over
// positions [0, position] of its sequence. Position by position, so the cache is read in slot
// order (one stream: the rows of a block lie side by side) rather than once per head with a
// stride of a whole row. Each head's arithmetic is its own and in position order: scores, then
// the softmax, then the weighted sum of the values.
struct HeadRange {
  int begin;
  int end;
};

void attend_heads(const float* q, const PagedKv& cache, const std::vector<std::int32_t>& table,
                  int position, int group, HeadRange heads, float scale, float* scratch,
                  float* out) {
  const int head_dim = cache.head_dim;
  const int count = heads.end - heads.begin;
  const int length = position + 1;
  float* scores = scratch;                   // [count][length]
  float* largest = scores + count * length;  // [count]
  std::fill(largest, largest + count, -INFINITY);
  for_each_position(cache, table, position, [&](int p, std::int64_t slot) {
    for (int h = 0; h < count; ++h) {
      const int head = heads.begin + h;
      const float* key = cache.k + cache.slot_offset(slot, head / group);
      const float score = dot(q + static_cast<std::size_t>(head) * head_dim, key, head_dim) * scale;
      scores[h * length + p] = score;
      largest[h] = std::max(largest[h], score);
    }
  });
  for (int h = 0; h < count; ++h) {
    float* row = scores + h * length;
    float sum = 0.0f;
    for (int p = 0; p < length; ++p) {
      row[p] = std::exp(row[p] - largest[h]);
      sum += row[p];
    }
    largest[h] = 1.0f / sum;  // from here on: the inverse of the head's sum
    std::fill(out + static_cast<std::size_t>(heads.begin + h) * head_dim,
              out + static_cast<std::size_t>(heads.begin + h + 1) * head_dim, 0.0f);
  }
  for_each_position(cache, table, position, [&](int p, std::int64_t slot) {
    for (int h = 0; h < count; ++h) {
      const int head = heads.begin + h;
      const float* value = cache.v + cache.slot_offset(slot, head / group);
      float* o = out + static_cast<std::size_t>(head) * head_dim;
      const float weight = scores[h * length + p];
      for (int d = 0; d < head_dim; ++d) o[d] += weight * value[d];
    }
  });
  for (int h = 0; h < count; ++h) {
    float* o = out + static_cast<std::size_t>(heads.begin + h) * head_dim;
    for (int d = 0; d < head_dim; ++d) o[d] *= largest[h];
  }
}

// Chunks of heads per token: enough tasks for every thread when few tokens decode, whole
// tokens otherwise (each task then reads its sequence's cache rows whole).
int head_chunks(int tokens, int heads, int threads) {
  int chunks = 1;
  while (chunks < heads && tokens * chunks < 2 * threads) chunks *= 2;
  return std::min(chunks, heads);
}

}  // namespace

void paged_attention(ThreadPool& pool, const ForwardBatch& batch,
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
  const std::size_t per_worker = static_cast<std::size_t>(per_chunk) * (longest + 1);
  scratch.resize(static_cast<std::size_t>(pool.size()) * per_worker);
  // One task per (token, chunk of heads): each head's result is one thread's work.
  parallel_over(pool, tokens * chunks, work, [&](int task, int worker) {
    const int t = task / chunks;
    const HeadRange range{task % chunks * per_chunk,
                          std::min(heads, (task % chunks + 1) * per_chunk)};
    if (range.begin >= range.end) return;
    const std::size_t row = static_cast<std::size_t>(t) * heads * head_dim;
    attend_heads(q + row, cache, batch.sequences[token_sequence[t]].block_table, batch.positions[t],
                 group, range, scale,
                 scratch.data() + static_cast<std::size_t>(worker) * per_worker, out + row);
  });
}

}  // namespace tessera::cpu

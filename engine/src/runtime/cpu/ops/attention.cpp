#include "runtime/cpu/ops/attention.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <utility>

#include "runtime/cpu/ops/math.h"

namespace tessera::cpu {

namespace {

// write_kv() of the tokens [first, first + count).
void write_tokens(const PagedKv& cache, const std::int32_t* slot_mapping, const float* k,
                  const float* v, std::size_t first, std::size_t count) {
  const std::size_t row = static_cast<std::size_t>(cache.kv_heads) * cache.head_dim;
  const int stride = cache.key_stride();
  for (std::size_t t = first; t < first + count; ++t) {
    std::memcpy(cache.v + cache.value_offset(slot_mapping[t], 0), v + t * row, row * sizeof(float));
    for (int h = 0; h < cache.kv_heads; ++h) {
      float* key = cache.k + cache.key_offset(slot_mapping[t], h);
      const float* from = k + t * row + static_cast<std::size_t>(h) * cache.head_dim;
      for (int d = 0; d < cache.head_dim; ++d) key[static_cast<std::size_t>(d) * stride] = from[d];
    }
  }
}

}  // namespace

void write_kv(const PagedKv& cache, const std::vector<std::int32_t>& slot_mapping, const float* k,
              const float* v) {
  write_tokens(cache, slot_mapping.data(), k, v, 0, slot_mapping.size());
}

namespace {

// Tokens of one sequence per attention task: they read each cache block once for all of them
// (a prompt of 1,000 tokens on stories110m: attention was a quarter of the step, reading every
// token's keys and values from L3 again).
constexpr int kQueriesPerTask = 8;

// The pool's work (parallel_over) of one of the attention's multiply-adds. Each reads a key or
// value element from a cache that, past the smallest models, lies in memory, and a lone thread
// waits on it: stories110m, one token at context 96, was 47-55 us a layer on one thread.
constexpr double kWorkPerMultiplyAdd = 4.0;

// Chunks of heads per group of tokens: enough tasks for every thread when few tokens decode,
// whole groups otherwise (each task then reads its sequence's cache rows whole).
int head_chunks(int groups, int heads, int threads) {
  int chunks = 1;
  while (chunks < heads && groups * chunks < 2 * threads) chunks *= 2;
  return std::min(chunks, heads);
}

// Whether each sequence's new tokens may be written by the one task that attends for them: a
// sequence of at most kQueriesPerTask new tokens when every task takes all heads, and whose
// blocks for them no other sequence of the batch reads (the perplexity scorer lays one sequence
// per position over one shared block table; everything else writes blocks of its own).
std::vector<char> written_by_own_task(const ForwardBatch& batch, const PagedKv& cache, int chunks) {
  const std::size_t n = batch.sequences.size();
  std::vector<char> alone(n, 0);
  if (chunks != 1) return alone;
  std::vector<std::pair<std::int64_t, std::size_t>> written;  // (block, sequence), sorted
  for (std::size_t s = 0; s < n; ++s) {
    const ForwardBatch::Sequence& sequence = batch.sequences[s];
    if (sequence.query_len > kQueriesPerTask) continue;
    alone[s] = 1;
    for (int t = sequence.query_start; t < sequence.query_start + sequence.query_len; ++t) {
      written.emplace_back(batch.slot_mapping[t] / cache.block_size, s);
    }
  }
  std::sort(written.begin(), written.end());
  for (std::size_t s = 0; s < n; ++s) {
    for (const std::int32_t block : batch.sequences[s].block_table) {
      auto at = std::lower_bound(written.begin(), written.end(),
                                 std::make_pair(std::int64_t{block}, std::size_t{0}));
      for (; at != written.end() && at->first == block; ++at) {
        if (at->second != s) alone[at->second] = 0;
      }
    }
  }
  return alone;
}

// Up to kQueriesPerTask consecutive tokens of one sequence.
struct QueryGroup {
  int sequence = 0;
  int first_token = 0;
  int count = 0;
};

}  // namespace

void paged_attention(ThreadPool& pool, const KernelSet& kernels, const ForwardBatch& batch,
                     const float* q, const NewKv* fresh, const PagedKv& cache, int heads,
                     float* out, std::vector<float>& scratch, int sliding_window) {
  const int head_dim = cache.head_dim;
  const int group = heads / cache.kv_heads;
  const float scale = 1.0f / std::sqrt(static_cast<float>(head_dim));
  std::vector<QueryGroup> groups;
  int longest = 1, widest = 1;  // the longest context, the most tokens in a group
  double work = 0;
  for (std::size_t s = 0; s < batch.sequences.size(); ++s) {
    const ForwardBatch::Sequence& sequence = batch.sequences[s];
    longest = std::max(longest, sequence.context_len);
    work += kWorkPerMultiplyAdd * 2.0 * sequence.query_len * sequence.context_len * heads *
            head_dim;  // q·k and the weighted value sums
    for (int t = 0; t < sequence.query_len; t += kQueriesPerTask) {
      groups.push_back({static_cast<int>(s), sequence.query_start + t,
                        std::min(kQueriesPerTask, sequence.query_len - t)});
      widest = std::max(widest, groups.back().count);
    }
  }
  const int count = static_cast<int>(groups.size());
  const int chunks = head_chunks(count, heads, pool.size());
  const int per_chunk = (heads + chunks - 1) / chunks;
  const int padded = (longest + kLanes - 1) / kLanes * kLanes;
  const std::size_t per_worker =
      static_cast<std::size_t>(widest) * per_chunk * (padded + kAttentionScratchPerRow);
  scratch.resize(static_cast<std::size_t>(pool.size()) * per_worker);
  // A decoding sequence's new rows go in from the task that reads them; the others' first.
  const std::vector<char> alone =
      fresh ? written_by_own_task(batch, cache, chunks) : std::vector<char>();
  if (fresh) {
    for (std::size_t s = 0; s < batch.sequences.size(); ++s) {
      if (alone[s]) continue;
      write_tokens(cache, batch.slot_mapping.data(), fresh->k, fresh->v,
                   batch.sequences[s].query_start, batch.sequences[s].query_len);
    }
  }
  const std::size_t row = static_cast<std::size_t>(heads) * head_dim;
  // One task per (group of tokens, chunk of heads): each head's result is one thread's work.
  parallel_over(pool, count * chunks, work, [&](int task, int worker) {
    const QueryGroup& g = groups[task / chunks];
    const int begin = task % chunks * per_chunk;
    const int end = std::min(heads, (task % chunks + 1) * per_chunk);
    if (begin >= end) return;
    const std::size_t first = static_cast<std::size_t>(g.first_token) * row;
    QueryRows queries{q + first, out + first, g.count, batch.positions[g.first_token], row};
    queries.window = sliding_window;
    if (fresh && alone[g.sequence]) {
      const std::size_t kv_row = static_cast<std::size_t>(cache.kv_heads) * head_dim;
      queries.new_k = fresh->k + g.first_token * kv_row;
      queries.new_v = fresh->v + g.first_token * kv_row;
    }
    kernels.attend_heads(queries, cache, batch.sequences[g.sequence].block_table.data(), group,
                         begin, end, scale,
                         scratch.data() + static_cast<std::size_t>(worker) * per_worker);
  });
}

}  // namespace tessera::cpu

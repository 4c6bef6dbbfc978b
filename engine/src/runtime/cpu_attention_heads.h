// The attention of one token's heads (AttendHeadsFn), written once for every instruction set.
// Included by cpu_kernels_<isa>.cpp inside an anonymous namespace, like the matmul tiles; it uses
// only the lane-wise arithmetic of cpu_lanes.h (eight lanes, or sixteen where Isa::kUsesWideLanes),
// which every set compiles to the same bits (no contraction into fused multiply-adds), so the
// set decides the speed and never the result.

// Calls visit(first position, block, count, the next block or -1) for each block of the
// positions [0, position]. No division per position (it would cost more than a small head's
// scores).
template <typename Visit>
inline void for_each_block(const PagedKv& cache, const std::int32_t* table, int position,
                           const Visit& visit) {
  for (int first = 0, b = 0; first <= position; first += cache.block_size, ++b) {
    const bool last = first + cache.block_size > position;
    visit(first, std::int64_t{table[b]}, std::min(cache.block_size, position + 1 - first),
          last ? std::int64_t{-1} : std::int64_t{table[b + 1]});
  }
}

// Asks for `floats` floats from `from` (the cache of many sequences does not stay in L2, and a
// block's successor can be anywhere, where the hardware prefetcher does not follow).
inline void prefetch_floats(const float* from, std::size_t floats) {
  const char* bytes = reinterpret_cast<const char*>(from);
  for (std::size_t byte = 0; byte < floats * sizeof(float); byte += 64) {
    __builtin_prefetch(bytes + byte);
  }
}

// The keys of kv heads [kv_begin, kv_end) of `block` (one stretch: PagedKv keeps a block's keys
// head after head).
inline void prefetch_keys(const PagedKv& cache, std::int64_t block, int kv_begin, int kv_end) {
  if (block < 0) return;
  prefetch_floats(
      cache.k + cache.key_block_offset(block, kv_begin),
      static_cast<std::size_t>(kv_end - kv_begin) * cache.head_dim * cache.key_stride());
}

// The value rows of kv heads [kv_begin, kv_end) of every slot of `block`.
inline void prefetch_values(const PagedKv& cache, std::int64_t block, int kv_begin, int kv_end) {
  if (block < 0) return;
  const std::size_t floats = static_cast<std::size_t>(kv_end - kv_begin) * cache.head_dim;
  for (int i = 0; i < cache.block_size; ++i) {
    prefetch_floats(cache.v + cache.value_offset(block * cache.block_size + i, kv_begin), floats);
  }
}

// The new key (or value) rows of kv heads [kv_begin, kv_end) of the tokens of `queries` whose
// positions fall in the block that holds positions [first, first + block_size) (QueryRows::new_k):
// written as the attention reaches the block, whose lines the keys' prefetch has just asked for.
inline void write_new_rows(const QueryRows& queries, const PagedKv& cache, std::int64_t block,
                           int first, int kv_begin, int kv_end, bool keys) {
  const std::size_t kv_row = static_cast<std::size_t>(cache.kv_heads) * cache.head_dim;
  const int stride = cache.key_stride();
  for (int j = 0; j < queries.count; ++j) {
    const int offset = queries.first_position + j - first;
    if (offset < 0 || offset >= cache.block_size) continue;
    const std::int64_t slot = block * cache.block_size + offset;
    for (int h = kv_begin; h < kv_end; ++h) {
      const std::size_t from = j * kv_row + static_cast<std::size_t>(h) * cache.head_dim;
      if (keys) {
        float* key = cache.k + cache.key_offset(slot, h);
        for (int d = 0; d < cache.head_dim; ++d) {
          key[static_cast<std::size_t>(d) * stride] = queries.new_k[from + d];
        }
      } else {
        std::memcpy(cache.v + cache.value_offset(slot, h), queries.new_v + from,
                    cache.head_dim * sizeof(float));
      }
    }
  }
}

// sum lane i = q · the key of position i of `keys` (a head's keys of one block, transposed:
// dimension d of the positions side by side, `stride` floats from d - 1). Every score is the
// same sum: lane l of a dimension's eight (a[l], over d = l, 8 + l, 16 + l, ... in order), then
// ((a0 + a1) + (a2 + a3)) + ((a4 + a5) + (a6 + a7)), then the head_dim % 8 last dimensions in
// order. With the keys transposed those are lane-wise operations on eight positions at once (V:
// Lanes), or sixteen (V: WideLanes, the same sums lane by lane in half the instructions).
// kStride: the stride when known at compile time (blocks of 16: the keys' offsets become
// constants of the loads), else 0 and `stride` holds it. Q: float (the query's elements, each
// splatted as it is used) or V (each already splatted into a register: the same products).
template <int kStride, typename V, typename Q>
inline void score_positions(const Q* q, const float* keys, int stride, int head_dim, V& sum) {
  const int whole = head_dim - head_dim % kLanes;
  const std::size_t row = kStride > 0 ? kStride : stride;
  auto key = [&](int d, V& k) { load(k, keys + d * row); };
  if (whole > 0) {
    V a[kLanes];
    for (int l = 0; l < kLanes; ++l) {
      V k;
      key(l, k);
      a[l] = q[l] * k;
    }
    for (int c = kLanes; c < whole; c += kLanes) {
      for (int l = 0; l < kLanes; ++l) {
        V k;
        key(c + l, k);
        a[l] += q[c + l] * k;
      }
    }
    sum = ((a[0] + a[1]) + (a[2] + a[3])) + ((a[4] + a[5]) + (a[6] + a[7]));
  }
  if (whole < head_dim) {
    V tail;
    key(whole, tail);
    tail = q[whole] * tail;
    for (int d = whole + 1; d < head_dim; ++d) {
      V k;
      key(d, k);
      tail += q[d] * k;
    }
    sum = whole > 0 ? sum + tail : tail;
  }
}

// The lanes of s, scores of positions at, at + 1, ..., at or past n set to -infinity (e^-inf = 0).
template <typename V>
inline void mask_from(V& s, int at, int n) {
  constexpr int kWidth = static_cast<int>(sizeof(V) / sizeof(float));
  if (n - at >= kWidth) return;
  typename IntLanesOf<V>::type index = {};
  for (int i = 0; i < kWidth; ++i) index[i] = at + i;
  s = index < n ? s : V{} - INFINITY;
}

// row[i] = q · key(i) * scale for the n positions of a block whose transposed keys are `keys`,
// stored eight (Isa::kUsesWideLanes: sixteen while more than eight are left) at a time (lanes
// past n: -infinity, up to the next multiple of eight); best keeps the largest score of each
// lane.
template <int kStride>
__attribute__((always_inline)) inline void score_block(const float* q, const float* keys,
                                                       int stride, int head_dim, int n, float scale,
                                                       float* row, Lanes& best) {
  auto score = [&]<typename V>(int at) __attribute__((always_inline)) {
    V s = {};
    score_positions<kStride>(q, keys + at, stride, head_dim, s);
    s *= scale;
    mask_from(s, at, n);
    store(row + at, s);
    max_lanes(best, s);
  };
  int p = 0;
  if constexpr (Isa::kUsesWideLanes) {
    for (; n - p > kLanes; p += kWideLanes) score.template operator()<WideLanes>(p);
  }
  for (; p < n; p += kLanes) score.template operator()<Lanes>(p);
}

// out[j][d] += weights[j][i] * values[j][i][d] for H heads j and the n value rows (`stride`
// floats apart) in order, for d from `d` while kChunks registers V of every head fit before
// `whole`; returns where it stopped. Each element's sum runs through the rows in position order,
// and the heads side by side keep H x kChunks independent chains of additions in flight (with one
// register per head, four chains of dependent additions left the adders waiting on their
// latency, and each weight was broadcast again for every register of the head). The chunks and
// the register width change only what runs side by side, never an element's sum.
template <int H, typename V, int kChunks>
inline int add_weighted_chunks(const float* const* weights, const float* const* values,
                               std::size_t stride, int n, float* const* out, int d, int whole) {
  constexpr int kWidth = static_cast<int>(sizeof(V) / sizeof(float));
  for (; d + kChunks * kWidth <= whole; d += kChunks * kWidth) {
    V acc[H][kChunks];
    for (int j = 0; j < H; ++j)
      for (int e = 0; e < kChunks; ++e) load(acc[j][e], out[j] + d + e * kWidth);
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < H; ++j) {
        const float weight = weights[j][i];
        for (int e = 0; e < kChunks; ++e) {
          V value;
          load(value, values[j] + i * stride + d + e * kWidth);
          acc[j][e] += weight * value;
        }
      }
    }
    for (int j = 0; j < H; ++j)
      for (int e = 0; e < kChunks; ++e) store(out[j] + d + e * kWidth, acc[j][e]);
  }
  return d;
}

// The weighted values of H heads (add_weighted_chunks): Isa::kValueChunks registers of each head
// at once (sixteen-lane ones first where Isa::kUsesWideLanes), then single registers of eight,
// then the head_dim % 8 last elements in order.
template <int H>
inline void add_weighted_values(const float* const* weights, const float* const* values,
                                std::size_t stride, int n, int head_dim, float* const* out) {
  constexpr int kChunks = Isa::kValueChunks;
  const int whole = head_dim - head_dim % kLanes;
  int d = 0;
  if constexpr (Isa::kUsesWideLanes) {
    d = add_weighted_chunks<H, WideLanes, kChunks>(weights, values, stride, n, out, d, whole);
  }
  d = add_weighted_chunks<H, Lanes, kChunks>(weights, values, stride, n, out, d, whole);
  d = add_weighted_chunks<H, Lanes, 1>(weights, values, stride, n, out, d, whole);
  for (d = whole; d < head_dim; ++d) {
    for (int j = 0; j < H; ++j) {
      for (int i = 0; i < n; ++i) out[j][d] += weights[j][i] * values[j][i * stride + d];
    }
  }
}

// Block by block, so the cache is read in slot order (the rows of a block lie side by side), and
// each block for every query token while it is in cache: the tokens of a prompt chunk read the
// same keys and values, from memory once and then from L1/L2. Each head's arithmetic is its own
// and depends only on its own query and positions: scores eight positions at a time from the
// transposed keys (score_positions), the softmax with e^x and its sum in eight lanes, then the
// weighted sum of the values in position order. One decoding token (kQueries = 1) whose heads
// attend_token (cpu_attention_token.h) does not serve, or a group of prompt tokens (kQueries = 0:
// queries.count).
template <int kQueries>
inline void attend_queries(const QueryRows& queries, const PagedKv& cache,
                           const std::int32_t* table, int group, int head_begin, int head_end,
                           float scale, float* scratch) {
  const int head_dim = cache.head_dim;
  const int count = head_end - head_begin;
  const int query_count = kQueries > 0 ? kQueries : queries.count;
  const int first_position = queries.first_position;
  const int last_position = first_position + query_count - 1;
  const int padded = (last_position + kLanes) / kLanes * kLanes;  // of the longest query
  const int row_floats = padded + kLanes;  // stores of eight may pass the last position
  const std::size_t stride = static_cast<std::size_t>(cache.kv_heads) * head_dim;
  const int key_stride = cache.key_stride();
  // Score row of query j and head h: j * count + h.
  const int rows = query_count * count;
  float* scores = scratch;                                     // [rows][row_floats]
  float* bests = scores + std::size_t{1} * rows * row_floats;  // [rows][kLanes]
  float* largest = bests + std::size_t{1} * rows * kLanes;     // [rows]
  for (int r = 0; r < rows; ++r) {
    const Lanes lowest = Lanes{} - INFINITY;
    store(bests + r * kLanes, lowest);
  }
  auto q_of = [&](int j, int head) {
    return queries.q + j * queries.row + static_cast<std::size_t>(head) * head_dim;
  };
  auto out_of = [&](int j, int head) {
    return queries.out + j * queries.row + static_cast<std::size_t>(head) * head_dim;
  };
  const int kv_begin = head_begin / group, kv_end = (head_end - 1) / group + 1;
  // The first block's keys are asked for before scoring starts, each block's values while its
  // keys are scored: the values are read only after the softmax, and the value pass had waited
  // on its first loads (a quarter of stories260K's attention samples at batch 64; 64 sequences,
  // twelve alternating runs: median 83.7 -> 76.8 us a layer, stories110m unchanged).
  auto score = [&]<int kStride>() {
    prefetch_keys(cache, table[0], kv_begin, kv_end);
    for_each_block(
        cache, table, last_position, [&](int first, std::int64_t block, int, std::int64_t next) {
          prefetch_keys(cache, next, kv_begin, kv_end);
          prefetch_values(cache, block, kv_begin, kv_end);
          if (queries.new_k) write_new_rows(queries, cache, block, first, kv_begin, kv_end, true);
          int kv = kv_begin, next_kv = (kv + 1) * group;  // head / group, counted along
          for (int h = 0; h < count; ++h) {
            const int head = head_begin + h;
            if (head == next_kv) {
              ++kv;
              next_kv += group;
            }
            const float* keys = cache.k + cache.key_block_offset(block, kv);
            for (int j = std::max(0, first - first_position); j < query_count; ++j) {
              const int n = std::min(cache.block_size, first_position + j + 1 - first);
              const int r = j * count + h;
              Lanes best;
              load(best, bests + r * kLanes);
              score_block<kStride>(q_of(j, head), keys, key_stride, head_dim, n, scale,
                                   scores + static_cast<std::size_t>(r) * row_floats + first, best);
              store(bests + r * kLanes, best);
            }
          }
        });
  };
  if (key_stride == 16) {
    score.template operator()<16>();
  } else {
    score.template operator()<0>();
  }
  for (int r = 0; r < rows; ++r) {
    Lanes best;
    load(best, bests + r * kLanes);
    largest[r] = max_of(best);
  }
  for (int j = 0; j < query_count; ++j) {
    const int length = first_position + j + 1;
    const int own_padded = (length + kLanes - 1) / kLanes * kLanes;
    for (int h = 0; h < count; ++h) {
      float* row = scores + static_cast<std::size_t>(j * count + h) * row_floats;
      std::fill(row + length, row + own_padded, -INFINITY);  // e^-inf = 0: adds nothing
      const float top = largest[j * count + h];
      Lanes sum = {};
      // e^(score - top) of four groups of eight at a time (exp_lanes), the sum in order; a set
      // with sixteen-lane registers takes two groups in each (the same lanes, the same sums).
      auto exponentiate = [&]<typename V, int N>(int p) __attribute__((always_inline)) {
        constexpr int kWidth = static_cast<int>(sizeof(V) / sizeof(float));
        V e[N];
        for (int i = 0; i < N; ++i) {
          load(e[i], row + p + i * kWidth);
          e[i] -= top;
        }
        exp_lanes(e);
        for (int i = 0; i < N; ++i) {
          store(row + p + i * kWidth, e[i]);
          add_lanes(sum, e[i]);
        }
      };
      int p = 0;
      if constexpr (Isa::kUsesWideLanes) {
        for (; p + 4 * kWideLanes <= own_padded; p += 4 * kWideLanes)
          exponentiate.template operator()<WideLanes, 4>(p);
        for (; p + kWideLanes <= own_padded; p += kWideLanes)
          exponentiate.template operator()<WideLanes, 1>(p);
      } else {
        for (; p + 4 * kLanes <= own_padded; p += 4 * kLanes)
          exponentiate.template operator()<Lanes, 4>(p);
      }
      for (; p < own_padded; p += kLanes) exponentiate.template operator()<Lanes, 1>(p);
      largest[j * count + h] = 1.0f / reduce(sum);  // from here on: the inverse of the sum
      std::fill(out_of(j, head_begin + h), out_of(j, head_begin + h) + head_dim, 0.0f);
    }
  }
  for_each_block(
      cache, table, last_position, [&](int first, std::int64_t block, int, std::int64_t next) {
        prefetch_values(cache, next, kv_begin, kv_end);
        if (queries.new_v) write_new_rows(queries, cache, block, first, kv_begin, kv_end, false);
        const std::int64_t slot = block * cache.block_size;
        for (int h = 0; h < count; h += 4) {
          const int heads_here = std::min(4, count - h);
          for (int j = std::max(0, first - first_position); j < query_count; ++j) {
            const int n = std::min(cache.block_size, first_position + j + 1 - first);
            const float* weights[4];
            const float* values[4];
            float* outs[4];
            for (int i = 0; i < heads_here; ++i) {
              const int head = head_begin + h + i;
              weights[i] =
                  scores + static_cast<std::size_t>(j * count + h + i) * row_floats + first;
              values[i] = cache.v + cache.value_offset(slot, head / group);
              outs[i] = out_of(j, head);
            }
            switch (heads_here) {
              case 1:
                add_weighted_values<1>(weights, values, stride, n, head_dim, outs);
                break;
              case 2:
                add_weighted_values<2>(weights, values, stride, n, head_dim, outs);
                break;
              case 3:
                add_weighted_values<3>(weights, values, stride, n, head_dim, outs);
                break;
              default:
                add_weighted_values<4>(weights, values, stride, n, head_dim, outs);
                break;
            }
          }
        }
      });
  for (int j = 0; j < query_count; ++j) {
    for (int h = 0; h < count; ++h) {
      float* o = out_of(j, head_begin + h);
      const float inverse = largest[j * count + h];
      for (int d = 0; d < head_dim; ++d) o[d] *= inverse;
    }
  }
}

#include "runtime/cpu_attention_token.h"

void attend_heads(const QueryRows& queries, const PagedKv& cache, const std::int32_t* table,
                  int group, int head_begin, int head_end, float scale, float* scratch) {
  if (queries.count == 1 && fits_token_path(cache)) {
    attend_token(queries, cache, table, group, head_begin, head_end, scale, scratch);
  } else if (queries.count == 1) {
    attend_queries<1>(queries, cache, table, group, head_begin, head_end, scale, scratch);
  } else {
    attend_queries<0>(queries, cache, table, group, head_begin, head_end, scale, scratch);
  }
}

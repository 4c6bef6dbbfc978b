// The attention of one token's heads (AttendHeadsFn), written once for every instruction set.
// Included by cpu_kernels_<isa>.cpp inside an anonymous namespace, like the matmul tiles; it uses
// only the eight-lane arithmetic of cpu_lanes.h, which every set compiles to the same bits (no
// contraction into fused multiply-adds), so the set decides the speed and never the result.

// Calls visit(first position, slot of that position, count, first slot of the next block or -1)
// for each block of the positions [0, position]: the slots of a block lie side by side. No
// division per position (it would cost more than the 8-wide dot of a small head).
template <typename Visit>
inline void for_each_block(const PagedKv& cache, const std::int32_t* table, int position,
                           const Visit& visit) {
  for (int first = 0, b = 0; first <= position; first += cache.block_size, ++b) {
    const std::int64_t base = static_cast<std::int64_t>(table[b]) * cache.block_size;
    const bool last = first + cache.block_size > position;
    const std::int64_t next =
        last ? -1 : static_cast<std::int64_t>(table[b + 1]) * cache.block_size;
    visit(first, base, std::min(cache.block_size, position + 1 - first), next);
  }
}

// Asks for the rows [kv_begin, kv_end) of every slot of the block that starts at `slot` (the
// cache of many sequences does not stay in L2, and a block's successor can be anywhere, where the
// hardware prefetcher does not follow).
inline void prefetch_block(const PagedKv& cache, const float* rows, std::int64_t slot, int kv_begin,
                           int kv_end) {
  if (slot < 0) return;
  const std::size_t floats = static_cast<std::size_t>(kv_end - kv_begin) * cache.head_dim;
  for (int i = 0; i < cache.block_size; ++i) {
    const char* row = reinterpret_cast<const char*>(rows + cache.slot_offset(slot + i, kv_begin));
    for (std::size_t byte = 0; byte < floats * sizeof(float); byte += 64) {
      __builtin_prefetch(row + byte);
    }
  }
}

// dots[i] = dot(q, key of slot + i) for eight slots side by side (a row of `stride` floats apart),
// bit for bit as dot() sums each: the lanes of every product in order, then reduce_eight() where
// dot() reduces one at a time (per-key reduction was most of a small head's work).
inline void dot_eight(const float* q, const float* keys, std::size_t stride, int head_dim,
                      Lanes& dots) {
  Lanes acc[8] = {};
  const int whole = head_dim - head_dim % kLanes;
  for (int d = 0; d < whole; d += kLanes) {
    Lanes vq;
    load(vq, q + d);
    for (int i = 0; i < 8; ++i) {
      Lanes vk;
      load(vk, keys + i * stride + d);
      acc[i] += vq * vk;
    }
  }
  reduce_eight(acc, dots);
  if (whole == head_dim) {
    // dot()'s empty tail, kept in registers: lanes filled one by one through memory and then
    // read whole stall on store forwarding (a tenth of a head-of-8 attention).
    dots += Lanes{};
    return;
  }
  Lanes tails;
  for (int i = 0; i < 8; ++i) {
    float tail = 0.0f;
    for (int d = whole; d < head_dim; ++d) tail += q[d] * keys[i * stride + d];
    tails[i] = tail;
  }
  dots += tails;
}

// out[j][d] += weights[j][i] * values[j][i][d] for H heads j and the n value rows (`stride`
// floats apart) in order: each element's sum runs through the rows in position order, and the
// heads side by side keep H independent chains of additions in flight, Isa::kValueChunks
// registers of each head at once (H x kValueChunks chains: with one register per head, four
// chains of dependent additions left the adders waiting on their latency, and each weight was
// broadcast again for every register of the head). The chunks change only what runs side by
// side, never an element's sum.
template <int H>
inline void add_weighted_values(const float* const* weights, const float* const* values,
                                std::size_t stride, int n, int head_dim, float* const* out) {
  constexpr int kChunks = Isa::kValueChunks;
  const int whole = head_dim - head_dim % kLanes;
  int d = 0;
  for (; d + kChunks * kLanes <= whole; d += kChunks * kLanes) {
    Lanes acc[H][kChunks];
    for (int j = 0; j < H; ++j)
      for (int e = 0; e < kChunks; ++e) load(acc[j][e], out[j] + d + e * kLanes);
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < H; ++j) {
        const float weight = weights[j][i];
        for (int e = 0; e < kChunks; ++e) {
          Lanes value;
          load(value, values[j] + i * stride + d + e * kLanes);
          acc[j][e] += weight * value;
        }
      }
    }
    for (int j = 0; j < H; ++j)
      for (int e = 0; e < kChunks; ++e) std::memcpy(out[j] + d + e * kLanes, &acc[j][e], sizeof(Lanes));
  }
  for (; d < whole; d += kLanes) {
    Lanes acc[H];
    for (int j = 0; j < H; ++j) load(acc[j], out[j] + d);
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < H; ++j) {
        Lanes value;
        load(value, values[j] + i * stride + d);
        acc[j] += weights[j][i] * value;
      }
    }
    for (int j = 0; j < H; ++j) std::memcpy(out[j] + d, &acc[j], sizeof acc[j]);
  }
  for (int d = whole; d < head_dim; ++d) {
    for (int j = 0; j < H; ++j) {
      for (int i = 0; i < n; ++i) out[j][d] += weights[j][i] * values[j][i * stride + d];
    }
  }
}

// Block by block, so the cache is read in slot order (the rows of a block lie side by side), and
// each block for every query token while it is in cache: the tokens of a prompt chunk read the
// same keys and values, from memory once and then from L1/L2. Each head's arithmetic is its own
// and depends only on its own query and positions: scores eight positions at a time (the rest
// one by one, the same sums), the softmax with e^x and its sum in eight lanes, then the weighted
// sum of the values in position order.
// One decode token (kQueries = 1) or a group of prompt tokens (kQueries = 0: queries.count).
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
  const std::size_t stride = static_cast<std::size_t>(cache.kv_heads) * head_dim;
  // Score row of query j and head h: j * count + h.
  const int rows = query_count * count;
  float* scores = scratch;                                   // [rows][padded]
  float* largest = scores + std::size_t{1} * rows * padded;  // [rows]
  std::fill(largest, largest + rows, -INFINITY);
  auto q_of = [&](int j, int head) {
    return queries.q + j * queries.row + static_cast<std::size_t>(head) * head_dim;
  };
  auto out_of = [&](int j, int head) {
    return queries.out + j * queries.row + static_cast<std::size_t>(head) * head_dim;
  };
  const int kv_begin = head_begin / group, kv_end = (head_end - 1) / group + 1;
  for_each_block(
      cache, table, last_position, [&](int first, std::int64_t slot, int, std::int64_t next) {
        prefetch_block(cache, cache.k, next, kv_begin, kv_end);
        for (int h = 0; h < count; ++h) {
          const int head = head_begin + h;
          const float* keys = cache.k + cache.slot_offset(slot, head / group);
          for (int j = std::max(0, first - first_position); j < query_count; ++j) {
            const int n = std::min(cache.block_size, first_position + j + 1 - first);
            const float* qh = q_of(j, head);
            float* row = scores + static_cast<std::size_t>(j * count + h) * padded + first;
            float& top = largest[j * count + h];
            int i = 0;
            if (i + 8 <= n) {
              Lanes best = Lanes{} - INFINITY;
              for (; i + 8 <= n; i += 8) {
                Lanes s;
                dot_eight(qh, keys + i * stride, stride, head_dim, s);
                s *= scale;
                std::memcpy(row + i, &s, sizeof s);
                max_lanes(best, s);
              }
              top = std::max(top, max_of(best));
            }
            for (; i < n; ++i) {
              row[i] = dot(qh, keys + i * stride, head_dim) * scale;
              top = std::max(top, row[i]);
            }
          }
        }
      });
  for (int j = 0; j < query_count; ++j) {
    const int length = first_position + j + 1;
    const int own_padded = (length + kLanes - 1) / kLanes * kLanes;
    for (int h = 0; h < count; ++h) {
      float* row = scores + static_cast<std::size_t>(j * count + h) * padded;
      std::fill(row + length, row + own_padded, -INFINITY);  // e^-inf = 0: adds nothing
      Lanes sum = {};
      for (int p = 0; p < own_padded; p += kLanes) {
        Lanes e;
        load(e, row + p);
        e -= largest[j * count + h];
        exp_lanes(e);
        std::memcpy(row + p, &e, sizeof e);
        sum += e;
      }
      largest[j * count + h] = 1.0f / reduce(sum);  // from here on: the inverse of the sum
      std::fill(out_of(j, head_begin + h), out_of(j, head_begin + h) + head_dim, 0.0f);
    }
  }
  for_each_block(
      cache, table, last_position, [&](int first, std::int64_t slot, int, std::int64_t next) {
        prefetch_block(cache, cache.v, next, kv_begin, kv_end);
        for (int h = 0; h < count; h += 4) {
          const int heads_here = std::min(4, count - h);
          for (int j = std::max(0, first - first_position); j < query_count; ++j) {
            const int n = std::min(cache.block_size, first_position + j + 1 - first);
            const float* weights[4];
            const float* values[4];
            float* outs[4];
            for (int i = 0; i < heads_here; ++i) {
              const int head = head_begin + h + i;
              weights[i] = scores + static_cast<std::size_t>(j * count + h + i) * padded + first;
              values[i] = cache.v + cache.slot_offset(slot, head / group);
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

void attend_heads(const QueryRows& queries, const PagedKv& cache, const std::int32_t* table,
                  int group, int head_begin, int head_end, float scale, float* scratch) {
  if (queries.count == 1) {
    attend_queries<1>(queries, cache, table, group, head_begin, head_end, scale, scratch);
  } else {
    attend_queries<0>(queries, cache, table, group, head_begin, head_end, scale, scratch);
  }
}

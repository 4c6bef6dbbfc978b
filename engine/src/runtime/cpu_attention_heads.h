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
// heads side by side keep H independent chains of additions in flight.
template <int H>
inline void add_weighted_values(const float* const* weights, const float* const* values,
                                std::size_t stride, int n, int head_dim, float* const* out) {
  const int whole = head_dim - head_dim % kLanes;
  for (int d = 0; d < whole; d += kLanes) {
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

// Block by block, so the cache is read in slot order (the rows of a block lie side by side).
// Each head's arithmetic is its own and depends only on its own positions: scores eight
// positions at a time (the rest one by one, the same sums), the softmax with e^x and its sum in
// eight lanes, then the weighted sum of the values in position order.
void attend_heads(const float* q, const PagedKv& cache, const std::int32_t* table, int position,
                  int group, int head_begin, int head_end, float scale, float* scratch,
                  float* out) {
  const int head_dim = cache.head_dim;
  const int count = head_end - head_begin;
  const int length = position + 1;
  const int padded = (length + kLanes - 1) / kLanes * kLanes;
  const std::size_t stride = static_cast<std::size_t>(cache.kv_heads) * head_dim;
  float* scores = scratch;                   // [count][padded]
  float* largest = scores + count * padded;  // [count]
  std::fill(largest, largest + count, -INFINITY);
  const int kv_begin = head_begin / group, kv_end = (head_end - 1) / group + 1;
  for_each_block(cache, table, position,
                 [&](int first, std::int64_t slot, int n, std::int64_t next) {
                   prefetch_block(cache, cache.k, next, kv_begin, kv_end);
                   for (int h = 0; h < count; ++h) {
                     const int head = head_begin + h;
                     const float* qh = q + static_cast<std::size_t>(head) * head_dim;
                     const float* keys = cache.k + cache.slot_offset(slot, head / group);
                     float* row = scores + h * padded + first;
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
                       largest[h] = std::max(largest[h], max_of(best));
                     }
                     for (; i < n; ++i) {
                       row[i] = dot(qh, keys + i * stride, head_dim) * scale;
                       largest[h] = std::max(largest[h], row[i]);
                     }
                   }
                 });
  for (int h = 0; h < count; ++h) {
    float* row = scores + h * padded;
    std::fill(row + length, row + padded, -INFINITY);  // e^-inf = 0: adds nothing
    Lanes sum = {};
    for (int p = 0; p < padded; p += kLanes) {
      Lanes e;
      load(e, row + p);
      e -= largest[h];
      exp_lanes(e);
      std::memcpy(row + p, &e, sizeof e);
      sum += e;
    }
    largest[h] = 1.0f / reduce(sum);  // from here on: the inverse of the head's sum
    std::fill(out + static_cast<std::size_t>(head_begin + h) * head_dim,
              out + static_cast<std::size_t>(head_begin + h + 1) * head_dim, 0.0f);
  }
  for_each_block(cache, table, position,
                 [&](int first, std::int64_t slot, int n, std::int64_t next) {
                   prefetch_block(cache, cache.v, next, kv_begin, kv_end);
                   for (int h = 0; h < count; h += 4) {
                     const float* weights[4];
                     const float* values[4];
                     float* outs[4];
                     const int heads_here = std::min(4, count - h);
                     for (int j = 0; j < heads_here; ++j) {
                       const int head = head_begin + h + j;
                       weights[j] = scores + (h + j) * padded + first;
                       values[j] = cache.v + cache.slot_offset(slot, head / group);
                       outs[j] = out + static_cast<std::size_t>(head) * head_dim;
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
                 });
  for (int h = 0; h < count; ++h) {
    float* o = out + static_cast<std::size_t>(head_begin + h) * head_dim;
    for (int d = 0; d < head_dim; ++d) o[d] *= largest[h];
  }
}

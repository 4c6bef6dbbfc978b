// The attention of one decoding token with heads of 8 or 16 (attend_heads with queries.count ==
// 1 where fits_token_path), head after head. Included by cpu_attention_heads.h inside the kernel
// file's anonymous namespace, after the helpers it shares with the prompt path (for_each_block,
// score_positions, the prefetches, write_new_rows). The same arithmetic as attend_queries,
// element by element and in the same order, so the same bits: a prompt's token gets what it would
// get decoding alone (cpu_attention_test); only the order of the work differs.
//
// Why a path of its own: a small model's heads (stories260K: eight heads of 8) did a few
// multiply-adds per position and head between much bookkeeping. Block by block over all heads,
// each block reloaded every head's query, largest score and value sums from memory, one head's
// softmax waited on the latency of its e^x, and the value sums of a head of eight were one chain
// of eight-lane additions. Head after head, a head of 8 or 16 keeps its query in registers across
// the blocks, the softmax takes four heads side by side, and two heads of 8 share a sixteen-lane
// register in the value sums. Eight heads of 8, context 96, one thread, alternating in one
// process: 0.62-0.67 of the time a call; `--scenario attention` on stories260K, three alternating
// pairs: batch 64 106/86/98 -> 73/64/70 us a layer, batch 1 3.6/3.7/2.4 -> 2.8/2.4/2.3.

// Scores of one head of kDims dimensions (8 or 16), V registers of positions (the block a whole
// number of them, keys stored without padding): score_positions with the query splatted into
// registers once for all blocks. row[p] = q · key(p) * scale for every
// position up to `position`, -infinity past it up to the end of its register; best keeps the
// largest of each lane. With `prefetch`, also asks for the next block's keys and this block's
// values of kv heads [kv_begin, kv_end), as attend_queries does, on the first head's pass.
template <int kDims, typename V, int kBlock>
inline void score_head_splatted(const float* q, const PagedKv& cache, const std::int32_t* table,
                                int kv, int position, float scale, float* row, Lanes& best,
                                bool prefetch, int kv_begin, int kv_end) {
  constexpr int kWidth = static_cast<int>(sizeof(V) / sizeof(float));
  const int block_size = kBlock > 0 ? kBlock : cache.block_size;  // = key_stride()
  V qv[kDims];
  for (int d = 0; d < kDims; ++d) qv[d] = V{} + q[d];
  const float* keys_of_kv = cache.k + cache.key_block_offset(0, kv);
  const std::size_t block_floats = cache.key_block_floats();
  V top = V{} - INFINITY;
  const int length = position + 1;
  for (int first = 0, b = 0; first < length; first += block_size, ++b) {
    if (prefetch) {
      prefetch_keys(cache, first + block_size < length ? table[b + 1] : -1, kv_begin, kv_end);
      prefetch_values(cache, table[b], kv_begin, kv_end);
    }
    const float* keys = keys_of_kv + static_cast<std::size_t>(table[b]) * block_floats;
    const int n = std::min(block_size, length - first);
    for (int g = 0; g < n; g += kWidth) {
      V s;
      score_positions<kBlock>(qv, keys + g, block_size, kDims, s);
      s *= scale;
      mask_from(s, g, n);
      store(row + first + g, s);
      top = top < s ? s : top;
    }
  }
  max_lanes(best, top);
}

// Whether attend_token serves a cache of this shape: heads of 8 or 16 (score_head_splatted's),
// blocks of whole groups of eight positions stored without padding. Other heads go block by
// block through attend_queries, whose order serves them better: a head of 64 reads 4 KiB of keys
// a block, which the heads that share them read again from L1 while it is there (TinyLlama's
// shape, context 400, head after head: 1.24 times the time).
inline bool fits_token_path(const PagedKv& cache) {
  return (cache.head_dim == kLanes || cache.head_dim == 2 * kLanes) &&
         cache.key_stride() == cache.block_size;
}

// The scores of one head into `row` (fits_token_path(cache)): sixteen lanes a register where the
// set has them and the blocks are whole registers, blocks of 16 (the default) with their offsets
// constants of the loads.
inline void score_token_head(const float* q, const PagedKv& cache, const std::int32_t* table,
                             int kv, int position, float scale, float* row, Lanes& best,
                             bool prefetch, int kv_begin, int kv_end) {
  auto splatted = [&]<typename V, int kBlock>() {
    if (cache.head_dim == kLanes) {
      score_head_splatted<kLanes, V, kBlock>(q, cache, table, kv, position, scale, row, best,
                                             prefetch, kv_begin, kv_end);
    } else {
      score_head_splatted<2 * kLanes, V, kBlock>(q, cache, table, kv, position, scale, row, best,
                                                 prefetch, kv_begin, kv_end);
    }
  };
  if (cache.block_size == 16) {
    if constexpr (Isa::kUsesWideLanes) {
      splatted.template operator()<WideLanes, 16>();
    } else {
      splatted.template operator()<Lanes, 16>();
    }
    return;
  }
  if constexpr (Isa::kUsesWideLanes) {
    if (cache.block_size % kWideLanes == 0) {
      splatted.template operator()<WideLanes, 0>();
      return;
    }
  }
  splatted.template operator()<Lanes, 0>();
}

// e^(row - top) in place over [0, padded) for H rows side by side (their e^x independent, so
// the unit takes them at its throughput rather than one row's latency), each row's sum of eight
// lanes in position order as attend_queries sums it (a sixteen-lane register: its low eight,
// then its high eight). inverse[j] = 1 / the sum of row j.
template <int H>
inline void softmax_rows(float* const* rows, int padded, const float* tops, float* inverse) {
  Lanes sum[H];
  for (int j = 0; j < H; ++j) sum[j] = Lanes{};
  auto exponentiate = [&]<typename V>(int p) __attribute__((always_inline)) {
    V e[H];
    for (int j = 0; j < H; ++j) {
      load(e[j], rows[j] + p);
      e[j] -= tops[j];
    }
    exp_lanes(e);
    for (int j = 0; j < H; ++j) {
      store(rows[j] + p, e[j]);
      add_lanes(sum[j], e[j]);
    }
  };
  int p = 0;
  if constexpr (Isa::kUsesWideLanes) {
    for (; p + kWideLanes <= padded; p += kWideLanes)
      exponentiate.template operator()<WideLanes>(p);
  }
  for (; p < padded; p += kLanes) exponentiate.template operator()<Lanes>(p);
  for (int j = 0; j < H; ++j) inverse[j] = 1.0f / reduce(sum[j]);
}

// Calls body.template operator()<H>(first) for the items [0, count) four at a time, the last
// group of the H left.
template <typename Body>
inline void in_fours(int count, const Body& body) {
  int first = 0;
  for (; first + 4 <= count; first += 4) body.template operator()<4>(first);
  switch (count - first) {
    case 3:
      body.template operator()<3>(first);
      break;
    case 2:
      body.template operator()<2>(first);
      break;
    case 1:
      body.template operator()<1>(first);
      break;
    default:
      break;
  }
}

// out[j] = inverse[j] * sum over positions i of weights[j][i] * the value row of kvs[j] at i, for
// H heads of kRegs registers V each (head_dim == kRegs times its lanes), each element in position
// order from zero as add_weighted_values sums it; the sums stay in registers from the first block
// to the last.
template <int H, typename V, int kRegs>
inline void weigh_values_whole(const float* const* weights, const int* kvs, const PagedKv& cache,
                               const std::int32_t* table, int position, const float* inverse,
                               float* const* out) {
  constexpr int kWidth = static_cast<int>(sizeof(V) / sizeof(float));
  const std::size_t stride = static_cast<std::size_t>(cache.kv_heads) * cache.head_dim;
  V acc[H][kRegs];
  for (int j = 0; j < H; ++j)
    for (int r = 0; r < kRegs; ++r) acc[j][r] = V{};
  for_each_block(cache, table, position, [&](int first, std::int64_t block, int n, std::int64_t) {
    const float* row = cache.v + cache.value_offset(block * cache.block_size, 0);
    for (int i = first; i < first + n; ++i, row += stride) {
      for (int j = 0; j < H; ++j) {
        for (int r = 0; r < kRegs; ++r) {
          V value;
          load(value, row + kvs[j] * cache.head_dim + r * kWidth);
          acc[j][r] += weights[j][i] * value;
        }
      }
    }
  });
  for (int j = 0; j < H; ++j)
    for (int r = 0; r < kRegs; ++r) store(out[j] + r * kWidth, acc[j][r] * inverse[j]);
}

// The same for the H pairs of heads of eight (a, a + 1) from `first` on, whose weights are rows
// `row_floats` apart from `weights` (head first's) on: each pair one sixteen-lane register, head a
// in lanes 0-7 and a + 1 in 8-15, so half the additions and twice the independent chains of
// weigh_values_whole<Lanes>. kSameKv: both heads read kv head kvs[j] (group even: the row
// broadcast to both halves); otherwise kv heads kvs[j] and kvs[j] + 1, side by side in a slot.
template <int H, bool kSameKv>
inline void weigh_value_pairs(const float* weights, int row_floats, const int* kvs,
                              const PagedKv& cache, const std::int32_t* table, int position,
                              const float* inverse, float* out) {
  const std::size_t stride = static_cast<std::size_t>(cache.kv_heads) * kLanes;
  WideLanes acc[H];
  for (int j = 0; j < H; ++j) acc[j] = WideLanes{};
  auto pair = [](float a, float b) {
    return WideLanes{a, a, a, a, a, a, a, a, b, b, b, b, b, b, b, b};
  };
  for_each_block(cache, table, position, [&](int first, std::int64_t block, int n, std::int64_t) {
    const float* row = cache.v + cache.value_offset(block * cache.block_size, 0);
    for (int i = first; i < first + n; ++i, row += stride) {
      for (int j = 0; j < H; ++j) {
        WideLanes value;
        if constexpr (kSameKv) {
          Lanes half;
          load(half, row + kvs[j] * kLanes);
          value =
              __builtin_shufflevector(half, half, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7);
        } else {
          load(value, row + kvs[j] * kLanes);
        }
        const float* w = weights + static_cast<std::size_t>(2 * j) * row_floats + i;
        acc[j] += pair(w[0], w[row_floats]) * value;
      }
    }
  });
  for (int j = 0; j < H; ++j) {
    Lanes low, high;
    split(acc[j] * pair(inverse[2 * j], inverse[2 * j + 1]), low, high);
    store(out + static_cast<std::size_t>(2 * j) * kLanes, low);
    store(out + static_cast<std::size_t>(2 * j + 1) * kLanes, high);
  }
}

// The value sums of a decoding token's heads, scaled by their inverse sums, into their out rows,
// over all blocks at once: pairs of heads of eight on a sixteen-lane set, otherwise each head in
// its own registers.
inline void weigh_token_values(const QueryRows& queries, const PagedKv& cache,
                               const std::int32_t* table, int group, int head_begin, int count,
                               const float* scores, int row_floats, const float* inverse) {
  const int head_dim = cache.head_dim;
  const int position = queries.first_position;
  auto weights_of = [&](int h) { return scores + static_cast<std::size_t>(h) * row_floats; };
  auto out_of = [&](int h) {
    return queries.out + static_cast<std::size_t>(head_begin + h) * head_dim;
  };
  auto kv_of = [&](int h) { return (head_begin + h) / group; };
  // Heads [begin, end), kRegs registers V each.
  auto whole = [&]<typename V, int kRegs>(int begin, int end) {
    in_fours(end - begin, [&]<int H>(int first) {
      const float* weights[H];
      int kvs[H];
      float* outs[H];
      for (int j = 0; j < H; ++j) {
        weights[j] = weights_of(begin + first + j);
        kvs[j] = kv_of(begin + first + j);
        outs[j] = out_of(begin + first + j);
      }
      weigh_values_whole<H, V, kRegs>(weights, kvs, cache, table, position, inverse + begin + first,
                                      outs);
    });
  };
  if constexpr (Isa::kUsesWideLanes) {
    if (head_dim == kLanes && (group == 1 || group % 2 == 0)) {
      // Heads (h, h + 1) whose first is even (a group's first head where the group is even: a
      // thread's share of the heads may start at an odd one, which then goes alone), and a last
      // one left over alone.
      const int lead = group % 2 == 0 && head_begin % 2 == 1 ? 1 : 0;
      const int pairs = (count - lead) / 2;
      whole.template operator()<Lanes, 1>(0, lead);
      in_fours(pairs, [&]<int H>(int pair) {
        const int h = lead + 2 * pair;
        int kvs[H];
        for (int j = 0; j < H; ++j) kvs[j] = kv_of(h + 2 * j);
        if (group == 1) {
          weigh_value_pairs<H, false>(weights_of(h), row_floats, kvs, cache, table, position,
                                      inverse + h, out_of(h));
        } else {
          weigh_value_pairs<H, true>(weights_of(h), row_floats, kvs, cache, table, position,
                                     inverse + h, out_of(h));
        }
      });
      whole.template operator()<Lanes, 1>(lead + 2 * pairs, count);
      return;
    }
    if (head_dim == kWideLanes) {
      whole.template operator()<WideLanes, 1>(0, count);
      return;
    }
  }
  if (head_dim == kLanes) {
    whole.template operator()<Lanes, 1>(0, count);
  } else {
    whole.template operator()<Lanes, 2>(0, count);  // heads of 16 (fits_token_path)
  }
}

// One decoding token (queries.count == 1): the scores head after head (the first head's pass
// asks for the cache's lines, as attend_queries does block by block), the softmax four heads at
// a time, then the value sums. Scratch: [count][row_floats] scores, then count floats that hold
// each head's largest score and then the inverse of its sum.
inline void attend_token(const QueryRows& queries, const PagedKv& cache, const std::int32_t* table,
                         int group, int head_begin, int head_end, float scale, float* scratch) {
  const int head_dim = cache.head_dim;
  const int count = head_end - head_begin;
  const int position = queries.first_position;
  const int padded = (position + kLanes) / kLanes * kLanes;
  const int row_floats = padded + kLanes;  // a last register of sixteen may pass `padded`
  float* scores = scratch;
  float* tops = scores + static_cast<std::size_t>(count) * row_floats;
  const int kv_begin = head_begin / group, kv_end = (head_end - 1) / group + 1;
  if (queries.new_k) {
    const int b = position / cache.block_size;
    const int first = b * cache.block_size;
    write_new_rows(queries, cache, table[b], first, kv_begin, kv_end, true);
    write_new_rows(queries, cache, table[b], first, kv_begin, kv_end, false);
  }
  prefetch_keys(cache, table[0], kv_begin, kv_end);
  for (int h = 0; h < count; ++h) {
    const int head = head_begin + h;
    float* row = scores + static_cast<std::size_t>(h) * row_floats;
    Lanes best = Lanes{} - INFINITY;
    score_token_head(queries.q + static_cast<std::size_t>(head) * head_dim, cache, table,
                     head / group, position, scale, row, best, h == 0, kv_begin, kv_end);
    std::fill(row + position + 1, row + padded, -INFINITY);  // e^-inf = 0: adds nothing
    tops[h] = max_of(best);
  }
  in_fours(count, [&]<int H>(int h) {
    float* rows[H];
    float top[H];
    for (int j = 0; j < H; ++j) {
      rows[j] = scores + static_cast<std::size_t>(h + j) * row_floats;
      top[j] = tops[h + j];
    }
    softmax_rows<H>(rows, padded, top, tops + h);  // from here on: the inverse of each sum
  });
  weigh_token_values(queries, cache, table, group, head_begin, count, scores, row_floats, tops);
}

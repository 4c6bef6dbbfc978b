// The tiles of a few tokens (decode of one or a few streams), which read every weight once from
// memory. Included by cpu_kernel_tiles.h inside the including kernel file's anonymous namespace,
// after tile(); only which rows run side by side changes, never a sum's own order, so the results
// are the same bits as the tiles of many tokens.
//
// One row at a time makes one sequential stream per core, and a core's lone stream does not
// bring the memory's speed: on Zen 3, a sum over a buffer read 19-22 GB/s on one core as one
// stream against 23 as two streams far apart, and 29-42 GB/s on two cores against 46 (eight
// streams: 50-52). With Isa::kStreamsApart of 2, a thread's range of rows is read as two halves
// side by side: two streams, and two chains of dependent multiply-adds in flight where one row's
// chain had left the loads of F16/BF16 waiting on its latency. Zen 3, alternating runs: stories110m
// decode F32 89.6/93.0/92.3/84.2 -> 102.8/102.6/102.6/97.8 tok/s, BF16 150.4/121.4/152.7 ->
// 192.9/160.2/199.3 (its matmuls alone 37 -> 48 GB/s); TinyLlama BF16 18.2/18.3/18.5 -> 19.6/
// 19.7/19.7 with whole rows apart, its packed down projection still one group at a time. Two
// neighbouring rows side by side instead did less (BF16 14.1-14.6 tok/s on TinyLlama), four or
// eight neighbours worse still for F32 (stories110m, batch 1: 1.3x the tokens/s with one row
// against eight). On an Intel Xeon with AVX-512 the halves brought int8 and BF16 decode up and
// left F32, already at the read bandwidth, where it was (cpu_isa_avx512.h). AVX2 reads one
// token's rows as four parts (cpu_kernels_avx2.cpp): two chains of eight lanes were too few
// for int8's widening to keep up with fast memory.

// R tokens against G groups of rows side by side, rows [first[g], first[g] + n) each (n <=
// kPackedRows; whole rows: a group of n = 1), in the order they lie in memory: each piece of
// every row of the groups in turn (whole rows: one piece), row i of every group at once, one
// accumulator per token and row carried from piece to piece, so each output is the same sum as
// a whole row's.
template <WeightFormat F, int R, int G>
__attribute__((always_inline)) inline void stream_row_groups(
    const ActivationOf<F>* x, const RowLayout<typename Storage<F>::type>& layout,
    const int (&first)[G], int n, const float* const (&scales)[G], int groups, float* out,
    int out_stride) {
  using T = typename Storage<F>::type;
  const int k = layout.k;
  const int whole = accumulated_elements(k);
  Isa::V acc[kPackedRows][R][G];
  const float* row_scales[kPackedRows][G];
  for (int i = 0; i < n; ++i) {
    for (int g = 0; g < G; ++g) {
      for (int r = 0; r < R; ++r) Isa::zero(acc[i][r][g]);
      row_scales[i][g] = scales[g] ? scales[g] + static_cast<long>(i) * groups : nullptr;
    }
  }
  for (int begin = 0; begin < whole;) {
    const int end = std::min(whole, layout.piece_end(begin));
    for (int i = 0; i < n; ++i) {
      const T* at[G];
      for (int g = 0; g < G; ++g) at[g] = layout.at(first[g] + i, begin);
      accumulate_piece<F, R, G, true>(x, k, at, row_scales[i], nullptr, 0, begin, end, acc[i]);
    }
    begin = end;
  }
  for (int i = 0; i < n; ++i) {
    for (int g = 0; g < G; ++g) {
      Isa::V one[R][1];
      for (int r = 0; r < R; ++r) one[r][0] = acc[i][r][g];
      const T* tail[1] = {whole < k ? layout.at(first[g] + i, whole) : nullptr};
      const float* tail_scales[1] = {row_scales[i][g]};
      finish_rows<F, R, 1>(x, k, whole, tail, tail_scales, one, out + first[g] + i, out_stride);
    }
  }
}

// Streams far apart that a thread's rows are read as with R tokens: Isa::kStreamsApart for one
// token; at most two for more, whose every stream carries R chains of multiply-adds already (and
// AVX2's sixteen registers hold no more sums beside int8's partial ones).
template <int R>
constexpr int streams_apart() {
  return R == 1 ? Isa::kStreamsApart : std::min(2, Isa::kStreamsApart);
}

// R tokens against the rows [row_begin, row_end) of `layout`: in streams_apart<R>() parts side
// by side (whole packed groups of each part; the rows left over alone), or one row (or packed
// group) after another. scales_of(o): row o's int8 scales.
template <WeightFormat F, int R, typename ScalesOf>
__attribute__((always_inline)) inline void stream_rows(
    const ActivationOf<F>* x, const RowLayout<typename Storage<F>::type>& layout, int row_begin,
    int row_end, const ScalesOf& scales_of, int groups, float* out, int out_stride) {
  const int unit = layout.packed ? kPackedRows : 1;
  int o = row_begin;
  constexpr int S = streams_apart<R>();
  if constexpr (S > 1) {
    const int part = (row_end - row_begin) / unit / S * unit;
    for (; o < row_begin + part; o += unit) {
      int first[S];
      const float* scales[S];
      for (int s = 0; s < S; ++s) {
        first[s] = o + s * part;
        scales[s] = scales_of(first[s]);
      }
      // n a literal in each branch, so that the inlined loops over a group's rows unroll.
      if (layout.packed) {
        stream_row_groups<F, R, S>(x, layout, first, kPackedRows, scales, groups, out, out_stride);
      } else {
        stream_row_groups<F, R, S>(x, layout, first, 1, scales, groups, out, out_stride);
      }
    }
    o += (S - 1) * part;
  }
  for (; o < row_end; o += unit) {
    if (layout.packed) {
      const int first[1] = {o};
      const float* const scales[1] = {scales_of(o)};
      stream_row_groups<F, R, 1>(x, layout, first, std::min(kPackedRows, row_end - o), scales,
                                 groups, out, out_stride);
    } else {
      tile<F, R, 1, true>(x, layout, o, scales_of(o), groups, out + o, out_stride, Ahead{});
    }
  }
}

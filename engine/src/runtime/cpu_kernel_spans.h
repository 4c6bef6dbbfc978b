// The tiles over a span of k (all of a row's whole registers, or a part), and the blocks whose
// rows are too long for one pass of a few tokens to keep their activations in L1: those tiles take
// k a span at a time, their sums kept in memory between spans. Included by cpu_kernel_tiles.h
// inside the including kernel file's anonymous namespace, after accumulate_piece() and
// finish_rows(); only the order in which the multiply-adds of different sums run changes, never a
// sum's own order, so the results are the same bits as in one pass.

// acc[r][c] += token r of x times weight row row + c of `layout` over the whole registers of
// [span_begin, span_end) (which starts at an int8 group boundary); scales (int8 only) are row
// `row`'s, `groups` floats a row.
template <WeightFormat F, int R, int C, bool Streaming>
__attribute__((always_inline)) inline void tile_span(
    const ActivationOf<F>* x, const RowLayout<typename Storage<F>::type>& layout, int row,
    const float* scales, int groups, int span_begin, int span_end, Ahead ahead,
    Isa::V (&acc)[R][C]) {
  using T = typename Storage<F>::type;
  const int k = layout.k;
  const T* rows[C] = {};
  const float* row_scales[C];
  for (int c = 0; c < C; ++c)
    row_scales[c] = scales ? scales + static_cast<long>(c) * groups : nullptr;
  const T* next[C] = {};  // a tile prefetches at most C rows of the next block
  const int next_count = std::min(ahead.count, C);
  for (int begin = span_begin; begin < span_end;) {
    const int end = std::min(span_end, layout.piece_end(begin));
    for (int c = 0; c < C; ++c) rows[c] = layout.at(row + c, begin);
    for (int a = 0; a < next_count; ++a) next[a] = layout.at(ahead.first + a * ahead.step, begin);
    accumulate_piece<F, R, C, Streaming>(x, k, rows, row_scales, next, next_count, begin, end, acc);
    begin = end;
  }
}

// out[r][c] for the sums acc[r][c] of the whole registers of rows [row, row + C): the leftovers
// added, reduced (finish_rows).
template <WeightFormat F, int R, int C>
__attribute__((always_inline)) inline void finish_tile(
    const ActivationOf<F>* x, const RowLayout<typename Storage<F>::type>& layout, int row,
    const float* scales, int groups, Isa::V (&acc)[R][C], float* out, int out_stride) {
  using T = typename Storage<F>::type;
  const int k = layout.k;
  const int whole = accumulated_elements(k);
  const T* rows[C] = {};
  const float* row_scales[C];
  for (int c = 0; c < C; ++c) {
    row_scales[c] = scales ? scales + static_cast<long>(c) * groups : nullptr;
    if (whole < k) rows[c] = layout.at(row + c, whole);
  }
  finish_rows<F, R, C>(x, k, whole, rows, row_scales, acc, out, out_stride);
}

// Elements of k that a pass of R tokens takes over every tile of a block before the next ones,
// so that the R tokens' activations of the span stay in L1 while the block's rows stream past
// from L2: about 16 KB of activations. With whole rows, a pass over rows of 2,048 F32 (32 KB of
// activations, 32 KB of a tile's rows) read both from L2: 32768 x 2048 at 32 tokens ran at
// 117-146 GFLOP/s against 190-215 for 87040 x 768, the same bytes; in spans of 1,024 (16 KB)
// 160-167 (8 KB: 156-163), and 11264 x 5632 126-160 -> 180-192. TinyLlama-shaped F32 weights,
// decode at batch 32, two alternating pairs: 71.3/74.6 -> 75.9/81.4 tok/s; stories110m (only
// the down projection's rows are long enough) 663/640/666 -> 676/658/673.
template <WeightFormat F, int R>
constexpr int kTileSpan = std::max(kInt8Group, (16 << 10) /
                                                   (R * static_cast<int>(sizeof(ActivationOf<F>))) /
                                                   kInt8Group * kInt8Group);
// Rows longer than this go in spans: where the R tokens' activations and a tile's C rows no
// longer fit a 48 KB L1 together. Below, spans only cost time: TinyLlama BF16 (rows of 2,048,
// 48 KB) prompt processing, 256 tokens, two alternating pairs: 96.6/93.2 -> 92.6/91.0 tok/s with
// spans, int8 80.1/78.0 -> 76.4/75.4.
template <WeightFormat F, int R, int C>
constexpr int kSpansAbove = (48 << 10) / (R * static_cast<int>(sizeof(ActivationOf<F>)) +
                                          C * static_cast<int>(sizeof(typename Storage<F>::type)));

// token_tile() for rows longer than a span: span after span of k over every tile of the rows
// [row_begin, row_end) (at most kMaxBlockRows, a block), each tile's sums kept in memory from one
// span to the next. Every sum takes the same multiply-adds in the same order as in one pass.
template <WeightFormat F, int R, int C, typename ScalesOf, typename AheadOf>
__attribute__((always_inline)) inline void token_tile_in_spans(
    const ActivationOf<F>* x, const RowLayout<typename Storage<F>::type>& layout, int row_begin,
    int row_end, int groups, const ScalesOf& scales_of, const AheadOf& ahead_of, float* out,
    int out_stride) {
  const int whole = accumulated_elements(layout.k);
  Isa::V sums[kMaxBlockRows][R];  // [row - row_begin][token]
  // One tile of width W at row o over the span [begin, end).
  auto span_of_tile = [&]<int W>(int o, int begin, int end, Ahead ahead)
      __attribute__((always_inline)) {
    Isa::V acc[R][W];
    for (int r = 0; r < R; ++r) {
      for (int c = 0; c < W; ++c) {
        if (begin == 0) {
          Isa::zero(acc[r][c]);
        } else {
          acc[r][c] = sums[o - row_begin + c][r];
        }
      }
    }
    tile_span<F, R, W, false>(x, layout, o, scales_of(o), groups, begin, end, ahead, acc);
    if (end == whole) {
      finish_tile<F, R, W>(x, layout, o, scales_of(o), groups, acc, out + o, out_stride);
      return;
    }
    for (int r = 0; r < R; ++r)
      for (int c = 0; c < W; ++c) sums[o - row_begin + c][r] = acc[r][c];
  };
  for (int begin = 0; begin < whole; begin += kTileSpan<F, R>) {
    const int end = std::min(whole, begin + kTileSpan<F, R>);
    int o = row_begin;
    for (; o + C <= row_end; o += C)
      span_of_tile.template operator()<C>(o, begin, end, ahead_of(o, C));
    if constexpr (C > 2) {
      for (; o + 2 <= row_end; o += 2)
        span_of_tile.template operator()<2>(o, begin, end, ahead_of(o, 2));
    }
    for (; o < row_end; ++o) span_of_tile.template operator()<1>(o, begin, end, Ahead{});
  }
}

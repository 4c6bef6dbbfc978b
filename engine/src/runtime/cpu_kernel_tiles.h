// The matmul tiles, written once for every instruction set. Included by cpu_kernels_<isa>.cpp
// inside an anonymous namespace, after that file defines `struct Isa`:
//   V                     a register of kLanes floats
//   kLanes, kRowTile      lanes per register; weight rows per tile when several tokens share it
//   zero(v), load(v, const float*), splat(v, float)
//   widen(v, const float* | const F16* | const BF16* | const std::int8_t*)   exact conversion
//   fma(acc, a, b)        acc += a * b, one rounding or two, but always the same for a given set
//   reduce(v)             sum of the lanes in a fixed tree
//   reduce_4x4 (optional) reduce() of a 4 x 4 tile of accumulators at once, bitwise the same
//   widen_first(v, p, n) (optional) the first n < kLanes elements (any format), the rest zero
//   kBf16Pairs (optional) true for a set whose registers hold 2 x 16 BF16 elements and whose fma()
//                         is `vdpbf16ps`: it has only BF16Dot (cpu_kernel_formats.h)
// Everything here is internal to the including file: compiled with that file's instruction set,
// none of it may be shared with code compiled for another (the linker would keep one copy).
//
// Arithmetic per output element (this is what makes results batch invariant): one accumulator
// register over whole registers of k in order, reduce(), then the leftover elements in order (in
// a set with widen_first(), the leftovers zero-filled as one last register before reduce()); for
// int8, the whole registers of each group of kInt8Group (fewer in a partial last group) summed in
// a register of their own, scaled, then added to the accumulator, and the leftover elements as
// the other formats' (zero-filled to a register, summed like a group; or summed in order), scaled
// by the last group's scale. BF16 in a set with widen_evens() (SplitsBf16Pairs,
// cpu_kernel_formats.h): the whole registers in pairs, each pair's 2 x kLanes elements as their
// even elements, then their odd ones, the activations laid out to match (split_bf16_pairs()); a
// last single register as it lies. The tile
// shape only decides how many of these independent sums run side by side, and whether the rows
// lie whole or packed (WeightMatrix::packed) only where the elements are read from.

#include "runtime/cpu_kernel_formats.h"
#include "runtime/cpu_kernel_prefetch.h"

// Rows of the next cache block that a tile pulls towards the cache while it computes: `count`
// rows `step` rows apart from `first`, read at the tile's own position along k. Only the
// prefetch instructions depend on it, never the arithmetic.
struct Ahead {
  int first = 0;
  int count = 0;
  int step = 0;
};

// Where rows lie: whole rows k apart, or packed (WeightMatrix::packed, cpu_kernels.h). A piece is
// a stretch of k that lies contiguously in every row: all of k, or kPackedChunk elements.
template <typename T>
struct RowLayout {
  const T* base = nullptr;
  int rows = 0;
  int k = 0;
  bool packed = false;
  // Row `row` from element `col` to the end of col's piece.
  const T* at(int row, int col) const {
    return base +
           (packed ? packed_offset(rows, k, row, col) : static_cast<std::size_t>(row) * k + col);
  }
  int piece_end(int col) const {
    return packed ? std::min(k, col - col % kPackedChunk + kPackedChunk) : k;
  }
};

// Added when there are no leftovers: zeros from memory that no store just wrote (sixteen scalar
// stores read back as one register wait on store forwarding; K = 64 matmuls ran 25% slower).
template <int R, int C>
constexpr float kNoTail[R][C] = {};

// A set that can pin a register (an empty asm that claims to change it). With AVX2's sixteen
// registers a 4 x 3 tile has one left for the activations, and GCC 12 folded each token's load
// into every row's multiply-add as a memory operand instead: three loads of each activation
// register, which with the three widened weight registers and the prefetches left the loads, not
// the multipliers, setting the pace. Pinned, each is loaded once (keep_in_register()).
template <typename Set>
concept KeepsInRegister = requires(typename Set::V& v) {
  Set::keep_in_register(v);
};

template <typename Set>
__attribute__((always_inline)) inline void keep_in_register(typename Set::V& v) {
  if constexpr (KeepsInRegister<Set>) Set::keep_in_register(v);
}

template <typename Set>
concept ReducesTiles = requires {
  &Set::reduce_4x4;
};

// A set that loads the first n < kLanes elements of a row into a register, the other lanes zero
// (masked loads, which never touch memory past the row): its leftover elements of a row are one
// more register in the accumulator (int8: one more scaled register) instead of a sum of their own.
template <typename Set>
concept MasksLeftovers = requires(typename Set::V& v, const float* p, const std::int8_t* q) {
  Set::widen_first(v, p, 1);
  Set::widen_first(v, q, 1);
};

template <typename Set>
__attribute__((always_inline)) inline void reduce_tile(const typename Set::V (&acc)[4][4],
                                                       const float (&tail)[4][4], float* out,
                                                       int out_stride) {
  Set::reduce_4x4(acc, tail, out, out_stride);
}

// out[r][c] = reduce(acc[r][c]) + tail[r][c]; a set may reduce a whole 4 x 4 tile at once.
template <int R, int C>
__attribute__((always_inline)) inline void store_sums(const Isa::V (&acc)[R][C],
                                                      const float (&tail)[R][C], float* out,
                                                      int out_stride) {
  if constexpr (R == 4 && C == 4 && ReducesTiles<Isa>) {
    reduce_tile<Isa>(acc, tail, out, out_stride);
  } else {
    for (int r = 0; r < R; ++r) {
      for (int c = 0; c < C; ++c) {
        out[static_cast<long>(r) * out_stride + c] = Isa::reduce(acc[r][c]) + tail[r][c];
      }
    }
  }
}

// acc[r][c] += the elements [whole, k) of token r and row c (w[c] points at its element whole),
// zero-filled to a register.
template <typename Set, int R, int C, typename A, typename T>
__attribute__((always_inline)) inline void add_leftovers(const A* x, int k, const T* const (&w)[C],
                                                         int whole, typename Set::V (&acc)[R][C]) {
  typename Set::V wv[C];
  for (int c = 0; c < C; ++c) Set::widen_first(wv[c], w[c], k - whole);
  for (int r = 0; r < R; ++r) {
    typename Set::V xv;
    Set::widen_first(xv, x + static_cast<long>(r) * k + whole, k - whole);
    for (int c = 0; c < C; ++c) Set::fma(acc[r][c], xv, wv[c]);
  }
}

// Elements of a row that the accumulators take, whole registers; the rest are leftovers.
inline int accumulated_elements(int k) {
  return k - k % Isa::kLanes;
}

// acc[r][c] += token r times row c over the elements [begin, end), whole registers in one piece
// (which starts at an int8 group boundary): w[c] points at row c's element begin, ahead[a] at
// that of a row to prefetch; scales[c] are row c's int8 scales.
template <WeightFormat F, int R, int C, bool Streaming>
__attribute__((always_inline)) inline void accumulate_piece(
    const ActivationOf<F>* x, int k, const typename Storage<F>::type* const (&w)[C],
    const float* const (&scales)[C], const typename Storage<F>::type* const* ahead, int ahead_count,
    int begin, int end, Isa::V (&acc)[R][C]) {
  using T = typename Storage<F>::type;
  // The prefetches of a tile at element j of its piece.
  auto prefetch = [&](int j) __attribute__((always_inline)) {
    for (int a = 0; a < ahead_count; ++a) __builtin_prefetch(ahead[a] + j, 0, 2);
    for (int c = 0; c < C; ++c) {
      const char* row = reinterpret_cast<const char*>(w[c] + j);
      if (kPrefetchesRows<Streaming>) __builtin_prefetch(row + kRowPrefetchBytes<F, Streaming>);
      if (kSecondRowPrefetch<F, Streaming>)
        __builtin_prefetch(row + 2 * kRowPrefetchBytes<F, Streaming>);
    }
  };
  // sums[r][c] += each token r's register of activations at element i times wv[c].
  auto multiply = [&](int i, const Isa::V(&wv)[C], Isa::V(&sums)[R][C])
                      __attribute__((always_inline)) {
    for (int r = 0; r < R; ++r) {
      Isa::V xv;
      load_activations(xv, x + static_cast<long>(r) * k + i);
      // Widened weights only: TinyLlama BF16, prompt of 256 tokens on Zen 3, three alternating
      // pairs 42.7/57.0/59.3 -> 61.2/67.2/65.3 tok/s; F32 at 32 tokens no faster (106/105
      // against 103/95 GFLOP/s), int8's prompt the same (37.3/39.7 against 37.7/39.6).
      if constexpr (C > 1 && !std::is_same_v<T, float>) keep_in_register<Isa>(xv);
      for (int c = 0; c < C; ++c) Isa::fma(sums[r][c], xv, wv[c]);
    }
  };
  // The multiply-adds of elements [from, to) into sums[r][c]: for kSplitsPairs<F>, pairs of
  // registers split into even and odd elements while they last (from is a multiple of
  // 2 x kLanes: 0, a piece's or a span's start), then single registers in order.
  auto add = [&](int from, int to, Isa::V(&sums)[R][C]) __attribute__((always_inline)) {
    int i = from;
    if constexpr (kSplitsPairs<F>) {
      for (; i + 2 * Isa::kLanes <= to; i += 2 * Isa::kLanes) {
        prefetch(i - begin);
        for (int half = 0; half < 2; ++half) {  // the even elements, then the odd ones
          Isa::V wv[C];
          for (int c = 0; c < C; ++c) widen_half<Isa>(wv[c], w[c] + (i - begin), half);
          multiply(i + half * Isa::kLanes, wv, sums);
        }
      }
    }
    for (; i < to; i += Isa::kLanes) {
      prefetch(i - begin);
      Isa::V wv[C];
      for (int c = 0; c < C; ++c) Isa::widen(wv[c], w[c] + (i - begin));
      multiply(i, wv, sums);
    }
  };
  // add() for a whole int8 group streaming from memory: four registers of each row at a time,
  // the row's two prefetches once per four (a cache line with AVX-512) instead of once per
  // register. The same multiply-adds in the same order, in fewer instructions per line, so the
  // out-of-order window reaches further ahead in the weights. TinyLlama's matmuls alone
  // (`tessera-bench --scenario matmuls --quantize none,int8`, BF16 time over int8 time, medians
  // of 11 rounds, alternating runs): AVX-512 1.69/1.80/1.72 -> 1.86/1.82/1.80, AVX2 1.49/1.19
  // -> 1.70/1.95. A whole group at once did the same as four registers; F16/BF16 a line at a
  // time (two registers, one prefetch) was faster there with AVX-512 but no faster in decode.
  auto add_group = [&](int from, Isa::V(&sums)[R][C]) __attribute__((always_inline)) {
    constexpr int kStep = 4 * Isa::kLanes;
    static_assert(kInt8Group % kStep == 0);
    for (int i = from; i < from + kInt8Group; i += kStep) {
      const int j = i - begin;
      for (int c = 0; c < C; ++c) {
        const char* row = reinterpret_cast<const char*>(w[c] + j);
        __builtin_prefetch(row + kRowPrefetchBytes<F, Streaming>);
        __builtin_prefetch(row + 2 * kRowPrefetchBytes<F, Streaming>);
      }
      for (int u = 0; u < 4; ++u) {
        Isa::V wv[C];
        for (int c = 0; c < C; ++c) Isa::widen(wv[c], w[c] + j + u * Isa::kLanes);
        for (int r = 0; r < R; ++r) {
          Isa::V xv;
          load_activations(xv, x + static_cast<long>(r) * k + i + u * Isa::kLanes);
          for (int c = 0; c < C; ++c) Isa::fma(sums[r][c], xv, wv[c]);
        }
      }
    }
  };
  if constexpr (F == WeightFormat::Int8) {
    for (int group = begin; group < end; group += kInt8Group) {
      Isa::V part[R][C];
      for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) Isa::zero(part[r][c]);
      if (Streaming && group + kInt8Group <= end) {
        add_group(group, part);
      } else {
        add(group, std::min(end, group + kInt8Group), part);
      }
      for (int c = 0; c < C; ++c) {
        Isa::V scale;
        Isa::splat(scale, scales[c][group / kInt8Group]);
        for (int r = 0; r < R; ++r) Isa::fma(acc[r][c], part[r][c], scale);
      }
    }
  } else {
    add(begin, end, acc);
  }
}

// out[r][c] = the sums of acc[r][c] with the leftover elements [whole, k) added (w[c] points at
// row c's element whole when there are any); int8 leftovers scaled by the last group's scale.
template <WeightFormat F, int R, int C>
__attribute__((always_inline)) inline void finish_rows(
    const ActivationOf<F>* x, int k, int whole, const typename Storage<F>::type* const (&w)[C],
    const float* const (&scales)[C], Isa::V (&acc)[R][C], float* out, int out_stride) {
  if constexpr (MasksLeftovers<Isa>) {
    if (whole < k) {
      if constexpr (F == WeightFormat::Int8) {
        Isa::V part[R][C];
        for (int r = 0; r < R; ++r)
          for (int c = 0; c < C; ++c) Isa::zero(part[r][c]);
        add_leftovers<Isa, R, C>(x, k, w, whole, part);
        for (int c = 0; c < C; ++c) {
          Isa::V scale;
          Isa::splat(scale, scales[c][whole / kInt8Group]);
          for (int r = 0; r < R; ++r) Isa::fma(acc[r][c], part[r][c], scale);
        }
      } else {
        add_leftovers<Isa, R, C>(x, k, w, whole, acc);
      }
    }
    store_sums<R, C>(acc, kNoTail<R, C>, out, out_stride);
  } else {
    if (whole == k) {
      store_sums<R, C>(acc, kNoTail<R, C>, out, out_stride);
      return;
    }
    float tail[R][C];
    for (int r = 0; r < R; ++r) {
      for (int c = 0; c < C; ++c) {
        tail[r][c] = 0.0f;
        for (int i = whole; i < k; ++i)
          tail[r][c] += widen_one(x[static_cast<long>(r) * k + i]) * widen_one(w[c][i - whole]);
        if constexpr (F == WeightFormat::Int8) tail[r][c] *= scales[c][whole / kInt8Group];
      }
    }
    store_sums<R, C>(acc, tail, out, out_stride);
  }
}

#include "runtime/cpu_kernel_spans.h"

// Tokens [0, R) of x against weight rows [row, row + C) of `layout`; scales (int8 only) are row
// `row`'s, `groups` floats a row.
template <WeightFormat F, int R, int C, bool Streaming>
__attribute__((always_inline)) inline void tile(const ActivationOf<F>* x,
                                                const RowLayout<typename Storage<F>::type>& layout,
                                                int row, const float* scales, int groups,
                                                float* out, int out_stride, Ahead ahead) {
  Isa::V acc[R][C];
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) Isa::zero(acc[r][c]);
  tile_span<F, R, C, Streaming>(x, layout, row, scales, groups, 0, accumulated_elements(layout.k),
                                ahead, acc);
  finish_tile<F, R, C>(x, layout, row, scales, groups, acc, out, out_stride);
}

#include "runtime/cpu_kernel_streaming.h"

// Rows per tile. While the weights come from memory (a few tokens), one row, or two far apart
// (stream_rows(), cpu_kernel_streaming.h). Many tokens reuse each block of rows from cache, so
// there several rows share each loaded register of a token instead.
template <WeightFormat F, int R, bool Streaming>
constexpr int rows_per_tile() {
  if (Streaming) return 1;
  return F == WeightFormat::Int8 ? Isa::kInt8RowTile : Isa::kRowTile;
}

// Tokens per pass over a block of rows. Int8 keeps a partial sum per group beside each
// accumulator, so a tile holds half as many outputs; its sets take three tokens at a time over
// more rows (AVX-512: 3 x 4, AVX2: 3 x 2) rather than four tokens over half the rows, so fewer
// activation registers are read per multiply-add (a long row's activations for several tokens do
// not fit L1 and come from L2). TinyLlama int8, prompt of 256 tokens: 46-50 -> 79-90 tok/s with
// AVX-512 (4 x 2 before), 44-47 -> 48-50 with AVX2 (4 x 1 before), interleaved runs.
template <WeightFormat F, bool Streaming>
constexpr int tokens_per_pass() {
  return !Streaming && F == WeightFormat::Int8 ? Isa::kInt8PassTokens : 4;
}

// Which rows of the next block (rows [next_begin, next_end)) the tiles of pass `pass` of `passes`
// prefetch: a tile over rows o..o+C-1 of the current block takes the rows at the same offsets in
// the next block whose offset within the tile is pass, pass + passes, ...; so the passes share the
// next block out between them and it is in cache when its own passes begin. Many passes (many
// tokens) leave the later ones without prefetching; few passes prefetch several rows per tile.
struct NextBlock {
  int begin = 0;
  int end = 0;
  int pass = 0;
  int passes = 1;
};

template <WeightFormat F, int R, bool Streaming>
__attribute__((always_inline)) inline void token_tile(const ActivationOf<F>* x,
                                                      const WeightMatrix& w, float* out,
                                                      int out_stride, int row_begin, int row_end,
                                                      const NextBlock& next) {
  using T = typename Storage<F>::type;
  constexpr int C = rows_per_tile<F, R, Streaming>();
  const int k = w.cols;
  const int groups = (k + kInt8Group - 1) / kInt8Group;
  const RowLayout<T> layout{static_cast<const T*>(w.data), w.rows, k, w.packed};
  auto scales_of = [&](int o) {
    return w.scales ? w.scales + static_cast<long>(o) * groups : nullptr;
  };
  if constexpr (Streaming) {
    stream_rows<F, R>(x, layout, row_begin, row_end, scales_of, groups, out, out_stride);
    return;
  }
  // The rows of the next block that a tile over rows [o, o + width) prefetches (see NextBlock).
  auto ahead_of = [&](int o, int width) {
    Ahead ahead;
    const int first = next.begin + (o - row_begin) + next.pass;
    if (!Streaming && next.pass < width && first < next.end) {
      const int last = std::min(next.begin + (o - row_begin) + width, next.end);  // exclusive
      ahead.first = first;
      ahead.count = (last - first + next.passes - 1) / next.passes;
      ahead.step = next.passes;
    }
    return ahead;
  };
  if constexpr (!Streaming) {
    if (accumulated_elements(k) > kSpansAbove<F, R, C>) {
      for (int first = row_begin; first < row_end; first += kMaxBlockRows) {
        token_tile_in_spans<F, R, C>(x, layout, first, std::min(row_end, first + kMaxBlockRows),
                                     groups, scales_of, ahead_of, out, out_stride);
      }
      return;
    }
  }
  int o = row_begin;
  for (; o + C <= row_end; o += C)
    tile<F, R, C, Streaming>(x, layout, o, scales_of(o), groups, out + o, out_stride,
                             ahead_of(o, C));
  if constexpr (C > 2) {  // rows left over from wider tiles: two at a time while they last
    for (; o + 2 <= row_end; o += 2)
      tile<F, R, 2, Streaming>(x, layout, o, scales_of(o), groups, out + o, out_stride,
                               ahead_of(o, 2));
  }
  for (; o < row_end; ++o)
    tile<F, R, 1, Streaming>(x, layout, o, scales_of(o), groups, out + o, out_stride, Ahead{});
}

// Tokens pass in groups of tokens_per_pass() over the rows [row_begin, row_end), which stay in
// cache.
template <WeightFormat F, bool Streaming>
void token_groups(const ActivationOf<F>* x, int tokens, const WeightMatrix& w, float* out,
                  int out_stride, int row_begin, int row_end, NextBlock next) {
  constexpr int P = tokens_per_pass<F, Streaming>();
  static_assert(P >= 1 && P <= 4);
  next.passes = (tokens + P - 1) / P;
  for (int t = 0; t < tokens; t += P) {
    const ActivationOf<F>* xt = x + static_cast<long>(t) * w.cols;
    float* ot = out + static_cast<long>(t) * out_stride;
    next.pass = t / P;
    switch (std::min(P, tokens - t)) {
      case 1:
        token_tile<F, 1, Streaming>(xt, w, ot, out_stride, row_begin, row_end, next);
        break;
      case 2:
        token_tile<F, 2, Streaming>(xt, w, ot, out_stride, row_begin, row_end, next);
        break;
      case 3:
        token_tile<F, 3, Streaming>(xt, w, ot, out_stride, row_begin, row_end, next);
        break;
      default:
        token_tile<F, 4, Streaming>(xt, w, ot, out_stride, row_begin, row_end, next);
        break;
    }
  }
}

#include "runtime/cpu_kernel_columns.h"

// A few tokens stream their rows once. More tokens go block by block (cache_block_rows()), all
// tokens of a chunk (token_chunk()) over one block while the next block of the range is
// fetched: the first pass over a block would otherwise wait on memory while the core's
// multipliers stand idle. A long prompt goes chunk after chunk, each reading the weights again.
// BF16Dot weights are BF16's, met by activations that cpu::matmul rounded to BF16 once for all
// its targets and threads.
template <WeightFormat F>
void matmul_rows(const void* activations, int tokens, const WeightMatrix& w, float* out,
                 int out_stride, int row_begin, int row_end) {
  const auto* x = static_cast<const ActivationOf<F>*>(activations);
  if constexpr (F == WeightFormat::F32 || F == WeightFormat::F16 || F == WeightFormat::BF16) {
    if (w.by_columns) {
      column_rows<F>(x, tokens, w, out, out_stride, row_begin, row_end);
      return;
    }
  }
  if (tokens <= kStreamingTokens) {
    token_groups<F, true>(x, tokens, w, out, out_stride, row_begin, row_end, NextBlock{});
    return;
  }
  const int block_rows = cache_block_rows(w);
  const int chunk_tokens = token_chunk(w, sizeof(ActivationOf<F>));
  for (int first = 0; first < tokens; first += chunk_tokens) {
    const int chunk = std::min(chunk_tokens, tokens - first);
    const auto* chunk_x = x + static_cast<std::size_t>(first) * w.cols;
    float* chunk_out = out + static_cast<long>(first) * out_stride;
    for (int begin = row_begin; begin < row_end; begin += block_rows) {
      const int end = std::min(row_end, begin + block_rows);
      const NextBlock next{end, std::min(row_end, end + block_rows)};
      token_groups<F, false>(chunk_x, chunk, w, chunk_out, out_stride, begin, end, next);
    }
  }
}

// The set's matmuls by weight format, its rounding of BF16Dot's activations and its layout of
// BF16's (where it splits pairs); a set that multiplies BF16 pairs has only BF16Dot's matmul.
template <bool kPairs = MultipliesBf16Pairs<Isa>>
void fill_matmuls(KernelSet& set) {
  set.round_to_bf16 = &round_to_bf16<Isa>;
  auto put = [&](WeightFormat format, MatmulRowsFn fn) {
    set.matmul_rows[static_cast<int>(format)] = fn;
  };
  if constexpr (kPairs) {
    put(WeightFormat::BF16Dot, &matmul_rows<WeightFormat::BF16Dot>);
  } else {
    if constexpr (SplitsBf16Pairs<Isa>) set.split_bf16_pairs = &split_bf16_pairs<Isa>;
    put(WeightFormat::F32, &matmul_rows<WeightFormat::F32>);
    put(WeightFormat::F16, &matmul_rows<WeightFormat::F16>);
    put(WeightFormat::BF16, &matmul_rows<WeightFormat::BF16>);
    put(WeightFormat::Int8, &matmul_rows<WeightFormat::Int8>);
    put(WeightFormat::BF16Dot, &matmul_rows<WeightFormat::BF16Dot>);
  }
}

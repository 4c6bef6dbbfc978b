// Splits a matmul's rows across the thread pool, each range computed by the kernel set.
#include "runtime/cpu/ops/matmul.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string_view>

#include "runtime/cpu/ops/math.h"

namespace tessera::cpu {
namespace {

// x ([tokens][cols]) converted into `buffer` by fill(first, count, out) for the tokens [first,
// first + count), a few tokens a piece across the pool when there are enough elements to pay for
// the hand-off (each token's row is converted on its own).
template <typename T, typename Fill>
const T* convert_activations(ThreadPool& pool, int tokens, int cols, CacheLineVector<T>& buffer,
                             const Fill& fill) {
  constexpr int kPieceElements = 16384;
  buffer.resize(static_cast<std::size_t>(tokens) * cols);
  T* out = buffer.data();
  const int piece_tokens = std::max(1, kPieceElements / std::max(1, cols));
  const int pieces = (tokens + piece_tokens - 1) / piece_tokens;
  parallel_over(pool, pieces, static_cast<double>(tokens) * cols, [&](int piece, int) {
    const int first = piece * piece_tokens;
    fill(first, std::min(piece_tokens, tokens - first), out);
  });
  return out;
}

// x rounded to BF16 for BF16Dot weights (each element's rounding is its own).
const std::uint16_t* round_activations(ThreadPool& pool, const KernelSet& kernels, const float* x,
                                       int tokens, int cols, MatmulScratch& scratch) {
  return convert_activations(
      pool, tokens, cols, scratch.bf16, [&](int first, int count, std::uint16_t* out) {
        const std::size_t at = static_cast<std::size_t>(first) * cols;
        kernels.round_to_bf16(x + at, static_cast<std::size_t>(count) * cols, out + at);
      });
}

// x laid out for the set's BF16 tiles (KernelSet::split_bf16_pairs).
const float* split_activations(ThreadPool& pool, const KernelSet& kernels, const float* x,
                               int tokens, int cols, MatmulScratch& scratch) {
  return convert_activations(pool, tokens, cols, scratch.split,
                             [&](int first, int count, float* out) {
                               const std::size_t at = static_cast<std::size_t>(first) * cols;
                               kernels.split_bf16_pairs(x + at, count, cols, out + at);
                             });
}

// Rows of a block-quantized matrix dequantized at once: a few while a few tokens stream the
// weights (64 KB of float32 rows, in L1 or L2 for their dot products, and at least four, which
// KernelSet::dot_rows multiplies side by side), a cache block of F32's for more tokens, which all
// go over the block before the next is dequantized.
int dequantized_rows(const WeightMatrix& w, int tokens) {
  constexpr std::size_t kStreamingScratchBytes = 64 << 10;
  constexpr std::size_t kLeastStreamingRows = 4;
  if (tokens > kStreamingTokens) return cache_block_rows(w);
  const std::size_t row = static_cast<std::size_t>(w.cols) * sizeof(float);
  return static_cast<int>(std::max(kLeastStreamingRows, kStreamingScratchBytes / row));
}

template <typename T>
T* at_least(CacheLineVector<T>& buffer, std::size_t n) {
  if (buffer.size() < n) buffer.resize(n);
  return buffer.data();
}

// The rows [begin, end) of the block-quantized `w` for every token: dequantized into the
// worker's scratch with the set's dequantize[], then multiplied by F32's matmul as an F32 matrix
// of those rows (held by columns where w.by_columns says so), so each output is bitwise an F32
// matrix's.
void block_quantized_rows(const KernelSet& kernels, const float* x, int tokens,
                          const WeightMatrix& w, float* out, int begin, int end,
                          CacheLineVector<float>& rows, CacheLineVector<float>& columns) {
  const std::size_t row_blocks = static_cast<std::size_t>(w.cols) / block_elements(w.format);
  const std::size_t row_bytes = row_blocks * block_bytes(w.format);
  const DequantizeFn dequantize = kernels.dequantize[static_cast<int>(w.format)];
  const MatmulRowsFn f32 = kernels.matmul_rows[static_cast<int>(WeightFormat::F32)];
  const auto* blocks = static_cast<const std::byte*>(w.data);
  if (w.by_columns) {  // a small matrix: the range at once (matmul() hands out few rows)
    const int n = end - begin;
    const std::size_t stride = by_columns_stride(n);
    float* row_major = at_least(rows, static_cast<std::size_t>(n) * w.cols);
    dequantize(blocks + begin * row_bytes, n * row_blocks, row_major);
    float* by_columns = at_least(columns, stride * w.cols);
    for (int k = 0; k < w.cols; ++k) {
      for (int r = 0; r < n; ++r) by_columns[k * stride + r] = row_major[r * w.cols + k];
      for (std::size_t r = n; r < stride; ++r) by_columns[k * stride + r] = 0.0f;
    }
    WeightMatrix f{WeightFormat::F32, by_columns, nullptr, n, w.cols, false, true};
    f32(x, tokens, f, out + begin, w.rows, 0, n);
    return;
  }
  const int step = dequantized_rows(w, tokens);
  float* row_major = at_least(rows, static_cast<std::size_t>(step) * w.cols);
  for (int first = begin; first < end; first += step) {
    const int n = std::min(step, end - first);
    // The next rows' blocks asked for now, to arrive while these are multiplied: otherwise the
    // dequantization waits on memory while the multiply-adds leave it idle.
    const std::byte* next = blocks + (first + n) * row_bytes;
    const std::size_t next_bytes = std::min(step, end - first - n) * row_bytes;
    for (std::size_t line = 0; line < next_bytes; line += kCacheLineBytes) {
      __builtin_prefetch(next + line, 0, 2);
    }
    dequantize(blocks + first * row_bytes, n * row_blocks, row_major);
    if (tokens <= kStreamingTokens && w.cols % kernels.lanes == 0) {
      kernels.dot_rows(x, tokens, row_major, n, w.cols, out + first, w.rows);
      continue;
    }
    const WeightMatrix f{WeightFormat::F32, row_major, nullptr, n, w.cols};
    f32(x, tokens, f, out + first, w.rows, 0, n);
  }
}

}  // namespace

void matmul(ThreadPool& pool, const KernelSet& kernels, const float* x,
            std::initializer_list<MatmulTarget> targets, int tokens, MatmulScratch* scratch) {
  // Contiguous ranges of rows, so both cores stream. A few tokens read each row once: eight ranges
  // per thread and target, handed out as threads come free, so a thread slowed by the rest of the
  // machine does not leave the other waiting (one range per thread lost 5-15% of single-stream
  // decode to that wait on stories110m). More tokens go through a range block by block and fetch
  // the next block of the range while computing one, which needs the range to be one thread's and
  // in order: one range per thread and target, in whole blocks (so the block boundaries do not
  // move), or in whole tiles of eight rows where a thread's share is less than a block (as one
  // block, a small matrix ran on one core: stories260K's o and down projections at batch 64).
  // A matrix small enough to stay in cache goes out in several ranges per thread instead.
  constexpr int kStreamingRangesPerThread = 8;
  constexpr std::size_t kCachedMatrixBytes = 256 << 10;
  constexpr int kCachedRangesPerThread = 4;
  const bool streaming = tokens <= kStreamingTokens;
  const int n = static_cast<int>(targets.size());
  if (n < 1 || n > kMaxMatmulTargets) {
    throw std::invalid_argument("cpu::matmul: between 1 and kMaxMatmulTargets targets");
  }
  const MatmulTarget* target = targets.begin();
  long total_rows = 0;
  for (const MatmulTarget& t : targets) total_rows += t.w->rows;
  std::array<int, kMaxMatmulTargets> part_rows{}, count{};
  int total_count = 0;
  for (int i = 0; i < n; ++i) {
    const WeightMatrix& w = *target[i].w;
    if (w.by_columns) {
      // In cache and computed a register of rows at a time: one range per thread, so each tile
      // spans as many registers as it can.
      const int share = (w.rows + pool.size() - 1) / pool.size();
      part_rows[i] = (share + kByColumnsAlign - 1) / kByColumnsAlign * kByColumnsAlign;
    } else if (streaming) {
      const int parts = pool.size() * kStreamingRangesPerThread;
      const int unit = w.packed ? kPackedRows : 1;  // a packed group is one stream
      part_rows[i] = std::max(1, (w.rows + parts * unit - 1) / (parts * unit)) * unit;
    } else {
      // A matrix that stays in cache needs no prefetch of its next block, so it goes out in
      // several ranges per thread: a core slowed by the rest of the machine (or the slower core
      // of a hybrid CPU) then takes fewer of them instead of holding the other one up.
      const std::size_t bytes = weight_bytes(w);
      const int ranges = pool.size() * (bytes <= kCachedMatrixBytes ? kCachedRangesPerThread : 1);
      const int share = (w.rows + ranges - 1) / ranges;
      const int block_rows = cache_block_rows(w);
      const int unit = share >= block_rows ? block_rows : 8;
      part_rows[i] = std::max(1, (share + unit - 1) / unit * unit);
    }
    count[i] = (w.rows + part_rows[i] - 1) / part_rows[i];
    total_count += count[i];
  }
  const int cols = target[0].w->cols;
  const bool any_bf16_dot = std::any_of(targets.begin(), targets.end(), [](const MatmulTarget& t) {
    return t.w->format == WeightFormat::BF16Dot;
  });
  auto takes_split = [&](const WeightMatrix& w) {
    return kernels.split_bf16_pairs && w.format == WeightFormat::BF16 && !w.by_columns;
  };
  const bool any_split = std::any_of(targets.begin(), targets.end(),
                                     [&](const MatmulTarget& t) { return takes_split(*t.w); });
  MatmulScratch own;
  const std::uint16_t* rounded =
      any_bf16_dot ? round_activations(pool, kernels, x, tokens, cols, scratch ? *scratch : own)
                   : nullptr;
  const float* split =
      any_split ? split_activations(pool, kernels, x, tokens, cols, scratch ? *scratch : own)
                : nullptr;
  const bool any_quantized = std::any_of(targets.begin(), targets.end(), [](const MatmulTarget& t) {
    return is_block_format(t.w->format);
  });
  MatmulScratch& own_or_kept = scratch ? *scratch : own;
  if (any_quantized && own_or_kept.dequantized.size() < static_cast<std::size_t>(pool.size())) {
    own_or_kept.dequantized.resize(pool.size());
    own_or_kept.columns.resize(pool.size());
  }
  const double work = static_cast<double>(tokens) * total_rows * cols;
  parallel_over(pool, total_count, work, [&](int part, int worker) {
    int i = 0;
    for (; part >= count[i]; ++i) part -= count[i];
    const WeightMatrix& w = *target[i].w;
    const int begin = part * part_rows[i];
    if (is_block_format(w.format)) {
      block_quantized_rows(kernels, x, tokens, w, target[i].out, begin,
                           std::min(w.rows, begin + part_rows[i]), own_or_kept.dequantized[worker],
                           own_or_kept.columns[worker]);
      return;
    }
    const void* activations = w.format == WeightFormat::BF16Dot ? static_cast<const void*>(rounded)
                              : takes_split(w)                  ? static_cast<const void*>(split)
                                                                : static_cast<const void*>(x);
    kernels.matmul_rows[static_cast<int>(w.format)](activations, tokens, w, target[i].out, w.rows,
                                                    begin, std::min(w.rows, begin + part_rows[i]));
  });
}

void silu_mul(ThreadPool& pool, const KernelSet& kernels, float* gate, const float* up,
              std::size_t n) {
  // An element (e^x, a division, two products) takes about as long as 64 multiply-adds of a
  // matmul: a stories260K batch-64 layer (64 x 172) took 8.9 us serial, 5.1-8.3 on two threads.
  constexpr double kWorkPerElement = 64;
  constexpr std::size_t kPiece = 1024;
  const int pieces = static_cast<int>((n + kPiece - 1) / kPiece);
  parallel_over(pool, pieces, static_cast<double>(n) * kWorkPerElement, [&](int piece, int) {
    const std::size_t begin = static_cast<std::size_t>(piece) * kPiece;
    kernels.silu_mul(gate + begin, up + begin, std::min(kPiece, n - begin));
  });
}

}  // namespace tessera::cpu

// Splits a matmul's rows across the thread pool, each range computed by the kernel set.
#include "runtime/cpu/ops/matmul.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string_view>

#include "model/gguf_dot.h"
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

// x quantized to int8 per token for the block-quantized targets (model/gguf_dot.h), in the
// blocks they take: 32 for Q8_0 and Q4_0, 256 for the K-quants. Each token's row is quantized on
// its own, a few tokens a piece across the pool.
QuantizedActivations quantize_activations(ThreadPool& pool, const float* x, int tokens, int cols,
                                          bool blocks32, bool blocks256, MatmulScratch& scratch) {
  QuantizedActivations out;
  const std::size_t n = static_cast<std::size_t>(tokens) * cols;
  if (blocks32) {
    scratch.scales32.resize(n / kDotBlock);
    scratch.q32.resize(n);
    out.scales32 = scratch.scales32.data();
    out.q32 = scratch.q32.data();
  }
  if (blocks256) {
    scratch.scales256.resize(n / kDotSuperBlock);
    scratch.q256.resize(n);
    scratch.sums16.resize(n / kDotSumGroup);
    out.scales256 = scratch.scales256.data();
    out.q256 = scratch.q256.data();
    out.sums16 = scratch.sums16.data();
  }
  constexpr int kPieceElements = 16384;
  const int piece_tokens = std::max(1, kPieceElements / std::max(1, cols));
  const int pieces = (tokens + piece_tokens - 1) / piece_tokens;
  parallel_over(pool, pieces, static_cast<double>(n), [&](int piece, int) {
    const int first = piece * piece_tokens;
    for (int t = first; t < std::min(tokens, first + piece_tokens); ++t) {
      const float* row = x + static_cast<std::size_t>(t) * cols;
      const std::size_t at = static_cast<std::size_t>(t) * cols;
      if (blocks32) {
        tessera::quantize_activations(row, cols, kDotBlock,
                                      scratch.scales32.data() + at / kDotBlock,
                                      scratch.q32.data() + at, nullptr);
      }
      if (blocks256) {
        tessera::quantize_activations(
            row, cols, kDotSuperBlock, scratch.scales256.data() + at / kDotSuperBlock,
            scratch.q256.data() + at, scratch.sums16.data() + at / kDotSumGroup);
      }
    }
  });
  return out;
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
  auto takes = [&](bool super_blocks) {
    return std::any_of(targets.begin(), targets.end(), [&](const MatmulTarget& t) {
      return is_block_format(t.w->format) && takes_super_blocks(t.w->format) == super_blocks;
    });
  };
  const bool blocks32 = takes(false);
  const bool blocks256 = takes(true);
  const QuantizedActivations quantized =
      blocks32 || blocks256 ? quantize_activations(pool, x, tokens, cols, blocks32, blocks256,
                                                   scratch ? *scratch : own)
                            : QuantizedActivations{};
  const double work = static_cast<double>(tokens) * total_rows * cols;
  parallel_over(pool, total_count, work, [&](int part, int) {
    int i = 0;
    for (; part >= count[i]; ++i) part -= count[i];
    const WeightMatrix& w = *target[i].w;
    const int begin = part * part_rows[i];
    if (is_block_format(w.format)) {
      kernels.block_dot[static_cast<int>(w.format)](quantized, tokens, w, target[i].out, w.rows,
                                                    begin, std::min(w.rows, begin + part_rows[i]));
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

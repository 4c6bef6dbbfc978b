#include "runtime/cpu_math.h"

#include <algorithm>
#include <cmath>

namespace tessera::cpu {
namespace {

// R tokens × C weight rows at once: each weight vector loaded is used R times, each activation
// vector C times. Per element the arithmetic is exactly that of dot().
template <int R, int C>
inline __attribute__((always_inline)) void tile(const float* x, const float* w, float* out,
                                                int rows, int k) {
  Lanes acc[R][C] = {};
  const int whole = k - k % kLanes;
  for (int i = 0; i < whole; i += kLanes) {
    Lanes wv[C];
    for (int c = 0; c < C; ++c) load(wv[c], w + static_cast<std::size_t>(c) * k + i);
    for (int r = 0; r < R; ++r) {
      Lanes xv;
      load(xv, x + static_cast<std::size_t>(r) * k + i);
      for (int c = 0; c < C; ++c) acc[r][c] += xv * wv[c];
    }
  }
  for (int r = 0; r < R; ++r) {
    for (int c = 0; c < C; ++c) {
      out[static_cast<std::size_t>(r) * rows + c] =
          finish_dot(acc[r][c], x + static_cast<std::size_t>(r) * k,
                     w + static_cast<std::size_t>(c) * k, whole, k);
    }
  }
}

constexpr int kTileTokens = 4;
constexpr int kTileRows = 2;

template <int R>
inline __attribute__((always_inline)) void tile_rows(const float* x, const float* w, float* out,
                                                     int rows, int k, int row_count) {
  if (row_count == kTileRows) {
    tile<R, kTileRows>(x, w, out, rows, k);
  } else {
    tile<R, 1>(x, w, out, rows, k);
  }
}

// Output rows [row_begin, row_end) for every token. The weight block stays in cache while all
// tokens stream past it.
// TESSERA_NO_TARGET_CLONES (set by the tsan preset): the ifunc resolver runs before
// ThreadSanitizer's runtime is ready and crashes every binary before main.
#if defined(__x86_64__) && defined(__linux__) && !defined(TESSERA_NO_TARGET_CLONES)
__attribute__((target_clones("avx2", "default")))
#endif
void matmul_block(const float* x, const float* w, float* out, int tokens, int rows, int k,
                  int row_begin, int row_end) {
  for (int t = 0; t < tokens; t += kTileTokens) {
    const int token_count = std::min(kTileTokens, tokens - t);
    const float* xt = x + static_cast<std::size_t>(t) * k;
    for (int o = row_begin; o < row_end; o += kTileRows) {
      const int row_count = std::min(kTileRows, row_end - o);
      const float* wo = w + static_cast<std::size_t>(o) * k;
      float* dst = out + static_cast<std::size_t>(t) * rows + o;
      switch (token_count) {
        case 4:
          tile_rows<4>(xt, wo, dst, rows, k, row_count);
          break;
        case 3:
          tile_rows<3>(xt, wo, dst, rows, k, row_count);
          break;
        case 2:
          tile_rows<2>(xt, wo, dst, rows, k, row_count);
          break;
        default:
          tile_rows<1>(xt, wo, dst, rows, k, row_count);
          break;
      }
    }
  }
}

}  // namespace

void matmul(ThreadPool& pool, const float* x, const float* w, float* out, int tokens, int rows,
            int k) {
  // Blocks of weight rows small enough to stay in L2 while the tokens pass.
  const int block_rows =
      std::clamp((64 * 1024) / std::max(1, k * 4) / kTileRows * kTileRows, kTileRows, 64);
  const int blocks = (rows + block_rows - 1) / block_rows;
  const double work = static_cast<double>(tokens) * rows * k;
  parallel_over(pool, blocks, work, [&](int block, int) {
    const int begin = block * block_rows;
    matmul_block(x, w, out, tokens, rows, k, begin, std::min(rows, begin + block_rows));
  });
}

void rms_norm(ThreadPool& pool, const float* x, const float* weight, float* out, int tokens,
              int dim, float eps) {
  parallel_over(pool, tokens, static_cast<double>(tokens) * dim * 4, [&](int t, int) {
    const float* row = x + static_cast<std::size_t>(t) * dim;
    float* dst = out + static_cast<std::size_t>(t) * dim;
    const float scale = 1.0f / std::sqrt(dot(row, row, dim) / static_cast<float>(dim) + eps);
    for (int i = 0; i < dim; ++i) dst[i] = row[i] * scale * weight[i];
  });
}

void apply_rope(float* x, const float* cos, const float* sin, int tokens, int heads, int head_dim) {
  const int half = head_dim / 2;
  for (int t = 0; t < tokens; ++t) {
    const float* c = cos + static_cast<std::size_t>(t) * half;
    const float* s = sin + static_cast<std::size_t>(t) * half;
    for (int h = 0; h < heads; ++h) {
      float* v = x + (static_cast<std::size_t>(t) * heads + h) * head_dim;
      for (int i = 0; i < half; ++i) {
        const float a = v[i];
        const float b = v[i + half];
        v[i] = a * c[i] - b * s[i];
        v[i + half] = b * c[i] + a * s[i];
      }
    }
  }
}

void silu_mul(float* gate, const float* up, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) gate[i] = gate[i] / (1.0f + std::exp(-gate[i])) * up[i];
}

void add_in_place(float* x, const float* delta, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) x[i] += delta[i];
}

}  // namespace tessera::cpu

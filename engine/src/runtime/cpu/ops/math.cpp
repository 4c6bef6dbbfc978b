#include "runtime/cpu/ops/math.h"

#include <algorithm>
#include <cmath>

namespace tessera::cpu {

void rms_norm(ThreadPool& pool, const float* x, const float* weight, float* out, int tokens,
              int dim, float eps) {
  parallel_over(pool, tokens, static_cast<double>(tokens) * dim * 4, [&](int t, int) {
    const float* row = x + static_cast<std::size_t>(t) * dim;
    float* dst = out + static_cast<std::size_t>(t) * dim;
    const float scale = 1.0f / std::sqrt(dot(row, row, dim) / static_cast<float>(dim) + eps);
    for (int i = 0; i < dim; ++i) dst[i] = row[i] * scale * weight[i];
  });
}

void apply_rope(float* x, const float* cos, const float* sin, int tokens, int heads, int head_dim,
                int rotary_dim) {
  const int half = rotary_dim / 2;
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

void add_bias(float* x, const std::vector<float>& bias, int tokens) {
  const std::size_t dim = bias.size();
  for (std::size_t t = 0; t < static_cast<std::size_t>(tokens); ++t) {
    for (std::size_t i = 0; i < dim; ++i) x[t * dim + i] += bias[i];
  }
}

void add_in_place(float* x, const float* delta, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) x[i] += delta[i];
}

}  // namespace tessera::cpu

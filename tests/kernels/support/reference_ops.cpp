#include "support/reference_ops.h"

#include <algorithm>
#include <cmath>

namespace tessera::test {

std::vector<float> reference_rms_norm(const std::vector<float>& in,
                                      const std::vector<float>& weight, int rows, int dim,
                                      float eps) {
  std::vector<float> out(in.size());
  for (int r = 0; r < rows; ++r) {
    double sum_sq = 0;
    for (int i = 0; i < dim; ++i) sum_sq += double{in[r * dim + i]} * in[r * dim + i];
    const double inv_rms = 1.0 / std::sqrt(sum_sq / dim + eps);
    for (int i = 0; i < dim; ++i)
      out[r * dim + i] = static_cast<float>(in[r * dim + i] * inv_rms * weight[i]);
  }
  return out;
}

std::vector<float> reference_rope(std::vector<float> x, int row_stride,
                                  const std::vector<std::int32_t>& positions, int num_heads_total,
                                  int head_dim, int rotary_dim, double theta) {
  const int half = rotary_dim / 2;
  for (std::size_t t = 0; t < positions.size(); ++t) {
    for (int h = 0; h < num_heads_total; ++h) {
      float* head = x.data() + t * row_stride + h * head_dim;
      for (int i = 0; i < half; ++i) {
        const double angle = positions[t] * std::pow(theta, -2.0 * i / rotary_dim);
        const double x1 = head[i], x2 = head[i + half];
        head[i] = static_cast<float>(x1 * std::cos(angle) - x2 * std::sin(angle));
        head[i + half] = static_cast<float>(x2 * std::cos(angle) + x1 * std::sin(angle));
      }
    }
  }
  return x;
}

std::vector<float> reference_silu_mul(const std::vector<float>& gate_up, int tokens,
                                      int intermediate) {
  std::vector<float> out(static_cast<std::size_t>(tokens) * intermediate);
  for (int t = 0; t < tokens; ++t) {
    for (int i = 0; i < intermediate; ++i) {
      const double gate = gate_up[(2 * t) * intermediate + i];
      const double up = gate_up[(2 * t + 1) * intermediate + i];
      out[t * intermediate + i] = static_cast<float>(gate / (1.0 + std::exp(-gate)) * up);
    }
  }
  return out;
}

std::vector<float> reference_attention(const std::vector<float>& q,
                                       const std::vector<DenseSequence>& sequences, int num_heads,
                                       int num_kv_heads, int head_dim) {
  std::vector<float> out(q.size());
  const int group = num_heads / num_kv_heads;
  const double scale = 1.0 / std::sqrt(static_cast<double>(head_dim));
  int token = 0;
  for (const DenseSequence& seq : sequences) {
    for (int j = 0; j < seq.query_len; ++j, ++token) {
      const int visible = seq.context_len - seq.query_len + j + 1;
      for (int h = 0; h < num_heads; ++h) {
        const float* qv = q.data() + (static_cast<std::size_t>(token) * num_heads + h) * head_dim;
        const int kvh = h / group;
        std::vector<double> scores(visible);
        for (int key = 0; key < visible; ++key) {
          const float* kv =
              seq.keys.data() + (static_cast<std::size_t>(key) * num_kv_heads + kvh) * head_dim;
          double dot = 0;
          for (int d = 0; d < head_dim; ++d) dot += double{qv[d]} * kv[d];
          scores[key] = dot * scale;
        }
        const double max_score = *std::max_element(scores.begin(), scores.end());
        double total = 0;
        for (double& s : scores) total += (s = std::exp(s - max_score));
        for (int d = 0; d < head_dim; ++d) {
          double acc = 0;
          for (int key = 0; key < visible; ++key) {
            acc += scores[key] *
                   seq.values[(static_cast<std::size_t>(key) * num_kv_heads + kvh) * head_dim + d];
          }
          out[(static_cast<std::size_t>(token) * num_heads + h) * head_dim + d] =
              static_cast<float>(acc / total);
        }
      }
    }
  }
  return out;
}

}  // namespace tessera::test

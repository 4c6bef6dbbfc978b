#include "reference_model.h"

#include <cmath>

namespace tessera::test {

TestModel load_test_model(const std::string& name) {
  TestModel model;
  model.dir = std::string(TESSERA_MODELS_DIR) + "/" + name;
  model.config = load_model_config(model.dir);
  model.weights = load_model_weights(model.dir, model.config);
  return model;
}

namespace {

using Vector = std::vector<double>;
using Matrix = std::vector<Vector>;  // one row per token

Vector to_f64(const TensorView& tensor) {
  const std::vector<float> values = tensor.to_f32();
  return Vector(values.begin(), values.end());
}

// y = W x for W of shape [rows, x.size()].
Vector linear(const Vector& w, const Vector& x) {
  const std::size_t cols = x.size();
  Vector y(w.size() / cols, 0.0);
  for (std::size_t r = 0; r < y.size(); ++r) {
    for (std::size_t c = 0; c < cols; ++c) y[r] += w[r * cols + c] * x[c];
  }
  return y;
}

Vector rms_norm(const Vector& x, const Vector& weight, double eps) {
  double sum = 0;
  for (double value : x) sum += value * value;
  const double scale = 1.0 / std::sqrt(sum / x.size() + eps);
  Vector y(x.size());
  for (std::size_t i = 0; i < x.size(); ++i) y[i] = x[i] * scale * weight[i];
  return y;
}

// Rotate-half RoPE applied to every head of v at position pos.
void rope(Vector& v, int head_dim, int pos, double theta) {
  const int half = head_dim / 2;
  for (std::size_t head = 0; head < v.size() / head_dim; ++head) {
    double* x = v.data() + head * head_dim;
    for (int i = 0; i < half; ++i) {
      const double angle = pos * std::pow(theta, -2.0 * i / head_dim);
      const double a = x[i];
      const double b = x[i + half];
      x[i] = a * std::cos(angle) - b * std::sin(angle);
      x[i + half] = b * std::cos(angle) + a * std::sin(angle);
    }
  }
}

// Causal attention of every position over the positions before it, all heads.
Matrix attention(const Matrix& q, const Matrix& k, const Matrix& v, const ModelConfig& c) {
  const int d = c.head_dim;
  const int group = c.num_heads / c.num_kv_heads;
  Matrix out(q.size(), Vector(q[0].size(), 0.0));
  for (std::size_t t = 0; t < q.size(); ++t) {
    for (int h = 0; h < c.num_heads; ++h) {
      const int kv = h / group;
      Vector scores(t + 1);
      double max_score = -INFINITY;
      for (std::size_t p = 0; p <= t; ++p) {
        double s = 0;
        for (int i = 0; i < d; ++i) s += q[t][h * d + i] * k[p][kv * d + i];
        scores[p] = s / std::sqrt(static_cast<double>(d));
        max_score = std::max(max_score, scores[p]);
      }
      double sum = 0;
      for (double& s : scores) sum += (s = std::exp(s - max_score));
      for (std::size_t p = 0; p <= t; ++p) {
        for (int i = 0; i < d; ++i) out[t][h * d + i] += scores[p] / sum * v[p][kv * d + i];
      }
    }
  }
  return out;
}

}  // namespace

std::vector<double> reference_last_logits(const TestModel& model, std::span<const TokenId> tokens) {
  const ModelConfig& c = model.config;
  const ModelWeights& w = model.weights;
  const Vector embed = to_f64(w.embed_tokens);
  Matrix x;
  for (TokenId token : tokens) {
    x.emplace_back(embed.begin() + token * c.hidden_size,
                   embed.begin() + (token + 1) * c.hidden_size);
  }
  for (const LayerWeights& layer : w.layers) {
    const Vector input_norm = to_f64(layer.input_norm), wq = to_f64(layer.q_proj),
                 wk = to_f64(layer.k_proj), wv = to_f64(layer.v_proj), wo = to_f64(layer.o_proj),
                 post_norm = to_f64(layer.post_attention_norm), gate = to_f64(layer.gate_proj),
                 up = to_f64(layer.up_proj), down = to_f64(layer.down_proj);
    Matrix q, k, v;
    for (std::size_t t = 0; t < x.size(); ++t) {
      const Vector h = rms_norm(x[t], input_norm, c.rms_norm_eps);
      q.push_back(linear(wq, h));
      k.push_back(linear(wk, h));
      v.push_back(linear(wv, h));
      rope(q.back(), c.head_dim, static_cast<int>(t), c.rope_theta);
      rope(k.back(), c.head_dim, static_cast<int>(t), c.rope_theta);
    }
    const Matrix attended = attention(q, k, v, c);
    for (std::size_t t = 0; t < x.size(); ++t) {
      const Vector o = linear(wo, attended[t]);
      for (int i = 0; i < c.hidden_size; ++i) x[t][i] += o[i];
      const Vector h = rms_norm(x[t], post_norm, c.rms_norm_eps);
      Vector g = linear(gate, h);
      const Vector u = linear(up, h);
      for (std::size_t i = 0; i < g.size(); ++i) g[i] = g[i] / (1.0 + std::exp(-g[i])) * u[i];
      const Vector f = linear(down, g);
      for (int i = 0; i < c.hidden_size; ++i) x[t][i] += f[i];
    }
  }
  const Vector last = rms_norm(x.back(), to_f64(w.final_norm), c.rms_norm_eps);
  return linear(to_f64(w.lm_head), last);
}

}  // namespace tessera::test

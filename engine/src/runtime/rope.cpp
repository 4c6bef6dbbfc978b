#include "tessera/backend/rope.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "tessera/backend/forward_batch.h"

namespace tessera {
namespace {

// Llama 3.1: long wavelengths slowed down by the factor, short ones kept, the band between
// blended.
void scale_llama3(const RopeScaling& rope, std::vector<double>& frequencies) {
  const double context = rope.original_max_position_embeddings;
  const double low_freq_wavelen = context / rope.low_freq_factor;
  const double high_freq_wavelen = context / rope.high_freq_factor;
  for (double& f : frequencies) {
    const double wavelen = 2 * std::numbers::pi / f;
    if (wavelen > low_freq_wavelen) {
      f /= rope.factor;
    } else if (!(wavelen < high_freq_wavelen)) {
      const double smooth = (context / wavelen - rope.low_freq_factor) /
                            (rope.high_freq_factor - rope.low_freq_factor);
      f = (1 - smooth) * f / rope.factor + smooth * f;
    }
  }
}

}  // namespace

std::vector<double> rope_frequencies(const ModelConfig& config, int position) {
  const RopeScaling& rope = config.rope_scaling;
  const int dim = config.rotary_dim;
  double base = config.rope_theta;
  if (rope.type == RopeScaling::Type::Dynamic) {
    const double length = std::max<double>(position + 1.0, rope.original_max_position_embeddings);
    base *=
        std::pow(rope.factor * length / rope.original_max_position_embeddings - (rope.factor - 1),
                 dim / (dim - 2.0));
  }
  std::vector<double> frequencies = rope_inv_freq(dim, base);
  switch (rope.type) {
    case RopeScaling::Type::Linear:
      for (double& f : frequencies) f /= rope.factor;
      break;
    case RopeScaling::Type::Llama3:
      scale_llama3(rope, frequencies);
      break;
    case RopeScaling::Type::LongRope: {
      const bool long_context = position >= rope.original_max_position_embeddings;
      const std::vector<double>& factors = long_context ? rope.long_factor : rope.short_factor;
      for (std::size_t i = 0; i < frequencies.size(); ++i) frequencies[i] /= factors[i];
      break;
    }
    case RopeScaling::Type::None:
    case RopeScaling::Type::Dynamic:
      break;
  }
  return frequencies;
}

bool rope_frequencies_change_at(const ModelConfig& config, int position) {
  const RopeScaling& rope = config.rope_scaling;
  switch (rope.type) {
    case RopeScaling::Type::Dynamic:
      return position >= rope.original_max_position_embeddings;
    case RopeScaling::Type::LongRope:
      return position == rope.original_max_position_embeddings;
    default:
      return position == 0;
  }
}

double rope_attention_factor(const ModelConfig& config) {
  return config.rope_scaling.type == RopeScaling::Type::LongRope
             ? config.rope_scaling.attention_factor
             : 1.0;
}

void extend_rope_table(const ModelConfig& config, RopeTable& table, int positions) {
  if (positions <= table.positions) return;
  const int rows = std::max({positions, 2 * table.positions, 256});
  const std::size_t half = config.rotary_dim / 2;
  const double scale = rope_attention_factor(config);
  table.cos.resize(rows * half);
  table.sin.resize(rows * half);
  std::vector<double> frequencies;
  for (int p = table.positions; p < rows; ++p) {
    if (p == table.positions || rope_frequencies_change_at(config, p)) {
      frequencies = rope_frequencies(config, p);
    }
    for (std::size_t i = 0; i < half; ++i) {
      const double angle = p * frequencies[i];
      table.cos[p * half + i] = static_cast<float>(std::cos(angle) * scale);
      table.sin[p * half + i] = static_cast<float>(std::sin(angle) * scale);
    }
  }
  table.positions = rows;
}

}  // namespace tessera

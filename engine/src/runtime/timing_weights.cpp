// Random weights for the CPU kernel timings (runtime/timing_weights.h).
#include "runtime/timing_weights.h"

#include <cstring>
#include <stdexcept>

#include "model/dtype.h"

namespace tessera::cpu {

std::vector<float> timing_weights(std::size_t count, std::uint32_t seed) {
  std::vector<float> values(count);
  for (float& v : values) {
    seed = seed * 1664525u + 1013904223u;
    v = static_cast<float>(static_cast<int>(seed >> 9) - (1 << 22)) / (1 << 22) * 0.05f;
  }
  return values;
}

void store_weights(const std::vector<float>& values, WeightFormat format, void* out) {
  switch (format) {
    case WeightFormat::F32:
      std::memcpy(out, values.data(), values.size() * sizeof(float));
      return;
    case WeightFormat::F16:
    case WeightFormat::BF16:
    case WeightFormat::BF16Dot: {
      auto* half = static_cast<std::uint16_t*>(out);
      for (std::size_t i = 0; i < values.size(); ++i) {
        half[i] = format == WeightFormat::F16 ? f32_to_f16(values[i]) : f32_to_bf16(values[i]);
      }
      return;
    }
    case WeightFormat::Int8:
      break;
  }
  throw std::invalid_argument("store_weights: int8 weights come from quantize_int8()");
}

}  // namespace tessera::cpu

// Random weights for the CPU kernel timings (runtime/timing_weights.h).
#include "internal/timing_weights.h"

#include <cstring>
#include <vector>

#include "runtime/cpu/forward/quantize.h"
#include "tessera/dtype.h"

namespace tessera::cpu {
namespace {

// A linear congruential generator: quick for gigabytes of weights.

std::vector<float> timing_weights(std::size_t count, std::uint32_t seed) {
  std::vector<float> values(count);
  for (float& v : values) {
    seed = seed * 1664525u + 1013904223u;
    v = static_cast<float>(static_cast<int>(seed >> 9) - (1 << 22)) / (1 << 22) * 0.05f;
  }
  return values;
}

// values as a matrix of `format` holds them, row-major (not int8, which quantize_int8() makes).
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
    default:  // int8 and the block-quantized formats are not timed from float32 values here
      break;
  }
}

// The blocks of a block-quantized [rows][cols] matrix: random quants, and every f16 scale 1/256
// (random scales would make some products subnormal, whose slow arithmetic would be timed).
void fill_blocks(WeightFormat format, std::size_t blocks, std::uint32_t seed, std::byte* out) {
  const std::size_t size = block_bytes(format);
  for (std::size_t i = 0; i < blocks * size; ++i) {
    seed = seed * 1664525u + 1013904223u;
    out[i] = static_cast<std::byte>(seed >> 24);
  }
  const std::uint16_t scale = f32_to_f16(1.0f / 256);
  const bool k_mins = format == WeightFormat::Q4_K || format == WeightFormat::Q5_K;
  const std::size_t at = format == WeightFormat::Q6_K ? 208 : 0;
  for (std::size_t block = 0; block < blocks; ++block) {
    std::memcpy(out + block * size + at, &scale, sizeof scale);
    if (k_mins) std::memcpy(out + block * size + 2, &scale, sizeof scale);
  }
}

}  // namespace

std::unique_ptr<TimingMatrix> timing_matrix(ThreadPool& pool, WeightFormat format, int rows,
                                            int cols, std::uint32_t seed) {
  auto m = std::make_unique<TimingMatrix>();
  if (is_block_format(format)) {  // as a GGUF file has them: row-major blocks, never packed
    m->view = {format, nullptr, nullptr, rows, cols};
    const std::size_t bytes = weight_bytes(m->view);
    m->data = HugePageBuffer<std::byte>(bytes);
    m->bytes = static_cast<double>(bytes);
    fill_blocks(format, bytes / block_bytes(format), seed, m->data.data());
    m->view.data = m->data.data();
    return m;
  }
  const std::vector<float> values = timing_weights(static_cast<std::size_t>(rows) * cols, seed);
  const bool packed = cols > kPackAboveCols;
  m->view = {format, nullptr, nullptr, rows, cols};
  m->view.packed = packed;
  const std::size_t bytes = values.size() * element_bytes(format);
  m->data = HugePageBuffer<std::byte>(bytes);
  m->bytes = static_cast<double>(bytes);
  if (format == WeightFormat::Int8) {
    const int groups = (cols + kInt8Group - 1) / kInt8Group;
    m->scales = HugePageBuffer<float>(static_cast<std::size_t>(rows) * groups);
    quantize_int8(pool, DType::F32, values.data(), rows, cols,
                  reinterpret_cast<std::int8_t*>(m->data.data()), m->scales.data(), packed);
    m->view.scales = m->scales.data();
    m->bytes += static_cast<double>(m->scales.size() * sizeof(float));
  } else if (packed) {
    std::vector<std::byte> row_major(bytes);
    store_weights(values, format, row_major.data());
    pack_rows(pool, row_major.data(), element_bytes(format), rows, cols, m->data.data());
  } else {
    store_weights(values, format, m->data.data());
  }
  m->view.data = m->data.data();
  return m;
}

}  // namespace tessera::cpu

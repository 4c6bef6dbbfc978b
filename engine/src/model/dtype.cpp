// Element sizes, names and float16 / bfloat16 <-> float32 conversion (IEEE 754, round to nearest
// even); the block-quantized types through the GGUF dequantization (model/gguf_dequant.h).
#include "tessera/dtype.h"

#include <bit>
#include <cstring>

#include "model/gguf_dequant.h"

namespace tessera {
namespace {

// A block-quantized type's ggml block: its type id, elements and bytes (ggml-common.h).
struct Block {
  GgmlType type;
  std::size_t elements;
  std::size_t bytes;
};

Block block_of(DType dtype) {
  switch (dtype) {
    case DType::Q8_0:
      return {GgmlType::Q8_0, 32, 34};
    case DType::Q4_0:
      return {GgmlType::Q4_0, 32, 18};
    case DType::Q4_K:
      return {GgmlType::Q4_K, 256, 144};
    case DType::Q5_K:
      return {GgmlType::Q5_K, 256, 176};
    case DType::Q6_K:
      return {GgmlType::Q6_K, 256, 210};
    case DType::F32:
      return {GgmlType::F32, 1, 4};
    case DType::F16:
      return {GgmlType::F16, 1, 2};
    case DType::BF16:
      return {GgmlType::BF16, 1, 2};
  }
  return {GgmlType::F32, 1, 4};
}

}  // namespace

bool is_block_quantized(DType dtype) {
  return block_of(dtype).elements > 1;
}

std::size_t dtype_size(DType dtype) {
  return is_block_quantized(dtype) ? 1 : block_of(dtype).bytes;
}

std::size_t dtype_block_elements(DType dtype) {
  return block_of(dtype).elements;
}

std::size_t dtype_bytes(DType dtype, std::size_t count) {
  const Block block = block_of(dtype);
  return count / block.elements * block.bytes;
}

std::string_view dtype_name(DType dtype) {
  switch (dtype) {
    case DType::F32:
      return "F32";
    case DType::F16:
      return "F16";
    case DType::BF16:
      return "BF16";
    case DType::Q8_0:
      return "Q8_0";
    case DType::Q4_0:
      return "Q4_0";
    case DType::Q4_K:
      return "Q4_K";
    case DType::Q5_K:
      return "Q5_K";
    case DType::Q6_K:
      return "Q6_K";
  }
  return "?";
}

float f16_to_f32(std::uint16_t bits) {
  const std::uint32_t sign = std::uint32_t{bits & 0x8000u} << 16;
  const std::uint32_t exponent = (bits >> 10) & 0x1fu;
  const std::uint32_t mantissa = bits & 0x3ffu;
  if (exponent == 0) {
    // Zero or subnormal: mantissa * 2^-24 is exact in float32.
    const float magnitude = static_cast<float>(mantissa) * 0x1p-24f;
    return sign ? -magnitude : magnitude;
  }
  if (exponent == 31) return std::bit_cast<float>(sign | 0x7f800000u | (mantissa << 13));
  return std::bit_cast<float>(sign | ((exponent + 112) << 23) | (mantissa << 13));
}

float bf16_to_f32(std::uint16_t bits) {
  return std::bit_cast<float>(std::uint32_t{bits} << 16);
}

// Shifts right by `shift` bits, rounding to nearest with ties to even.
static std::uint32_t shift_round_even(std::uint32_t value, unsigned shift) {
  const std::uint32_t kept = value >> shift;
  const std::uint32_t rest = value & ((1u << shift) - 1);
  const std::uint32_t half = 1u << (shift - 1);
  return (rest > half || (rest == half && (kept & 1u))) ? kept + 1 : kept;
}

std::uint16_t f32_to_f16(float value) {
  const std::uint32_t bits = std::bit_cast<std::uint32_t>(value);
  const std::uint32_t sign = (bits >> 16) & 0x8000u;
  const std::uint32_t magnitude = bits & 0x7fffffffu;
  if (magnitude >= 0x7f800000u) {  // inf stays inf; nan stays a quiet nan with its top payload
    const std::uint32_t nan_bits = magnitude > 0x7f800000u ? 0x200u | (magnitude >> 13) : 0u;
    return static_cast<std::uint16_t>(sign | 0x7c00u | (nan_bits & 0x3ffu));
  }
  if (magnitude >= 0x477ff000u) return static_cast<std::uint16_t>(sign | 0x7c00u);  // >= 65520
  if (magnitude <= 0x33000000u) return static_cast<std::uint16_t>(sign);  // <= 2^-25 rounds to 0
  const std::uint32_t exponent = magnitude >> 23;
  if (exponent < 113) {
    // Below 2^-14: a float16 subnormal, counted in units of 2^-24. A carry into the exponent
    // field yields the smallest normal, which is the right encoding.
    const std::uint32_t mantissa = (magnitude & 0x7fffffu) | 0x800000u;
    return static_cast<std::uint16_t>(sign | shift_round_even(mantissa, 126 - exponent));
  }
  const std::uint32_t rebased = magnitude - ((127u - 15u) << 23);
  return static_cast<std::uint16_t>(sign | shift_round_even(rebased, 13));
}

std::uint16_t f32_to_bf16(float value) {
  const std::uint32_t bits = std::bit_cast<std::uint32_t>(value);
  if ((bits & 0x7fffffffu) > 0x7f800000u) {
    return static_cast<std::uint16_t>((bits >> 16) | 0x40u);  // keep nan a (quiet) nan
  }
  const std::uint32_t rounding = 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<std::uint16_t>((bits + rounding) >> 16);
}

// Reads through memcpy: tensor data in a mapped file need not be aligned.
template <float (*convert)(std::uint16_t)>
static void convert_16bit(const std::byte* src, float* dst, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    std::uint16_t bits;
    std::memcpy(&bits, src + 2 * i, sizeof bits);
    dst[i] = convert(bits);
  }
}

void convert_to_f32(DType dtype, const void* src, float* dst, std::size_t n) {
  const auto* bytes = static_cast<const std::byte*>(src);
  switch (dtype) {
    case DType::F32:
      std::memcpy(dst, src, n * sizeof(float));
      return;
    case DType::F16:
      convert_16bit<f16_to_f32>(bytes, dst, n);
      return;
    case DType::BF16:  // the bits of a float's upper half: a shift, which the compiler vectorizes
      for (std::size_t i = 0; i < n; ++i) {
        std::uint16_t half;
        std::memcpy(&half, bytes + 2 * i, sizeof half);
        const std::uint32_t bits = std::uint32_t{half} << 16;
        std::memcpy(dst + i, &bits, sizeof bits);
      }
      return;
    case DType::Q8_0:
    case DType::Q4_0:
    case DType::Q4_K:
    case DType::Q5_K:
    case DType::Q6_K:
      dequantize(static_cast<std::uint32_t>(block_of(dtype).type), bytes, dst, n);
      return;
  }
}

}  // namespace tessera

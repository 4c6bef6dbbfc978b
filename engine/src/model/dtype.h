// Conversions between the weight dtypes (tessera/dtype.h) and float32.
#pragma once

#include <cstddef>
#include <cstdint>

#include "tessera/dtype.h"

namespace tessera {

float f16_to_f32(std::uint16_t bits);
float bf16_to_f32(std::uint16_t bits);
std::uint16_t f32_to_f16(float value);   // round to nearest even
std::uint16_t f32_to_bf16(float value);  // round to nearest even

// Converts n elements of src (of dtype) to float32.
void convert_to_f32(DType dtype, const void* src, float* dst, std::size_t n);

}  // namespace tessera

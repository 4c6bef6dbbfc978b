// The element types of model weights, as config.json and safetensors name them, and their
// conversions to and from float32. Public because ModelConfig (model_config.h), the model writer
// (model_writer.h) and a backend module's weights (backend/weights.h) speak in them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tessera {

enum class DType { F32, F16, BF16 };

std::size_t dtype_size(DType dtype);
std::string_view dtype_name(DType dtype);  // "F32", "F16", "BF16" (safetensors spelling)

float f16_to_f32(std::uint16_t bits);
float bf16_to_f32(std::uint16_t bits);
std::uint16_t f32_to_f16(float value);   // round to nearest even
std::uint16_t f32_to_bf16(float value);  // round to nearest even

// Converts n elements of src (of dtype) to float32.
void convert_to_f32(DType dtype, const void* src, float* dst, std::size_t n);

}  // namespace tessera

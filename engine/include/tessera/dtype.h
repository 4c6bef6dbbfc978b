// The element types of model weights, as config.json and safetensors name them, and their
// conversions to and from float32. Public because ModelConfig (model_config.h), the model writer
// (model_writer.h) and a backend module's weights (backend/weights.h) speak in them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tessera {

// Q8_0 ... Q6_K: GGUF's block-quantized ggml types (gguf_model.h), whose elements come in
// blocks of 32 or 256 with their scales; only the CPU backend runs them.
enum class DType { F32, F16, BF16, Q8_0, Q4_0, Q4_K, Q5_K, Q6_K };

bool is_block_quantized(DType dtype);
// Bytes of one element: for a block-quantized type 1, the alignment its data needs (elements are
// not whole bytes: sizes come from dtype_bytes()).
std::size_t dtype_size(DType dtype);
std::size_t dtype_block_elements(DType dtype);  // 1, or 32 / 256 for a block-quantized type
// Bytes of `count` elements, a whole number of blocks.
std::size_t dtype_bytes(DType dtype, std::size_t count);
// "F32", "F16", "BF16" (safetensors spelling), "Q8_0", "Q4_0", "Q4_K", "Q5_K", "Q6_K" (ggml's)
std::string_view dtype_name(DType dtype);

float f16_to_f32(std::uint16_t bits);
float bf16_to_f32(std::uint16_t bits);
std::uint16_t f32_to_f16(float value);   // round to nearest even
std::uint16_t f32_to_bf16(float value);  // round to nearest even

// Converts n elements of src (of dtype; a whole number of blocks) to float32.
void convert_to_f32(DType dtype, const void* src, float* dst, std::size_t n);

}  // namespace tessera

// Scalar reference dequantization of the ggml weight formats Tessera reads from GGUF files:
// F32, F16, BF16, Q8_0, Q4_0, Q4_K, Q5_K and Q6_K. The arithmetic is ggml's dequantize_row_*
// and the gguf Python package's gguf.quants.dequantize step for step (float32 products, never
// fused), so the results are equal bit for bit: the reference the fast kernels are checked
// against, and the way tests read a quantized tensor.
#pragma once

#include <cstddef>
#include <cstdint>

#include "model/gguf_file.h"

namespace tessera {

// Whether dequantize() knows `type`.
bool can_dequantize(std::uint32_t type);

// Dequantizes `count` elements of `type` (a whole number of its blocks) from `src` to `dst`.
// `src` needs no alignment. Throws tessera::Error for a type it does not know.
void dequantize(std::uint32_t type, const std::byte* src, float* dst, std::size_t count);

// Sub-block j's (< 8) 6-bit scale and min of a Q4_K / Q5_K super-block, from its 12 packed bytes.
void k_scale_min(const std::byte* scales, std::size_t j, std::uint8_t& sc, std::uint8_t& m);

}  // namespace tessera

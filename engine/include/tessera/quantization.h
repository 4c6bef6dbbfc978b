// How the CPU backend may hold the linear weights: as the file has them, or quantized at load.
#pragma once

namespace tessera {

// Int8: the CPU backend quantizes the linear weights at load, in groups of kInt8GroupSize along a
// row with a float32 scale each.
enum class Quantization { None, Int8 };
// 128: a scale costs 1/32 of a byte per weight (1/8 with groups of 32, which held int8 decode at
// 2.2-2.6x float32 instead of 3.0-3.5x on stories110m), and int8's perplexity on stories260K
// stays within 0.1% of float32 (engine/int8_quality_test).
constexpr int kInt8GroupSize = 128;

}  // namespace tessera

// How the CPU backend may hold the linear weights: as the file has them, or quantized at load.
#pragma once

#include <optional>
#include <string_view>

namespace tessera {

// Int8: the CPU backend quantizes the linear weights at load, in groups of kInt8GroupSize along a
// row with a float32 scale each; activations stay float32.
// BF16: the linear weights in BF16 (as a BF16 file has them, rounded from F32 or F16 at load) and
// the activations rounded to BF16 at every matmul, products summed in float32: llama.cpp's BF16
// arithmetic, which CPUs with AVX512_BF16 run at twice the products per instruction (`vdpbf16ps`;
// elsewhere the same products through float32 multiply-adds). Attention, norms, the residual
// stream and the KV cache stay float32.
// Q4: the linear weights quantized at load to GGUF's 4-bit Q4_K in llama.cpp's Q4_K_M mix (the LM
// head and some layers' V and down projections in 6-bit Q6_K; rows too short for Q4_K's blocks of
// 256 in Q4_0 or Q8_0 blocks of 32, rows not whole blocks of 32 in int8), run by the same kernels
// as a GGUF file's blocks (runtime/cpu/forward/weights.h).
// All three are held to quality, not to token exactness against float32
// (engine/quantize_quality_test); every request still gets the same tokens alone or in any batch.
enum class Quantization { None, Int8, BF16, Q4 };
// 128: a scale costs 1/32 of a byte per weight (1/8 with groups of 32, which held int8 decode at
// 2.2-2.6x float32 instead of 3.0-3.5x on stories110m), and int8's perplexity on stories260K
// stays within 0.1% of float32 (engine/quantize_quality_test).
constexpr int kInt8GroupSize = 128;

// "none", "int8", "bf16", "q4": the spelling of the command lines and settings.
constexpr const char* quantization_name(Quantization q) {
  switch (q) {
    case Quantization::Int8:
      return "int8";
    case Quantization::BF16:
      return "bf16";
    case Quantization::Q4:
      return "q4";
    case Quantization::None:
      break;
  }
  return "none";
}

// The Quantization spelled `name` (quantization_name()), or nothing.
constexpr std::optional<Quantization> parse_quantization(std::string_view name) {
  for (Quantization q :
       {Quantization::None, Quantization::Int8, Quantization::BF16, Quantization::Q4}) {
    if (name == quantization_name(q)) return q;
  }
  return std::nullopt;
}

}  // namespace tessera

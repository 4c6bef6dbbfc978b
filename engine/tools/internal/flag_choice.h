// A command-line flag that names one of the engine's choices, for every tool: the value as the
// tools' usage texts spell it, or tessera::Error naming the flag and what it accepts.
#pragma once

#include <string>

#include "tessera/engine.h"
#include "tessera/error.h"
#include "tessera/quantization.h"

namespace tessera {

// --device cpu|cuda|auto
inline Device flag_device(const std::string& text) {
  if (text == "cpu") return Device::Cpu;
  if (text == "cuda") return Device::Cuda;
  if (text == "auto") return Device::Auto;
  throw Error::untranslated("--device: expected cpu, cuda or auto, got '" + text + "'");
}

// --precision auto|f32|f16|bf16
inline Precision flag_precision(const std::string& text) {
  if (text == "auto") return Precision::Auto;
  if (text == "f32") return Precision::F32;
  if (text == "f16") return Precision::F16;
  if (text == "bf16") return Precision::BF16;
  throw Error::untranslated("--precision: expected auto, f32, f16 or bf16, got '" + text + "'");
}

// --quantize int8|bf16|q4|none (quantization_name()).
inline Quantization flag_quantization(const std::string& text) {
  if (const auto q = parse_quantization(text)) return *q;
  throw Error::untranslated("--quantize: expected int8, bf16, q4 or none, got '" + text + "'");
}

}  // namespace tessera

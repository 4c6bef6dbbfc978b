// Random weights for the CPU kernel timings of tessera-bench (cpu_roofline.cpp,
// cpu_decode_matmuls.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "runtime/cpu_kernels.h"

namespace tessera::cpu {

// `count` weights in [-0.05, 0.05), the same for the same seed: a linear congruential generator,
// quick for gigabytes of weights.
std::vector<float> timing_weights(std::size_t count, std::uint32_t seed);

// values as a matrix of `format` holds them, row-major, into out (values.size() elements of
// element_bytes(format)): float32 as they are, F16 and BF16 (BF16Dot too) rounded. Not int8,
// which quantize_int8() makes with its scales.
void store_weights(const std::vector<float>& values, WeightFormat format, void* out);

}  // namespace tessera::cpu

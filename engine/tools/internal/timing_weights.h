// Random weights for the CPU kernel timings of tessera-bench (cpu_roofline.cpp,
// cpu_decode_matmuls.cpp), held as the CPU backend holds a model's.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "runtime/cpu/huge_page_allocator.h"
#include "runtime/cpu/kernels/kernel_set.h"
#include "runtime/cpu/thread_pool.h"

namespace tessera::cpu {

// A matrix of random weights in [-0.05, 0.05) (the same for the same seed) as the CPU backend
// holds a bound one: in huge pages, rows longer than kPackAboveCols packed, F16/BF16 (BF16Dot
// too) rounded from the float32 values, int8 quantized with its scales.
struct TimingMatrix {
  WeightMatrix view;
  HugePageBuffer<std::byte> data;
  HugePageBuffer<float> scales;
  double bytes = 0.0;  // weights and scales
};

std::unique_ptr<TimingMatrix> timing_matrix(ThreadPool& pool, WeightFormat format, int rows,
                                            int cols, std::uint32_t seed);

}  // namespace tessera::cpu

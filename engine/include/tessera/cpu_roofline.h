// What the CPU backend's kernels achieve on this machine, for tessera-bench's roofline: the
// matmul kernels alone per weight format, and the compute ceiling of batched decode.
#pragma once

#include <string>
#include <vector>

namespace tessera {

struct CpuKernelTiming {
  std::string format;        // "F32", "BF16", "F16", "INT8"
  int tokens = 0;            // rows of activations multiplied at once
  double ms = 0.0;           // best of the repetitions
  double weight_gb_s = 0.0;  // weight bytes (with int8 scales) streamed per second
  double gflops = 0.0;
};

// The kernel set the CPU backend picks here ("avx512", "avx2", "portable").
std::string cpu_kernel_set_name();

// Each weight format on a rows × cols matrix (make it larger than the caches), for every entry of
// token_counts, best of `repetitions`, on `threads` threads (0 = all cores).
std::vector<CpuKernelTiming> time_cpu_kernels(int threads, int rows, int cols,
                                              const std::vector<int>& token_counts,
                                              int repetitions);

// FLOP/s of the float32 kernel on a batch-32 problem whose weights stay in cache: the compute
// ceiling of batched CPU decode.
double cpu_matmul_flops(int threads);

// FLOP/s of independent multiply-adds of the widest registers on every thread, nothing read from
// memory: the machine's peak, which no matmul reaches.
double cpu_peak_flops(int threads);

}  // namespace tessera

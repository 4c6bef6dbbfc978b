// What the CPU backend's kernels achieve on this machine, for tessera-bench's roofline: the
// matmul kernels alone per weight format, the compute ceiling of batched decode, and the
// attention alone.
#pragma once

#include <string>
#include <vector>

#include "tessera/quantization.h"

namespace tessera {

struct CpuKernelTiming {
  std::string format;        // "F32", "BF16", "F16", "INT8"
  int tokens = 0;            // rows of activations multiplied at once
  double ms = 0.0;           // best of the repetitions
  double weight_gb_s = 0.0;  // weight bytes (with int8 scales) streamed per second
  double gflops = 0.0;
};

struct CpuAttentionTiming {
  int batch = 0;               // sequences decoding one token each
  double mean_context = 0.0;   // positions each token attends to, on average
  double us = 0.0;             // one layer's attention for the whole batch, best of the repetitions
  double us_per_token = 0.0;
  double kv_gb_s = 0.0;        // key and value bytes read per second
};

// The kernel set the CPU backend picks here ("avx512", "avx2", "portable").
std::string cpu_kernel_set_name();

// Each weight format on a rows × cols matrix (make it larger than the caches), for every entry of
// token_counts, best of `repetitions`, on `threads` threads (0 = all cores).
std::vector<CpuKernelTiming> time_cpu_kernels(int threads, int rows, int cols,
                                              const std::vector<int>& token_counts,
                                              int repetitions);

// The CPU attention alone, as in a decode step of `batch` sequences of one layer with these
// heads: contexts spread over [context_min, context_max], each sequence's cache blocks scattered
// through a cache of `layers` layers' size, up to 1 GiB (so it is read from where a real step
// finds it), best of `repetitions` passes over the layers, on `threads` threads (0 = all cores).
CpuAttentionTiming time_cpu_attention(int threads, int heads, int kv_heads, int head_dim,
                                      int batch, int context_min, int context_max, int layers,
                                      int repetitions);

// FLOP/s of the float32 kernel (Quantization::BF16: the BF16 x BF16 one) on a batch-32 problem
// whose weights stay in cache: the compute ceiling of batched CPU decode.
double cpu_matmul_flops(int threads, Quantization quantize = Quantization::None);

// FLOP/s of independent multiply-adds of the widest registers on every thread, nothing read from
// memory: the machine's peak, which no matmul reaches.
double cpu_peak_flops(int threads);

}  // namespace tessera

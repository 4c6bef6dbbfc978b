// What the CPU backend's kernels achieve on this machine, for tessera-bench's roofline: the
// matmul kernels alone per weight format, the compute ceiling of batched decode, and the
// attention alone.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tessera/dtype.h"
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
  int batch = 0;              // sequences decoding one token each
  double mean_context = 0.0;  // positions each token attends to, on average
  double us = 0.0;            // one layer's attention for the whole batch, best of the repetitions
  double us_per_token = 0.0;
  double kv_gb_s = 0.0;  // key and value bytes read per second
};

// A Llama shape's matrices: per layer q (hidden x hidden), k and v (kv_dim x hidden), o, gate
// and up (intermediate x hidden), down (hidden x intermediate); then the classifier.
struct CpuDecodeMatmulShape {
  int hidden = 0;
  int intermediate = 0;
  int kv_dim = 0;  // kv heads x head dim
  int layers = 0;
  int vocab = 0;
};

struct CpuDecodeMatmulTiming {
  std::string format;       // "F32", "F16", "BF16", "INT8" or "BF16DOT"
  double weight_bytes = 0;  // of all the matrices, int8 scales included
  double ms = 0.0;          // one token's matmuls, median of the rounds
  double weight_gb_s = 0.0;
  // The first format's time over this one's within a round: median, smallest and largest.
  double ratio = 0.0;
  double ratio_min = 0.0;
  double ratio_max = 0.0;
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
CpuAttentionTiming time_cpu_attention(int threads, int heads, int kv_heads, int head_dim, int batch,
                                      int context_min, int context_max, int layers,
                                      int repetitions);

// The matmuls of one decode token alone, as the CPU backend calls them (q/k/v in one call, gate
// and up in one, each layer in turn, then the classifier), random weights held as the backend
// holds a `dtype` file's under each entry of `quantize` (in that format, in huge pages, long
// rows packed; not the by-columns copies of rows of 256 or fewer): each in turn, `rounds`
// rounds, on `threads` threads (0 = all cores). What the matmuls of decode stream apart from the
// attention and everything else of a step.
std::vector<CpuDecodeMatmulTiming> time_cpu_decode_matmuls(
    int threads, const CpuDecodeMatmulShape& shape, DType dtype,
    const std::vector<Quantization>& quantize, int rounds);

// The float32 matmul kernel (Quantization::BF16: the BF16 x BF16 one) on a batch-32 problem whose
// weights stay in cache, the compute ceiling of batched CPU decode, kept ready to be timed again
// and again: a bench samples the rate between the steps of a run with it, so that the ceiling
// comes from the same seconds (the same clock speed, the same neighbours on a shared machine) as
// the run it bounds.
class CpuMatmulProbe {
 public:
  explicit CpuMatmulProbe(int threads, Quantization quantize = Quantization::None);
  ~CpuMatmulProbe();
  CpuMatmulProbe(const CpuMatmulProbe&) = delete;
  CpuMatmulProbe& operator=(const CpuMatmulProbe&) = delete;

  // FLOP/s of one burst of matmuls (about 4 ms on a 2-core AVX-512 machine).
  double burst_flops();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// FLOP/s of independent multiply-adds of the widest registers on every thread, nothing read from
// memory: the machine's peak, which no matmul reaches.
double cpu_peak_flops(int threads);

}  // namespace tessera

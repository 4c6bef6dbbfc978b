// Timing of the CPU matmul kernels (tessera/cpu_roofline.h).
#include "tessera/cpu_roofline.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <vector>

#include "runtime/cpu_kernels.h"
#include "runtime/thread_pool.h"
#include "runtime/timing_weights.h"

namespace tessera {
namespace {

using cpu::WeightFormat;

double seconds_of(const std::function<void()>& run) {
  const auto start = std::chrono::steady_clock::now();
  run();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

std::string cpu_kernel_set_name() {
  return cpu::select_kernels().name;
}

std::vector<CpuKernelTiming> time_cpu_kernels(int threads, int rows, int cols,
                                              const std::vector<int>& token_counts,
                                              int repetitions) {
  const cpu::KernelSet kernels = cpu::select_kernels();
  ThreadPool pool(threads);
  std::vector<CpuKernelTiming> timings;
  for (WeightFormat format : {WeightFormat::F32, WeightFormat::BF16, WeightFormat::F16,
                              WeightFormat::Int8, WeightFormat::BF16Dot}) {
    const auto m = cpu::timing_matrix(pool, format, rows, cols, 1);
    for (int tokens : token_counts) {
      std::vector<float> x(static_cast<std::size_t>(tokens) * cols, 0.5f);
      std::vector<float> out(static_cast<std::size_t>(tokens) * rows);
      cpu::MatmulScratch scratch;
      double best = 1e300;
      for (int rep = 0; rep < repetitions; ++rep) {
        best =
            std::min(best, seconds_of([&] {
                       cpu::matmul(pool, kernels, x.data(), m->view, out.data(), tokens, &scratch);
                     }));
      }
      timings.push_back({cpu::weight_format_name(format), tokens, best * 1e3, m->bytes / best / 1e9,
                         2.0 * tokens * rows * cols / best / 1e9});
    }
  }
  return timings;
}

double cpu_matmul_flops(int threads, Quantization quantize) {
  const int tokens = 32, rows = 256, cols = 1024;
  std::vector<float> x(static_cast<std::size_t>(tokens) * cols, 0.5f);
  const cpu::KernelSet kernels = cpu::select_kernels();
  ThreadPool pool(threads);
  const auto m = cpu::timing_matrix(
      pool, quantize == Quantization::BF16 ? WeightFormat::BF16Dot : WeightFormat::F32, rows, cols,
      1);
  const cpu::WeightMatrix& matrix = m->view;
  std::vector<float> out(static_cast<std::size_t>(tokens) * rows);
  const int calls = 40;
  cpu::MatmulScratch scratch;
  double best = 1e300;
  for (int rep = 0; rep < 5; ++rep) {
    best = std::min(best, seconds_of([&] {
                      for (int i = 0; i < calls; ++i) {
                        cpu::matmul(pool, kernels, x.data(), matrix, out.data(), tokens, &scratch);
                      }
                    }));
  }
  return 2.0 * tokens * rows * cols * calls / best;
}

double cpu_peak_flops(int threads) {
  const cpu::KernelSet kernels = cpu::select_kernels();
  ThreadPool pool(threads);
  const long rounds = 20'000'000;
  std::vector<float> sums(pool.size());
  double best = 1e300;
  for (int rep = 0; rep < 3; ++rep) {
    best = std::min(best, seconds_of([&] {
                      pool.parallel_for(pool.size(), [&](int index, int) {
                        sums[index] = kernels.multiply_add_chains(rounds, 1.0f + index);
                      });
                    }));
  }
  return 2.0 * cpu::kPeakChains * kernels.lanes * static_cast<double>(rounds) * pool.size() / best;
}

}  // namespace tessera

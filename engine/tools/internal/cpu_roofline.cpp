// Timing of the CPU matmul kernels (cpu_roofline.h).
#include "internal/cpu_roofline.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <memory>
#include <vector>

#include "internal/timing_weights.h"
#include "runtime/cpu/kernels/kernel_set.h"
#include "runtime/cpu/ops/matmul.h"
#include "runtime/cpu/thread_pool.h"

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

struct CpuMatmulProbe::State {
  static constexpr int kTokens = 32, kRows = 256, kCols = 1024, kCalls = 40;
  State(int threads, Quantization quantize)
      : kernels(cpu::select_kernels()),
        pool(threads),
        matrix(cpu::timing_matrix(
            pool, quantize == Quantization::BF16 ? WeightFormat::BF16Dot : WeightFormat::F32, kRows,
            kCols, 1)),
        x(static_cast<std::size_t>(kTokens) * kCols, 0.5f),
        out(static_cast<std::size_t>(kTokens) * kRows) {}
  cpu::KernelSet kernels;
  ThreadPool pool;
  std::unique_ptr<cpu::TimingMatrix> matrix;
  std::vector<float> x, out;
  cpu::MatmulScratch scratch;
};

CpuMatmulProbe::CpuMatmulProbe(int threads, Quantization quantize)
    : state_(std::make_unique<State>(threads, quantize)) {}

CpuMatmulProbe::~CpuMatmulProbe() = default;

double CpuMatmulProbe::burst_flops() {
  State& s = *state_;
  const double seconds = seconds_of([&] {
    for (int i = 0; i < State::kCalls; ++i) {
      cpu::matmul(s.pool, s.kernels, s.x.data(), s.matrix->view, s.out.data(), State::kTokens,
                  &s.scratch);
    }
  });
  return 2.0 * State::kTokens * State::kRows * State::kCols * State::kCalls / seconds;
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

// Timing of one decode token's matmuls alone (cpu_roofline.h).
#include <algorithm>
#include <chrono>
#include <memory>
#include <vector>

#include "internal/cpu_roofline.h"
#include "internal/timing_weights.h"
#include "runtime/cpu/forward/weights.h"
#include "runtime/cpu/kernels/kernel_set.h"
#include "runtime/cpu/ops/matmul.h"
#include "runtime/cpu/thread_pool.h"

namespace tessera {
namespace {

using cpu::WeightFormat;

// One token's matmuls of the shape, as CpuBackend calls them: per layer q/k/v in one call,
// the output projection, gate/up in one call, the down projection; then the classifier.
struct HeldModel {
  // Per layer: q, k, v, o, gate, up, down.
  std::vector<std::unique_ptr<cpu::TimingMatrix>> matrices;
  double bytes = 0.0;
};

HeldModel hold_model(ThreadPool& pool, WeightFormat format, const CpuDecodeMatmulShape& s) {
  HeldModel model;
  std::uint32_t seed = 1;
  auto add = [&](int rows, int cols) {
    model.matrices.push_back(cpu::timing_matrix(pool, format, rows, cols, seed++));
    model.bytes += model.matrices.back()->bytes;
  };
  for (int layer = 0; layer < s.layers; ++layer) {
    add(s.hidden, s.hidden);
    add(s.kv_dim, s.hidden);
    add(s.kv_dim, s.hidden);
    add(s.hidden, s.hidden);
    add(s.intermediate, s.hidden);
    add(s.intermediate, s.hidden);
    add(s.hidden, s.intermediate);
  }
  add(s.vocab, s.hidden);
  return model;
}

double seconds_of_token(ThreadPool& pool, const cpu::KernelSet& kernels, const HeldModel& model,
                        const CpuDecodeMatmulShape& s, std::vector<float>& x,
                        std::vector<float>& out, cpu::MatmulScratch& scratch) {
  const auto start = std::chrono::steady_clock::now();
  float* a = out.data();
  float* b = a + s.intermediate;
  float* c = b + s.intermediate;
  for (int layer = 0; layer < s.layers; ++layer) {
    const auto* w = &model.matrices[static_cast<std::size_t>(layer) * 7];
    cpu::matmul(pool, kernels, x.data(), {{&w[0]->view, a}, {&w[1]->view, b}, {&w[2]->view, c}}, 1,
                &scratch);
    cpu::matmul(pool, kernels, x.data(), w[3]->view, a, 1, &scratch);
    cpu::matmul(pool, kernels, x.data(), {{&w[4]->view, a}, {&w[5]->view, b}}, 1, &scratch);
    cpu::matmul(pool, kernels, x.data(), w[6]->view, a, 1, &scratch);
  }
  cpu::matmul(pool, kernels, x.data(), model.matrices.back()->view, out.data(), 1, &scratch);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

}  // namespace

std::vector<CpuDecodeMatmulTiming> time_cpu_decode_matmuls(
    int threads, const CpuDecodeMatmulShape& shape, DType dtype,
    const std::vector<Quantization>& quantize, int rounds) {
  const cpu::KernelSet kernels = cpu::select_kernels();
  ThreadPool pool(threads);
  std::vector<WeightFormat> formats;
  std::vector<HeldModel> models;
  for (const Quantization q : quantize) {
    formats.push_back(cpu::held_format(q, dtype));
    models.push_back(hold_model(pool, formats.back(), shape));
  }
  const int widest = std::max({shape.hidden, shape.intermediate, shape.vocab});
  std::vector<float> x(static_cast<std::size_t>(std::max(shape.hidden, shape.intermediate)), 0.5f);
  std::vector<float> out(static_cast<std::size_t>(widest) + 2 * shape.intermediate);
  cpu::MatmulScratch scratch;
  // seconds[f][round]; every format in turn within a round, so a slow minute of a shared machine
  // falls on all of them.
  std::vector<std::vector<double>> seconds(models.size());
  for (auto& model : models) seconds_of_token(pool, kernels, model, shape, x, out, scratch);
  for (int round = 0; round < rounds; ++round) {
    for (std::size_t f = 0; f < models.size(); ++f) {
      seconds[f].push_back(seconds_of_token(pool, kernels, models[f], shape, x, out, scratch));
    }
  }
  std::vector<CpuDecodeMatmulTiming> timings;
  for (std::size_t f = 0; f < models.size(); ++f) {
    std::vector<double> ratios;
    for (int round = 0; round < rounds; ++round)
      ratios.push_back(seconds[0][round] / seconds[f][round]);
    const double ms = median(seconds[f]) * 1e3;
    timings.push_back({cpu::weight_format_name(formats[f]), models[f].bytes, ms,
                       models[f].bytes / ms / 1e6, median(ratios),
                       *std::min_element(ratios.begin(), ratios.end()),
                       *std::max_element(ratios.begin(), ratios.end())});
  }
  return timings;
}

}  // namespace tessera

// Scenario "kernels": the CPU matmul kernels alone, per weight format, on a weight matrix far
// larger than the caches. Best of several repetitions, so a loaded machine disturbs it less than
// decode.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <vector>

#include "model/dtype.h"
#include "runtime/cpu_kernels.h"
#include "runtime/thread_pool.h"
#include "scenario.h"

namespace tessera::bench {
namespace {

struct Matrix {
  cpu::WeightMatrix view;
  std::vector<std::byte> data;
  std::vector<float> scales;
};

Matrix make_matrix(cpu::WeightFormat format, int rows, int cols) {
  std::vector<float> values(static_cast<std::size_t>(rows) * cols);
  std::uint32_t state = 1;
  for (float& v : values) {
    state = state * 1664525u + 1013904223u;
    v = static_cast<float>(static_cast<int>(state >> 9) - (1 << 22)) / (1 << 22) * 0.05f;
  }
  Matrix m;
  m.view = {format, nullptr, nullptr, rows, cols};
  switch (format) {
    case cpu::WeightFormat::F32:
      m.data.resize(values.size() * 4);
      std::memcpy(m.data.data(), values.data(), m.data.size());
      break;
    case cpu::WeightFormat::F16:
    case cpu::WeightFormat::BF16: {
      m.data.resize(values.size() * 2);
      auto* half = reinterpret_cast<std::uint16_t*>(m.data.data());
      for (std::size_t i = 0; i < values.size(); ++i) {
        half[i] = format == cpu::WeightFormat::F16 ? f32_to_f16(values[i]) : f32_to_bf16(values[i]);
      }
      break;
    }
    case cpu::WeightFormat::Int8:
      m.data.resize(values.size());
      m.scales.resize(static_cast<std::size_t>(rows) *
                      ((cols + cpu::kInt8Group - 1) / cpu::kInt8Group));
      cpu::quantize_int8(values.data(), rows, cols, reinterpret_cast<std::int8_t*>(m.data.data()),
                         m.scales.data());
      m.view.scales = m.scales.data();
      break;
  }
  m.view.data = m.data.data();
  return m;
}

const char* format_name(cpu::WeightFormat format) {
  switch (format) {
    case cpu::WeightFormat::F32:
      return "F32";
    case cpu::WeightFormat::F16:
      return "F16";
    case cpu::WeightFormat::BF16:
      return "BF16";
    case cpu::WeightFormat::Int8:
      return "INT8";
  }
  return "?";
}

}  // namespace

ScenarioReport run_kernels(const BenchOptions& options) {
  const int rows = 32768, cols = 2048;  // 256 MiB of F32 weights, 64 MiB as int8: past any L3
  const cpu::KernelSet kernels = cpu::select_kernels();
  ThreadPool pool(options.threads);
  ScenarioReport report;
  report.json = {{"scenario", "kernels"},  {"kernel_set", kernels.name},
                 {"threads", pool.size()}, {"rows", rows},
                 {"cols", cols},           {"results", nlohmann::json::array()}};
  report.table.push_back(std::string("kernel set ") + kernels.name + ", " +
                         std::to_string(pool.size()) + " threads, " + std::to_string(rows) + " x " +
                         std::to_string(cols) + " weights, best of 5");
  for (cpu::WeightFormat format : {cpu::WeightFormat::F32, cpu::WeightFormat::BF16,
                                   cpu::WeightFormat::F16, cpu::WeightFormat::Int8}) {
    const Matrix m = make_matrix(format, rows, cols);
    const double bytes = static_cast<double>(m.data.size() + m.scales.size() * sizeof(float));
    for (int tokens : {1, 32}) {
      std::vector<float> x(static_cast<std::size_t>(tokens) * cols, 0.5f);
      std::vector<float> out(static_cast<std::size_t>(tokens) * rows);
      double best = 1e300;
      for (int rep = 0; rep < 5; ++rep) {
        const auto start = std::chrono::steady_clock::now();
        cpu::matmul(pool, kernels, x.data(), m.view, out.data(), tokens);
        best = std::min(
            best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      }
      const double gb_s = bytes / best / 1e9;
      const double gflops = 2.0 * tokens * rows * cols / best / 1e9;
      report.json["results"].push_back({{"format", format_name(format)},
                                        {"tokens", tokens},
                                        {"ms", best * 1e3},
                                        {"weight_gb_s", gb_s},
                                        {"gflops", gflops}});
      char row[160];
      std::snprintf(row, sizeof row,
                    "%-5s tokens %2d  %8.2f ms  %7.2f GB/s of weights  %7.1f GFLOP/s",
                    format_name(format), tokens, best * 1e3, gb_s, gflops);
      report.table.push_back(row);
    }
  }
  return report;
}

}  // namespace tessera::bench

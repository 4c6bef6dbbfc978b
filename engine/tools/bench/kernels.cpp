// Scenario "kernels": the CPU matmul kernels alone, per weight format, on a weight matrix far
// larger than the caches. Best of several repetitions, so a loaded machine disturbs it less than
// decode.
#include <cstdio>

#include "internal/cpu_roofline.h"
#include "scenario.h"

namespace tessera::bench {

ScenarioReport run_kernels(const BenchOptions& options) {
  const int rows = 32768, cols = 2048;  // 256 MiB of F32 weights, 64 MiB as int8: past any L3
  const std::vector<CpuKernelTiming> timings =
      time_cpu_kernels(options.threads, rows, cols, {1, 32}, 5);
  ScenarioReport report;
  report.json = {{"scenario", "kernels"},
                 {"kernel_set", cpu_kernel_set_name()},
                 {"rows", rows},
                 {"cols", cols},
                 {"results", nlohmann::json::array()}};
  report.table.push_back("kernel set " + cpu_kernel_set_name() + ", " + std::to_string(rows) +
                         " x " + std::to_string(cols) + " weights, best of 5");
  for (const CpuKernelTiming& t : timings) {
    report.json["results"].push_back({{"format", t.format},
                                      {"tokens", t.tokens},
                                      {"ms", t.ms},
                                      {"weight_gb_s", t.weight_gb_s},
                                      {"gflops", t.gflops}});
    char row[160];
    std::snprintf(row, sizeof row,
                  "%-7s tokens %2d  %8.2f ms  %7.2f GB/s of weights  %7.1f GFLOP/s",
                  t.format.c_str(), t.tokens, t.ms, t.weight_gb_s, t.gflops);
    report.table.push_back(row);
  }
  return report;
}

}  // namespace tessera::bench

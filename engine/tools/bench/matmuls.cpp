// Scenario "matmuls": one decode token's matmuls alone at the model's shape, each weight format of
// --quantize in turn (none: the model's own dtype; int8; bf16: BF16 x BF16), round after round:
// what the kernels stream through a whole model's matrices without the attention and the rest of
// a step, and each format's time as a ratio to the first within a round. Only the model's
// config.json is read; the weights are random.
#include <cstdio>
#include <string>

#include "internal/cpu_roofline.h"
#include "scenario.h"
#include "tessera/model_config.h"

namespace tessera::bench {

ScenarioReport run_matmuls(const BenchOptions& options) {
  const ModelConfig config = load_model_config(options.model_dir);
  const CpuDecodeMatmulShape shape{config.hidden_size, config.intermediate_size,
                                   config.num_kv_heads * config.head_dim, config.num_layers,
                                   config.vocab_size};
  const std::vector<CpuDecodeMatmulTiming> timings = time_cpu_decode_matmuls(
      options.threads, shape, config.torch_dtype, options.compare_quantize, options.rounds);
  ScenarioReport report;
  report.json = {{"scenario", "matmuls"},
                 {"kernel_set", cpu_kernel_set_name()},
                 {"rounds", options.rounds},
                 {"results", nlohmann::json::array()}};
  report.table.push_back("kernel set " + cpu_kernel_set_name() + ", one token's matmuls of " +
                         std::to_string(config.num_layers) + " layers and the classifier, " +
                         std::to_string(options.rounds) + " rounds of every format in turn");
  for (const CpuDecodeMatmulTiming& t : timings) {
    report.json["results"].push_back({{"format", t.format},
                                      {"weight_bytes", t.weight_bytes},
                                      {"median_ms", t.ms},
                                      {"weight_gb_s", t.weight_gb_s},
                                      {"ratio", t.ratio},
                                      {"ratio_min", t.ratio_min},
                                      {"ratio_max", t.ratio_max}});
    char row[200];
    std::snprintf(row, sizeof row,
                  "%-7s %8.1f MB  median %8.2f ms  %6.2f GB/s  time of the first / this %.2f "
                  "(%.2f-%.2f)",
                  t.format.c_str(), t.weight_bytes / 1e6, t.ms, t.weight_gb_s, t.ratio, t.ratio_min,
                  t.ratio_max);
    report.table.push_back(row);
  }
  return report;
}

}  // namespace tessera::bench

// Scenario "attention": the CPU attention alone at the model's head shape, one decode token per
// sequence, for each batch size, contexts spread as in the decode scenario (64 prompt tokens plus
// up to 64 generated). Best of several passes over every layer's cache, so it is steadier than
// decode on a loaded machine and shows what attention costs apart from the matmuls.
#include <cstdio>

#include "internal/cpu_roofline.h"
#include "scenario.h"
#include "tessera/model_config.h"

namespace tessera::bench {

ScenarioReport run_attention(const BenchOptions& options) {
  const ModelConfig config = load_model_config(options.model_dir);
  const std::vector<int> batches =
      options.decode_batches.empty() ? std::vector<int>{1, 8, 32} : options.decode_batches;
  constexpr int kContextMin = 64, kContextMax = 128, kRepetitions = 20;
  ScenarioReport report;
  report.json = {{"scenario", "attention"},
                 {"kernel_set", cpu_kernel_set_name()},
                 {"heads", config.num_heads},
                 {"kv_heads", config.num_kv_heads},
                 {"head_dim", config.head_dim},
                 {"layers", config.num_layers},
                 {"results", nlohmann::json::array()}};
  report.table.push_back("kernel set " + cpu_kernel_set_name() + ", " +
                         std::to_string(config.num_heads) + " heads of " +
                         std::to_string(config.head_dim) + ", " +
                         std::to_string(config.num_kv_heads) + " kv heads, contexts " +
                         std::to_string(kContextMin) + "-" + std::to_string(kContextMax) +
                         ", one layer, best of " + std::to_string(kRepetitions));
  for (int batch : batches) {
    const CpuAttentionTiming t = time_cpu_attention(
        options.threads, config.num_heads, config.num_kv_heads, config.head_dim, batch,
        kContextMin, kContextMax, config.num_layers, kRepetitions);
    report.json["results"].push_back({{"batch", t.batch},
                                      {"mean_context", t.mean_context},
                                      {"us_per_layer", t.us},
                                      {"us_per_token_layer", t.us_per_token},
                                      {"kv_gb_s", t.kv_gb_s}});
    char row[160];
    std::snprintf(row, sizeof row,
                  "batch %4d  %9.1f us per layer  %7.3f us per token  %7.2f GB/s of KV", batch,
                  t.us, t.us_per_token, t.kv_gb_s);
    report.table.push_back(row);
  }
  return report;
}

}  // namespace tessera::bench

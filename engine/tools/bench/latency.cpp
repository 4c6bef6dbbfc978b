// Scenarios "chunked-prefill" and "prefix-cache": latency effects of one scheduler feature.
#include <algorithm>
#include <cstdio>

#include "scenario.h"

namespace tessera::bench {
namespace {

constexpr int kDecoders = 16;
constexpr int kDecoderPrompt = 32;
constexpr int kDecoderOutput = 64;
constexpr int kLongPrompt = 1500;

// 16 requests decoding, then one long prompt arrives once they are all past their prefill.
RunMetrics run_long_arrival(const BenchOptions& options, bool chunked) {
  SchedulerConfig config;
  config.chunked_prefill = chunked;
  const WorkloadShape shape = workload_shape(options);
  const int max_len = shape.max_model_len;
  if (max_len <= kLongPrompt) {
    throw std::runtime_error("chunked-prefill needs a context longer than 1500 tokens; the model has " +
                             std::to_string(max_len) + " (use --synthetic stories110m)");
  }
  config.max_num_batched_tokens = chunked ? options.chunk_budget : max_len;
  std::vector<WorkItem> decoders;
  for (int i = 0; i < kDecoders; ++i) {
    decoders.push_back({random_prompt(kDecoderPrompt, shape, options.seed + i), kDecoderOutput});
  }
  const WorkItem long_prompt{random_prompt(kLongPrompt, shape, options.seed + 99), 8};
  const int prefill_steps = (kDecoders * kDecoderPrompt + config.max_num_batched_tokens - 1) /
                            config.max_num_batched_tokens;
  const long arrival_step = prefill_steps + 4;
  const int blocks = blocks_for_tokens(kDecoders * (kDecoderPrompt + kDecoderOutput) +
                                           kLongPrompt + 64, 16) + 16;
  auto engine = make_engine(options, config, blocks);
  RunOptions run_options;
  run_options.arrivals = [&](long step) {
    return step == arrival_step ? std::vector<WorkItem>{long_prompt} : std::vector<WorkItem>{};
  };
  return run_workload(*engine, decoders, run_options);
}

nlohmann::json latency_json(const RunMetrics& m) {
  std::vector<double> gaps;
  for (int i = 0; i < kDecoders; ++i) {
    gaps.insert(gaps.end(), m.itl_ms_by_request[i].begin(), m.itl_ms_by_request[i].end());
  }
  return {{"itl_p50_ms", percentile(gaps, 50)},
          {"itl_p99_ms", percentile(gaps, 99)},
          {"itl_max_ms", percentile(gaps, 100)},
          {"ttft_ms", m.ttft_ms.at(kDecoders)},
          {"steps", m.steps},
          {"kv_waste_fraction", m.kv_waste_fraction}};
}

constexpr int kSharers = 32;
constexpr int kSharedPrefix = 400;
constexpr int kOwnSuffix = 16;

RunMetrics run_shared_prefix(const BenchOptions& options, bool prefix_caching) {
  SchedulerConfig config;
  config.prefix_caching = prefix_caching;
  const WorkloadShape shape = workload_shape(options);
  const auto prefix = random_prompt(kSharedPrefix, shape, options.seed);
  std::vector<WorkItem> items;
  for (int i = 0; i < kSharers; ++i) {
    auto suffix = random_prompt(kOwnSuffix + 1, shape, options.seed + 1 + i);
    WorkItem item{prefix, 16};
    item.prompt.insert(item.prompt.end(), suffix.begin() + 1, suffix.end());  // drop its BOS
    items.push_back(std::move(item));
  }
  const int blocks = blocks_for_tokens(kSharers * (kSharedPrefix + kOwnSuffix + 16), 16) + 16;
  auto engine = make_engine(options, config, blocks);
  return run_workload(*engine, items);
}

}  // namespace

ScenarioReport run_chunked_prefill(const BenchOptions& options) {
  ScenarioReport report;
  const RunMetrics chunked = run_long_arrival(options, true);
  const RunMetrics unchunked = run_long_arrival(options, false);
  auto c = latency_json(chunked);
  auto u = latency_json(unchunked);
  const double itl_ratio = c["itl_max_ms"].get<double>() / std::max(1e-9, u["itl_max_ms"].get<double>());
  const double ttft_ratio = c["ttft_ms"].get<double>() / std::max(1e-9, u["ttft_ms"].get<double>());
  report.json = {{"scenario", "chunked-prefill"},
                 {"budget", options.chunk_budget},
                 {"chunked", c},
                 {"unchunked", u},
                 {"itl_max_ratio", itl_ratio},
                 {"itl_max_target", 0.3},
                 {"ttft_ratio", ttft_ratio},
                 {"ttft_target", 1.3},
                 {"met", itl_ratio <= 0.3 && ttft_ratio <= 1.3},
                 {"kv_waste_fraction", c["kv_waste_fraction"]}};
  for (const auto& [name, j] : {std::pair{"chunked", c}, std::pair{"unchunked", u}}) {
    char row[200];
    std::snprintf(row, sizeof row, "%-10s ITL p50 %8.1f ms  p99 %8.1f ms  max %8.1f ms  TTFT(long) %9.1f ms",
                  name, j["itl_p50_ms"].get<double>(), j["itl_p99_ms"].get<double>(),
                  j["itl_max_ms"].get<double>(), j["ttft_ms"].get<double>());
    report.table.push_back(row);
  }
  char row[200];
  std::snprintf(row, sizeof row, "ITL max ratio %.3f (target <= 0.3), TTFT ratio %.3f (target <= 1.3)",
                itl_ratio, ttft_ratio);
  report.table.push_back(row);
  return report;
}

ScenarioReport run_prefix_cache(const BenchOptions& options) {
  ScenarioReport report;
  const RunMetrics on = run_shared_prefix(options, true);
  const RunMetrics off = run_shared_prefix(options, false);
  auto side = [](const RunMetrics& m) {
    return nlohmann::json{{"ttft_ms_mean", mean(m.ttft_ms)},
                          {"prefill_tokens_computed", m.prefill_tokens_computed},
                          {"steps", m.steps},
                          {"seconds", m.seconds},
                          {"kv_waste_fraction", m.kv_waste_fraction}};
  };
  const double token_ratio = static_cast<double>(off.prefill_tokens_computed) /
                             std::max(1L, on.prefill_tokens_computed);
  const double ttft_ratio = mean(off.ttft_ms) / std::max(1e-9, mean(on.ttft_ms));
  report.json = {{"scenario", "prefix-cache"},
                 {"on", side(on)},
                 {"off", side(off)},
                 {"prefill_reduction", token_ratio},
                 {"ttft_reduction", ttft_ratio},
                 {"met", token_ratio >= 10.0 && ttft_ratio >= 5.0},
                 {"kv_waste_fraction", on.kv_waste_fraction}};
  for (const auto& [name, m] : {std::pair{"on", &on}, std::pair{"off", &off}}) {
    char row[200];
    std::snprintf(row, sizeof row, "prefix cache %-3s  prefill tokens %7ld  mean TTFT %9.2f ms",
                  name, m->prefill_tokens_computed, mean(m->ttft_ms));
    report.table.push_back(row);
  }
  char row[200];
  std::snprintf(row, sizeof row,
                "prefill tokens %.1fx fewer (target >= 10x), mean TTFT %.1fx lower (target >= 5x)",
                token_ratio, ttft_ratio);
  report.table.push_back(row);
  return report;
}

}  // namespace tessera::bench

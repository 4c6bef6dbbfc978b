// Scenario "prefill": prompt processing speed (one prompt of --prompt-tokens tokens computed in a
// single step, as llama.cpp's llama-bench -p measures it) and the time to load the model.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "scenario.h"

namespace tessera::bench {

ScenarioReport run_prefill(const BenchOptions& options) {
  ScenarioReport report;
  const int prompt = options.prompt_tokens;
  SchedulerConfig scheduler;
  scheduler.max_num_seqs = 1;
  scheduler.max_num_batched_tokens = std::max(prompt, 2048);  // the whole prompt in one step
  const int blocks = blocks_for_tokens(prompt + 16, 16) + 4;
  // Ready to generate: config, weights mapped (and quantized), tokenizer, backend, KV cache.
  const auto load_start = std::chrono::steady_clock::now();
  auto engine = make_engine(options, scheduler, blocks);
  const double load_s =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - load_start).count();
  std::vector<double> prefill_ms;
  const int handle = engine->subscribe_stats([&](const StepStats& stats) {
    for (const ScheduledRequest& r : stats.scheduled) {
      if (r.prefill_tokens == prompt) prefill_ms.push_back(stats.duration_ms);
    }
  });
  const WorkloadShape shape = workload_shape(options);
  constexpr int kRuns = 4;  // the first warms the caches and the thread pool; the best counts
  for (int run = 0; run < kRuns; ++run) {
    run_workload(*engine, {{random_prompt(prompt, shape, options.seed + run), 1}});
  }
  engine->unsubscribe(handle);
  const double best_ms = prefill_ms.size() > 1
                             ? *std::min_element(prefill_ms.begin() + 1, prefill_ms.end())
                             : (prefill_ms.empty() ? 0.0 : prefill_ms.front());
  const double tokens_per_s = best_ms > 0 ? prompt / (best_ms / 1000.0) : 0.0;
  report.json = {{"scenario", "prefill"},
                 {"device", engine->model_info().device_name},
                 {"weight_dtype", engine->model_info().weight_dtype},
                 {"prompt_tokens", prompt},
                 {"prefill_ms", best_ms},
                 {"prefill_tokens_per_s", tokens_per_s},
                 {"load_seconds", load_s}};
  char row[200];
  std::snprintf(row, sizeof row,
                "%s, %s weights: prompt of %d tokens in %.1f ms = %.1f tok/s; load %.2f s",
                engine->model_info().device_name.c_str(), engine->model_info().weight_dtype.c_str(),
                prompt, best_ms, tokens_per_s, load_s);
  report.table.push_back(row);
  return report;
}

}  // namespace tessera::bench

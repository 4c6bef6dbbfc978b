#include "runner.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <unordered_map>

namespace tessera::bench {
namespace {

using Clock = std::chrono::steady_clock;

double ms_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

// Per-request timing gathered from the output callbacks.
struct RequestClock {
  Clock::time_point submitted;
  Clock::time_point last_token;
  bool has_token = false;
  double ttft_ms = 0.0;
  std::vector<double> gaps_ms;
  long output_tokens = 0;
};

}  // namespace

double kv_waste(const StepStats& stats) {
  if (stats.blocks_used == 0 || stats.block_size == 0) return 0.0;
  std::unordered_map<std::int32_t, int> filled;  // block -> live tokens (shared blocks once)
  for (const auto& table : stats.block_tables) {
    for (std::size_t i = 0; i < table.blocks.size(); ++i) {
      const int live = std::clamp(table.num_tokens - static_cast<int>(i) * stats.block_size, 0,
                                  stats.block_size);
      int& slot = filled[table.blocks[i]];
      slot = std::max(slot, live);
    }
  }
  const double allocated = static_cast<double>(stats.blocks_used) * stats.block_size;
  double live = 0.0;
  for (const auto& [block, tokens] : filled) live += tokens;
  return std::max(0.0, (allocated - live) / allocated);
}

double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  const double rank = p / 100.0 * static_cast<double>(values.size() - 1);
  const auto lo = static_cast<std::size_t>(std::floor(rank));
  const auto hi = static_cast<std::size_t>(std::ceil(rank));
  return values[lo] + (values[hi] - values[lo]) * (rank - static_cast<double>(lo));
}

double mean(const std::vector<double>& values) {
  if (values.empty()) return 0.0;
  return std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
}

RunMetrics run_workload(Engine& engine, const std::vector<WorkItem>& items,
                        const RunOptions& options) {
  RunMetrics metrics;
  std::vector<RequestClock> clocks;
  clocks.reserve(items.size());
  double running_sum = 0.0;
  double waste_sum = 0.0;

  const int stats_handle = engine.subscribe_stats([&](const StepStats& stats) {
    running_sum += static_cast<double>(stats.scheduled.size());
    waste_sum += kv_waste(stats);
    for (const auto& entry : stats.scheduled) metrics.prefill_tokens_computed += entry.prefill_tokens;
    metrics.preemptions += static_cast<int>(stats.preempted.size());
    if (options.record) metrics.recorded_steps.push_back(stats);
  });
  const int event_handle = options.record
      ? engine.subscribe_events([&](const RequestEvent& event) { metrics.recorded_events.push_back(event); })
      : -1;

  auto submit = [&](const WorkItem& item) {
    const std::size_t index = clocks.size();
    clocks.push_back({Clock::now(), {}, false, 0.0, {}, 0});
    metrics.prompt_tokens += static_cast<long>(item.prompt.size());
    GenerationRequest request;
    request.prompt_ids = item.prompt;
    request.sampling.temperature = 0.0f;
    request.sampling.ignore_eos = true;
    request.sampling.max_tokens = item.output_len;
    engine.submit(std::move(request), [&clocks, index](const RequestOutput& out) {
      if (out.new_token_ids.empty()) return;
      RequestClock& clock = clocks[index];
      const auto now = Clock::now();
      if (!clock.has_token) {
        clock.ttft_ms = ms_between(clock.submitted, now);
        clock.has_token = true;
      } else {
        clock.gaps_ms.push_back(ms_between(clock.last_token, now));
      }
      clock.last_token = now;
      clock.output_tokens += static_cast<long>(out.new_token_ids.size());
    });
  };

  const auto start = Clock::now();
  for (const auto& item : items) submit(item);
  while (true) {
    if (options.arrivals) {
      for (const auto& item : options.arrivals(metrics.steps)) submit(item);
    }
    const auto step_start = Clock::now();
    if (!engine.step()) {
      if (!engine.has_unfinished_requests()) break;
      throw std::runtime_error("the engine made no progress with requests still unfinished");
    }
    metrics.step_ms.push_back(ms_between(step_start, Clock::now()));
    ++metrics.steps;
  }
  metrics.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  engine.unsubscribe(stats_handle);
  if (event_handle >= 0) engine.unsubscribe(event_handle);

  metrics.requests = static_cast<int>(clocks.size());
  for (const auto& clock : clocks) {
    metrics.output_tokens += clock.output_tokens;
    metrics.ttft_ms.push_back(clock.ttft_ms);
    metrics.itl_ms.insert(metrics.itl_ms.end(), clock.gaps_ms.begin(), clock.gaps_ms.end());
    metrics.itl_ms_by_request.push_back(clock.gaps_ms);
  }
  if (metrics.steps > 0) {
    metrics.mean_running = running_sum / static_cast<double>(metrics.steps);
    metrics.kv_waste_fraction = waste_sum / static_cast<double>(metrics.steps);
  }
  return metrics;
}

}  // namespace tessera::bench

#include "dashboard/dashboard_metrics.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

using tessera::RequestEvent;
using tessera::RequestEventType;
using tessera::StepStats;

double step_end_s(const StepStats& stats) {
  return stats.start_s + stats.duration_ms / 1000.0;
}

double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  const double rank = std::clamp(p, 0.0, 100.0) / 100.0 * static_cast<double>(values.size() - 1);
  const auto lower = static_cast<std::size_t>(std::floor(rank));
  const std::size_t upper = std::min(lower + 1, values.size() - 1);
  const double frac = rank - static_cast<double>(lower);
  return values[lower] + (values[upper] - values[lower]) * frac;
}

Percentiles percentiles(const std::vector<double>& values) {
  Percentiles out;
  out.count = static_cast<int>(values.size());
  out.p50 = percentile(values, 50);
  out.p90 = percentile(values, 90);
  out.p99 = percentile(values, 99);
  return out;
}

std::vector<double> ttft_samples(const std::vector<RequestEvent>& events, std::uint64_t first,
                                 std::uint64_t last) {
  std::unordered_map<tessera::RequestId, double> queued_at;
  std::vector<double> samples;
  for (const auto& e : events) {
    if (e.step > last) continue;
    if (e.type == RequestEventType::Queued) {
      queued_at[e.id] = e.time_s;
    } else if (e.type == RequestEventType::FirstToken && e.step >= first) {
      auto it = queued_at.find(e.id);
      if (it != queued_at.end()) samples.push_back(e.time_s - it->second);
    }
  }
  return samples;
}

std::vector<double> itl_samples(const std::vector<const StepStats*>& steps, std::size_t first,
                                std::size_t selected) {
  std::unordered_map<tessera::RequestId, double> last_token_at;
  std::vector<double> samples;
  for (std::size_t i = first; i <= selected; ++i) {
    const double end = step_end_s(*steps[i]);
    for (const auto& s : steps[i]->scheduled) {
      const bool first_token = s.prefill_tokens > 0 &&
                               s.num_computed_tokens + s.prefill_tokens == s.num_prompt_tokens &&
                               !last_token_at.count(s.id);
      if (s.decode_tokens == 0 && !first_token) continue;
      auto it = last_token_at.find(s.id);
      if (it != last_token_at.end()) samples.push_back(end - it->second);
      last_token_at[s.id] = end;
    }
  }
  return samples;
}

namespace {

void add_throughput(DashboardNumbers& out, const std::vector<const StepStats*>& steps,
                    std::size_t selected, double window_s) {
  const double end = step_end_s(*steps[selected]);
  std::size_t first = selected;
  while (first > 0 && end - steps[first - 1]->start_s <= window_s) --first;
  long prefill = 0;
  long decode = 0;
  for (std::size_t i = first; i <= selected; ++i) {
    for (const auto& s : steps[i]->scheduled) {
      prefill += s.prefill_tokens;
      decode += s.decode_tokens;
    }
  }
  const double span = end - steps[first]->start_s;
  if (span <= 0.0) return;
  out.prompt_tokens_per_s = static_cast<double>(prefill) / span;
  out.generation_tokens_per_s = static_cast<double>(decode) / span;
}

void add_prefix_hit_rate(DashboardNumbers& out, const std::vector<const StepStats*>& steps,
                         std::size_t selected) {
  long hit = 0;
  long prompt = 0;
  for (std::size_t i = 0; i <= selected; ++i) {
    const StepStats& stats = *steps[i];
    hit += stats.prefix_hit_tokens;
    for (auto id : stats.admitted) {
      for (const auto& s : stats.scheduled) {
        if (s.id == id) prompt += s.num_prompt_tokens;
      }
    }
  }
  out.has_prefix_admissions = prompt > 0;
  out.prefix_hit_rate = prompt > 0 ? static_cast<double>(hit) / static_cast<double>(prompt) : 0.0;
}

}  // namespace

DashboardNumbers compute_numbers(const std::vector<const StepStats*>& steps,
                                 const std::vector<RequestEvent>& events, std::size_t selected,
                                 double window_s, std::size_t latency_steps) {
  DashboardNumbers out;
  if (selected >= steps.size()) return out;
  const StepStats& at = *steps[selected];
  out.step = at.step;
  out.num_running = at.num_running;
  out.num_waiting = at.num_waiting;
  out.num_preempted_total = at.num_preempted_total;
  out.blocks_total = at.blocks_total;
  out.blocks_used = at.blocks_used;
  out.blocks_cached = at.blocks_cached;
  out.blocks_free = at.blocks_free;
  out.kv_usage = at.blocks_total > 0 ? static_cast<double>(at.blocks_used) / at.blocks_total : 0.0;
  add_throughput(out, steps, selected, window_s);
  add_prefix_hit_rate(out, steps, selected);
  const std::size_t first = selected + 1 > latency_steps ? selected + 1 - latency_steps : 0;
  out.ttft_s = percentiles(ttft_samples(events, steps[first]->step, at.step));
  out.itl_s = percentiles(itl_samples(steps, first, selected));
  return out;
}

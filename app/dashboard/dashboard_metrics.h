// The dashboard's numbers at one recorded step, computed from StepStats and RequestEvents only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "tessera/stats.h"

struct Percentiles {
  double p50 = 0.0;
  double p90 = 0.0;
  double p99 = 0.0;
  int count = 0;  // samples; the percentiles are 0 when there are none
};

// Linear interpolation between closest ranks (NumPy's default); p in [0, 100].
double percentile(std::vector<double> values, double p);
Percentiles percentiles(const std::vector<double>& values);

struct DashboardNumbers {
  std::uint64_t step = 0;
  int num_running = 0;
  int num_waiting = 0;
  int num_preempted_total = 0;
  double prompt_tokens_per_s = 0.0;      // prefill tokens over the throughput window
  double generation_tokens_per_s = 0.0;  // decode tokens over the throughput window
  Percentiles ttft_s;            // QUEUED -> FIRST_TOKEN of first tokens in the latency window
  Percentiles itl_s;             // gaps between a request's consecutive output tokens in the window
  double prefix_hit_rate = 0.0;  // hit tokens / prompt tokens of admissions so far
  bool has_prefix_admissions = false;
  int blocks_total = 0;
  int blocks_used = 0;
  int blocks_cached = 0;
  int blocks_free = 0;
  double kv_usage = 0.0;  // blocks_used / blocks_total
};

// Numbers as they were right after steps[selected] (steps oldest first, selected < size).
// Throughput is averaged over the steps that started within window_s of the selected step's
// end; latencies cover the last latency_steps steps (first tokens and token gaps in them), so
// they describe the recent service and stay cheap to recompute at the frame rate.
DashboardNumbers compute_numbers(const std::vector<const tessera::StepStats*>& steps,
                                 const std::vector<tessera::RequestEvent>& events,
                                 std::size_t selected, double window_s = 2.0,
                                 std::size_t latency_steps = 1000);

// Seconds from QUEUED to FIRST_TOKEN of the first tokens of steps [first, last] (step numbers).
std::vector<double> ttft_samples(const std::vector<tessera::RequestEvent>& events,
                                 std::uint64_t first, std::uint64_t last);
// Gaps between a request's consecutive output tokens over steps[first..selected] (indices). A
// request's output tokens come at the end of the step that completes its prompt (the first
// token) and of every decode step. Tokens re-sampled after a preemption's recompute are not
// told apart from the prompt in StepStats, so the gap that spans a preemption is one sample.
std::vector<double> itl_samples(const std::vector<const tessera::StepStats*>& steps,
                                std::size_t first, std::size_t selected);

// End of a step in engine seconds.
double step_end_s(const tessera::StepStats& stats);

// Runs a set of requests through an engine step by step and measures what the scenarios report.
#pragma once

#include <functional>
#include <vector>

#include "tessera/engine.h"
#include "workload.h"

namespace tessera::bench {

struct RunMetrics {
  int requests = 0;
  long output_tokens = 0;
  long prompt_tokens = 0;
  long steps = 0;
  double mean_running = 0.0;
  int preemptions = 0;
  double seconds = 0.0;
  long prefill_tokens_computed = 0;
  double kv_waste_fraction = 0.0;
  std::vector<double> ttft_ms;  // per request, in submission order
  std::vector<double> itl_ms;   // every gap between two tokens of one request
  std::vector<std::vector<double>> itl_ms_by_request;
  std::vector<double> step_ms;  // wall time of each step
  std::vector<StepStats> recorded_steps;    // only when recording
  std::vector<RequestEvent> recorded_events;

  double output_tokens_per_s() const { return seconds > 0 ? output_tokens / seconds : 0.0; }
  double total_tokens_per_s() const {
    return seconds > 0 ? (output_tokens + prompt_tokens) / seconds : 0.0;
  }
};

struct RunOptions {
  bool record = false;  // keep every StepStats and RequestEvent (for --trace)
  // Called before each step with the number of steps done; may submit more work through
  // the returned items (late arrivals). Empty function = nothing arrives late.
  std::function<std::vector<WorkItem>(long step)> arrivals;
};

// Submits items (greedy, ignore_eos, max_tokens = output_len) to an engine created with
// start_thread = false and steps it until everything finished.
RunMetrics run_workload(Engine& engine, const std::vector<WorkItem>& items,
                        const RunOptions& options = {});

// Fraction of allocated KV slots holding no live token, for one step.
double kv_waste(const StepStats& stats);

double percentile(std::vector<double> values, double p);  // p in [0, 100]
double mean(const std::vector<double>& values);

}  // namespace tessera::bench

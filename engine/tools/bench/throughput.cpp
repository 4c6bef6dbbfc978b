// Scenario "throughput": the same request mix under every batching policy, same KV memory.
#include <cstdio>
#include <map>

#include "scenario.h"

namespace tessera::bench {
namespace {

constexpr int kMaxNumSeqs = 64;
constexpr int kBlockSize = 16;

nlohmann::json result_json(const std::string& workload, const std::string& policy,
                           const RunMetrics& m) {
  return {{"workload", workload},
          {"policy", policy},
          {"requests", m.requests},
          {"output_tokens", m.output_tokens},
          {"steps", m.steps},
          {"mean_running", m.mean_running},
          {"preemptions", m.preemptions},
          {"seconds", m.seconds},
          {"output_tokens_per_s", m.output_tokens_per_s()},
          {"total_tokens_per_s", m.total_tokens_per_s()},
          {"kv_waste_fraction", m.kv_waste_fraction}};
}

// Step-count targets of the issue: continuous against each baseline, per workload.
struct StepTarget {
  const char* workload;
  const char* baseline;
  double max_ratio;
};
constexpr StepTarget kTargets[] = {
    {"chat", "static", 0.5}, {"chat", "traditional", 0.2}, {"uniform", "static", 0.75}};

}  // namespace

ScenarioReport run_throughput(const BenchOptions& options) {
  ScenarioReport report;
  report.json = {{"scenario", "throughput"}, {"results", nlohmann::json::array()}};
  std::map<std::string, std::map<std::string, long>> steps;  // workload -> policy -> steps
  std::map<std::string, std::map<std::string, double>> tps;

  const WorkloadShape shape = workload_shape(options);

  for (const auto& workload : options.workloads) {
    const auto items = make_workload(workload, options.requests, shape, options.seed);
    const int kv_blocks = blocks_for_tokens(kMaxNumSeqs * mean_total_length(items), kBlockSize);
    for (const auto& policy : options.policies) {
      SchedulerConfig config;
      config.max_num_seqs = kMaxNumSeqs;
      config.batching = policy_from_name(policy);
      auto engine = make_engine(options, config, kv_blocks);
      const bool trace = !options.trace_path.empty() && report.trace_steps.empty() &&
                         policy == "continuous";
      RunOptions run_options;
      run_options.record = trace;
      RunMetrics m = run_workload(*engine, items, run_options);
      if (trace) {
        report.trace_steps = std::move(m.recorded_steps);
        report.trace_events = std::move(m.recorded_events);
      }
      report.json["results"].push_back(result_json(workload, policy, m));
      steps[workload][policy] = m.steps;
      tps[workload][policy] = m.output_tokens_per_s();
      char row[256];
      std::snprintf(row, sizeof row,
                    "%-8s %-12s steps %7ld  running %6.1f  preempt %5d  %8.2f s  out %9.1f tok/s"
                    "  waste %5.1f%%",
                    workload.c_str(), policy.c_str(), m.steps, m.mean_running, m.preemptions,
                    m.seconds, m.output_tokens_per_s(), 100.0 * m.kv_waste_fraction);
      report.table.push_back(row);
      std::fprintf(stderr, "  %s\n", row);
    }
  }

  report.json["ratios"] = nlohmann::json::array();
  for (const auto& target : kTargets) {
    auto& by_policy = steps[target.workload];
    if (!by_policy.count("continuous") || !by_policy.count(target.baseline)) continue;
    const double ratio = static_cast<double>(by_policy["continuous"]) / by_policy[target.baseline];
    const double time_ratio = tps[target.workload][target.baseline] /
                              std::max(1e-9, tps[target.workload]["continuous"]);
    report.json["ratios"].push_back({{"workload", target.workload},
                                     {"baseline", target.baseline},
                                     {"steps_ratio", ratio},
                                     {"target", target.max_ratio},
                                     {"met", ratio <= target.max_ratio},
                                     {"time_ratio", time_ratio}});
    char row[256];
    std::snprintf(row, sizeof row,
                  "%-8s continuous/%-11s steps ratio %.3f (target <= %.2f: %s), time ratio %.3f",
                  target.workload, target.baseline, ratio, target.max_ratio,
                  ratio <= target.max_ratio ? "met" : "MISSED", time_ratio);
    report.table.push_back(row);
  }
  for (const auto& result : report.json["results"]) {
    if (result["policy"] == "continuous") {
      report.json["kv_waste_fraction"] = result["kv_waste_fraction"];
      break;
    }
  }
  return report;
}

}  // namespace tessera::bench

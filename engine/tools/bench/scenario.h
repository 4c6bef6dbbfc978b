// Shared setup of the benchmark scenarios.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "internal/cpu_roofline.h"
#include "runner.h"
#include "tessera/engine.h"
#include "tessera/model_config.h"
#include "workload.h"

namespace tessera::bench {

struct BenchOptions {
  std::string scenario;
  std::string model_dir;  // the model to run (a synthetic one is written to a temp folder)
  std::vector<std::string> compare_dirs;  // compare: every --model given, in order
  std::vector<Quantization> compare_quantize{Quantization::None};  // compare: --quantize a,b
  int rounds = 5;               // compare: rounds of every variant in turn
  std::string synthetic_shape;  // non-empty when --synthetic was given
  Device device = Device::Auto;
  Precision precision = Precision::Auto;
  Quantization quantize = Quantization::None;
  int threads = 0;
  int requests = 256;
  std::uint64_t seed = 1234;
  std::vector<std::string> workloads{"uniform", "chat"};
  std::vector<std::string> policies{"continuous", "static", "sequential", "traditional"};
  std::vector<int> decode_batches;  // empty: 1,32,256 on a GPU, 1,8,32 on the CPU
  int chunk_budget = 256;
  int prompt_tokens = 256;  // prefill scenario
  std::string trace_path;
  std::string text_path;  // perplexity scenario
};

// A scenario's figures: "json" is its JSON object, "table" the human-readable rows.
struct ScenarioReport {
  nlohmann::json json;
  std::vector<std::string> table;
  std::vector<StepStats> trace_steps;  // of the run chosen for --trace
  std::vector<RequestEvent> trace_events;
};

// An engine in manual-step mode on the benchmark's model.
std::unique_ptr<Engine> make_engine(const BenchOptions& options, const SchedulerConfig& scheduler,
                                    int num_kv_blocks, bool collect_stats = true);
// The model's vocabulary, context and BOS, read from its config.json (no weights loaded).
WorkloadShape workload_shape(const BenchOptions& options);
BatchingPolicy policy_from_name(const std::string& name);
int blocks_for_tokens(double tokens, int block_size);

ScenarioReport run_throughput(const BenchOptions& options);
ScenarioReport run_chunked_prefill(const BenchOptions& options);
ScenarioReport run_prefix_cache(const BenchOptions& options);
ScenarioReport run_decode(const BenchOptions& options);
// Decode tokens/s of several models and weight formats side by side: every variant in turn,
// round after round, and each one's ratio to the first within a round.
ScenarioReport run_compare(const BenchOptions& options);
// The cost of structured output: grammar masks, and decode beside constrained requests.
ScenarioReport run_structured(const BenchOptions& options);

// One measurement of batch-size decode: `batch` prompts of random tokens, every step that
// decodes exactly those requests (and nothing else) timed.
struct DecodeRun {
  double tokens_per_s = 0.0;
  double step_s = 0.0;
  std::vector<double> step_ms;
  double kv_bytes_per_step = 0.0;  // KV read by a mean decode step (kv_elem bytes an element)
  double kv_waste_fraction = 0.0;
  std::vector<double> matmul_flops;  // the probe's bursts between the decode steps
};
SchedulerConfig decode_scheduler(int batch);  // room for `batch` requests in one step
int decode_kv_blocks(int batch);              // KV blocks for `batch` decode requests
// With a probe, its matmul rate is sampled on the engine thread after every kProbeEvery-th decode
// step (outside the steps' own timing).
constexpr int kProbeEvery = 8;
DecodeRun measure_decode(Engine& engine, const ModelConfig& config, int kv_elem, int batch,
                         const WorkloadShape& shape, std::uint64_t seed,
                         CpuMatmulProbe* probe = nullptr);
ScenarioReport run_stats_overhead(const BenchOptions& options);
// Prompt processing tokens/s (one prompt in one step) and the time to load the model.
ScenarioReport run_prefill(const BenchOptions& options);
// Throughput through the HTTP API against in-process submission (64 concurrent streams).
ScenarioReport run_api(const BenchOptions& options);
ScenarioReport run_perplexity(const BenchOptions& options);
ScenarioReport run_kernels(const BenchOptions& options);
// The CPU attention alone at the model's head shape, per decode batch size.
ScenarioReport run_attention(const BenchOptions& options);
// One decode token's matmuls alone, every weight format of --quantize in turn.
ScenarioReport run_matmuls(const BenchOptions& options);

}  // namespace tessera::bench

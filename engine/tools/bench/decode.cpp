// Scenarios "decode" (tokens/s at fixed batch sizes against the machine's roofline: measured read
// bandwidth and matmul FLOP/s) and "stats-overhead".
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <thread>

#include "internal/cpu_roofline.h"
#include "internal/gpu.h"
#include "scenario.h"
#include "tessera/model_config.h"

namespace tessera::bench {
namespace {

constexpr int kDecodePrompt = 64;
constexpr int kDecodeOutput = 64;

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Bytes moved per second by a large copy (read + write), using every core.
double host_copy_bandwidth() {
  const std::size_t bytes = std::size_t{256} << 20;
  std::vector<char> src(bytes, 1), dst(bytes, 0);
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  double best = 0.0;
  for (int rep = 0; rep < 4; ++rep) {
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t) {
      pool.emplace_back([&, t] {
        const std::size_t begin = bytes * t / threads, end = bytes * (t + 1) / threads;
        std::memcpy(dst.data() + begin, src.data() + begin, end - begin);
      });
    }
    for (auto& th : pool) th.join();
    best = std::max(best, 2.0 * bytes / seconds_since(start));
  }
  return best;
}

// Bytes read per second from memory (a sum over a buffer far larger than the caches), every core
// reading its share as kStreams interleaved streams with prefetch. Decoding one token reads the
// weights once and writes almost nothing, so this, not a copy, bounds it.
template <int kStreams>
double host_read_bandwidth(const std::vector<std::uint64_t>& data) {
  const std::size_t words = data.size();
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  const std::size_t per_stream = words / threads / kStreams / 8 * 8;
  std::vector<std::uint64_t> sums(threads);
  double best = 0.0;
  for (int rep = 0; rep < 5; ++rep) {
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t) {
      pool.emplace_back([&, t] {
        const std::uint64_t* base = data.data() + words * t / threads;
        std::uint64_t acc[kStreams][8] = {};
        for (std::size_t i = 0; i < per_stream; i += 8) {
          for (int s = 0; s < kStreams; ++s) {
            const std::uint64_t* p = base + s * per_stream + i;
            __builtin_prefetch(p + 64);
            for (int j = 0; j < 8; ++j) acc[s][j] += p[j];
          }
        }
        for (int s = 0; s < kStreams; ++s)
          for (int j = 0; j < 8; ++j) sums[t] += acc[s][j];
      });
    }
    for (auto& th : pool) th.join();
    const double bytes =
        static_cast<double>(per_stream) * kStreams * threads * sizeof(std::uint64_t);
    best = std::max(best, bytes / seconds_since(start));
  }
  if (sums[0] == 42) std::fputs("", stderr);  // keeps the sums observable
  return best;
}

// The machine's read bandwidth: the better of one stream per core (as the decode kernels read
// the weights) and eight (as several rows at once would), so the bound is never flattering.
double host_read_bandwidth() {
  const std::size_t words = (std::size_t{512} << 20) / sizeof(std::uint64_t);
  std::vector<std::uint64_t> data(words);
  for (std::size_t i = 0; i < words; ++i) data[i] = i;
  return std::max(host_read_bandwidth<1>(data), host_read_bandwidth<8>(data));
}

// Bytes of one weight as the CPU backend holds it (int8 carries a float32 scale per group).
double bytes_per_weight(const std::string& weight_dtype) {
  if (weight_dtype == "F32") return 4.0;
  if (weight_dtype.rfind("INT8", 0) == 0) return 1.0 + 4.0 / kInt8GroupSize;
  return 2.0;
}

// Bytes of weights one forward step reads (every linear layer once, plus the LM head).
double weight_count(const ModelConfig& c) {
  const double h = c.hidden_size, q = static_cast<double>(c.num_heads) * c.head_dim,
               kv = static_cast<double>(c.num_kv_heads) * c.head_dim, i = c.intermediate_size;
  const double per_layer = h * q * 2 + h * kv * 2 + 3 * h * i;
  return per_layer * c.num_layers + static_cast<double>(c.vocab_size) * h;
}

}  // namespace

SchedulerConfig decode_scheduler(int batch) {
  SchedulerConfig scheduler;
  scheduler.max_num_seqs = std::max(batch, 1);
  scheduler.max_num_batched_tokens = std::max(2048, batch);
  return scheduler;
}

int decode_kv_blocks(int batch) {
  return blocks_for_tokens(batch * (kDecodePrompt + kDecodeOutput), 16) + batch + 16;
}

DecodeRun measure_decode(Engine& engine, const ModelConfig& config, int kv_elem, int batch,
                         const WorkloadShape& shape, std::uint64_t seed, CpuMatmulProbe* probe) {
  DecodeRun run;
  double decode_seconds = 0.0, kv_bytes = 0.0;
  long decode_steps = 0;
  const int handle = engine.subscribe_stats([&](const StepStats& stats) {
    const bool all_decode =
        static_cast<int>(stats.scheduled.size()) == batch &&
        std::all_of(stats.scheduled.begin(), stats.scheduled.end(),
                    [](const ScheduledRequest& r) { return r.prefill_tokens == 0; });
    if (!all_decode) return;
    ++decode_steps;
    decode_seconds += stats.duration_ms / 1000.0;
    run.step_ms.push_back(stats.duration_ms);
    for (const auto& r : stats.scheduled) {
      kv_bytes += (r.num_computed_tokens + 1.0) * config.num_layers * config.num_kv_heads *
                  config.head_dim * 2.0 * kv_elem;
    }
    if (probe != nullptr && decode_steps % kProbeEvery == 0) {
      run.matmul_flops.push_back(probe->burst_flops());
    }
  });
  std::vector<WorkItem> items;
  for (int i = 0; i < batch; ++i) {
    items.push_back({random_prompt(kDecodePrompt, shape, seed + i), kDecodeOutput});
  }
  const RunMetrics m = run_workload(engine, items);
  engine.unsubscribe(handle);
  run.step_s = decode_steps ? decode_seconds / decode_steps : 0.0;
  run.tokens_per_s = run.step_s > 0 ? batch / run.step_s : 0.0;
  run.kv_bytes_per_step = decode_steps ? kv_bytes / decode_steps : 0.0;
  run.kv_waste_fraction = m.kv_waste_fraction;
  return run;
}

ScenarioReport run_decode(const BenchOptions& options) {
  ScenarioReport report;
  const ModelConfig config = load_model_config(options.model_dir);
  std::vector<int> batches = options.decode_batches;
  // What the model is, from an engine gone before any measured one is made: two engines at once
  // hold the weights twice (a 7B BF16 model's 13 GB copied into huge pages, twice, did not fit in
  // 24 GB).
  const ModelInfo info = make_engine(options, SchedulerConfig{}, 64)->model_info();
  const bool gpu = info.device == Device::Cuda;
  if (batches.empty()) batches = gpu ? std::vector<int>{1, 32, 256} : std::vector<int>{1, 8, 32};
  const bool f32 = !gpu || options.precision == Precision::F32;
  // The GPU converts to its compute precision; the CPU keeps the file's dtype (or int8).
  const double elem = gpu ? (f32 ? 4.0 : 2.0) : bytes_per_weight(info.weight_dtype);
  const int kv_elem = f32 ? 4 : 2;
  const double weight_bytes = weight_count(config) * elem;
  // The bound of decode: reading (GPU: copying) memory, and on the CPU the matmul FLOP/s.
  const double copy_bw = gpu ? gpu_copy_bandwidth() : host_copy_bandwidth();
  const double read_bw = gpu ? copy_bw : host_read_bandwidth();
  // The CPU's matmul rate (CpuMatmulProbe): at the start, the best of five bursts.
  std::unique_ptr<CpuMatmulProbe> rate;
  if (!gpu) rate = std::make_unique<CpuMatmulProbe>(options.threads, options.quantize);
  double flops = 0.0;
  for (int burst = 0; rate && burst < 5; ++burst) flops = std::max(flops, rate->burst_flops());
  const double peak = gpu ? 0.0 : cpu_peak_flops(options.threads);
  const WorkloadShape shape = workload_shape(options);
  report.json = {{"scenario", "decode"},
                 {"device", info.device_name},
                 {"weight_dtype", info.weight_dtype},
                 {"copy_bandwidth_gb_s", copy_bw / 1e9},
                 {"read_bandwidth_gb_s", read_bw / 1e9},
                 {"matmul_gflops", flops / 1e9},
                 {"peak_gflops", peak / 1e9},
                 {"weight_bytes", weight_bytes},
                 {"results", nlohmann::json::array()}};
  char machine[240];
  std::snprintf(machine, sizeof machine,
                "%s, %s weights: read %.2f GB/s, copy %.2f GB/s, matmul %.1f GFLOP/s"
                " (peak %.1f)",
                info.device_name.c_str(), info.weight_dtype.c_str(), read_bw / 1e9, copy_bw / 1e9,
                flops / 1e9, peak / 1e9);
  report.table.push_back(machine);
  // Each batch's compute bound is the CPU's matmul rate sampled during its run: a burst on the
  // engine thread after every kProbeEvery-th decode step (outside the steps' timing), the median
  // of the bursts (a mean had let one burst slowed by a neighbour make a run read 110%). On a
  // shared machine the rate moved by a third between runs a minute apart (168 at a process's start,
  // 215 after its batch 1 run, session 26), so a rate from other seconds made the fraction measure
  // the machine's drift.
  for (int batch : batches) {
    auto engine = make_engine(options, decode_scheduler(batch), decode_kv_blocks(batch));
    const DecodeRun run =
        measure_decode(*engine, config, kv_elem, batch, shape, options.seed, rate.get());
    engine.reset();
    // The rate from the start where the run took no samples.
    const double batch_flops = run.matmul_flops.empty() ? flops : percentile(run.matmul_flops, 50);
    const double step_s = run.step_s;
    const double bytes_per_step = weight_bytes + run.kv_bytes_per_step;
    const double achieved = step_s > 0 ? bytes_per_step / step_s : 0.0;
    const double tokens_per_s = run.tokens_per_s;
    // Roofline: a step reads the weights and the KV once; each token costs 2 FLOPs per weight.
    const double memory_bound = read_bw > 0 ? batch * read_bw / bytes_per_step : 0.0;
    const double compute_bound = batch_flops > 0 ? batch_flops / (2.0 * weight_count(config)) : 0.0;
    const double bound_tokens_per_s =
        compute_bound > 0 ? std::min(memory_bound, compute_bound) : memory_bound;
    const double roofline_fraction =
        bound_tokens_per_s > 0 ? tokens_per_s / bound_tokens_per_s : 0.0;
    report.json["results"].push_back(
        {{"batch", batch},
         {"decode_tokens_per_s", tokens_per_s},
         {"step_ms_p50", percentile(run.step_ms, 50)},
         {"bytes_per_step", bytes_per_step},
         {"achieved_bandwidth_gb_s", achieved / 1e9},
         {"bandwidth_fraction", read_bw > 0 ? achieved / read_bw : 0.0},
         {"bandwidth_bound_tokens_per_s", memory_bound},
         {"matmul_gflops_during", batch_flops / 1e9},
         {"matmul_samples", run.matmul_flops.size()},
         {"compute_bound_tokens_per_s", compute_bound},
         {"roofline_bound_tokens_per_s", bound_tokens_per_s},
         {"roofline_fraction", roofline_fraction},
         {"peak_flops_fraction", peak > 0 ? tokens_per_s * 2.0 * weight_count(config) / peak : 0.0},
         {"kv_waste_fraction", run.kv_waste_fraction}});
    char row[260];
    std::snprintf(row, sizeof row,
                  "batch %4d  decode %10.1f tok/s  step %8.3f ms  %7.2f GB/s of %7.2f read"
                  "  roofline %10.1f tok/s (%s-bound)  %.0f%% of it",
                  batch, tokens_per_s, step_s * 1000, achieved / 1e9, read_bw / 1e9,
                  bound_tokens_per_s, memory_bound <= bound_tokens_per_s ? "memory" : "compute",
                  100.0 * roofline_fraction);
    if (batch_flops > 0) {
      const std::size_t used = std::strlen(row);
      std::snprintf(row + used, sizeof row - used, "  (matmul %.1f GFLOP/s during it)",
                    batch_flops / 1e9);
    }
    report.table.push_back(row);
    if (batch == batches.front()) report.json["kv_waste_fraction"] = run.kv_waste_fraction;
  }
  return report;
}

ScenarioReport run_stats_overhead(const BenchOptions& options) {
  ScenarioReport report;
  const WorkloadShape shape = workload_shape(options);
  const auto items = make_workload("uniform", std::min(options.requests, 128), shape, options.seed);
  const int blocks = blocks_for_tokens(64 * mean_total_length(items), 16);
  double best[2] = {1e300, 1e300};  // mean step ms, capture off / on
  double waste = 0.0;
  for (int rep = 0; rep < 3; ++rep) {
    for (int on = 0; on < 2; ++on) {
      auto engine = make_engine(options, SchedulerConfig{}, blocks, on == 1);
      const RunMetrics m = run_workload(*engine, items);
      best[on] = std::min(best[on], m.seconds * 1000.0 / std::max(1L, m.steps));
      if (on) waste = m.kv_waste_fraction;
    }
  }
  const double overhead = best[1] / best[0] - 1.0;
  report.json = {{"scenario", "stats-overhead"},
                 {"step_ms_capture_off", best[0]},
                 {"step_ms_capture_on", best[1]},
                 {"overhead_fraction", overhead},
                 {"target", 0.02},
                 {"met", overhead < 0.02},
                 {"kv_waste_fraction", waste}};
  char row[200];
  std::snprintf(row, sizeof row,
                "mean step %.4f ms capture off, %.4f ms on: overhead %+.2f%% (target < 2%%)",
                best[0], best[1], 100.0 * overhead);
  report.table.push_back(row);
  return report;
}

}  // namespace tessera::bench

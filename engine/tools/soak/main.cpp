// tessera-soak: a long, bounded engine run of random requests (random prompt and output lengths,
// shared prefixes, random sampling knobs, aborts) while the scheduler knobs change, checking the
// KV block accounting after every step and that resident memory stays flat. Exits 1 on the first
// broken invariant, naming the step. The engine is stepped here (start_thread = false), so the
// checks run between steps with nothing in flight.
//
// usage: tessera-soak --model DIR [--requests N] [--seed S] [--kv-blocks B] [--max-prompt T]
//                     [--max-tokens T] [--json]
#ifdef _WIN32
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
// windows.h first: psapi.h needs its types.
#include <psapi.h>
#else
#include <unistd.h>
#endif

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "internal/flag_number.h"
#include "tessera/engine.h"
#include "tessera/error.h"
#include "tessera/stats.h"

using namespace tessera;

namespace {

struct Options {
  std::string model;
  int requests = 20000;
  std::uint32_t seed = 1;
  int kv_blocks = 96;
  int max_prompt = 160;
  int max_tokens = 48;
  bool json = false;
};

Options parse_options(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--json") {
      o.json = true;
      continue;
    }
    if (i + 1 >= argc) throw Error::untranslated(flag + ": missing value (or unknown flag)");
    const std::string value = argv[++i];
    if (flag == "--model")
      o.model = value;
    else if (flag == "--requests")
      o.requests = flag_positive(flag, value);
    else if (flag == "--seed")
      o.seed = static_cast<std::uint32_t>(flag_positive(flag, value));
    else if (flag == "--kv-blocks")
      o.kv_blocks = flag_positive(flag, value);
    else if (flag == "--max-prompt")
      o.max_prompt = flag_positive(flag, value);
    else if (flag == "--max-tokens")
      o.max_tokens = flag_positive(flag, value);
    else
      throw Error::untranslated("unknown flag '" + flag + "'");
  }
  if (o.model.empty()) throw Error::untranslated("--model DIR is required");
  return o;
}

#if defined(__SANITIZE_ADDRESS__)
#define TESSERA_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TESSERA_ASAN 1
#endif
#endif
#ifdef TESSERA_ASAN
// compiler-rt's <sanitizer/allocator_interface.h>, which GCC does not install; libasan exports it.
extern "C" void __sanitizer_purge_allocator();
#endif

// Resident set size in bytes: the working set on Windows, /proc/self/statm's second field (in
// pages) on Linux. Under AddressSanitizer freed memory first leaves the quarantine (up to 256 MiB
// kept to catch use-after-free), which would otherwise read as growth.
std::size_t resident_bytes() {
#ifdef TESSERA_ASAN
  __sanitizer_purge_allocator();
#endif
#ifdef _WIN32
  PROCESS_MEMORY_COUNTERS counters{};
  if (!GetProcessMemoryInfo(GetCurrentProcess(), &counters, sizeof counters)) return 0;
  return counters.WorkingSetSize;
#else
  std::ifstream statm("/proc/self/statm");
  std::size_t pages = 0;
  std::size_t resident = 0;
  statm >> pages >> resident;
  return resident * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
#endif
}

// The block accounting of one step; empty when it holds, else what is wrong.
std::string check_blocks(const StepStats& s) {
  const auto fail = [&](const std::string& what) {
    return "step " + std::to_string(s.step) + ": " + what;
  };
  if (s.blocks_used + s.blocks_free != s.blocks_total) {
    return fail("used " + std::to_string(s.blocks_used) + " + free " +
                std::to_string(s.blocks_free) + " != total " + std::to_string(s.blocks_total));
  }
  std::set<std::int32_t> referenced;
  for (const BlockTable& table : s.block_tables) {
    const int capacity = static_cast<int>(table.blocks.size()) * s.block_size;
    if (table.num_tokens > capacity) {
      return fail("request " + std::to_string(table.id) + " stores " +
                  std::to_string(table.num_tokens) + " tokens in " +
                  std::to_string(table.blocks.size()) + " blocks");
    }
    std::set<std::int32_t> own;
    for (const std::int32_t block : table.blocks) {
      if (block < 0 || block >= s.blocks_total) return fail("block id " + std::to_string(block));
      if (!own.insert(block).second) {
        return fail("request " + std::to_string(table.id) + " holds block " +
                    std::to_string(block) + " twice");
      }
      referenced.insert(block);
    }
  }
  if (static_cast<int>(referenced.size()) != s.blocks_used) {
    return fail(std::to_string(referenced.size()) + " blocks in block tables, blocks_used " +
                std::to_string(s.blocks_used));
  }
  if (static_cast<int>(s.cached_free_blocks.size()) != s.blocks_cached) {
    return fail("blocks_cached " + std::to_string(s.blocks_cached) + " but " +
                std::to_string(s.cached_free_blocks.size()) + " listed");
  }
  for (const std::int32_t block : s.cached_free_blocks) {
    if (referenced.contains(block)) {
      return fail("block " + std::to_string(block) + " is both free (cached) and referenced");
    }
  }
  return {};
}

// Random scheduler knobs that pass validation for a model of context `max_model_len`.
SchedulerConfig random_knobs(std::mt19937& rng, int max_model_len) {
  SchedulerConfig c;
  c.chunked_prefill = rng() % 4 != 0;
  c.max_num_seqs = 1 + static_cast<int>(rng() % 24);
  // At least max_num_seqs tokens, and the whole context when prompts cannot be chunked.
  const int least = c.chunked_prefill ? c.max_num_seqs : std::max(c.max_num_seqs, max_model_len);
  c.max_num_batched_tokens = least + static_cast<int>(rng() % 512);
  c.prefix_caching = rng() % 3 != 0;
  static constexpr BatchingPolicy kPolicies[] = {
      BatchingPolicy::Continuous, BatchingPolicy::Continuous, BatchingPolicy::Static,
      BatchingPolicy::Sequential, BatchingPolicy::Traditional};
  c.batching = kPolicies[rng() % 5];
  c.queue = rng() % 2 ? QueuePolicy::Fcfs : QueuePolicy::Priority;
  return c;
}

struct Soak {
  const Options& options;
  Engine& engine;
  std::mt19937 rng;
  std::vector<std::vector<TokenId>> prefixes;  // shared prompt starts, for the prefix cache
  std::map<RequestId, bool> in_flight;         // id -> finished output seen
  int submitted = 0;
  int finished = 0;
  int aborted = 0;
  int errors = 0;
  std::string broken;

  GenerationRequest random_request() {
    const int vocab = engine.model_info().vocab_size;
    GenerationRequest r;
    if (rng() % 2 == 0) r.prompt_ids = prefixes[rng() % prefixes.size()];
    const int tail = 1 + static_cast<int>(rng() % options.max_prompt);
    for (int i = 0; i < tail; ++i) r.prompt_ids.push_back(static_cast<TokenId>(rng() % vocab));
    SamplingParams& p = r.sampling;
    p.temperature = rng() % 3 == 0 ? 0.0f : static_cast<float>(rng() % 150) / 100.0f;
    p.top_k = static_cast<int>(rng() % 3 == 0 ? rng() % 50 : 0);
    p.top_p = rng() % 3 == 0 ? 0.5f + static_cast<float>(rng() % 50) / 100.0f : 1.0f;
    p.seed = rng();
    p.max_tokens = 1 + static_cast<int>(rng() % options.max_tokens);
    p.ignore_eos = rng() % 2 == 0;
    r.priority = static_cast<int>(rng() % 4);
    return r;
  }

  void submit_one() {
    const RequestId id = engine.submit(random_request(), [this](const RequestOutput& out) {
      if (!out.finished) return;
      auto it = in_flight.find(out.id);
      if (it == in_flight.end() || it->second) {
        broken = "request " + std::to_string(out.id) + " finished twice or was never submitted";
        return;
      }
      it->second = true;
      ++finished;
      if (out.finish_reason == FinishReason::Abort) ++aborted;
      if (out.finish_reason == FinishReason::Error) ++errors;
    });
    in_flight.emplace(id, false);
    ++submitted;
  }

  void abort_one() {
    std::vector<RequestId> open;
    for (const auto& [id, done] : in_flight) {
      if (!done) open.push_back(id);
    }
    if (!open.empty()) engine.abort(open[rng() % open.size()]);
  }

  void forget_finished() {
    std::erase_if(in_flight, [](const auto& entry) { return entry.second; });
  }
};

int run(const Options& options) {
  EngineConfig config;
  config.model_dir = options.model;
  config.device = Device::Cpu;
  config.num_kv_blocks = options.kv_blocks;
  config.start_thread = false;
  config.num_threads = 1;
  const std::unique_ptr<Engine> engine = Engine::create(config);

  Soak soak{options, *engine, std::mt19937(options.seed), {}, {}, 0, 0, 0, 0, {}};
  for (int i = 0; i < 4; ++i) {
    std::vector<TokenId> prefix(32 + soak.rng() % 64);
    for (TokenId& t : prefix)
      t = static_cast<TokenId>(soak.rng() % engine->model_info().vocab_size);
    soak.prefixes.push_back(std::move(prefix));
  }
  std::uint64_t steps = 0;
  engine->subscribe_stats([&](const StepStats& s) {
    ++steps;
    if (soak.broken.empty()) soak.broken = check_blocks(s);
  });

  // RSS is sampled every tenth of the run; the first fifth warms up allocators and caches.
  std::vector<std::size_t> rss;
  const int sample_every = std::max(1, options.requests / 10);
  int next_sample = sample_every;
  const int max_model_len = engine->model_info().max_model_len;
  while (soak.broken.empty() &&
         (soak.submitted < options.requests || soak.finished < soak.submitted)) {
    // Up to 48 requests open at once, arriving at random steps.
    while (soak.submitted < options.requests && soak.submitted - soak.finished < 48 &&
           soak.rng() % 2 == 0) {
      soak.submit_one();
    }
    if (soak.rng() % 10 == 0) soak.abort_one();
    if (soak.rng() % 200 == 0) engine->set_scheduler_config(random_knobs(soak.rng, max_model_len));
    engine->step();
    soak.forget_finished();
    if (soak.finished >= next_sample) {
      rss.push_back(resident_bytes());
      next_sample += sample_every;
    }
  }
  while (soak.broken.empty() && engine->step()) {
  }

  // Flat memory: after warm-up, no sample may exceed the first by more than 10% (or 16 MiB).
  std::string memory_problem;
  if (rss.size() >= 4) {
    const std::size_t base = rss[1];
    const std::size_t allowed = std::max<std::size_t>(base / 10, 16u << 20);
    for (std::size_t i = 2; i < rss.size(); ++i) {
      if (rss[i] > base + allowed) {
        memory_problem = "resident memory grew from " + std::to_string(base >> 20) + " MiB to " +
                         std::to_string(rss[i] >> 20) + " MiB";
      }
    }
  }
  if (soak.broken.empty()) soak.broken = memory_problem;

  nlohmann::json report = {{"requests", soak.submitted},
                           {"finished", soak.finished},
                           {"aborted", soak.aborted},
                           {"errors", soak.errors},
                           {"steps", steps},
                           {"kv_blocks", options.kv_blocks},
                           {"seed", options.seed},
                           {"ok", soak.broken.empty()},
                           {"problem", soak.broken}};
  nlohmann::json rss_mib = nlohmann::json::array();
  for (const std::size_t bytes : rss) rss_mib.push_back(static_cast<double>(bytes) / (1 << 20));
  report["rss_mib"] = rss_mib;
  if (options.json) {
    std::printf("%s\n", report.dump().c_str());
  } else {
    std::printf("%d requests (%d aborted, %d errors) in %llu steps; RSS MiB:", soak.submitted,
                soak.aborted, soak.errors, static_cast<unsigned long long>(steps));
    for (const std::size_t bytes : rss)
      std::printf(" %.1f", static_cast<double>(bytes) / (1 << 20));
    std::printf("\n%s\n", soak.broken.empty() ? "ok" : soak.broken.c_str());
  }
  return soak.broken.empty() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(parse_options(argc, argv));
  } catch (const Error& e) {
    std::fprintf(stderr, "tessera-soak: %s\n", e.what());
    return 2;
  }
}

// Scenario "api": one request mix run twice on identical engines (engine thread running), once
// submitted in process and once through the OpenAI-compatible HTTP API (an ApiServer on
// loopback, SSE streams), each with 64 clients keeping a request in flight. Reports both
// output-token throughputs and their ratio (the API's target is >= 0.9 of in process).
#include <httplib.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <functional>
#include <future>
#include <mutex>
#include <sstream>
#include <thread>

#include "scenario.h"
#include "tessera/error.h"
#include "tessera/server/api_server.h"

namespace tessera::bench {
namespace {

constexpr int kStreams = 64;
constexpr double kTarget = 0.9;
constexpr int kRounds = 3;

using RunOne = std::function<long(const WorkItem&)>;

struct Throughput {
  long output_tokens = 0;
  double seconds = 0.0;
  double tokens_per_s() const { return seconds > 0 ? output_tokens / seconds : 0.0; }
};

// kStreams client threads; each takes the next item and runs it to the end. The first error of
// any client is rethrown after all of them stopped.
Throughput drive(const std::vector<WorkItem>& items, const RunOne& run_one) {
  std::atomic<std::size_t> next{0};
  std::atomic<long> tokens{0};
  std::mutex error_mu;
  std::exception_ptr error;
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::thread> clients;
  for (int k = 0; k < kStreams; ++k) {
    clients.emplace_back([&] {
      try {
        for (std::size_t i = next++; i < items.size(); i = next++) tokens += run_one(items[i]);
      } catch (...) {
        std::lock_guard lock(error_mu);
        if (!error) error = std::current_exception();
        next = items.size();
      }
    });
  }
  for (std::thread& client : clients) client.join();
  if (error) std::rethrow_exception(error);
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
  return {tokens.load(), elapsed.count()};
}

long run_in_process(Engine& engine, const WorkItem& item) {
  SamplingParams sampling;
  sampling.temperature = 0.0f;
  sampling.ignore_eos = true;
  sampling.max_tokens = item.output_len;
  auto done = std::make_shared<std::promise<long>>();
  std::future<long> result = done->get_future();
  engine.submit({item.prompt, sampling, 0}, [done](const RequestOutput& out) {
    if (out.finished) done->set_value(out.num_output_tokens);
  });
  return result.get();
}

// The completion_tokens of the usage chunk that ends the stream.
long streamed_completion_tokens(const std::string& events) {
  std::istringstream lines(events);
  std::string line;
  long tokens = -1;
  while (std::getline(lines, line)) {
    if (line.rfind("data: {", 0) != 0) continue;
    const nlohmann::json chunk = nlohmann::json::parse(line.substr(6), nullptr, false);
    if (chunk.is_object() && chunk.contains("usage") && chunk["usage"].is_object()) {
      tokens = chunk["usage"].value("completion_tokens", -1L);
    }
  }
  if (tokens < 0)
    throw Error::untranslated("api scenario: the stream ended without usage: " +
                              events.substr(0, 200));
  return tokens;
}

long run_over_http(int port, const WorkItem& item) {
  const nlohmann::json body = {
      {"prompt", item.prompt}, {"max_tokens", item.output_len},
      {"temperature", 0},      {"ignore_eos", true},
      {"stream", true},        {"stream_options", {{"include_usage", true}}}};
  std::string events;
  httplib::Request request;
  request.method = "POST";
  request.path = "/v1/completions";
  request.body = body.dump();
  request.set_header("Content-Type", "application/json");
  request.content_receiver = [&events](const char* data, std::size_t size, std::uint64_t,
                                       std::uint64_t) {
    events.append(data, size);
    return true;
  };
  httplib::Client client("127.0.0.1", port);
  client.set_read_timeout(600);
  const httplib::Result result = client.send(request);
  if (!result || result->status != 200) {
    throw Error::untranslated(
        "api scenario: POST /v1/completions failed: " +
        (result ? std::to_string(result->status) : httplib::to_string(result.error())) + " after " +
        std::to_string(events.size()) +
        " bytes: " + events.substr(events.size() > 300 ? events.size() - 300 : 0));
  }
  return streamed_completion_tokens(events);
}

std::unique_ptr<Engine> threaded_engine(const BenchOptions& options, int num_kv_blocks) {
  EngineConfig config;
  config.model_dir = options.model_dir;
  config.device = options.device;
  config.precision = options.precision;
  config.num_threads = options.threads;
  config.num_kv_blocks = num_kv_blocks;
  config.scheduler.max_num_seqs = kStreams;
  config.scheduler.prefix_caching = false;  // later rounds repeat the prompts of earlier ones
  return Engine::create(config);
}

}  // namespace

ScenarioReport run_api(const BenchOptions& options) {
  const WorkloadShape shape = workload_shape(options);
  const std::string workload = options.workloads.front();
  const auto items = make_workload(workload, options.requests, shape, options.seed);
  const int kv_blocks = blocks_for_tokens(kStreams * mean_total_length(items), 16);

  // Two engines alike, rounds alternating between them, best round of each: on a shared or
  // throttled machine a single round measures the neighbours as much as the API.
  std::unique_ptr<Engine> direct = threaded_engine(options, kv_blocks);
  std::unique_ptr<Engine> served = threaded_engine(options, kv_blocks);
  ServerConfig server_config;
  server_config.port = 0;
  server_config.max_connections = 2 * kStreams;
  ApiServer server(server_config);
  server.start();
  server.attach(*served);
  const int port = server.port();
  Throughput in_process, api;
  for (int round = 0; round < kRounds; ++round) {
    const Throughput a =
        drive(items, [&](const WorkItem& item) { return run_in_process(*direct, item); });
    const Throughput b =
        drive(items, [port](const WorkItem& item) { return run_over_http(port, item); });
    if (a.tokens_per_s() > in_process.tokens_per_s()) in_process = a;
    if (b.tokens_per_s() > api.tokens_per_s()) api = b;
  }
  server.stop();

  const double ratio = api.tokens_per_s() / std::max(1e-9, in_process.tokens_per_s());
  ScenarioReport report;
  report.json = {{"scenario", "api"},
                 {"workload", workload},
                 {"requests", items.size()},
                 {"streams", kStreams},
                 {"rounds", kRounds},
                 {"in_process",
                  {{"output_tokens", in_process.output_tokens},
                   {"seconds", in_process.seconds},
                   {"output_tokens_per_s", in_process.tokens_per_s()}}},
                 {"api",
                  {{"output_tokens", api.output_tokens},
                   {"seconds", api.seconds},
                   {"output_tokens_per_s", api.tokens_per_s()}}},
                 {"ratio", ratio},
                 {"target", kTarget},
                 {"met", ratio >= kTarget}};
  char row[256];
  std::snprintf(row, sizeof row,
                "%-8s in process %9.1f tok/s   API %9.1f tok/s   ratio %.3f "
                "(target >= %.1f: %s)",
                workload.c_str(), in_process.tokens_per_s(), api.tokens_per_s(), ratio, kTarget,
                ratio >= kTarget ? "met" : "MISSED");
  report.table.push_back(row);
  std::fprintf(stderr, "  %s\n", row);
  return report;
}

}  // namespace tessera::bench

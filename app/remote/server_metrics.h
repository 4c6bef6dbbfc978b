// What the remote dashboard shows, read from one /metrics scrape of an OpenAI-compatible server,
// and the per-interval figures (tokens/s, hit rate, latency quantiles) from two scrapes.
// Knows vLLM's V1 names (`vllm:` prefix, vllm/v1/metrics/loggers.py) and tessera-server's
// (`tessera_` prefix, mostly the same suffixes); series are summed over their labels (model_name,
// engine: a data-parallel vLLM has one series per engine), KV usage averaged. Qt-free.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "remote/prometheus_text.h"

namespace prom {

struct ServerSnapshot {
  double seconds = 0.0;  // when it was scraped, on any monotonic clock
  std::string dialect;   // "vllm", "tessera" or empty when neither's metrics are there
  std::optional<double> running;
  std::optional<double> waiting;
  std::optional<double> kvUsage;  // 0..1
  std::optional<double> prefixQueries;
  std::optional<double> prefixHits;
  std::optional<double> promptTokens;
  std::optional<double> generationTokens;
  std::optional<double> preemptions;
  std::vector<Bucket> ttft;        // time to first token, seconds
  std::vector<Bucket> interToken;  // inter-token latency, seconds
  std::vector<Bucket> e2e;         // end-to-end request latency, seconds

  bool hasMetrics() const { return !dialect.empty(); }
};

ServerSnapshot read_server_metrics(const Scrape& scrape, double seconds);

// Figures over the interval between two snapshots; each is nullopt when the server lacks the
// metric or nothing happened in the interval that defines it (no queries, no observations).
struct ServerRates {
  std::optional<double> promptTokensPerSecond;
  std::optional<double> generationTokensPerSecond;
  std::optional<double> prefixHitRate;  // hits / queries in the interval, 0..1
  std::optional<double> preemptionsPerSecond;
  std::optional<double> ttftP50, ttftP90, ttftP99;
  std::optional<double> interTokenP50, interTokenP90, interTokenP99;
};

ServerRates server_rates(const ServerSnapshot& before, const ServerSnapshot& after);

// The quantile of a histogram's increase between two snapshots; nullopt without observations.
std::optional<double> interval_quantile(double q, const std::vector<Bucket>& before,
                                        const std::vector<Bucket>& after);

}  // namespace prom

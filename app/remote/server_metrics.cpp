#include "remote/server_metrics.h"

#include <cmath>

namespace prom {

namespace {

// Gauges and counters by the sample name the server writes (counters end in `_total`).
std::optional<double> value(const Scrape& scrape, const std::string& prefix,
                            const std::string& name) {
  const std::string full = prefix + name;
  for (const Family& f : scrape.families)
    if (const std::optional<double> v = sum_samples(f, full)) return v;
  return std::nullopt;
}

// KV-cache usage is a fraction per engine: the cluster's is their mean, not their sum.
std::optional<double> mean(const Scrape& scrape, const std::string& prefix,
                           const std::string& name) {
  const Family* f = scrape.find(prefix + name);
  if (!f) return std::nullopt;
  double sum = 0.0;
  int n = 0;
  for (const Sample& s : f->samples) {
    if (s.name != f->name) continue;
    sum += s.value;
    ++n;
  }
  if (n == 0) return std::nullopt;
  return sum / n;
}

std::vector<Bucket> histogram(const Scrape& scrape, const std::string& prefix,
                              const std::string& name) {
  const Family* f = scrape.find(prefix + name);
  return f ? histogram_buckets(*f) : std::vector<Bucket>{};
}

std::optional<double> difference(const std::optional<double>& before,
                                 const std::optional<double>& after, double seconds) {
  if (!before || !after) return std::nullopt;
  return counter_rate(*before, *after, seconds);
}

// How each server names the figures: vLLM V1 (vllm/v1/metrics/loggers.py) and tessera-server
// (engine/server/src/metrics.cpp). Later names in a list are older spellings.
struct Dialect {
  const char* name;
  const char* prefix;
  std::vector<const char*> kvUsage;
  std::vector<const char*> interToken;
};

const Dialect kDialects[] = {
    {"vllm",
     "vllm:",
     {"kv_cache_usage_perc", "gpu_cache_usage_perc"},
     {"inter_token_latency_seconds", "time_per_output_token_seconds"}},
    {"tessera", "tessera_", {"kv_cache_usage_ratio"}, {"inter_token_latency_seconds"}},
};

}  // namespace

ServerSnapshot read_server_metrics(const Scrape& scrape, double seconds) {
  for (const Dialect& d : kDialects) {
    ServerSnapshot s;
    s.seconds = seconds;
    const std::string prefix = d.prefix;
    s.running = value(scrape, prefix, "num_requests_running");
    s.waiting = value(scrape, prefix, "num_requests_waiting");
    for (const char* name : d.kvUsage)
      if (!s.kvUsage) s.kvUsage = mean(scrape, prefix, name);
    s.prefixQueries = value(scrape, prefix, "prefix_cache_queries_total");
    s.prefixHits = value(scrape, prefix, "prefix_cache_hits_total");
    s.promptTokens = value(scrape, prefix, "prompt_tokens_total");
    s.generationTokens = value(scrape, prefix, "generation_tokens_total");
    s.preemptions = value(scrape, prefix, "num_preemptions_total");
    s.ttft = histogram(scrape, prefix, "time_to_first_token_seconds");
    for (const char* name : d.interToken)
      if (s.interToken.empty()) s.interToken = histogram(scrape, prefix, name);
    s.e2e = histogram(scrape, prefix, "e2e_request_latency_seconds");
    if (s.running || s.waiting || s.kvUsage || s.promptTokens || s.generationTokens ||
        !s.ttft.empty()) {
      s.dialect = d.name;
      return s;
    }
  }
  ServerSnapshot none;
  none.seconds = seconds;
  return none;
}

std::optional<double> interval_quantile(double q, const std::vector<Bucket>& before,
                                        const std::vector<Bucket>& after) {
  if (after.empty()) return std::nullopt;
  const double v = histogram_quantile(q, bucket_increase(before, after));
  if (std::isnan(v)) return std::nullopt;
  return v;
}

ServerRates server_rates(const ServerSnapshot& before, const ServerSnapshot& after) {
  ServerRates r;
  const double dt = after.seconds - before.seconds;
  r.promptTokensPerSecond = difference(before.promptTokens, after.promptTokens, dt);
  r.generationTokensPerSecond = difference(before.generationTokens, after.generationTokens, dt);
  r.preemptionsPerSecond = difference(before.preemptions, after.preemptions, dt);
  const std::optional<double> queries = difference(before.prefixQueries, after.prefixQueries, dt);
  const std::optional<double> hits = difference(before.prefixHits, after.prefixHits, dt);
  if (queries && hits && *queries > 0) r.prefixHitRate = *hits / *queries;
  r.ttftP50 = interval_quantile(0.5, before.ttft, after.ttft);
  r.ttftP90 = interval_quantile(0.9, before.ttft, after.ttft);
  r.ttftP99 = interval_quantile(0.99, before.ttft, after.ttft);
  r.interTokenP50 = interval_quantile(0.5, before.interToken, after.interToken);
  r.interTokenP90 = interval_quantile(0.9, before.interToken, after.interToken);
  r.interTokenP99 = interval_quantile(0.99, before.interToken, after.interToken);
  return r;
}

}  // namespace prom

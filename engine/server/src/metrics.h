// Engine and API metrics in Prometheus' text exposition format (version 0.0.4), built from the
// engine's own records: StepStats for the gauges, RequestEvents for counters and latencies.
// Subscribed callbacks run on the engine thread and only update numbers under a mutex.
#pragma once

#include <map>
#include <mutex>
#include <string>
#include <vector>

#include "tessera/stats.h"

namespace tessera::server {

class Histogram {
 public:
  explicit Histogram(std::vector<double> bounds);
  void observe(double value);
  // The _bucket, _sum and _count lines of a histogram named `name`.
  std::string render(const std::string& name, const std::string& help) const;

 private:
  std::vector<double> bounds_;
  std::vector<unsigned long long> counts_;  // per bucket, not cumulative; last is +Inf
  double sum_ = 0.0;
  unsigned long long count_ = 0;
};

class Metrics {
 public:
  Metrics();
  void on_step(const StepStats& stats);
  void on_event(const RequestEvent& event);
  void on_client_disconnect();
  void on_api_request(const std::string& endpoint, int status);
  std::string render(const std::string& model_name) const;

 private:
  struct Timing {
    double queued_s = 0.0;
    double last_token_s = -1.0;
  };

  mutable std::mutex mu_;
  StepStats last_;
  unsigned long long prompt_tokens_ = 0, generation_tokens_ = 0;
  unsigned long long prefix_queries_ = 0, prefix_hits_ = 0;
  unsigned long long disconnects_ = 0;
  std::map<std::string, unsigned long long> finished_;  // by finish reason
  std::map<std::pair<std::string, int>, unsigned long long> api_requests_;
  std::map<RequestId, Timing> timing_;
  Histogram ttft_, itl_, e2e_;
};

}  // namespace tessera::server

#include "metrics.h"

#include <algorithm>
#include <sstream>

namespace tessera::server {
namespace {

// Latency buckets in seconds, as vLLM's (from milliseconds on a GPU to a minute on a laptop CPU).
const std::vector<double> kTtftBounds = {0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08,
                                         0.1,   0.25,  0.5,  0.75, 1.0,  2.5,  5.0,
                                         7.5,   10.0,  20.0, 40.0, 80.0};
const std::vector<double> kItlBounds = {0.001, 0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15,
                                        0.2,   0.3,   0.4,  0.5,   0.75, 1.0,   2.5, 5.0};
const std::vector<double> kE2eBounds = {0.3,  0.5,  0.8,  1.0,  1.5,  2.0,  2.5,  5.0,
                                        10.0, 15.0, 20.0, 30.0, 40.0, 50.0, 60.0, 120.0};

std::string number(double value) {
  std::ostringstream out;
  out.precision(17);
  out << value;
  return out.str();
}

void header(std::ostream& out, const std::string& name, const char* type, const std::string& help) {
  out << "# HELP " << name << " " << help << "\n# TYPE " << name << " " << type << "\n";
}

}  // namespace

Histogram::Histogram(std::vector<double> bounds)
    : bounds_(std::move(bounds)), counts_(bounds_.size() + 1, 0) {}

void Histogram::observe(double value) {
  const auto it = std::lower_bound(bounds_.begin(), bounds_.end(), value);
  ++counts_[static_cast<std::size_t>(it - bounds_.begin())];
  sum_ += value;
  ++count_;
}

std::string Histogram::render(const std::string& name, const std::string& help) const {
  std::ostringstream out;
  header(out, name, "histogram", help);
  unsigned long long cumulative = 0;
  for (std::size_t i = 0; i < counts_.size(); ++i) {
    cumulative += counts_[i];
    const std::string le = i < bounds_.size() ? number(bounds_[i]) : "+Inf";
    out << name << "_bucket{le=\"" << le << "\"} " << cumulative << "\n";
  }
  out << name << "_sum " << number(sum_) << "\n" << name << "_count " << count_ << "\n";
  return out.str();
}

Metrics::Metrics() : ttft_(kTtftBounds), itl_(kItlBounds), e2e_(kE2eBounds) {}

void Metrics::on_step(const StepStats& stats) {
  std::lock_guard lock(mu_);
  last_.num_running = stats.num_running;
  last_.num_waiting = stats.num_waiting;
  last_.blocks_total = stats.blocks_total;
  last_.blocks_used = stats.blocks_used;
  last_.blocks_cached = stats.blocks_cached;
  last_.num_preempted_total = stats.num_preempted_total;
  last_.step = stats.step;
  prefix_hits_ += static_cast<unsigned long long>(stats.prefix_hit_tokens);
  for (const ScheduledRequest& s : stats.scheduled) {
    if (std::find(stats.admitted.begin(), stats.admitted.end(), s.id) != stats.admitted.end()) {
      prefix_queries_ += static_cast<unsigned long long>(s.num_prompt_tokens);
    }
  }
  // Each decode token's gap since the request's previous token.
  const double end_s = stats.start_s + stats.duration_ms / 1000.0;
  for (const ScheduledRequest& s : stats.scheduled) {
    auto it = timing_.find(s.id);
    if (s.decode_tokens == 0 || it == timing_.end() || it->second.last_token_s < 0) continue;
    itl_.observe(end_s - it->second.last_token_s);
    it->second.last_token_s = end_s;
  }
}

void Metrics::on_event(const RequestEvent& event) {
  std::lock_guard lock(mu_);
  switch (event.type) {
    case RequestEventType::Queued:
      timing_[event.id].queued_s = event.time_s;
      break;
    case RequestEventType::FirstToken: {
      Timing& t = timing_[event.id];
      ttft_.observe(event.time_s - t.queued_s);
      t.last_token_s = event.time_s;
      break;
    }
    case RequestEventType::Finished: {
      const auto it = timing_.find(event.id);
      if (it != timing_.end()) e2e_.observe(event.time_s - it->second.queued_s);
      timing_.erase(event.id);
      prompt_tokens_ += static_cast<unsigned long long>(std::max(event.num_prompt_tokens, 0));
      generation_tokens_ += static_cast<unsigned long long>(std::max(event.num_output_tokens, 0));
      ++finished_[to_string(event.reason)];
      break;
    }
    case RequestEventType::Scheduled:
    case RequestEventType::Preempted:
      break;
  }
}

void Metrics::on_client_disconnect() {
  std::lock_guard lock(mu_);
  ++disconnects_;
}

void Metrics::on_api_request(const std::string& endpoint, int status) {
  std::lock_guard lock(mu_);
  ++api_requests_[{endpoint, status}];
}

std::string Metrics::render(const std::string& model_name) const {
  std::lock_guard lock(mu_);
  std::ostringstream out;
  const std::string label = "{model_name=\"" + model_name + "\"}";
  auto gauge = [&](const std::string& name, const std::string& help, double value) {
    header(out, name, "gauge", help);
    out << name << label << " " << number(value) << "\n";
  };
  auto counter = [&](const std::string& name, const std::string& help, double value) {
    header(out, name, "counter", help);
    out << name << label << " " << number(value) << "\n";
  };
  gauge("tessera_num_requests_running", "Requests in the running batch.", last_.num_running);
  gauge("tessera_num_requests_waiting", "Requests waiting to be scheduled.", last_.num_waiting);
  gauge("tessera_kv_cache_usage_ratio", "Fraction of KV cache blocks in use (0 to 1).",
        last_.blocks_total ? double(last_.blocks_used) / last_.blocks_total : 0.0);
  gauge("tessera_kv_cache_blocks_used", "KV cache blocks referenced by a request.",
        last_.blocks_used);
  gauge("tessera_kv_cache_blocks_total", "KV cache blocks in all.", last_.blocks_total);
  gauge("tessera_kv_cache_blocks_cached", "Free KV blocks still holding a reusable prefix.",
        last_.blocks_cached);
  counter("tessera_engine_steps_total", "Engine steps that published statistics.",
          static_cast<double>(last_.step));
  counter("tessera_num_preemptions_total", "Requests preempted since the engine started.",
          last_.num_preempted_total);
  counter("tessera_prompt_tokens_total", "Prompt tokens of finished requests.",
          static_cast<double>(prompt_tokens_));
  counter("tessera_generation_tokens_total", "Generated tokens of finished requests.",
          static_cast<double>(generation_tokens_));
  counter("tessera_prefix_cache_queries_total", "Prompt tokens of admitted requests.",
          static_cast<double>(prefix_queries_));
  counter("tessera_prefix_cache_hits_total", "Of those, tokens served from the prefix cache.",
          static_cast<double>(prefix_hits_));
  header(out, "tessera_request_success_total", "counter", "Finished requests by finish reason.");
  for (const auto& [reason, count] : finished_) {
    out << "tessera_request_success_total{model_name=\"" << model_name << "\",finished_reason=\""
        << reason << "\"} " << count << "\n";
  }
  counter("tessera_api_client_disconnects_total",
          "Streams whose client went away before the end (their requests were aborted).",
          static_cast<double>(disconnects_));
  header(out, "tessera_api_requests_total", "counter", "HTTP requests by route and status.");
  for (const auto& [key, count] : api_requests_) {
    out << "tessera_api_requests_total{endpoint=\"" << key.first << "\",status=\"" << key.second
        << "\"} " << count << "\n";
  }
  out << ttft_.render("tessera_time_to_first_token_seconds",
                      "Time from queueing to the first generated token.");
  out << itl_.render("tessera_inter_token_latency_seconds", "Time between generated tokens.");
  out << e2e_.render("tessera_e2e_request_latency_seconds", "Time from queueing to the end.");
  return out.str();
}

}  // namespace tessera::server

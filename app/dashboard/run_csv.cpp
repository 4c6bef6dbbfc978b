#include "dashboard/run_csv.h"

#include <charconv>
#include <initializer_list>

namespace {

// Shortest text that reads back to the same double, whatever the locale.
std::string number(double value) {
  char buffer[32];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
}

void write_row(std::ostream& out, std::initializer_list<std::string> fields) {
  bool first = true;
  for (const auto& field : fields) {
    if (!first) out << ',';
    out << csv_field(field);
    first = false;
  }
  out << "\r\n";
}

}  // namespace

std::string csv_field(const std::string& value) {
  if (value.find_first_of(",\"\r\n") == std::string::npos) return value;
  std::string quoted = "\"";
  for (char c : value) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  return quoted + '"';
}

void write_steps_csv(std::ostream& out, const std::vector<tessera::StepStats>& steps) {
  write_row(out, {"step", "start_s", "duration_ms", "batch_size", "prefill_tokens", "decode_tokens",
                  "tokens_used", "token_budget", "num_running", "num_waiting", "admitted",
                  "finished", "preempted", "preempted_total", "blocks_used", "blocks_free",
                  "blocks_cached", "blocks_total", "prefix_hit_tokens"});
  for (const auto& s : steps) {
    int prefill = 0;
    int decode = 0;
    for (const auto& r : s.scheduled) {
      prefill += r.prefill_tokens;
      decode += r.decode_tokens;
    }
    using std::to_string;
    write_row(
        out,
        {to_string(s.step), number(s.start_s), number(s.duration_ms), to_string(s.scheduled.size()),
         to_string(prefill), to_string(decode), to_string(s.tokens_used), to_string(s.token_budget),
         to_string(s.num_running), to_string(s.num_waiting), to_string(s.admitted.size()),
         to_string(s.finished.size()), to_string(s.preempted.size()),
         to_string(s.num_preempted_total), to_string(s.blocks_used), to_string(s.blocks_free),
         to_string(s.blocks_cached), to_string(s.blocks_total), to_string(s.prefix_hit_tokens)});
  }
}

void write_requests_csv(std::ostream& out, const std::vector<RequestMetrics>& requests) {
  write_row(out, {"id", "source", "arrival_s", "prompt_tokens", "output_tokens", "ttft_s",
                  "mean_itl_s", "preemptions", "finished"});
  for (const auto& r : requests) {
    using std::to_string;
    write_row(out, {to_string(r.id), r.source.toStdString(), number(r.arrival_s),
                    to_string(r.prompt_tokens), to_string(r.output_tokens),
                    r.ttft_s < 0.0 ? std::string() : number(r.ttft_s),
                    r.mean_itl_s < 0.0 ? std::string() : number(r.mean_itl_s),
                    to_string(r.preemptions), r.finished ? "true" : "false"});
  }
}

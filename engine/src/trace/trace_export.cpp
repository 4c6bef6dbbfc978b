#include "tessera/trace_export.h"

#include "tessera/request_segments.h"

namespace tessera {

using nlohmann::json;

namespace {

constexpr int kPid = 1;

json scheduled_to_json(const ScheduledRequest& s) {
  return {{"id", s.id},
          {"prefill_tokens", s.prefill_tokens},
          {"decode_tokens", s.decode_tokens},
          {"num_computed_tokens", s.num_computed_tokens},
          {"num_prompt_tokens", s.num_prompt_tokens}};
}

json block_table_to_json(const BlockTable& t) {
  return {{"id", t.id},
          {"blocks", t.blocks},
          {"block_hashes", t.block_hashes},
          {"num_tokens", t.num_tokens}};
}

double to_us(double seconds) {
  return seconds * 1e6;
}

json metadata(const char* name, int tid, const std::string& value) {
  return {{"ph", "M"}, {"name", name}, {"pid", kPid}, {"tid", tid}, {"args", {{"name", value}}}};
}

json counter(const char* name, double ts_us, json args) {
  return {{"ph", "C"}, {"name", name}, {"pid", kPid},
          {"tid", 0},  {"ts", ts_us},  {"args", std::move(args)}};
}

void add_step_events(json& events, const StepStats& s) {
  int prefill = 0;
  int decode = 0;
  for (const auto& r : s.scheduled) {
    prefill += r.prefill_tokens;
    decode += r.decode_tokens;
  }
  const double ts = to_us(s.start_s);
  events.push_back({{"ph", "X"},
                    {"name", "step " + std::to_string(s.step)},
                    {"cat", "step"},
                    {"pid", kPid},
                    {"tid", 0},
                    {"ts", ts},
                    {"dur", s.duration_ms * 1000.0},
                    {"args",
                     {{"step", s.step},
                      {"requests", s.scheduled.size()},
                      {"tokens_used", s.tokens_used},
                      {"token_budget", s.token_budget}}}});
  events.push_back(
      counter("requests", ts, {{"running", s.num_running}, {"waiting", s.num_waiting}}));
  events.push_back(counter("kv_blocks", ts,
                           {{"used", s.blocks_used},
                            {"cached", s.blocks_cached},
                            {"free", s.blocks_free - s.blocks_cached}}));
  events.push_back(counter("tokens", ts, {{"prefill", prefill}, {"decode", decode}}));
}

void add_request_events(json& events, const RequestLife& life) {
  const int tid = static_cast<int>(life.id);
  events.push_back(metadata("thread_name", tid, "request " + std::to_string(life.id)));
  for (const auto& seg : life.segments) {
    if (seg.end_s <= seg.begin_s) continue;
    events.push_back(
        {{"ph", "X"},
         {"name", to_string(seg.state)},
         {"cat", "request"},
         {"pid", kPid},
         {"tid", tid},
         {"ts", to_us(seg.begin_s)},
         {"dur", to_us(seg.end_s - seg.begin_s)},
         {"args",
          {{"first_step", seg.first_step}, {"last_step", seg.last_step}, {"tokens", seg.tokens}}}});
  }
}

}  // namespace

json step_stats_to_json(const StepStats& s) {
  json scheduled = json::array();
  for (const auto& r : s.scheduled) scheduled.push_back(scheduled_to_json(r));
  json tables = json::array();
  for (const auto& t : s.block_tables) tables.push_back(block_table_to_json(t));
  return {{"step", s.step},
          {"start_s", s.start_s},
          {"duration_ms", s.duration_ms},
          {"scheduled", std::move(scheduled)},
          {"admitted", s.admitted},
          {"preempted", s.preempted},
          {"finished", s.finished},
          {"token_budget", s.token_budget},
          {"tokens_used", s.tokens_used},
          {"max_num_seqs", s.max_num_seqs},
          {"num_running", s.num_running},
          {"num_waiting", s.num_waiting},
          {"num_preempted_total", s.num_preempted_total},
          {"block_size", s.block_size},
          {"blocks_total", s.blocks_total},
          {"blocks_used", s.blocks_used},
          {"blocks_free", s.blocks_free},
          {"blocks_cached", s.blocks_cached},
          {"prefix_hit_tokens", s.prefix_hit_tokens},
          {"policy", to_string(s.policy)},
          {"chunked_prefill", s.chunked_prefill},
          {"prefix_caching", s.prefix_caching},
          {"block_tables", std::move(tables)},
          {"cached_free_blocks", s.cached_free_blocks},
          {"cached_free_hashes", s.cached_free_hashes}};
}

void write_step_stats_jsonl(std::ostream& out, const std::vector<StepStats>& steps) {
  for (const auto& s : steps) out << step_stats_to_json(s).dump() << '\n';
}

json chrome_trace(const std::vector<StepStats>& steps, const std::vector<RequestEvent>& events) {
  json trace = json::array();
  trace.push_back(metadata("process_name", 0, "Tessera scheduler"));
  trace.push_back(metadata("thread_name", 0, "steps"));
  std::vector<const StepStats*> ordered;
  ordered.reserve(steps.size());
  for (const auto& s : steps) {
    add_step_events(trace, s);
    ordered.push_back(&s);
  }
  for (const auto& life : build_request_lives(ordered, events)) add_request_events(trace, life);
  return {{"traceEvents", std::move(trace)}, {"displayTimeUnit", "ms"}};
}

void write_chrome_trace(std::ostream& out, const std::vector<StepStats>& steps,
                        const std::vector<RequestEvent>& events) {
  out << chrome_trace(steps, events).dump() << '\n';
}

}  // namespace tessera

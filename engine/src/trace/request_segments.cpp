#include "tessera/request_segments.h"

#include <algorithm>
#include <utility>

namespace tessera {

const char* to_string(SegmentState state) {
  switch (state) {
    case SegmentState::Queued:
      return "queued";
    case SegmentState::Prefill:
      return "prefill";
    case SegmentState::Decode:
      return "decode";
    case SegmentState::Preempted:
      return "preempted";
  }
  return "unknown";
}

RequestSegmentBuilder::Track& RequestSegmentBuilder::track(RequestId id) {
  Track& t = tracks_[id];
  t.life.id = id;
  return t;
}

void RequestSegmentBuilder::finish(RequestId id) {
  active_.erase(id);
  track(id).life.finished = true;
}

void RequestSegmentBuilder::add_event(const RequestEvent& event) {
  Track& t = track(event.id);
  switch (event.type) {
    case RequestEventType::Queued:
      activate(event.id);
      t.life.segments.push_back(
          {SegmentState::Queued, event.step, event.step, event.time_s, event.time_s, 0, 0});
      t.queued_open = true;
      break;
    case RequestEventType::Preempted:
      activate(event.id);
      t.preempted = true;
      break;
    case RequestEventType::Scheduled:
      activate(event.id);
      if (t.queued_open) t.life.segments.back().end_s = event.time_s;
      t.queued_open = false;
      break;
    case RequestEventType::FirstToken:
      break;
    case RequestEventType::Finished:
      finish(event.id);
      t.life.reason = event.reason;
      break;
  }
}

void RequestSegmentBuilder::extend(Track& t, SegmentState state, const StepStats& stats,
                                   int tokens) {
  const double end_s = stats.start_s + stats.duration_ms / 1000.0;
  auto& segments = t.life.segments;
  // A queued segment opened by its event and not yet through a step is taken over by this step.
  if (!segments.empty() && segments.back().state == state) {
    t.queued_open = false;
    RequestSegment& open = segments.back();
    if (open.num_steps == 0) open.first_step = stats.step;
    open.last_step = stats.step;
    open.end_s = end_s;
    open.tokens += tokens;
    ++open.num_steps;
    return;
  }
  // The wait between a QUEUED event and the step that first runs the request is queued time.
  if (std::exchange(t.queued_open, false)) {
    segments.back().end_s = std::max(segments.back().end_s, stats.start_s);
  }
  const double begin_s =
      segments.empty() ? stats.start_s : std::max(segments.back().end_s, stats.start_s);
  segments.push_back({state, stats.step, stats.step, begin_s, end_s, tokens, 1});
}

void RequestSegmentBuilder::add_step(const StepStats& stats) {
  for (const auto& s : stats.scheduled) {
    Track& t = track(s.id);
    activate(s.id);
    t.preempted = false;
    t.scheduled_now = true;
    if (s.prefill_tokens > 0) {
      extend(t, SegmentState::Prefill, stats, s.prefill_tokens);
    } else {
      extend(t, SegmentState::Decode, stats, s.decode_tokens);
    }
  }
  for (auto id : stats.preempted) {
    activate(id);
    track(id).preempted = true;
  }
  for (auto id : active_) {
    Track& t = tracks_[id];
    if (std::exchange(t.scheduled_now, false)) continue;
    extend(t, t.preempted ? SegmentState::Preempted : SegmentState::Queued, stats, 0);
  }
  for (auto id : stats.finished) finish(id);
}

std::vector<RequestLife> RequestSegmentBuilder::lives() const {
  std::vector<RequestLife> out;
  out.reserve(tracks_.size());
  for (const auto& [id, t] : tracks_) out.push_back(t.life);
  return out;
}

std::vector<RequestLife> build_request_lives(const std::vector<const StepStats*>& steps,
                                             const std::vector<RequestEvent>& events) {
  std::vector<const RequestEvent*> ordered;
  ordered.reserve(events.size());
  for (const auto& e : events) ordered.push_back(&e);
  std::stable_sort(ordered.begin(), ordered.end(),
                   [](const RequestEvent* a, const RequestEvent* b) { return a->step < b->step; });
  RequestSegmentBuilder builder;
  std::size_t next = 0;
  for (const StepStats* stats : steps) {
    while (next < ordered.size() && ordered[next]->step <= stats->step) {
      builder.add_event(*ordered[next++]);
    }
    builder.add_step(*stats);
  }
  while (next < ordered.size()) builder.add_event(*ordered[next++]);
  return builder.lives();
}

}  // namespace tessera

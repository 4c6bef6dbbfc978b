// Each request's life as consecutive segments (queued / prefill / decode / preempted), derived
// only from RequestEvents and the per-step scheduled entries. The dashboard's timeline and the
// trace export (trace_export.h) both read it.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <vector>

#include "tessera/stats.h"

namespace tessera {

enum class SegmentState { Queued, Prefill, Decode, Preempted };

const char* to_string(SegmentState state);

struct RequestSegment {
  SegmentState state = SegmentState::Queued;
  std::uint64_t first_step = 0;  // inclusive
  std::uint64_t last_step = 0;   // inclusive
  double begin_s = 0.0;
  double end_s = 0.0;
  int tokens = 0;     // prefill or decode tokens computed in the segment
  int num_steps = 0;  // 0: queued by its event, no step has run since
};

struct RequestLife {
  RequestId id = 0;
  std::vector<RequestSegment> segments;
  bool finished = false;
  FinishReason reason = FinishReason::None;
};

// Feed events and steps in step order (events of step s before step s), then take the lives.
// A request that is queued or preempted and not scheduled in a step stays in that state; a
// running request that gets no tokens in a step (budget exhausted) counts as queued.
class RequestSegmentBuilder {
 public:
  void add_event(const RequestEvent& event);
  void add_step(const StepStats& stats);
  // Lives ordered by request id; open segments end at the last step seen.
  std::vector<RequestLife> lives() const;

 private:
  struct Track {
    RequestLife life;
    bool preempted = false;
    bool scheduled_now = false;  // scheduled in the step being added
    bool queued_open = false;    // queued by its event; ends when a step or SCHEDULED takes it
  };
  void extend(Track& track, SegmentState state, const StepStats& stats, int tokens);
  Track& track(RequestId id);
  void activate(RequestId id) { active_.insert(id); }
  void finish(RequestId id);

  std::map<RequestId, Track> tracks_;
  std::set<RequestId> active_;  // queued or running, not finished
};

// Over consecutive recorded steps (a whole recording or a window of it): events are matched to
// steps by their step index; events before the first step set up who is queued, running or
// preempted when it starts.
std::vector<RequestLife> build_request_lives(const std::vector<const StepStats*>& steps,
                                             const std::vector<RequestEvent>& events);

}  // namespace tessera

// Exports a recording as a Chrome trace (Perfetto, chrome://tracing) or as JSON lines of
// StepStats: the dashboard's export buttons and tessera-bench's --trace option write these.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <vector>

#include "tessera/stats.h"

namespace tessera {

// One object per StepStats with the field names of stats.h.
nlohmann::json step_stats_to_json(const StepStats& stats);
void write_step_stats_jsonl(std::ostream& out, const std::vector<StepStats>& steps);

// Process 1 "Tessera scheduler": thread 0 holds one slice per step, thread <request id> holds
// the request's queued / prefill / decode / preempted slices; counter tracks per step for
// running/waiting requests, KV blocks and tokens. Timestamps in microseconds.
nlohmann::json chrome_trace(const std::vector<StepStats>& steps,
                            const std::vector<RequestEvent>& events);
void write_chrome_trace(std::ostream& out, const std::vector<StepStats>& steps,
                        const std::vector<RequestEvent>& events);

}  // namespace tessera

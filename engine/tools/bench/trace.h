#pragma once

#include <string>
#include <vector>

#include "tessera/stats.h"

namespace tessera::bench {

// Writes the recording as Chrome trace JSON (Perfetto, chrome://tracing), the dashboard's format,
// plus the StepStats as JSON lines beside it (FILE.steps.jsonl).
void write_trace_file(const std::string& path, const std::vector<StepStats>& steps,
                      const std::vector<RequestEvent>& events);

}  // namespace tessera::bench

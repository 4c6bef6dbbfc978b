#include "trace.h"

#include <fstream>
#include <stdexcept>

#include "tessera/trace_export.h"

namespace tessera::bench {

void write_trace_file(const std::string& path, const std::vector<StepStats>& steps,
                      const std::vector<RequestEvent>& events) {
  std::ofstream trace(path);
  if (!trace) throw std::runtime_error("cannot write trace file " + path);
  write_chrome_trace(trace, steps, events);
  std::ofstream lines(path + ".steps.jsonl");
  if (!lines) throw std::runtime_error("cannot write " + path + ".steps.jsonl");
  write_step_stats_jsonl(lines, steps);
}

}  // namespace tessera::bench

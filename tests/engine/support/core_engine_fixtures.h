// Helpers for the engine-level tests: an engine on the default model, the reference greedy
// cases, and a collector of every output, step record and event.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "tessera/engine.h"

namespace tessera::testing {

std::string default_model_dir();

// Manual-step engine on stories260K, on the CPU.
EngineConfig cpu_engine_config();

struct ReferenceCase {
  std::string prompt;
  std::vector<TokenId> prompt_ids;
  std::vector<TokenId> output_ids;  // up to 200 greedy tokens; the stop token is kept
};
std::vector<ReferenceCase> load_reference_cases();

// Everything one request received.
struct Collected {
  std::vector<TokenId> tokens;
  std::string text;
  int num_outputs = 0;
  bool finished = false;
  FinishReason reason = FinishReason::None;
  std::string error;
};

// Thread-safe sink for outputs, StepStats and RequestEvents.
class Collector {
 public:
  OutputCallback sink();
  void watch(Engine& engine);  // subscribes to stats and events
  Collected result(RequestId id) const;
  std::vector<StepStats> steps() const;
  std::vector<RequestEvent> events() const;
  // Submits and remembers nothing else; returns the id.
  RequestId submit(Engine& engine, std::vector<TokenId> prompt, SamplingParams params);

 private:
  mutable std::mutex mu_;
  std::map<RequestId, Collected> results_;
  std::vector<StepStats> steps_;
  std::vector<RequestEvent> events_;
};

SamplingParams greedy(int max_tokens);

}  // namespace tessera::testing

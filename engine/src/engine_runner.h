// The model runner: executes a SchedulerOutput on the backend and samples the next token of every
// request whose scheduled tokens reach its end. It decides nothing itself.
#pragma once

#include <vector>

#include "core/scheduler.h"
#include "runtime/backend.h"

namespace tessera {

struct SampledToken {
  Request* request = nullptr;
  TokenId token = 0;
};

// The flattened batch of one step: positions, slot mapping and block table of every scheduled
// request. Call after Scheduler::schedule() (num_computed_tokens already counts the step).
ForwardBatch build_forward_batch(const Scheduler& scheduler, const SchedulerOutput& out);

class ModelRunner {
 public:
  explicit ModelRunner(Backend& backend) : backend_(backend) {}

  // Runs the step and returns the sampled tokens in batch order. Throws what the backend throws.
  std::vector<SampledToken> execute(const Scheduler& scheduler, const SchedulerOutput& out);

 private:
  Backend& backend_;
  std::vector<float> logits_;
  std::vector<TokenId> greedy_;
};

}  // namespace tessera

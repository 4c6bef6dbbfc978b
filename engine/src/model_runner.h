// The model runner: turns a step's plan (scheduler_output.h) into a ForwardBatch, runs it on the
// backend and samples the next token of every request whose scheduled tokens reach its end. It
// decides nothing itself and never calls back into the scheduler: the plan holds all it reads.
#pragma once

#include <vector>

#include "core/scheduler_output.h"
#include "runtime/backend.h"

namespace tessera {

// The flattened batch of one step: token ids, positions, slot mapping and block table of every
// planned request, in plan order.
ForwardBatch build_forward_batch(const SchedulerOutput& plan);

class ModelRunner {
 public:
  explicit ModelRunner(Backend& backend) : backend_(backend) {}

  // Runs the batch and returns one sampled token per request that samples, in plan order, and
  // the prompt logprobs of the requests that asked. Throws what the backend throws.
  RunnerOutput execute(const SchedulerOutput& plan, const ForwardBatch& batch);

 private:
  Backend& backend_;
  std::vector<float> logits_;
  std::vector<TokenId> greedy_;
  std::vector<float> raw_row_;  // a row's logits before sampling edits them (for logprobs)
};

}  // namespace tessera

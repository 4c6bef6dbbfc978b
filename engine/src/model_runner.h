// The model runner: turns a step's plan (scheduler_output.h) into a ForwardBatch, runs it on the
// backend and samples the next token of every request whose scheduled tokens reach its end. It
// decides nothing itself and never calls back into the scheduler: the plan holds all it reads.
#pragma once

#include <random>
#include <unordered_map>
#include <vector>

#include "core/scheduler_output.h"
#include "tessera/backend/backend.h"

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

  // Drops the generator of a request that has finished (or was aborted).
  void forget(RequestId id) { generators_.erase(id); }

 private:
  Backend& backend_;
  // Each request's own generator, seeded from its plan on its first sample and kept across
  // preemptions, so its draws do not depend on the requests batched with it.
  std::unordered_map<RequestId, std::mt19937_64> generators_;
  std::mt19937_64& generator(const PlannedRequest& planned) {
    return generators_.try_emplace(planned.id, planned.seed).first->second;
  }
  std::vector<float> logits_;
  std::vector<TokenId> greedy_;
  std::vector<float> raw_row_;  // a row's logits before sampling edits them (for logprobs)
  std::vector<float> hidden_;   // final-normed hidden states of the logits rows, when asked
};

}  // namespace tessera

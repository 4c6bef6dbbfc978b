// The plan of one step, as Scheduler::schedule() hands it to the model runner: everything the
// runner needs to build the forward batch and sample, so it never asks the scheduler anything.
// The runner answers with one SampledToken per request that samples; the scheduler takes them
// back in Scheduler::update_from_output().
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "tessera/request.h"
#include "tessera/stats.h"

namespace tessera {

// One request's share of the step (the public ScheduledRequest the stats report), plus its
// input: the new tokens, where they start, the blocks that hold its context after the step, and
// what sampling needs. The spans and pointers view the scheduler's Request and stay valid until
// update_from_output() for this plan.
struct PlannedRequest : ScheduledRequest {
  std::vector<TokenId> token_ids;       // the tokens computed this step, in position order
  std::vector<std::int32_t> block_ids;  // blocks holding positions [0, context_len())
  bool samples = false;                 // the step reaches the last token: sample the next one
  bool prompt_logits = false;           // logits for every new token (prompt logprobs)
  const SamplingParams* sampling = nullptr;
  std::span<const TokenId> prompt_ids;  // for the repetition penalties
  std::span<const TokenId> output_ids;
  std::uint64_t seed = 0;  // seeds the runner's generator for the request (batch-independent draws)

  int first_position() const { return num_computed_tokens; }
  int context_len() const { return num_computed_tokens + prefill_tokens + decode_tokens; }
};

struct SchedulerOutput {
  std::vector<PlannedRequest> scheduled;  // in batch order
  std::vector<RequestId> admitted;
  std::vector<RequestId> preempted;
  std::vector<Preemption> preemptions;  // parallel to preempted
  std::vector<WaitingRequest> waiting;  // every request left waiting, and why
  int num_scheduled_tokens = 0;
  int prefix_hit_tokens = 0;
  int block_size = 0;
};

// The runner's answer for one request of the plan.
struct SampledToken {
  RequestId id = 0;
  TokenId token = 0;
  std::optional<PositionLogprobs> logprobs;  // when the request asked for them
  std::vector<float> hidden_state;           // when the request asked for it
};

// Prompt logprobs the runner computed this step for one request: entry i is the prompt token at
// position first_position + i + 1's (predicted from the logits at first_position + i).
struct PromptLogprobsPart {
  RequestId id = 0;
  int first_position = 0;
  std::vector<PositionLogprobs> positions;
};

// The runner's answer for one step.
struct RunnerOutput {
  std::vector<SampledToken> sampled;  // one per request that samples, in plan order
  std::vector<PromptLogprobsPart> prompt_logprobs;
};

// What update_from_output() did with one sampled token. finish_reason != None: the request met a
// token-level stop condition and the scheduler has already freed it.
struct TokenUpdate {
  RequestId id = 0;
  TokenId token = 0;
  int num_prompt_tokens = 0;
  int num_output_tokens = 0;
  FinishReason finish_reason = FinishReason::None;
  std::optional<PositionLogprobs> logprobs;
  std::vector<PositionLogprobs> prompt_logprobs;  // with the request's first token, when asked
  std::vector<float> hidden_state;
};

}  // namespace tessera

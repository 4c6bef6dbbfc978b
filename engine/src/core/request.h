// A request as the scheduler sees it: how many of its tokens are in the KV cache and how many
// it has in total (prompt + output so far). There is no separate prefill phase.
#pragma once

#include <cstdint>
#include <vector>

#include "tessera/request.h"

namespace tessera {

enum class RequestStatus { Waiting, Running, Preempted, Finished };

struct Request {
  RequestId id = 0;
  std::vector<TokenId> prompt_ids;
  std::vector<TokenId> output_ids;
  int num_computed_tokens = 0;  // tokens whose K/V are in the cache
  RequestStatus status = RequestStatus::Waiting;
  int priority = 0;
  std::uint64_t arrival = 0;  // submission order
  SamplingParams sampling;
  // Seeds the runner's generator for this request (SamplingParams::seed, or drawn at submit).
  std::uint64_t seed = 0;
  FinishReason finish_reason = FinishReason::None;
  int num_preemptions = 0;
  // With SamplingParams::prompt_logprobs: entry i is prompt token i+1's, collected chunk by
  // chunk; moved into the first token's update once complete (then prompt_logprobs_sent).
  std::vector<PositionLogprobs> prompt_logprobs;
  bool prompt_logprobs_sent = false;

  bool wants_prompt_logprobs() const {
    return sampling.prompt_logprobs >= 0 && !prompt_logprobs_sent;
  }

  int num_prompt_tokens() const { return static_cast<int>(prompt_ids.size()); }
  int num_output_tokens() const { return static_cast<int>(output_ids.size()); }
  int num_tokens() const { return num_prompt_tokens() + num_output_tokens(); }
  TokenId token_at(int index) const {
    return index < num_prompt_tokens() ? prompt_ids[index]
                                       : output_ids[index - num_prompt_tokens()];
  }
};

}  // namespace tessera

// What a caller asks of the engine and what it gets back.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tessera/message.h"

namespace tessera {

class Grammar;

using RequestId = std::uint64_t;
using TokenId = std::int32_t;

// Log-probabilities (natural log) of one position, from the model's raw distribution (before
// temperature, penalties and truncation), as vLLM reports them by default.
struct TokenLogprob {
  TokenId token = 0;
  float logprob = 0.0f;
};
struct PositionLogprobs {
  TokenLogprob chosen;            // the sampled token (or, for a prompt, the prompt's token)
  std::vector<TokenLogprob> top;  // the most likely tokens, most likely first
};

constexpr int kMaxLogprobs = 20;

// Sampling knobs, as in vLLM. temperature == 0 means greedy.
struct SamplingParams {
  float temperature = 1.0f;
  float top_p = 1.0f;                   // nucleus mass kept (1 = off)
  int top_k = 0;                        // keep the k most likely (0 = off)
  float min_p = 0.0f;                   // drop tokens below min_p * p(max) (0 = off)
  float repetition_penalty = 1.0f;      // >1 discourages tokens seen in prompt or output (1 = off)
  float presence_penalty = 0.0f;        // subtracted once from tokens already generated
  float frequency_penalty = 0.0f;       // subtracted per occurrence in the output
  std::optional<std::uint64_t> seed;    // same seed, same text, whatever else is batched
  int max_tokens = 256;                 // new tokens at most
  std::vector<TokenId> stop_token_ids;  // in addition to the model's eos ids
  std::vector<std::string> stop;        // stop strings; never shown in the text
  bool ignore_eos = false;
  int logprobs = -1;         // -1: none; else each sampled token's logprob and this many top ones
  int prompt_logprobs = -1;  // -1: none; else every prompt token's after the first, and top ones
  // Added to these tokens' logits before penalties and sampling (OpenAI's logit_bias: -100 bans
  // a token, +100 all but forces it). Ids must be in the vocabulary, values finite.
  std::vector<std::pair<TokenId, float>> logit_bias;
  // Return the final hidden state (after the final norm) of the last prompt position with the
  // first token (RequestOutput::hidden_state): what an embedding is pooled from.
  bool hidden_state = false;
  // Structured output (tessera/grammar.h): each step only the tokens whose bytes the grammar
  // takes next may be sampled, and the end tokens only once its text is complete. The model's
  // EOS then ends the request even with ignore_eos. Null: unconstrained.
  std::shared_ptr<const Grammar> grammar;
};

struct GenerationRequest {
  std::vector<TokenId> prompt_ids;  // already tokenized, BOS included when the model wants one
  SamplingParams sampling;
  int priority = 0;  // with the priority policy, lower goes first
};

enum class FinishReason { None, Stop, Length, Abort, Error };

const char* to_string(FinishReason reason);

// One increment of a request's output, delivered after each engine step that produced something.
struct RequestOutput {
  RequestId id = 0;
  std::vector<TokenId> new_token_ids;
  std::string text_delta;  // whole UTF-8 characters only; concatenation == full text
  bool finished = false;
  FinishReason finish_reason = FinishReason::None;
  Message error;  // set when finish_reason == Error; error.english() for the English text
  int num_prompt_tokens = 0;
  int num_output_tokens = 0;               // total so far
  std::vector<PositionLogprobs> logprobs;  // with SamplingParams::logprobs: one per new token
  // With SamplingParams::prompt_logprobs, in the first output: one per prompt token after the
  // first (the first has no context to be predicted from).
  std::vector<PositionLogprobs> prompt_logprobs;
  // With SamplingParams::hidden_state, in the first output: hidden_size floats.
  std::vector<float> hidden_state;
};

}  // namespace tessera

// Turns one row of logits into the next token, per request.
#pragma once

#include <cstdint>
#include <random>
#include <span>

#include "tessera/request.h"

namespace tessera {

// Applies the logit bias, penalties, temperature, top-k, min-p and top-p, then draws with rng
// (argmax when temperature == 0; argmax() throws tessera::Error on a NaN logit). logits is modified
// in place. Each request owns its rng, seeded from SamplingParams::seed, so the draw does not
// depend on what else is in the batch.
TokenId sample_token(std::span<float> logits, const SamplingParams& params,
                     std::span<const TokenId> prompt_ids, std::span<const TokenId> output_ids,
                     std::mt19937_64& rng);

// Log-softmax of the raw logits at `chosen`, and the num_top most likely tokens (most likely
// first, lower ids first on ties). Computed only for requests that ask for logprobs.
PositionLogprobs position_logprobs(std::span<const float> logits, TokenId chosen, int num_top);

}  // namespace tessera

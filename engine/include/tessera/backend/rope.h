// RoPE's rotation frequencies of a token, as transformers' rope init functions compute them for
// each rope_scaling type (ModelConfig::rope_scaling). They depend on the token's own position
// only: dynamic NTK scaling takes the sequence length as position + 1 and longrope switches to its
// long factors from the original context on, which is what transformers does for every token it
// generates with a KV cache; a prompt longer than that context, which transformers rotates in one
// forward with the whole prompt's length, differs in the rotation of its earlier tokens.
#pragma once

#include <vector>

#include "tessera/model_config.h"

namespace tessera {

// The rotary_dim / 2 frequencies of a token at `position` (angle = position * frequency).
std::vector<double> rope_frequencies(const ModelConfig& config, int position);

// Whether the frequencies at `position` may differ from those at position - 1.
bool rope_frequencies_change_at(const ModelConfig& config, int position);

// The factor cos and sin are multiplied by (longrope's attention factor; 1 otherwise).
double rope_attention_factor(const ModelConfig& config);

// cos and sin of the RoPE angles of positions [0, positions), [position][rotary_dim / 2], scaled
// by the attention factor: computed once as positions first appear rather than in double for
// every token of every step (64 tokens with heads of 128: 8,192 libm calls a step). Both
// backends rotate with these same floats.
struct RopeTable {
  std::vector<float> cos;
  std::vector<float> sin;
  int positions = 0;
};

// Grows the table to at least `positions` rows, doubling, so a growing context recomputes
// nothing.
void extend_rope_table(const ModelConfig& config, RopeTable& table, int positions);

}  // namespace tessera

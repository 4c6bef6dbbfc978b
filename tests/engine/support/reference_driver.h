// Test support: builds ForwardBatches by hand and drives one sequence through a Backend.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "tessera/backend/backend.h"

namespace tessera::test {

// One sequence's share of a step: its new tokens, where they start and the blocks it owns.
struct SequenceStep {
  std::vector<TokenId> new_tokens;
  int start_position = 0;  // tokens already in the cache
  std::vector<std::int32_t> block_table;
  bool needs_logits = true;
};

// Lays the steps out as the scheduler would: tokens request after request, positions, slots.
ForwardBatch make_batch(const std::vector<SequenceStep>& steps, int block_size);

// Blocks 0, 1, ..., enough for `tokens` positions.
std::vector<std::int32_t> contiguous_blocks(int tokens, int block_size);

// Greedy decoding of one sequence, alone, in blocks 0..n: the whole prompt in one forward, then
// one token per step until a stop token (kept) or max_new_tokens. The backend's cache must
// already hold enough blocks of block_size.
struct GreedyRun {
  std::vector<TokenId> output_ids;
  std::vector<std::vector<float>> step_logits;  // the logits each output token was picked from
};
GreedyRun run_greedy(Backend& backend, std::span<const TokenId> prompt_ids, int max_new_tokens,
                     std::span<const TokenId> stop_token_ids, int block_size);

}  // namespace tessera::test

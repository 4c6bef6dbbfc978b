// One step's work for a backend, and the contract every backend relies on: tokens of all
// scheduled requests laid out request after request, each with its positions, the KV slot it
// writes and the block table it reads. validate() is the one check of that contract; the small
// helpers below (blocks for a length, slot of a position, RoPE frequencies, argmax) are the one
// definition both the CPU and the CUDA host code use.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "tessera/request.h"

namespace tessera {

// A slot is block_id * block_size + offset in the block.
struct ForwardBatch {
  struct Sequence {
    int query_start = 0;                    // index of this request's first new token in token_ids
    int query_len = 0;                      // new tokens this step (prefill chunk or 1 for decode)
    int context_len = 0;                    // tokens in the KV cache after this step (cached + new)
    std::vector<std::int32_t> block_table;  // blocks holding positions [0, context_len)
    bool needs_logits = true;  // false for a prefill chunk that does not reach the prompt's end
    // Prompt logprobs: a logits row for every new token, not only the last (vLLM's
    // prompt_logprobs); only requests that ask pay for the extra lm_head rows.
    bool all_logits = false;
    // Logits rows of this sequence: those of its last num_logit_rows() new tokens, in order.
    int num_logit_rows() const { return all_logits ? query_len : (needs_logits ? 1 : 0); }
  };
  std::vector<std::int32_t> token_ids;
  std::vector<std::int32_t> positions;     // position of each token in its sequence
  std::vector<std::int32_t> slot_mapping;  // where each token's K/V is written
  std::vector<Sequence> sequences;
  int block_size = 16;
  // > 0: the backend's own picks (forward_greedy, forward_rows) choose among ids below it only:
  // the tokenizer's vocabulary, where the model's logits rows are padded past it (Qwen 2.5 has
  // 151,936 rows for 151,665 tokens). An id past it has no text.
  int pick_limit = 0;
  // The ids a pick chooses among in a row of `vocab`.
  std::size_t pickable(std::size_t vocab) const {
    return pick_limit > 0 ? std::min(vocab, static_cast<std::size_t>(pick_limit)) : vocab;
  }
};

// Blocks needed to hold num_tokens tokens (ceiling division). The sum is taken in 64 bits: a
// context of INT_MAX tokens (max_position_embeddings 2147483647) must not overflow.
inline int blocks_for(int num_tokens, int block_size) {
  return static_cast<int>((std::int64_t{num_tokens} + block_size - 1) / block_size);
}

// The KV slot of a position, given the blocks of its sequence.
inline std::int32_t slot_of(int position, std::span<const std::int32_t> block_table,
                            int block_size) {
  return block_table[position / block_size] * block_size + position % block_size;
}

// Throws tessera::Error, prefixed with `who`, naming the sequence, token and field when the batch
// breaks the contract: a non-empty batch whose query ranges tile the tokens in order, token ids
// inside the vocabulary, block tables covering each context with blocks inside the cache,
// positions continuing each sequence's cache, and each slot the one its block table gives.
void validate(const ForwardBatch& batch, std::string_view who, int vocab_size, int num_blocks,
              int block_size);

// RoPE inverse frequencies theta^(-2i / head_dim), i < head_dim / 2, in double.
std::vector<double> rope_inv_freq(int head_dim, double theta);

// The index of the largest value (the lowest on ties). Throws tessera::Error naming `row` and the
// index on a NaN, the one NaN policy of host-side greedy picking.
TokenId argmax(std::span<const float> logits, std::size_t row = 0);

}  // namespace tessera

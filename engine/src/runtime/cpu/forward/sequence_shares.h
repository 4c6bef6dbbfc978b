// A step of a small model shared out by sequences: each thread runs the whole forward pass of its
// own sequences alone, instead of every layer's every operation being split across the threads.
//
// Split operation by operation, a decode step of a tiny model is dozens of parallel loops of a
// few microseconds each (stories260K: about 45 a step), and each hands off to the other core,
// waits for the slower share and reads what the other core just wrote from its cache. Shared out
// by sequences, a step is one hand-off and each core's activations stay in its own cache; in
// exchange every thread reads all the weights, which costs little only while they are small, so
// only models whose linear layers fit kSmallWeightBytes are shared out this way.
//
// Results are the same bits either way: every kernel computes an element from its own token's and
// sequence's inputs whatever the other tokens of the call, and a sequence's attention reads only
// its own cache blocks, which no other sequence of the step writes (checked: the perplexity
// scorer lays many sequences over one block table, and such a step is split by operation).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "tessera/backend/forward_batch.h"

namespace tessera::cpu {

// Linear-layer bytes up to which a model's steps may be shared out by sequences.
constexpr std::size_t kSmallWeightBytes = std::size_t{4} << 20;

// Shares per thread: the pool hands a thread that is done with its own the shares another has not
// started (a worker that slept between two steps starts tens of microseconds late, and a core the
// rest of the machine slows falls behind). stories260K batch 64, samples of the calling thread
// waiting for the other at the end of a step: one share a thread 14%, four 11.8%, eight 1.8%.
constexpr int kSharesPerThread = 8;

// The sequences [first_sequence, end_sequence) of a step, which are its tokens
// [first_token, first_token + tokens) and its logits rows [first_logit_row,
// first_logit_row + logit_rows).
struct SequenceShare {
  int first_sequence = 0;
  int end_sequence = 0;
  int first_token = 0;
  int tokens = 0;
  int first_logit_row = 0;
  int logit_rows = 0;
};

// What a token costs, in multiply-adds: `per_token` in the linear layers, `per_position` for each
// position of its context that the attention reads (q·k and the weighted values, every layer).
struct TokenCost {
  double per_token = 0;
  double per_position = 0;
};

// Up to threads * kSharesPerThread shares of the batch's sequences, consecutive and as even in
// cost as sequences allow; empty when the step should be split by operation instead: fewer
// sequences than threads, a share that would cost more than kMostUneven times a thread's part of
// the step (one long prompt among short ones), or a sequence that writes a cache block another
// sequence of the step reads. `block_writers` is
// scratch of one int per cache block, all -1 between calls (it is left so).
std::vector<SequenceShare> share_sequences(const ForwardBatch& batch, int threads,
                                           const TokenCost& cost, std::vector<int>& block_writers);

// The part of `batch` that `share` names, as a batch of its own: token indices and query starts
// from the share's first token. Reuses `out`'s memory.
void share_batch(const ForwardBatch& batch, const SequenceShare& share, ForwardBatch& out);

}  // namespace tessera::cpu

#include "tessera/backend/forward_batch.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <utility>

#include "tessera/error.h"

namespace tessera {
namespace {

class BatchChecker {
 public:
  BatchChecker(const ForwardBatch& batch, std::string_view who, int num_blocks, int block_size)
      : batch_(batch), who_(who), num_blocks_(num_blocks), block_size_(block_size) {}

  [[noreturn]] void reject(Message what) const {
    throw Error(tessera::Message::tr("%1: bad batch: %2"), std::string(who_), std::move(what));
  }

  void check_sequence(std::size_t s, int expected_start) const {
    const ForwardBatch::Sequence& seq = batch_.sequences[s];
    if (seq.query_start != expected_start) {
      reject(Message(
          tessera::Message::tr("sequence %1: query_start %2, expected %3 (sequences must tile the "
                               "tokens in order)"),
          s, seq.query_start, expected_start));
    }
    if (seq.query_len < 1 || seq.context_len < seq.query_len) {
      reject(Message(tessera::Message::tr("sequence %1: query_len %2 with context_len %3"), s,
                     seq.query_len, seq.context_len));
    }
    if (static_cast<std::size_t>(seq.query_start) + seq.query_len > batch_.token_ids.size()) {
      reject(Message(tessera::Message::tr("sequence %1 ends at token %2 of %3"), s,
                     seq.query_start + seq.query_len, batch_.token_ids.size()));
    }
    const std::size_t needed = blocks_for(seq.context_len, block_size_);
    if (seq.block_table.size() < needed) {
      reject(Message(
          tessera::Message::tr("sequence %1: block_table has %2 blocks, context_len %3 needs %4"),
          s, seq.block_table.size(), seq.context_len, needed));
    }
    for (std::size_t b = 0; b < needed; ++b) {
      if (seq.block_table[b] < 0 || seq.block_table[b] >= num_blocks_) {
        reject(Message(
            tessera::Message::tr("sequence %1: block_table[%2] = %3 is outside the %4-block cache"),
            s, b, seq.block_table[b], num_blocks_));
      }
    }
    const int first_position = seq.context_len - seq.query_len;
    for (int j = 0; j < seq.query_len; ++j) {
      const int t = seq.query_start + j;
      const int position = first_position + j;
      if (batch_.positions[t] != position) {
        reject(Message(tessera::Message::tr("sequence %1: token %2 has position %3, expected %4"),
                       s, t, batch_.positions[t], position));
      }
      const std::int32_t slot = slot_of(position, seq.block_table, block_size_);
      if (batch_.slot_mapping[t] != slot) {
        reject(Message(
            tessera::Message::tr("sequence %1: token %2 has slot %3, its block table gives %4"), s,
            t, batch_.slot_mapping[t], slot));
      }
    }
  }

 private:
  const ForwardBatch& batch_;
  std::string_view who_;
  int num_blocks_;
  int block_size_;
};

}  // namespace

void validate(const ForwardBatch& batch, std::string_view who, int vocab_size, int num_blocks,
              int block_size) {
  const BatchChecker checker(batch, who, num_blocks, block_size);
  if (num_blocks <= 0)
    checker.reject(Message(tessera::Message::tr("forward() before allocate_kv_cache()")));
  const std::size_t n = batch.token_ids.size();
  if (n == 0 || batch.sequences.empty())
    checker.reject(Message(tessera::Message::tr("empty batch")));
  if (batch.positions.size() != n || batch.slot_mapping.size() != n) {
    checker.reject(Message(tessera::Message::tr("%1 token_ids but %2 positions and %3 slots"), n,
                           batch.positions.size(), batch.slot_mapping.size()));
  }
  if (batch.block_size != block_size) {
    checker.reject(
        Message(tessera::Message::tr("block_size %1, the KV cache was allocated with %2"),
                batch.block_size, block_size));
  }
  for (std::size_t t = 0; t < n; ++t) {
    if (batch.token_ids[t] < 0 || batch.token_ids[t] >= vocab_size) {
      checker.reject(
          Message(tessera::Message::tr("token %1 has id %2, outside the vocabulary of %3"), t,
                  batch.token_ids[t], vocab_size));
    }
  }
  int next_start = 0;
  for (std::size_t s = 0; s < batch.sequences.size(); ++s) {
    checker.check_sequence(s, next_start);
    next_start += batch.sequences[s].query_len;
  }
  if (static_cast<std::size_t>(next_start) != n) {
    checker.reject(Message(tessera::Message::tr("sequences cover %1 of %2 tokens"), next_start, n));
  }
}

std::vector<double> rope_inv_freq(int head_dim, double theta) {
  std::vector<double> inv_freq(head_dim / 2);
  for (std::size_t i = 0; i < inv_freq.size(); ++i) {
    inv_freq[i] = std::pow(theta, -2.0 * static_cast<double>(i) / head_dim);
  }
  return inv_freq;
}

// The largest value four lanes at a time (SSE2, which every x86-64 build has), then the first
// index holding it: the token of the first of the largest (== treats -0 and +0 alike, as > did),
// without a compare and branch per logit.
TokenId argmax(std::span<const float> logits, std::size_t row) {
  using Quad = float __attribute__((vector_size(16)));
  using QuadMask = int __attribute__((vector_size(16)));
  constexpr std::size_t kQuad = 4;
  const std::size_t n = logits.size();
  const std::size_t whole = n - n % (2 * kQuad);
  Quad top[2] = {Quad{} - INFINITY, Quad{} - INFINITY};
  QuadMask unordered = {};
  for (std::size_t i = 0; i < whole; i += 2 * kQuad) {
    for (int h = 0; h < 2; ++h) {
      Quad x;
      std::memcpy(&x, logits.data() + i + h * kQuad, sizeof x);
      unordered |= x != x;
      top[h] = top[h] < x ? x : top[h];
    }
  }
  float largest = -INFINITY;
  bool nan = false;
  for (std::size_t lane = 0; lane < kQuad; ++lane) {
    largest = std::max({largest, top[0][lane], top[1][lane]});
    nan = nan || unordered[lane] != 0;
  }
  for (std::size_t i = whole; i < n; ++i) {
    nan = nan || std::isnan(logits[i]);
    largest = std::max(largest, logits[i]);
  }
  if (nan) {
    for (std::size_t i = 0; i < n; ++i) {
      if (std::isnan(logits[i])) {
        throw Error(tessera::Message::tr("forward: logits row %1 contains NaN at token %2"), row,
                    i);
      }
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (logits[i] == largest) return static_cast<TokenId>(i);
  }
  return 0;  // no logits
}

}  // namespace tessera

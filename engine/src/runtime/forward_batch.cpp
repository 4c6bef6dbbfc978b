#include "runtime/forward_batch.h"

#include <cmath>
#include <string>

#include "tessera/error.h"

namespace tessera {
namespace {

class BatchChecker {
 public:
  BatchChecker(const ForwardBatch& batch, std::string_view who, int num_blocks, int block_size)
      : batch_(batch), who_(who), num_blocks_(num_blocks), block_size_(block_size) {}

  [[noreturn]] void reject(const std::string& what) const {
    throw Error(std::string(who_) + ": bad batch: " + what);
  }

  void check_sequence(std::size_t s, int expected_start) const {
    const ForwardBatch::Sequence& seq = batch_.sequences[s];
    const std::string name = "sequence " + std::to_string(s);
    if (seq.query_start != expected_start) {
      reject(name + ": query_start " + std::to_string(seq.query_start) + ", expected " +
             std::to_string(expected_start) + " (sequences must tile the tokens in order)");
    }
    if (seq.query_len < 1 || seq.context_len < seq.query_len) {
      reject(name + ": query_len " + std::to_string(seq.query_len) + " with context_len " +
             std::to_string(seq.context_len));
    }
    if (static_cast<std::size_t>(seq.query_start) + seq.query_len > batch_.token_ids.size()) {
      reject(name + " ends at token " + std::to_string(seq.query_start + seq.query_len) + " of " +
             std::to_string(batch_.token_ids.size()));
    }
    const std::size_t needed = blocks_for(seq.context_len, block_size_);
    if (seq.block_table.size() < needed) {
      reject(name + ": block_table has " + std::to_string(seq.block_table.size()) +
             " blocks, context_len " + std::to_string(seq.context_len) + " needs " +
             std::to_string(needed));
    }
    for (std::size_t b = 0; b < needed; ++b) {
      if (seq.block_table[b] < 0 || seq.block_table[b] >= num_blocks_) {
        reject(name + ": block_table[" + std::to_string(b) +
               "] = " + std::to_string(seq.block_table[b]) + " is outside the " +
               std::to_string(num_blocks_) + "-block cache");
      }
    }
    const int first_position = seq.context_len - seq.query_len;
    for (int j = 0; j < seq.query_len; ++j) {
      const int t = seq.query_start + j;
      const int position = first_position + j;
      if (batch_.positions[t] != position) {
        reject(name + ": token " + std::to_string(t) + " has position " +
               std::to_string(batch_.positions[t]) + ", expected " + std::to_string(position));
      }
      const std::int32_t slot = slot_of(position, seq.block_table, block_size_);
      if (batch_.slot_mapping[t] != slot) {
        reject(name + ": token " + std::to_string(t) + " has slot " +
               std::to_string(batch_.slot_mapping[t]) + ", its block table gives " +
               std::to_string(slot));
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
  if (num_blocks <= 0) checker.reject("forward() before allocate_kv_cache()");
  const std::size_t n = batch.token_ids.size();
  if (n == 0 || batch.sequences.empty()) checker.reject("empty batch");
  if (batch.positions.size() != n || batch.slot_mapping.size() != n) {
    checker.reject(std::to_string(n) + " token_ids but " + std::to_string(batch.positions.size()) +
                   " positions and " + std::to_string(batch.slot_mapping.size()) + " slots");
  }
  if (batch.block_size != block_size) {
    checker.reject("block_size " + std::to_string(batch.block_size) +
                   ", the KV cache was allocated with " + std::to_string(block_size));
  }
  for (std::size_t t = 0; t < n; ++t) {
    if (batch.token_ids[t] < 0 || batch.token_ids[t] >= vocab_size) {
      checker.reject("token " + std::to_string(t) + " has id " +
                     std::to_string(batch.token_ids[t]) + ", outside the vocabulary of " +
                     std::to_string(vocab_size));
    }
  }
  int next_start = 0;
  for (std::size_t s = 0; s < batch.sequences.size(); ++s) {
    checker.check_sequence(s, next_start);
    next_start += batch.sequences[s].query_len;
  }
  if (static_cast<std::size_t>(next_start) != n) {
    checker.reject("sequences cover " + std::to_string(next_start) + " of " + std::to_string(n) +
                   " tokens");
  }
}

std::vector<double> rope_inv_freq(int head_dim, double theta) {
  std::vector<double> inv_freq(head_dim / 2);
  for (std::size_t i = 0; i < inv_freq.size(); ++i) {
    inv_freq[i] = std::pow(theta, -2.0 * static_cast<double>(i) / head_dim);
  }
  return inv_freq;
}

TokenId argmax(std::span<const float> logits, std::size_t row) {
  std::size_t best = 0;
  for (std::size_t i = 0; i < logits.size(); ++i) {
    if (std::isnan(logits[i])) {
      throw Error("forward: logits row " + std::to_string(row) + " contains NaN at token " +
                  std::to_string(i));
    }
    if (logits[i] > logits[best]) best = i;
  }
  return static_cast<TokenId>(best);
}

}  // namespace tessera

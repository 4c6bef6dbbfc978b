#include "runtime/cuda/step_plan.h"

#include <algorithm>
#include <string>

#include "tessera/error.h"

namespace tessera::cuda {
namespace {

[[noreturn]] void reject(const std::string& what) {
  throw Error("CUDA forward: " + what);
}

std::string seq_name(std::size_t s) {
  return "sequence " + std::to_string(s);
}

void check_sequence(const ForwardBatch& batch, std::size_t s, int expected_start, int num_blocks,
                    int block_size) {
  const ForwardBatch::Sequence& seq = batch.sequences[s];
  if (seq.query_start != expected_start) {
    reject(seq_name(s) + ": query_start " + std::to_string(seq.query_start) + ", expected " +
           std::to_string(expected_start) + " (sequences must tile the tokens in order)");
  }
  if (seq.query_len < 1 || seq.context_len < seq.query_len) {
    reject(seq_name(s) + ": query_len " + std::to_string(seq.query_len) + " with context_len " +
           std::to_string(seq.context_len));
  }
  if (static_cast<std::size_t>(seq.query_start) + seq.query_len > batch.token_ids.size()) {
    reject(seq_name(s) + " ends at token " + std::to_string(seq.query_start + seq.query_len) +
           " of " + std::to_string(batch.token_ids.size()));
  }
  const std::size_t blocks_needed = (seq.context_len + block_size - 1) / block_size;
  if (seq.block_table.size() < blocks_needed) {
    reject(seq_name(s) + ": block_table has " + std::to_string(seq.block_table.size()) +
           " blocks, context_len " + std::to_string(seq.context_len) + " needs " +
           std::to_string(blocks_needed));
  }
  for (std::size_t b = 0; b < blocks_needed; ++b) {
    if (seq.block_table[b] < 0 || seq.block_table[b] >= num_blocks) {
      reject(seq_name(s) + ": block_table[" + std::to_string(b) +
             "] = " + std::to_string(seq.block_table[b]) + " is outside the " +
             std::to_string(num_blocks) + "-block cache");
    }
  }
  const int first_position = seq.context_len - seq.query_len;
  for (int j = 0; j < seq.query_len; ++j) {
    const int t = seq.query_start + j;
    const int position = first_position + j;
    if (batch.positions[t] != position) {
      reject(seq_name(s) + ": token " + std::to_string(t) + " has position " +
             std::to_string(batch.positions[t]) + ", expected " + std::to_string(position));
    }
    const int slot = seq.block_table[position / block_size] * block_size + position % block_size;
    if (batch.slot_mapping[t] != slot) {
      reject(seq_name(s) + ": token " + std::to_string(t) + " has slot " +
             std::to_string(batch.slot_mapping[t]) + ", its block table gives " +
             std::to_string(slot));
    }
  }
}

void check_batch(const ForwardBatch& batch, int vocab_size, int num_blocks, int block_size) {
  const std::size_t n = batch.token_ids.size();
  if (n == 0 || batch.sequences.empty()) reject("empty batch");
  if (batch.positions.size() != n || batch.slot_mapping.size() != n) {
    reject(std::to_string(n) + " token_ids but " + std::to_string(batch.positions.size()) +
           " positions and " + std::to_string(batch.slot_mapping.size()) + " slots");
  }
  if (batch.block_size != block_size) {
    reject("block_size " + std::to_string(batch.block_size) + ", the KV cache was allocated with " +
           std::to_string(block_size));
  }
  for (std::size_t t = 0; t < n; ++t) {
    if (batch.token_ids[t] < 0 || batch.token_ids[t] >= vocab_size) {
      reject("token " + std::to_string(t) + " has id " + std::to_string(batch.token_ids[t]) +
             ", outside the vocabulary of " + std::to_string(vocab_size));
    }
  }
  int next_start = 0;
  for (std::size_t s = 0; s < batch.sequences.size(); ++s) {
    check_sequence(batch, s, next_start, num_blocks, block_size);
    next_start += batch.sequences[s].query_len;
  }
  if (static_cast<std::size_t>(next_start) != n) {
    reject("sequences cover " + std::to_string(next_start) + " of " + std::to_string(n) +
           " tokens");
  }
}

std::size_t append(std::vector<std::int32_t>& packed, std::size_t count) {
  const std::size_t offset = packed.size();
  packed.resize(offset + count, 0);
  return offset;
}

}  // namespace

StepPlan plan_step(const ForwardBatch& batch, int vocab_size, int num_blocks, int block_size) {
  check_batch(batch, vocab_size, num_blocks, block_size);
  StepPlan plan;
  plan.num_tokens = static_cast<int>(batch.token_ids.size());
  plan.num_seqs = static_cast<int>(batch.sequences.size());
  for (const ForwardBatch::Sequence& seq : batch.sequences) {
    plan.max_context_len = std::max(plan.max_context_len, seq.context_len);
    plan.num_logit_rows += seq.needs_logits ? 1 : 0;
  }
  plan.block_table_stride = (plan.max_context_len + block_size - 1) / block_size;

  std::vector<std::int32_t>& p = plan.packed;
  const std::size_t tokens = plan.num_tokens, seqs = plan.num_seqs;
  plan.token_ids = append(p, tokens);
  std::copy(batch.token_ids.begin(), batch.token_ids.end(), p.begin() + plan.token_ids);
  plan.positions = append(p, tokens);
  std::copy(batch.positions.begin(), batch.positions.end(), p.begin() + plan.positions);
  plan.slot_mapping = append(p, tokens);
  std::copy(batch.slot_mapping.begin(), batch.slot_mapping.end(), p.begin() + plan.slot_mapping);
  plan.token_seq = append(p, tokens);
  plan.query_start = append(p, seqs);
  plan.query_len = append(p, seqs);
  plan.context_len = append(p, seqs);
  plan.block_tables = append(p, seqs * plan.block_table_stride);
  plan.logit_tokens = append(p, plan.num_logit_rows);
  std::size_t row = 0;
  for (std::size_t s = 0; s < seqs; ++s) {
    const ForwardBatch::Sequence& seq = batch.sequences[s];
    std::fill_n(p.begin() + plan.token_seq + seq.query_start, seq.query_len,
                static_cast<std::int32_t>(s));
    p[plan.query_start + s] = seq.query_start;
    p[plan.query_len + s] = seq.query_len;
    p[plan.context_len + s] = seq.context_len;
    const std::size_t used = (seq.context_len + block_size - 1) / block_size;
    std::copy_n(seq.block_table.begin(), used,
                p.begin() + plan.block_tables + s * plan.block_table_stride);
    if (seq.needs_logits) p[plan.logit_tokens + row++] = seq.query_start + seq.query_len - 1;
  }
  return plan;
}

}  // namespace tessera::cuda

#include "host/step_plan.h"

#include <algorithm>

namespace tessera::cuda {
namespace {

std::size_t append(std::vector<std::int32_t>& packed, std::size_t count) {
  const std::size_t offset = packed.size();
  packed.resize(offset + count, 0);
  return offset;
}

}  // namespace

StepPlan plan_step(const ForwardBatch& batch, int vocab_size, int num_blocks, int block_size) {
  validate(batch, "CUDA forward", vocab_size, num_blocks, block_size);
  StepPlan plan;
  plan.num_tokens = static_cast<int>(batch.token_ids.size());
  plan.num_seqs = static_cast<int>(batch.sequences.size());
  for (const ForwardBatch::Sequence& seq : batch.sequences) {
    plan.max_context_len = std::max(plan.max_context_len, seq.context_len);
    plan.num_logit_rows += seq.num_logit_rows();
  }
  plan.block_table_stride = blocks_for(plan.max_context_len, block_size);

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
    const std::size_t used = blocks_for(seq.context_len, block_size);
    std::copy_n(seq.block_table.begin(), used,
                p.begin() + plan.block_tables + s * plan.block_table_stride);
    const int end = seq.query_start + seq.query_len;
    for (int t = end - seq.num_logit_rows(); t < end; ++t) p[plan.logit_tokens + row++] = t;
  }
  return plan;
}

}  // namespace tessera::cuda

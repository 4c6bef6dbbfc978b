// The host side of one CUDA step: the batch validated against the cache and packed into one
// int32 array, uploaded with a single copy. Offsets locate each array in the packed data.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "tessera/backend/forward_batch.h"

namespace tessera::cuda {

struct StepPlan {
  std::vector<std::int32_t> packed;
  // Per token.
  std::size_t token_ids = 0, positions = 0, slot_mapping = 0, token_seq = 0;
  // Per sequence; block_tables is [num_seqs, block_table_stride].
  std::size_t query_start = 0, query_len = 0, context_len = 0, block_tables = 0;
  // Per logits row: index of the token whose hidden state becomes that row.
  std::size_t logit_tokens = 0;
  int num_tokens = 0;
  int num_seqs = 0;
  int num_logit_rows = 0;
  int block_table_stride = 0;
  int max_context_len = 0;
};

// Throws tessera::Error (from validate(), forward_batch.h) when the batch breaks the ForwardBatch
// contract.
StepPlan plan_step(const ForwardBatch& batch, int vocab_size, int num_blocks, int block_size);

}  // namespace tessera::cuda

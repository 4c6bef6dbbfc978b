#include "reference_driver.h"

#include <algorithm>

namespace tessera::test {

ForwardBatch make_batch(const std::vector<SequenceStep>& steps, int block_size) {
  ForwardBatch batch;
  batch.block_size = block_size;
  for (const SequenceStep& step : steps) {
    ForwardBatch::Sequence sequence;
    sequence.query_start = static_cast<int>(batch.token_ids.size());
    sequence.query_len = static_cast<int>(step.new_tokens.size());
    sequence.context_len = step.start_position + sequence.query_len;
    sequence.block_table = step.block_table;
    sequence.needs_logits = step.needs_logits;
    for (int i = 0; i < sequence.query_len; ++i) {
      const int position = step.start_position + i;
      batch.token_ids.push_back(step.new_tokens[i]);
      batch.positions.push_back(position);
      // Tests build batches whose block table is too short on purpose (the backend must refuse
      // them); such positions get slot -1 instead of a read past the table.
      const auto block = static_cast<std::size_t>(position / block_size);
      batch.slot_mapping.push_back(block < step.block_table.size()
                                       ? step.block_table[block] * block_size +
                                             position % block_size
                                       : -1);
    }
    batch.sequences.push_back(std::move(sequence));
  }
  return batch;
}

std::vector<std::int32_t> contiguous_blocks(int tokens, int block_size) {
  std::vector<std::int32_t> blocks((tokens + block_size - 1) / block_size);
  for (std::size_t i = 0; i < blocks.size(); ++i) blocks[i] = static_cast<std::int32_t>(i);
  return blocks;
}

GreedyRun run_greedy(Backend& backend, std::span<const TokenId> prompt_ids, int max_new_tokens,
                     std::span<const TokenId> stop_token_ids, int block_size) {
  const int capacity = static_cast<int>(prompt_ids.size()) + max_new_tokens;
  SequenceStep step{
      {prompt_ids.begin(), prompt_ids.end()}, 0, contiguous_blocks(capacity, block_size), true};
  GreedyRun run;
  std::vector<float> logits;
  while (static_cast<int>(run.output_ids.size()) < max_new_tokens) {
    backend.forward(make_batch({step}, block_size), logits);
    const TokenId next =
        static_cast<TokenId>(std::max_element(logits.begin(), logits.end()) - logits.begin());
    run.output_ids.push_back(next);
    run.step_logits.push_back(logits);
    if (std::find(stop_token_ids.begin(), stop_token_ids.end(), next) != stop_token_ids.end()) {
      break;
    }
    step.start_position += static_cast<int>(step.new_tokens.size());
    step.new_tokens = {next};
  }
  return run;
}

}  // namespace tessera::test

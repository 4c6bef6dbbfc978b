#include "support/batch_driver.h"

#include <algorithm>

namespace tessera::test {

std::string model_dir(const std::string& name) {
  return std::string(TESSERA_MODELS_DIR) + "/" + name;
}

LoadedModel load_model(const std::string& name) {
  LoadedModel model;
  model.config = load_model_config(model_dir(name));
  model.weights = load_model_weights(model_dir(name), model.config);
  return model;
}

TokenId argmax(std::span<const float> row) {
  return static_cast<TokenId>(std::max_element(row.begin(), row.end()) - row.begin());
}

namespace {

int blocks_per_sequence(const std::vector<std::vector<TokenId>>& prompts,
                        const GreedyBatchOptions& options) {
  std::size_t longest = 0;
  for (const auto& prompt : prompts) longest = std::max(longest, prompt.size());
  const int tokens = static_cast<int>(longest) + options.max_new_tokens;
  return (tokens + options.block_size - 1) / options.block_size;
}

struct Running {
  std::vector<TokenId> tokens;  // prompt, then outputs
  std::size_t prompt_len = 0;
  int computed = 0;
  std::vector<std::int32_t> blocks;
  std::vector<TokenId> output;
  bool finished = false;
};

}  // namespace

int blocks_needed(const std::vector<std::vector<TokenId>>& prompts,
                  const GreedyBatchOptions& options) {
  return static_cast<int>(prompts.size()) * blocks_per_sequence(prompts, options);
}

std::vector<std::vector<TokenId>> run_greedy_batch(Backend& backend,
                                                   const std::vector<std::vector<TokenId>>& prompts,
                                                   const GreedyBatchOptions& options) {
  const int n = static_cast<int>(prompts.size());
  const int per_seq = blocks_per_sequence(prompts, options);
  const int bs = options.block_size;
  std::vector<Running> seqs(n);
  for (int i = 0; i < n; ++i) {
    seqs[i].tokens = prompts[i];
    seqs[i].prompt_len = prompts[i].size();
    for (int b = 0; b < per_seq; ++b) seqs[i].blocks.push_back(i + b * n);
  }
  while (std::any_of(seqs.begin(), seqs.end(), [](const Running& s) { return !s.finished; })) {
    ForwardBatch batch;
    batch.block_size = bs;
    std::vector<Running*> scheduled;
    for (Running& s : seqs) {
      if (s.finished) continue;
      const int remaining = static_cast<int>(s.tokens.size()) - s.computed;
      const int q = std::min(remaining, options.prefill_chunk);
      ForwardBatch::Sequence seq;
      seq.query_start = static_cast<int>(batch.token_ids.size());
      seq.query_len = q;
      seq.context_len = s.computed + q;
      seq.block_table = s.blocks;
      seq.needs_logits = seq.context_len == static_cast<int>(s.tokens.size());
      for (int p = s.computed; p < s.computed + q; ++p) {
        batch.token_ids.push_back(s.tokens[p]);
        batch.positions.push_back(p);
        batch.slot_mapping.push_back(s.blocks[p / bs] * bs + p % bs);
      }
      batch.sequences.push_back(std::move(seq));
      scheduled.push_back(&s);
    }
    const auto rows = static_cast<std::size_t>(
        std::count_if(batch.sequences.begin(), batch.sequences.end(),
                      [](const ForwardBatch::Sequence& q) { return q.needs_logits; }));
    std::vector<TokenId> picks;
    std::vector<float> logits;
    switch (options.pick) {
      case GreedyBatchOptions::Pick::DeviceArgmax:
        backend.forward_greedy(batch, picks);
        break;
      case GreedyBatchOptions::Pick::HostArgmax: {
        backend.forward(batch, logits);
        const std::size_t vocab = rows > 0 ? logits.size() / rows : 0;
        for (std::size_t r = 0; r < rows; ++r) {
          picks.push_back(argmax(std::span<const float>(logits).subspan(r * vocab, vocab)));
        }
        break;
      }
      case GreedyBatchOptions::Pick::MixedRows: {
        std::vector<std::size_t> host_rows;
        for (std::size_t r = 0; r < rows; r += 2) host_rows.push_back(r);
        backend.forward_rows(batch, host_rows, picks, logits);
        const std::size_t vocab = host_rows.empty() ? 0 : logits.size() / host_rows.size();
        for (std::size_t k = 0; k < host_rows.size(); ++k) {
          picks.at(host_rows[k]) = argmax(std::span<const float>(logits).subspan(k * vocab, vocab));
        }
        break;
      }
    }
    std::size_t row = 0;
    for (std::size_t i = 0; i < scheduled.size(); ++i) {
      Running& s = *scheduled[i];
      s.computed += batch.sequences[i].query_len;
      if (!batch.sequences[i].needs_logits) continue;
      const TokenId next = picks.at(row++);
      s.output.push_back(next);
      s.tokens.push_back(next);
      const bool stop = std::find(options.stop_token_ids.begin(), options.stop_token_ids.end(),
                                  next) != options.stop_token_ids.end();
      s.finished = stop || static_cast<int>(s.output.size()) == options.max_new_tokens;
    }
  }
  std::vector<std::vector<TokenId>> outputs;
  for (Running& s : seqs) outputs.push_back(std::move(s.output));
  return outputs;
}

}  // namespace tessera::test

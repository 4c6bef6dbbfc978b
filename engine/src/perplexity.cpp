// Every position of a window is scored by one forward pass: the window is laid out as one
// sequence per position, all sharing one block table, so sequence i sees the keys of positions
// [0, i] and returns the logits that predict token i + 1.
#include "tessera/perplexity.h"

#include <algorithm>
#include <cmath>

#include "tessera/backend/backend.h"
#include "tessera/backend/weights.h"
#include "tessera/error.h"
#include "tessera/model_config.h"
#include "tessera/tokenizer.h"

namespace tessera {
namespace {

// Negative log-likelihood of `target` under one row of logits (log-softmax in double).
double token_nll(const float* logits, int vocab, TokenId target) {
  const float largest = *std::max_element(logits, logits + vocab);
  double sum = 0.0;
  for (int i = 0; i < vocab; ++i) sum += std::exp(static_cast<double>(logits[i]) - largest);
  return std::log(sum) + largest - logits[target];
}

ForwardBatch window_batch(const std::vector<TokenId>& tokens, int begin, int length,
                          int block_size) {
  ForwardBatch batch;
  batch.block_size = block_size;
  std::vector<std::int32_t> blocks((length + block_size - 1) / block_size);
  for (std::size_t b = 0; b < blocks.size(); ++b) blocks[b] = static_cast<std::int32_t>(b);
  for (int i = 0; i < length; ++i) {
    batch.token_ids.push_back(tokens[begin + i]);
    batch.positions.push_back(i);
    batch.slot_mapping.push_back(i);
    ForwardBatch::Sequence sequence;
    sequence.query_start = i;
    sequence.query_len = 1;
    sequence.context_len = i + 1;
    sequence.block_table = blocks;
    batch.sequences.push_back(std::move(sequence));
  }
  return batch;
}

}  // namespace

PerplexityResult measure_perplexity(const EngineConfig& config, const std::string& text) {
  return measure_perplexity(config, Tokenizer::load(config.model_dir)->encode(text));
}

PerplexityResult measure_perplexity(const EngineConfig& config,
                                    const std::vector<TokenId>& tokens) {
  const ModelConfig model = load_model_config(config.model_dir);
  if (tokens.size() < 2) {
    throw Error(
        tessera::Message::tr("perplexity: the text encodes to %1 token(s); at least 2 are needed"),
        tokens.size());
  }
  const ModelWeights weights = load_model_weights(config.model_dir, model);
  Device chosen = Device::Cpu;
  Message notice;  // a fallback to the CPU only changes the speed
  const std::unique_ptr<Backend> backend = make_backend(config, model, weights, chosen, notice);
  const int window = std::min(
      config.max_model_len > 0 ? config.max_model_len : model.max_position_embeddings, 512);
  const int block_size = config.block_size;
  backend->allocate_kv_cache((window + block_size - 1) / block_size, block_size);

  PerplexityResult result;
  double total = 0.0;
  std::vector<float> logits;
  const int count = static_cast<int>(tokens.size());
  for (int begin = 0; begin + 1 < count; begin += window) {
    const int length = std::min(window, count - begin);
    backend->forward(window_batch(tokens, begin, length, block_size), logits);
    // Row i predicts token begin + i + 1, within the window.
    for (int i = 0; i + 1 < length; ++i) {
      const float* row = logits.data() + static_cast<std::size_t>(i) * model.vocab_size;
      total += token_nll(row, model.vocab_size, tokens[begin + i + 1]);
      result.predictions.push_back(
          static_cast<TokenId>(std::max_element(row, row + model.vocab_size) - row));
      ++result.predicted_tokens;
    }
    ++result.windows;
  }
  result.mean_nll = total / std::max(1, result.predicted_tokens);
  result.perplexity = std::exp(result.mean_nll);
  return result;
}

}  // namespace tessera

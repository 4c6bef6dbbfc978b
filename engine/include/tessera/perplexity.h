// Perplexity of a model on a text: how well the weights (and their quantization) predict it.
#pragma once

#include <string>
#include <vector>

#include "tessera/engine.h"

namespace tessera {

struct PerplexityResult {
  double perplexity = 0.0;   // exp(mean negative log-likelihood)
  double mean_nll = 0.0;     // nats per predicted token
  int predicted_tokens = 0;  // tokens scored (every token after the first of each window)
  int windows = 0;           // the text is cut into windows of the model's context length
  // The model's greedy choice at every scored position (predictions[i] follows tokens[0..i] of
  // its window); comparing two models' choices on the same text measures greedy agreement.
  std::vector<TokenId> predictions;
};

// Loads the model of config (device, threads, quantize are honoured) and scores `text`, encoded
// with the model's tokenizer, window by window; each window starts fresh. Throws tessera::Error
// when the text has fewer than two tokens or the model cannot be loaded.
PerplexityResult measure_perplexity(const EngineConfig& config, const std::string& text);
// The same on tokens already encoded.
PerplexityResult measure_perplexity(const EngineConfig& config, const std::vector<TokenId>& tokens);

}  // namespace tessera

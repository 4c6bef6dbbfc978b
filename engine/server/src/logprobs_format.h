// Log-probabilities in OpenAI's two shapes: completions' parallel lists ("tokens",
// "token_logprobs", "top_logprobs", "text_offset") and chat's "content" entries ("token",
// "logprob", "bytes", "top_logprobs").
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tessera/tokenizer.h"

namespace tessera::server {

// The text a token adds ("▁park" -> " park", "<0x0A>" -> "\n").
std::string token_text(const Tokenizer& tokenizer, TokenId id);

// Completions' logprobs object, built one position at a time; text_offset counts on from
// `start_offset` (the length of the text before these tokens).
class CompletionLogprobs {
 public:
  CompletionLogprobs(const Tokenizer& tokenizer, std::size_t start_offset);
  void add_unscored(TokenId id);  // the first prompt token: no logprob
  void add(const PositionLogprobs& position);
  bool empty() const { return tokens_.empty(); }
  std::size_t end_offset() const { return offset_; }
  nlohmann::json json() const;
  void append(const CompletionLogprobs& more);

 private:
  const Tokenizer& tokenizer_;
  std::size_t offset_;
  nlohmann::json tokens_ = nlohmann::json::array();
  nlohmann::json token_logprobs_ = nlohmann::json::array();
  nlohmann::json top_logprobs_ = nlohmann::json::array();
  nlohmann::json text_offset_ = nlohmann::json::array();
};

// Chat's "content" entries of these positions.
nlohmann::json chat_logprobs(const Tokenizer& tokenizer,
                             const std::vector<PositionLogprobs>& positions);

}  // namespace tessera::server

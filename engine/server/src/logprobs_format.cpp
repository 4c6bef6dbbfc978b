#include "logprobs_format.h"

#include <cstdio>

namespace tessera::server {
namespace {

nlohmann::json utf8_bytes(const std::string& text) {
  nlohmann::json bytes = nlohmann::json::array();
  for (unsigned char c : text) bytes.push_back(static_cast<int>(c));
  return bytes;
}

}  // namespace

std::string token_text(const Tokenizer& tokenizer, TokenId id) {
  const std::string piece = tokenizer.piece(id);
  unsigned byte = 0;
  if (piece.size() == 6 && std::sscanf(piece.c_str(), "<0x%2X>", &byte) == 1) {
    return std::string(1, static_cast<char>(byte));
  }
  static const std::string kSpace = "\xE2\x96\x81";  // SentencePiece's word boundary, U+2581
  std::string text;
  for (std::size_t i = 0; i < piece.size();) {
    if (piece.compare(i, kSpace.size(), kSpace) == 0) {
      text += ' ';
      i += kSpace.size();
    } else {
      text += piece[i++];
    }
  }
  return text;
}

CompletionLogprobs::CompletionLogprobs(const Tokenizer& tokenizer, std::size_t start_offset)
    : tokenizer_(tokenizer), offset_(start_offset) {}

void CompletionLogprobs::add_unscored(TokenId id) {
  const std::string text = token_text(tokenizer_, id);
  tokens_.push_back(text);
  token_logprobs_.push_back(nullptr);
  top_logprobs_.push_back(nullptr);
  text_offset_.push_back(offset_);
  offset_ += text.size();
}

void CompletionLogprobs::add(const PositionLogprobs& position) {
  const std::string text = token_text(tokenizer_, position.chosen.token);
  tokens_.push_back(text);
  token_logprobs_.push_back(position.chosen.logprob);
  nlohmann::json top = nlohmann::json::object();
  for (const TokenLogprob& alternative : position.top) {
    const std::string key = token_text(tokenizer_, alternative.token);
    if (!top.contains(key)) top[key] = alternative.logprob;
  }
  // As vLLM: the chosen token is among the alternatives even when it is not a top one (a prompt
  // token often is not), so harnesses can compare it with the most likely.
  if (!top.contains(text)) top[text] = position.chosen.logprob;
  top_logprobs_.push_back(std::move(top));
  text_offset_.push_back(offset_);
  offset_ += text.size();
}

void CompletionLogprobs::append(const CompletionLogprobs& more) {
  for (std::size_t i = 0; i < more.tokens_.size(); ++i) {
    tokens_.push_back(more.tokens_[i]);
    token_logprobs_.push_back(more.token_logprobs_[i]);
    top_logprobs_.push_back(more.top_logprobs_[i]);
    text_offset_.push_back(more.text_offset_[i]);
  }
  offset_ = more.offset_;
}

nlohmann::json CompletionLogprobs::json() const {
  return {{"tokens", tokens_},
          {"token_logprobs", token_logprobs_},
          {"top_logprobs", top_logprobs_},
          {"text_offset", text_offset_}};
}

nlohmann::json chat_logprobs(const Tokenizer& tokenizer,
                             const std::vector<PositionLogprobs>& positions) {
  nlohmann::json content = nlohmann::json::array();
  for (const PositionLogprobs& position : positions) {
    nlohmann::json top = nlohmann::json::array();
    for (const TokenLogprob& alternative : position.top) {
      const std::string text = token_text(tokenizer, alternative.token);
      top.push_back(
          {{"token", text}, {"logprob", alternative.logprob}, {"bytes", utf8_bytes(text)}});
    }
    const std::string text = token_text(tokenizer, position.chosen.token);
    content.push_back({{"token", text},
                       {"logprob", position.chosen.logprob},
                       {"bytes", utf8_bytes(text)},
                       {"top_logprobs", std::move(top)}});
  }
  return content;
}

}  // namespace tessera::server

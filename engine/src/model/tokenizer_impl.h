// The SentencePiece processor behind tessera::Tokenizer, with what tokenizer_config.json says.
#pragma once

#include <sentencepiece_processor.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/tokenizer.h"

namespace tessera {

struct TokenizerConfig {
  bool add_bos = true;
  bool add_eos = false;
  std::string chat_template;  // Jinja source, empty when the file has none
};

// Reads tokenizer_config.json; a missing file gives the defaults, a malformed one throws Error.
TokenizerConfig read_tokenizer_config(const std::string& path);

class Tokenizer::Impl {
 public:
  Impl(const std::string& model_path, TokenizerConfig config);

  const TokenizerConfig& config() const { return config_; }
  int vocab_size() const { return processor_.GetPieceSize(); }
  TokenId bos_id() const { return processor_.bos_id(); }
  TokenId eos_id() const { return processor_.eos_id(); }

  // Plain SentencePiece encoding: no BOS/EOS, special pieces in the text stay text.
  std::vector<TokenId> encode_text(std::string_view text) const;
  std::string decode(const std::vector<TokenId>& ids) const;
  std::string piece(TokenId id) const;

  // The id of a control or user-defined piece spelled exactly `piece` (<s>, <|im_start|>, ...).
  std::optional<TokenId> special_piece_id(std::string_view piece) const;
  // Control pieces (<s>, </s>, ...) decode to nothing.
  bool is_control(TokenId id) const;
  // True for a byte-fallback piece <0x80>..<0xBF>: it cannot start a UTF-8 character.
  bool is_utf8_continuation_byte(TokenId id) const;

 private:
  void check_id(TokenId id) const;

  std::string model_path_;
  TokenizerConfig config_;
  sentencepiece::SentencePieceProcessor processor_;
};

}  // namespace tessera

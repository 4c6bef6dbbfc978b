// The SentencePiece tokenizer (tokenizer.model), with the tokens tokenizer_config.json adds.
#pragma once

#include <sentencepiece_processor.h>

#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "model/tokenizer_impl.h"

namespace tessera {

class SentencePieceTokenizer final : public Tokenizer::Impl {
 public:
  // Reads a tokenizer.model file.
  SentencePieceTokenizer(const std::string& model_path, TokenizerConfig config);
  // A serialized SentencePiece ModelProto made elsewhere (a GGUF file's vocabulary); `source`
  // names it in errors.
  SentencePieceTokenizer(const std::string& source, const std::string& serialized_model,
                         TokenizerConfig config);

  int vocab_size() const override;
  std::vector<TokenId> encode_text(std::string_view text) const override;
  // SentencePiece spells <s> or <|im_start|> in text as text: the specials are split out first
  // (tokenizer_special.cpp).
  std::vector<TokenId> encode_special(std::string_view text) const override;
  // Added tokens are markers such as <|im_end|>: they decode to nothing, like control pieces.
  std::string decode(const std::vector<TokenId>& ids) const override;
  std::string piece(TokenId id) const override;
  std::optional<TokenId> special_piece_id(std::string_view piece) const override;
  bool is_control(TokenId id) const override;
  bool is_utf8_continuation_byte(TokenId id) const override;
  std::optional<std::string> token_bytes(TokenId id) const override;

 protected:
  void check_id(TokenId id) const override;
  bool is_plain(TokenId id) const override;
  TokenId plain_search_end() const override { return piece_size_; }

 private:
  bool is_added(TokenId id) const { return added_.count(id) != 0; }
  TokenId resolve_special(const std::string& spelled, TokenId fallback) const;
  // Every control, user-defined and added piece with its id, longest spelling first. Made once;
  // safe from any thread.
  const std::vector<std::pair<std::string, TokenId>>& special_pieces() const;

  std::string model_path_;
  sentencepiece::SentencePieceProcessor processor_;
  std::map<TokenId, std::string> added_;  // ids past the SentencePiece vocabulary
  // Asked of the processor once: each of its answers checks its status, and eos_id() looks the
  // piece up by name (a tenth of detokenizing a token).
  int piece_size_ = 0;
  TokenId invisible_ = -1;  // the control piece an added token decodes as (EOS, else BOS)
  mutable std::once_flag specials_once_;
  mutable std::vector<std::pair<std::string, TokenId>> specials_;
};

}  // namespace tessera

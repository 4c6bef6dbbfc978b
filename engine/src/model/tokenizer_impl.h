// The SentencePiece processor behind tessera::Tokenizer, with what tokenizer_config.json says.
#pragma once

#include <sentencepiece_processor.h>

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "tessera/tokenizer.h"

namespace tessera {

// A token Hugging Face adds after the SentencePiece vocabulary (ChatML's <|im_start|> in
// OpenHermes, for instance): added_tokens_decoder of tokenizer_config.json.
struct AddedToken {
  TokenId id = 0;
  std::string content;
};

struct TokenizerConfig {
  bool add_bos = true;
  bool add_eos = false;
  std::string chat_template;  // Jinja source, empty when the file has none
  std::vector<AddedToken> added_tokens;
  std::string bos_token;  // spelled out; empty means SentencePiece's own
  std::string eos_token;
};

// Decoded text with a character other than a space (SentencePiece drops a decode's leading spaces
// until the first one).
bool has_visible_text(std::string_view text);
// Decoded text that ends in U+FFFD: a character whose remaining byte pieces have not come yet.
bool ends_with_replacement(std::string_view text);

// Reads tokenizer_config.json; a missing file gives the defaults, a malformed one throws Error.
TokenizerConfig read_tokenizer_config(const std::string& path);
// Newer Hugging Face folders keep the template in chat_template.jinja; empty when it is absent.
std::string read_chat_template_file(const std::string& path);

class Tokenizer::Impl {
 public:
  Impl(const std::string& model_path, TokenizerConfig config);

  const TokenizerConfig& config() const { return config_; }
  int vocab_size() const;
  TokenId bos_id() const { return bos_id_; }
  TokenId eos_id() const { return eos_id_; }

  // Plain SentencePiece encoding: no BOS/EOS, special pieces in the text stay text.
  std::vector<TokenId> encode_text(std::string_view text) const;
  std::string decode(const std::vector<TokenId>& ids) const;
  // decode({id}), made once per id and then kept: the incremental detokenizer decodes every new
  // token by itself (one SentencePiece call of its two per token where continuation() has
  // nothing for it). Safe from any thread.
  std::string decode_one(TokenId id) const;
  std::string piece(TokenId id) const;

  // What a plain piece (not control, unknown, byte, unused or added) adds to a decode that has
  // visible text already, and its decode alone (decode_one), made once per id by SentencePiece
  // itself: the decode of a visible anchor piece followed by it, less the anchor's. Empty for
  // every other piece, and for one whose text alone has no visible character or which ends in
  // U+FFFD: their text depends on what surrounds them. Safe from any thread.
  struct Continuation {
    std::string after_text;
    std::string alone;
  };
  std::optional<Continuation> continuation(TokenId id) const;

  // The id of a control, user-defined or added piece spelled exactly `piece` (<s>,
  // <|im_start|>, ...).
  std::optional<TokenId> special_piece_id(std::string_view piece) const;
  // Control pieces (<s>, </s>, ...) and added tokens decode to nothing.
  bool is_control(TokenId id) const;
  // True for a byte-fallback piece <0x80>..<0xBF>: it cannot start a UTF-8 character.
  bool is_utf8_continuation_byte(TokenId id) const;

 private:
  void check_id(TokenId id) const;
  bool is_added(TokenId id) const { return added_.count(id) != 0; }
  bool is_plain(TokenId id) const;
  TokenId anchor_id() const;
  TokenId resolve_special(const std::string& spelled, TokenId fallback) const;

  std::string model_path_;
  TokenizerConfig config_;
  sentencepiece::SentencePieceProcessor processor_;
  std::map<TokenId, std::string> added_;  // ids past the SentencePiece vocabulary
  TokenId bos_id_ = -1;
  TokenId eos_id_ = -1;
  // Asked of the processor once: each of its answers checks its status, and eos_id() looks the
  // piece up by name (a tenth of detokenizing a token).
  int piece_size_ = 0;
  TokenId invisible_ = -1;  // the control piece an added token decodes as (EOS, else BOS)
  mutable std::mutex decoded_mutex_;
  mutable std::unordered_map<TokenId, std::string> decoded_;  // decode_one() of the ids so far
  mutable std::unordered_map<TokenId, std::optional<Continuation>> continuations_;
  mutable std::optional<TokenId> anchor_;  // the piece continuation() decodes ids after; -1: none
};

}  // namespace tessera

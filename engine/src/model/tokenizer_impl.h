// Tokenizer::Impl, the interface behind tessera::Tokenizer, with its two implementations:
// SentencePiece (tokenizer.model, sentencepiece_tokenizer.h) and Hugging Face's byte-level BPE
// (tokenizer.json, bpe_tokenizer.h). Also what tokenizer_config.json says.
#pragma once

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
  // add_bos_token; unset when the file does not say (SentencePiece then adds BOS, tokenizer.json
  // follows its post-processor).
  std::optional<bool> add_bos;
  bool add_eos = false;
  std::string chat_template;  // Jinja source, empty when the file has none
  std::vector<AddedToken> added_tokens;
  std::string bos_token;  // spelled out; empty means the tokenizer's own
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
  explicit Impl(TokenizerConfig config) : config_(std::move(config)) {}
  virtual ~Impl() = default;

  const TokenizerConfig& config() const { return config_; }
  virtual int vocab_size() const = 0;
  TokenId bos_id() const { return bos_id_; }
  TokenId eos_id() const { return eos_id_; }
  bool adds_bos() const { return adds_bos_ && bos_id_ >= 0; }

  // The text's ids without BOS/EOS. SentencePiece keeps special pieces in the text as text;
  // tokenizer.json matches its added tokens first, as Hugging Face's tokenizers do.
  virtual std::vector<TokenId> encode_text(std::string_view text) const = 0;
  // Text a chat template rendered: each special or added token it spells out becomes its id, the
  // text between is encode_text()'s (Tokenizer::encode_special).
  virtual std::vector<TokenId> encode_special(std::string_view text) const = 0;
  // Control pieces, special added tokens (and SentencePiece's added tokens) decode to nothing.
  virtual std::string decode(const std::vector<TokenId>& ids) const = 0;
  // decode({id}), made once per id and then kept: the incremental detokenizer decodes every new
  // token by itself (one decode of its two per token where continuation() has nothing for
  // it). Safe from any thread.
  std::string decode_one(TokenId id) const;
  // The vocabulary's own spelling of a token (SentencePiece piece, tokenizer.json vocab string).
  virtual std::string piece(TokenId id) const = 0;

  // What a plain piece (not control, unknown, byte, unused or added) adds to a decode that has
  // visible text already, and its decode alone (decode_one), made once per id by the tokenizer
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
  virtual std::optional<TokenId> special_piece_id(std::string_view piece) const = 0;
  // Pieces that decode to nothing: control pieces (<s>, </s>, ...) and special added tokens.
  virtual bool is_control(TokenId id) const = 0;
  // True for a piece whose bytes start with a UTF-8 continuation byte (0x80..0xBF): it cannot
  // start a character.
  virtual bool is_utf8_continuation_byte(TokenId id) const = 0;
  // The bytes a token adds to a text after other text (Tokenizer::token_bytes).
  virtual std::optional<std::string> token_bytes(TokenId id) const = 0;

 protected:
  // Throws Error for an id outside the vocabulary.
  virtual void check_id(TokenId id) const = 0;
  // A piece whose decoded text, after visible text, never depends on its neighbours.
  virtual bool is_plain(TokenId id) const = 0;
  // The number of ids to search for continuation()'s anchor.
  virtual TokenId plain_search_end() const = 0;

  TokenizerConfig config_;
  TokenId bos_id_ = -1;
  TokenId eos_id_ = -1;
  bool adds_bos_ = false;

 private:
  TokenId anchor_id() const;

  mutable std::mutex decoded_mutex_;
  mutable std::unordered_map<TokenId, std::string> decoded_;  // decode_one() of the ids so far
  mutable std::unordered_map<TokenId, std::optional<Continuation>> continuations_;
  mutable std::optional<TokenId> anchor_;  // the piece continuation() decodes ids after; -1: none
};

}  // namespace tessera

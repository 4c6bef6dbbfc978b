// Hugging Face's tokenizer.json (byte-level BPE: Llama 3, Qwen 2.5/3, SmolLM, Phi-3.5, and the
// Metaspace + byte-fallback files of Llama 2 / Mistral), encoding and decoding as the
// `tokenizers` library does: added tokens first, then per text stretch normalizer,
// pre-tokenizer and BPE model; decode skips special tokens.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "model/bpe/added_tokens.h"
#include "model/bpe/decoder.h"
#include "model/bpe/model.h"
#include "model/bpe/pipeline.h"
#include "model/bpe/tokenizer_json.h"
#include "model/tokenizer_impl.h"

namespace tessera {

class BpeTokenizer final : public Tokenizer::Impl {
 public:
  BpeTokenizer(const std::string& json_path, TokenizerConfig config);
  // The same parts from elsewhere (a GGUF file's "gpt2" vocabulary); `source` names them in
  // errors. `silent` tokens decode to nothing and never come out of an encode (llama.cpp's
  // unused tokens, such as the [PAD151643] that pad a vocabulary to the embedding's rows).
  BpeTokenizer(std::string source, bpe::TokenizerJson parts, TokenizerConfig config,
               const std::vector<bpe::AddedToken>& silent = {});

  int vocab_size() const override { return vocab_size_; }
  std::vector<TokenId> encode_text(std::string_view text) const override;
  // encode_text() already matches the added tokens in text first, as `tokenizers` does.
  std::vector<TokenId> encode_special(std::string_view text) const override {
    return encode_text(text);
  }
  std::string decode(const std::vector<TokenId>& ids) const override;
  std::string piece(TokenId id) const override;
  std::optional<TokenId> special_piece_id(std::string_view piece) const override;
  bool is_control(TokenId id) const override;
  bool is_utf8_continuation_byte(TokenId id) const override;
  std::optional<std::string> token_bytes(TokenId id) const override;

 protected:
  void check_id(TokenId id) const override;
  bool is_plain(TokenId id) const override;
  TokenId plain_search_end() const override { return model_->max_id() + 1; }

 private:
  void add_tokens(const std::vector<bpe::AddedToken>& tokens);
  void encode_stretch(std::string_view text, bool at_start, std::vector<TokenId>& ids) const;
  std::optional<TokenId> id_of(const std::string& content) const;
  const bpe::AddedToken* added(TokenId id) const;

  std::string path_;
  std::unique_ptr<bpe::Model> model_;
  std::vector<bpe::NormalizerStep> normalizer_;
  std::unique_ptr<bpe::PreTokenizer> pre_tokenizer_;
  std::unique_ptr<bpe::Decoder> decoder_;
  std::unordered_map<TokenId, bpe::AddedToken> added_;
  std::unordered_map<std::string, TokenId> added_ids_;      // by content
  std::unordered_map<TokenId, std::string> added_decoded_;  // normalized content, where it differs
  std::unordered_set<std::string> special_contents_;
  bpe::AddedTokenMatcher raw_matcher_;         // tokens with normalized = false
  bpe::AddedTokenMatcher normalized_matcher_;  // the others, in normalized text
  bool continuations_stable_ = true;           // false where a decoder strips trailing characters
  int vocab_size_ = 0;
};

}  // namespace tessera

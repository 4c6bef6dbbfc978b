// SentencePiece tokenizer of a model, plus streaming detokenization.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/request.h"

namespace tessera {

class Tokenizer {
 public:
  // Loads tokenizer.model; tokenizer_config.json (optional) decides whether encode() adds BOS/EOS.
  static std::unique_ptr<Tokenizer> load(const std::string& model_dir);
  static std::unique_ptr<Tokenizer> load_file(const std::string& tokenizer_model_path,
                                              bool add_bos = true, bool add_eos = false);
  ~Tokenizer();

  // Encodes text; adds BOS (and EOS) as tokenizer_config.json says when add_special is true.
  std::vector<TokenId> encode(std::string_view text, bool add_special = true) const;
  std::string decode(const std::vector<TokenId>& ids) const;
  std::string piece(TokenId id) const;  // the raw SentencePiece piece, for debugging views
  int vocab_size() const;
  TokenId bos_id() const;
  TokenId eos_id() const;
  bool adds_bos() const;

  class Impl;
  const Impl& impl() const { return *impl_; }

 private:
  explicit Tokenizer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// Turns a growing list of token ids into text deltas. Concatenated deltas equal
// decode(all ids), and no delta ends in the middle of a UTF-8 character.
class IncrementalDetokenizer {
 public:
  explicit IncrementalDetokenizer(const Tokenizer& tokenizer, std::vector<TokenId> prompt_ids = {});
  std::string push(TokenId id);  // returns the new text (possibly empty)
  std::string flush();           // any held-back text at the end of generation
  const std::string& text() const { return text_; }

 private:
  const Tokenizer& tokenizer_;
  std::vector<TokenId> ids_;
  std::size_t prefix_offset_ = 0;  // tokens before this are context only
  std::size_t read_offset_ = 0;    // text of ids_[prefix_offset_, read_offset_) already emitted
  std::string text_;
};

}  // namespace tessera

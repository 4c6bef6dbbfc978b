// SentencePiece tokenizer of a model, plus streaming detokenization.
#pragma once

#include <memory>
#include <optional>
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
  // The Jinja chat_template of tokenizer_config.json; empty when there is none.
  const std::string& chat_template_jinja() const;

  class Impl;
  const Impl& impl() const { return *impl_; }

 private:
  explicit Tokenizer(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// Turns a growing list of output token ids into text deltas; no delta ends in the middle of a
// UTF-8 character. The prompt is context only: concatenated deltas (with flush) equal the text the
// output adds after the prompt, decode(prompt + output) minus its decode(prompt) prefix. So the
// first output piece keeps its leading space ("Lily went to the" + "▁park" gives " park"), and
// with an empty prompt (or only <s>) the deltas equal decode(output). Chat views may trim that
// space from an answer. The prompt must end on a whole character; each step decodes only a few
// ids.
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
  // The decode of ids_[prefix_offset_, read_offset_) when the last step already made it (it
  // usually did, finding the window's start), so each token costs two decodes instead of three;
  // a plain piece after visible text costs none (Tokenizer::Impl::continuation).
  std::optional<std::string> emitted_;
  std::string text_;

  std::string take_new_text(bool at_end);
};

}  // namespace tessera

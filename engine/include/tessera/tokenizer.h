// The tokenizer of a model, plus streaming detokenization: Hugging Face's tokenizer.json
// (byte-level BPE, as the `tokenizers` library runs it) or SentencePiece's tokenizer.model.
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
  // Loads tokenizer.json where the folder has one (as transformers does), else tokenizer.model;
  // tokenizer_config.json (optional) names BOS/EOS and decides whether encode() adds them (a
  // tokenizer.json without add_bos_token there adds what its post-processor's template adds).
  // A .gguf file instead gives its own vocabulary and tokenizer.ggml.* settings.
  static std::unique_ptr<Tokenizer> load(const std::string& model_dir);
  // One file: a tokenizer.json (by its name, or JSON content), a .gguf file (its vocabulary,
  // with its own BOS / EOS settings: add_bos and add_eos are not used), else a SentencePiece
  // model.
  static std::unique_ptr<Tokenizer> load_file(const std::string& tokenizer_path,
                                              bool add_bos = true, bool add_eos = false);
  ~Tokenizer();

  // Encodes text; adds BOS (and EOS) as tokenizer_config.json says when add_special is true.
  std::vector<TokenId> encode(std::string_view text, bool add_special = true) const;
  // Encodes text a chat template rendered: each special or added token it spells out (<s>,
  // <|im_start|>, ...) becomes its id, the text between them is encoded as text, and no BOS or
  // EOS is added (the template writes its own).
  std::vector<TokenId> encode_special(std::string_view text) const;
  // How the template spells BOS and EOS: tokenizer_config.json's bos_token/eos_token, else the
  // vocabulary's own pieces; empty when the model has none.
  std::string bos_token() const;
  std::string eos_token() const;
  std::string decode(const std::vector<TokenId>& ids) const;
  // The vocabulary's spelling of a token (SentencePiece piece, tokenizer.json vocab string).
  std::string piece(TokenId id) const;
  // The bytes a token adds to a text after other text (SentencePiece's U+2581 as a space, a
  // byte piece as its byte, byte-level BPE's alphabet undone), which may end inside a UTF-8
  // character; nullopt for control, special, unknown and unused tokens. What constrained
  // decoding matches against its grammar.
  std::optional<std::string> token_bytes(TokenId id) const;
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
// ids. One exception, with tokenizer.json's ByteFallback decoder: a byte piece that breaks a run
// of byte pieces already streamed as whole characters makes decode() replace the whole run with
// U+FFFD, while the stream replaces only the bytes after it (holding every run back until the
// next piece would delay each character spelled in bytes instead).
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

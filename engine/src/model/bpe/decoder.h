// The decoder of a tokenizer.json: turns the tokens of a decode back into text through its
// steps (ByteLevel, Metaspace, Replace, ByteFallback, Fuse, Strip, in sequence), each following
// the `tokenizers` decoder of the same name on the list of token strings.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "model/bpe/byte_alphabet.h"
#include "model/bpe/pipeline.h"
#include "model/bpe/regex.h"

namespace tessera::bpe {

struct DecoderStep {
  enum class Kind { ByteLevel, Metaspace, Replace, ByteFallback, Fuse, Strip };
  Kind kind = Kind::Fuse;
  std::string replacement;  // Metaspace
  PrependScheme prepend_scheme = PrependScheme::Always;
  std::shared_ptr<const Regex> pattern;  // Replace
  std::string content;                   // Replace; Strip (one character)
  std::size_t start = 0;                 // Strip
  std::size_t stop = 0;
};

class Decoder {
 public:
  // No steps: the tokens joined by spaces, as `tokenizers` does without a decoder.
  explicit Decoder(std::vector<DecoderStep> steps) : steps_(std::move(steps)) {}
  std::string decode(std::vector<std::string> tokens) const;
  // The bytes one token stands for where they are known (ByteLevel's table, a <0xNN> piece
  // under ByteFallback), else its text: what the incremental detokenizer needs to know whether
  // a token starts with a UTF-8 continuation byte.
  std::string raw_bytes(const std::string& token) const;
  // The bytes a token adds in the middle of a text: raw_bytes(), with Metaspace's U+2581
  // standing for a space where the decoder is not ByteLevel (what constrained decoding matches).
  std::string text_bytes(const std::string& token) const;

 private:
  std::vector<std::string> apply(const DecoderStep& step, std::vector<std::string> tokens) const;
  bool has(DecoderStep::Kind kind) const;
  std::vector<DecoderStep> steps_;
  ByteAlphabet alphabet_;
};

}  // namespace tessera::bpe

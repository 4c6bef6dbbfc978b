// Reads a Hugging Face tokenizer.json into the parts of a byte-level BPE tokenizer. A component
// type or setting Tessera does not implement is an error naming the field and its value
// ("tokenizer.json: field 'pre_tokenizer.type' is 'Whitespace', which is not supported
// (supported: ...)"), never a silently different tokenization.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/bpe/added_tokens.h"
#include "model/bpe/decoder.h"
#include "model/bpe/model.h"
#include "model/bpe/pipeline.h"

namespace tessera::bpe {

struct TokenizerJson {
  ModelSettings model;
  std::vector<AddedToken> added_tokens;
  std::vector<NormalizerStep> normalizer;
  std::vector<PreTokenizerStep> pre_tokenizer;
  std::vector<DecoderStep> decoder;
  // The special token the post-processor's template puts first (Llama 3's
  // <|begin_of_text|>): the BOS that encoding with special tokens adds.
  std::optional<std::string> template_bos;
};

// Throws Error naming `path` and the field for a malformed or unsupported file.
TokenizerJson read_tokenizer_json(const std::string& path);

}  // namespace tessera::bpe

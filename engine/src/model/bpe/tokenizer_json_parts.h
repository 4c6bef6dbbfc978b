// The parts of read_tokenizer_json() that read the model, the added tokens and the
// post-processor (tokenizer_json_model.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/bpe/added_tokens.h"
#include "model/bpe/json_section.h"
#include "model/bpe/model.h"

namespace tessera::bpe {

ModelSettings read_model(const JsonSection& model);
// added_tokens at the top level; none when absent.
std::vector<AddedToken> read_added_tokens(const JsonSection& root);
// The content of the special token a TemplateProcessing (alone or in a Sequence) puts first in a
// single sequence; nullopt for other post-processors.
std::optional<std::string> read_template_bos(const JsonSection& processor);

}  // namespace tessera::bpe

// Reads what sets SmolLM3 apart from Llama in config.json: the layers without RoPE (NoPE) and the
// layers with a sliding window, derived from the same fields as transformers derives them.
#pragma once

#include "model/json_fields.h"
#include "tessera/model_config.h"

namespace tessera {

// Sets config.rope_layers, config.sliding_window, the attention biases and tie_word_embeddings
// (needs the sizes read first); refuses a window the engine cannot apply exactly.
void read_smollm3_features(const JsonFields& fields, ModelConfig& config);

}  // namespace tessera

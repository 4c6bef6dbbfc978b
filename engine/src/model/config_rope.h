// Reads the RoPE fields of config.json: rope_theta's companions rope_scaling (linear, dynamic,
// llama3, longrope/su) and partial_rotary_factor, as transformers interprets them, refusing
// every type and value it does not implement by name.
#pragma once

#include "model/json_fields.h"
#include "tessera/model_config.h"

namespace tessera {

// Sets config.rotary_dim and config.rope_scaling (needs the sizes read first); for dynamic
// scaling, raises config.max_position_embeddings by the factor, the context it serves.
void read_rope(const JsonFields& fields, ModelConfig& config);

}  // namespace tessera

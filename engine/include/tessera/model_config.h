// config.json and generation_config.json of a Hugging Face Llama-family model.
#pragma once

#include <string>
#include <vector>

#include "tessera/dtype.h"
#include "tessera/request.h"

namespace tessera {

struct ModelConfig {
  std::string architecture;  // "LlamaForCausalLM" or "MistralForCausalLM"
  int hidden_size = 0;
  int intermediate_size = 0;
  int num_layers = 0;
  int num_heads = 0;
  int num_kv_heads = 0;
  int head_dim = 0;  // explicit, or hidden_size / num_heads
  int vocab_size = 0;
  int max_position_embeddings = 0;
  float rms_norm_eps = 1e-6f;
  float rope_theta = 10000.0f;
  bool tie_word_embeddings = false;
  TokenId bos_token_id = 1;
  std::vector<TokenId> eos_token_ids;  // config.json and generation_config.json, merged
  DType torch_dtype = DType::F32;
};

// Reads and validates <dir>/config.json (+ generation_config.json when present).
// Throws tessera::Error naming the file and field on anything missing, unsupported or absurd.
ModelConfig load_model_config(const std::string& model_dir);

}  // namespace tessera

// Checks a model's config.json (and generation_config.json) exactly as loading it would, without
// loading any weights: what the app needs to say whether a model it has not downloaded yet can
// run, and how big it is.
#pragma once

#include <cstdint>
#include <string>

namespace tessera {

struct ModelShape {
  std::string architecture;  // as config.json names it: "LlamaForCausalLM", "Qwen2ForCausalLM"...
  int hidden_size = 0;
  int intermediate_size = 0;
  int num_layers = 0;
  int num_heads = 0;
  int num_kv_heads = 0;
  int head_dim = 0;
  int vocab_size = 0;
  int max_position_embeddings = 0;
  bool tie_word_embeddings = false;
  int dtype_bytes = 4;  // of torch_dtype: 4 float32, 2 float16 / bfloat16

  std::int64_t parameter_count() const;
  // Key and value vectors of one token in every layer, at `bytes` per element.
  std::int64_t kv_bytes_per_token(int bytes) const;
};

// Reads <model_dir>/config.json (+ generation_config.json when present). Throws tessera::Error
// naming the file and field when the engine cannot run the model (architecture, rope_scaling
// type, Qwen's per-layer sliding window, unsupported dtype, inconsistent sizes...).
ModelShape check_model_config(const std::string& model_dir);

}  // namespace tessera

// config.json and generation_config.json of a Hugging Face decoder model: Llama (and Llama 3.x's
// RoPE scaling), Mistral, Qwen2, Qwen3, Phi-3 and SmolLM3. What differs between them is data here
// (biases, norms, fused projections, RoPE, sliding window), read by one forward pass.
#pragma once

#include <string>
#include <vector>

#include "tessera/dtype.h"
#include "tessera/request.h"

namespace tessera {

// How RoPE's frequencies follow the position (config.json rope_scaling), as transformers computes
// them. A token's rotation depends on its own position only, so a cached key never changes.
struct RopeScaling {
  enum class Type { None, Linear, Dynamic, Llama3, LongRope };
  Type type = Type::None;
  double factor = 1.0;            // linear, dynamic, llama3
  double low_freq_factor = 1.0;   // llama3
  double high_freq_factor = 1.0;  // llama3
  // llama3 and longrope: the context the model was trained on; dynamic: config.json's
  // max_position_embeddings, past which the base grows.
  int original_max_position_embeddings = 0;
  std::vector<double> short_factor;  // longrope, [rotary_dim / 2]: positions below the original
  std::vector<double> long_factor;   // longrope: positions from the original context on
  double attention_factor = 1.0;     // longrope: cos and sin are scaled by it
};

struct ModelConfig {
  // "LlamaForCausalLM", "MistralForCausalLM", "Qwen2ForCausalLM", "Qwen3ForCausalLM",
  // "Phi3ForCausalLM" or "SmolLM3ForCausalLM"
  std::string architecture;
  int hidden_size = 0;
  int intermediate_size = 0;
  int num_layers = 0;
  int num_heads = 0;
  int num_kv_heads = 0;
  int head_dim = 0;    // explicit, or hidden_size / num_heads
  int rotary_dim = 0;  // leading dimensions of each head that RoPE rotates (partial_rotary_factor)
  int vocab_size = 0;
  // The longest context: config.json's, times the factor of dynamic RoPE scaling.
  int max_position_embeddings = 0;
  RopeScaling rope_scaling;
  // Per layer, whether it applies RoPE; SmolLM3's NoPE layers do not (no_rope_layers). Empty:
  // every layer does.
  std::vector<bool> rope_layers;
  int sliding_window = 0;          // a token attends to the last sliding_window positions; 0: all
  bool qkv_bias = false;           // q_proj, k_proj and v_proj have biases
  bool o_bias = false;             // o_proj has a bias
  bool mlp_bias = false;           // gate_proj, up_proj and down_proj have biases
  bool qk_norm = false;            // RMSNorm of each q and k head before RoPE (Qwen3)
  bool fused_projections = false;  // qkv_proj and gate_up_proj (Phi-3)
  float rms_norm_eps = 1e-6f;
  float rope_theta = 10000.0f;
  bool tie_word_embeddings = false;
  TokenId bos_token_id = 1;
  std::vector<TokenId> eos_token_ids;  // config.json and generation_config.json, merged
  DType torch_dtype = DType::F32;

  bool layer_uses_rope(int layer) const {
    return rope_layers.empty() || rope_layers[static_cast<std::size_t>(layer)];
  }
};

// Reads and validates <dir>/config.json (+ generation_config.json when present), or the metadata
// of a .gguf file when `model_dir` names one.
// Throws tessera::Error naming the file and field on anything missing, unsupported or absurd.
ModelConfig load_model_config(const std::string& model_dir);

}  // namespace tessera

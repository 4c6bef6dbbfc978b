// The GGUF architectures Tessera runs (general.architecture), each as the Hugging Face model
// llama.cpp's convert_hf_to_gguf.py wrote it from: "llama" (Llama, Mistral: q/k rows permuted for
// llama.cpp's interleaved RoPE), "qwen2" (q/k/v biases), "qwen3" (q/k norms) and "phi3" (fused
// attn_qkv and gate-up ffn_up, partial RoPE, longrope). What differs between them is read into
// ModelConfig, as config.json's fields are for a folder.
#pragma once

#include <string>

#include "model/gguf_fields.h"
#include "tessera/model_config.h"

namespace tessera {

struct GgufArchitecture {
  const char* name;          // general.architecture
  const char* hf_name;       // ModelConfig::architecture
  bool permuted_qk = false;  // attn_q / attn_k rows (and biases) in llama.cpp's RoPE order
};

// Null for an architecture Tessera does not run.
const GgufArchitecture* find_gguf_architecture(const std::string& name);
// "llama, qwen2, qwen3, phi3", for the error naming an unsupported one.
std::string supported_gguf_architectures();

// Needs the sizes read first. Biases, q/k norms and fused projections (the tensors layer 0 has),
// rotary dimensions (<arch>.rope.dimension_count, partial for phi3 only), RoPE scaling
// (<arch>.rope.scaling.type "linear" with .factor; Llama 3.1's rope_freqs.weight; Phi-3's
// rope_factors_long / rope_factors_short.weight with .original_context_length and .attn_factor)
// and Phi-3's sliding window. Anything else is refused naming the key or tensor.
void read_gguf_architecture(const GgufFields& fields, const std::string& arch, ModelConfig& config);

}  // namespace tessera

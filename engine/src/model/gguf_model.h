// A model in one GGUF file (general.architecture "llama", which llama.cpp's converter also uses
// for Mistral, "qwen2", "qwen3" or "phi3": gguf_arch.h): its configuration from the metadata and
// its weights bound to the engine's slots. llama.cpp stores the rows of a Llama's attn_q / attn_k
// permuted for its interleaved RoPE; the loader puts them back in Hugging Face's rotate-half
// order, so the backends run a GGUF model exactly as the safetensors folder it came from.
#pragma once

#include <cstdint>
#include <optional>

#include "model/gguf_file.h"
#include "tessera/backend/weights.h"
#include "tessera/model_config.h"

namespace tessera {

// Reads the hyper-parameters and special token ids, and refuses what the engine would compute
// wrongly: another architecture, RoPE scaling other than linear / Llama 3.1 / longrope, experts,
// a weight type it does not run ("tensor 'blk.0.attn_q.weight': Q3_K weights are not supported").
ModelConfig gguf_model_config(const GgufFile& file);

// The engine's DType of a ggml tensor type; none for a type the engine does not run.
std::optional<DType> gguf_dtype(std::uint32_t type);

// Binds token_embd, blk.N.{attn_norm, attn_q, attn_k, attn_v (or Phi-3's attn_qkv), attn_output,
// ffn_norm, ffn_gate, ffn_up (Phi-3: gate and up in one), ffn_down, and the biases and q/k norms
// the configuration names}, output_norm and output (token_embd when absent) with their expected
// shapes. The views point into the mapping except a Llama's attn_q / attn_k, whose rows are
// un-permuted into a copy.
ModelWeights gguf_model_weights(const GgufFile& file, const ModelConfig& config);

// The inverse of llama.cpp's convert_hf_to_gguf.py permute(): for each of the `rows / head_dim`
// heads, file row 2i + j of the head is Hugging Face row j * head_dim / 2 + i. Copies whole rows
// of `row_bytes` bytes, so it works on any type.
void unpermute_rope_rows(const std::byte* src, std::byte* dst, std::int64_t rows,
                         std::int64_t head_dim, std::size_t row_bytes);

}  // namespace tessera

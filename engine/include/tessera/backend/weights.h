// The tensors of a Llama-family model (Llama, Mistral, Qwen2, Qwen3, Phi-3), as views into
// memory-mapped safetensors files. Phi-3's fused qkv_proj and gate_up_proj are bound as views of
// their rows, so every architecture has the same layer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "tessera/dtype.h"
#include "tessera/model_config.h"

namespace tessera {

class MappedFile;

// A read-only view of one tensor, row-major, in its file's dtype.
struct TensorView {
  std::string name;
  DType dtype = DType::F32;
  std::vector<std::int64_t> shape;
  const std::byte* data = nullptr;  // aligned to dtype_size(dtype)
  std::size_t nbytes = 0;
  bool mapped = false;  // data lies in a read-only file mapping (not in a copy on the heap)

  std::int64_t numel() const;
  std::vector<float> to_f32() const;  // converted copy; empty for an absent tensor
  bool present() const { return data != nullptr; }
};

struct LayerWeights {
  TensorView input_norm;           // [hidden]
  TensorView q_proj;               // [heads * head_dim, hidden]
  TensorView k_proj;               // [kv_heads * head_dim, hidden]
  TensorView v_proj;               // [kv_heads * head_dim, hidden]
  TensorView o_proj;               // [hidden, heads * head_dim]
  TensorView post_attention_norm;  // [hidden]
  TensorView gate_proj;            // [intermediate, hidden]
  TensorView up_proj;              // [intermediate, hidden]
  TensorView down_proj;            // [hidden, intermediate]
  // Present only where ModelConfig says so (qkv_bias, o_bias, mlp_bias, qk_norm).
  TensorView q_bias, k_bias, v_bias;  // [heads * head_dim], [kv_heads * head_dim] (twice)
  TensorView o_bias;                  // [hidden]
  TensorView gate_bias, up_bias;      // [intermediate]
  TensorView down_bias;               // [hidden]
  TensorView q_norm, k_norm;          // [head_dim]
};

struct ModelWeights {
  TensorView embed_tokens;  // [vocab, hidden]
  std::vector<LayerWeights> layers;
  TensorView final_norm;     // [hidden]
  TensorView lm_head;        // [vocab, hidden]; the embedding itself when tied
  DType dtype = DType::F32;  // dtype of the linear weights
  std::vector<std::shared_ptr<const void>> storage;      // keeps the mappings alive
  std::vector<std::shared_ptr<const MappedFile>> files;  // the mapped files, to check for damage
};

// The path of a weight file that was truncated on disk while mapped (its missing pages read as
// zeros since: see mapping_guard.h); empty while every file is whole.
std::string damaged_weight_file(const ModelWeights& weights);

// Maps model.safetensors (or the shards of model.safetensors.index.json; or `model_dir` itself
// when it names a .gguf file, model/gguf_model.h), validates every
// header and binds each tensor with its expected shape. Throws tessera::Error naming the file and
// tensor on a truncated file, bad header, overlapping or out-of-range offsets, unknown dtype,
// missing tensor or wrong shape.
ModelWeights load_model_weights(const std::string& model_dir, const ModelConfig& config);

}  // namespace tessera

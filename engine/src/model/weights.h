// The tensors of a Llama-family model, as views into memory-mapped safetensors files.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/dtype.h"
#include "tessera/model_config.h"

namespace tessera {

// A read-only view of one tensor, row-major, in its file's dtype.
struct TensorView {
  std::string name;
  DType dtype = DType::F32;
  std::vector<std::int64_t> shape;
  const std::byte* data = nullptr;  // aligned to dtype_size(dtype)
  std::size_t nbytes = 0;
  bool mapped = false;  // data lies in a read-only file mapping (not in a copy on the heap)

  std::int64_t numel() const;
  std::vector<float> to_f32() const;  // converted copy
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
};

struct ModelWeights {
  TensorView embed_tokens;  // [vocab, hidden]
  std::vector<LayerWeights> layers;
  TensorView final_norm;     // [hidden]
  TensorView lm_head;        // [vocab, hidden]; the embedding itself when tied
  DType dtype = DType::F32;  // dtype of the linear weights
  std::vector<std::shared_ptr<const void>> storage;  // keeps the mappings alive
};

// Maps model.safetensors (or the shards of model.safetensors.index.json), validates every
// header and binds each tensor with its expected shape. Throws tessera::Error naming the file and
// tensor on a truncated file, bad header, overlapping or out-of-range offsets, unknown dtype,
// missing tensor or wrong shape.
ModelWeights load_model_weights(const std::string& model_dir, const ModelConfig& config);

}  // namespace tessera

// The model's weights on the GPU, converted to the compute dtype. Q/K/V and gate/up are each
// stored as one concatenated matrix so a layer needs one GEMM for each pair.
#pragma once

#include <cstddef>
#include <vector>

#include "host/device_buffer.h"
#include "tessera/backend/weights.h"
#include "tessera/model_config.h"

namespace tessera::cuda {

struct DeviceLayer {
  DeviceBuffer input_norm;           // [hidden]
  DeviceBuffer qkv_proj;             // [(heads + 2 * kv_heads) * head_dim, hidden]
  DeviceBuffer qkv_bias;             // [(heads + 2 * kv_heads) * head_dim] (empty: none)
  DeviceBuffer q_norm, k_norm;       // [head_dim] each (empty: none)
  DeviceBuffer o_bias;               // [hidden] (empty: none)
  DeviceBuffer gate_up_bias;         // [2 * intermediate] (empty: none)
  DeviceBuffer down_bias;            // [hidden] (empty: none)
  DeviceBuffer o_proj;               // [hidden, heads * head_dim]
  DeviceBuffer post_attention_norm;  // [hidden]
  DeviceBuffer gate_up_proj;         // [2 * intermediate, hidden]
  DeviceBuffer down_proj;            // [hidden, intermediate]
};

struct DeviceWeights {
  DType dtype = DType::F32;
  DeviceBuffer embed_tokens;  // [vocab, hidden]
  std::vector<DeviceLayer> layers;
  DeviceBuffer final_norm;  // [hidden]
  DeviceBuffer lm_head;     // empty when tied: the embedding is used
  std::size_t total_bytes = 0;

  const void* lm_head_data() const {
    return lm_head.data() != nullptr ? lm_head.data() : embed_tokens.data();
  }
};

// Converts and uploads every tensor. Throws tessera::Error naming the tensor on a size mismatch
// and on an allocation or copy failure.
DeviceWeights upload_weights(const ModelConfig& config, const ModelWeights& weights,
                             DType compute_dtype);

}  // namespace tessera::cuda

// The per-step device memory of the CUDA backend, sized for the largest step it has seen. It is
// reserved up front for the scheduler's token budget, so the KV cache can take what is left, and
// only grows (never silently truncates) when a later step is larger.
#pragma once

#include <cstddef>

#include "host/device_buffer.h"
#include "tessera/model_config.h"

namespace tessera::cuda {

struct StepSize {
  int tokens = 0;
  int logit_rows = 0;
  std::size_t metadata_ints = 0;
  std::size_t attention_floats = 0;
};

class Activations {
 public:
  Activations(const ModelConfig& config, DType dtype) : config_(config), dtype_(dtype) {}

  // Reallocates every buffer that is smaller than size needs (to at least twice the old one).
  void reserve(const StepSize& size);
  std::size_t total_bytes() const;

  DeviceBuffer hidden;      // [tokens, hidden] residual stream
  DeviceBuffer normed;      // [tokens, hidden]
  DeviceBuffer qkv;         // [tokens, (heads + 2 * kv_heads) * head_dim]
  DeviceBuffer attn_out;    // [tokens, heads * head_dim]
  DeviceBuffer proj_out;    // [tokens, hidden] output of o_proj and down_proj
  DeviceBuffer gate_up;     // [tokens, 2 * intermediate]
  DeviceBuffer mlp_act;     // [tokens, intermediate]
  DeviceBuffer row_hidden;  // [rows, hidden] last hidden state of each logits row
  DeviceBuffer row_normed;  // [rows, hidden]
  DeviceBuffer logits;      // [rows, vocab] float
  DeviceBuffer tokens;      // [rows] int32 greedy picks
  DeviceBuffer metadata;    // the step's packed int32 metadata
  DeviceBuffer attention;   // split-K partial results, float

 private:
  ModelConfig config_;
  DType dtype_;
  StepSize capacity_;
};

}  // namespace tessera::cuda

// The device side of the engine: executes one flattened batch against a paged KV cache.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/config.h"
#include "model/weights.h"
#include "tessera/engine.h"

namespace tessera {

// One step's work. Tokens of all scheduled requests are laid out request after request.
// A slot is block_id * block_size + offset in the block.
struct ForwardBatch {
  struct Sequence {
    int query_start = 0;                    // index of this request's first new token in token_ids
    int query_len = 0;                      // new tokens this step (prefill chunk or 1 for decode)
    int context_len = 0;                    // tokens in the KV cache after this step (cached + new)
    std::vector<std::int32_t> block_table;  // blocks holding positions [0, context_len)
    bool needs_logits = true;  // false for a prefill chunk that does not reach the prompt's end
  };
  std::vector<std::int32_t> token_ids;
  std::vector<std::int32_t> positions;     // position of each token in its sequence
  std::vector<std::int32_t> slot_mapping;  // where each token's K/V is written
  std::vector<Sequence> sequences;
  int block_size = 16;
};

class Backend {
 public:
  virtual ~Backend() = default;
  virtual std::string device_name() const = 0;
  // Bytes of K and V for one block across all layers.
  virtual std::size_t kv_bytes_per_block(int block_size) const = 0;
  // Memory the KV cache may take (CPU: from EngineConfig::kv_cache_mib; GPU: free memory share).
  virtual std::size_t kv_memory_budget(const EngineConfig& config) const = 0;
  virtual void allocate_kv_cache(int num_blocks, int block_size) = 0;
  // Computes the batch; logits gets one row of vocab_size floats per sequence with
  // needs_logits, in sequence order.
  virtual void forward(const ForwardBatch& batch, std::vector<float>& logits) = 0;
  // Greedy shortcut: computes the batch and returns, per sequence with needs_logits, the index of
  // its largest logit (the lowest on ties), so a GPU copies back one id instead of a vocabulary
  // row. The default runs forward and picks on the host. Throws tessera::Error on a NaN logit.
  virtual void forward_greedy(const ForwardBatch& batch, std::vector<TokenId>& tokens);
};

// Quantization::Int8 quantizes the linear weights at load (see cpu_weights.h).
std::unique_ptr<Backend> make_cpu_backend(const ModelConfig& config, const ModelWeights& weights,
                                          int num_threads,
                                          Quantization quantize = Quantization::None);

// Picks the device for EngineConfig::device (Auto: CUDA when a driver and GPU are present).
// notice receives a user-facing line when Auto fell back to the CPU.
std::unique_ptr<Backend> make_backend(const EngineConfig& engine_config, const ModelConfig& config,
                                      const ModelWeights& weights, Device& chosen,
                                      std::string& notice);

}  // namespace tessera

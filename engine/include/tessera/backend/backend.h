// The device side of the engine: executes one flattened batch against a paged KV cache.
#pragma once

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "tessera/backend/forward_batch.h"
#include "tessera/backend/weights.h"
#include "tessera/engine.h"
#include "tessera/model_config.h"

namespace tessera {

class Backend {
 public:
  virtual ~Backend() = default;
  virtual std::string device_name() const = 0;
  // Bytes of K and V for one block across all layers.
  virtual std::size_t kv_bytes_per_block(int block_size) const = 0;
  // Memory the KV cache may take (CPU: from EngineConfig::kv_cache_mib; GPU: free memory share).
  virtual std::size_t kv_memory_budget(const EngineConfig& config) const = 0;
  virtual void allocate_kv_cache(int num_blocks, int block_size) = 0;
  // Computes the batch; logits gets Sequence::num_logit_rows() rows of vocab_size floats per
  // sequence (one for needs_logits, every new token's with all_logits), in sequence order.
  virtual void forward(const ForwardBatch& batch, std::vector<float>& logits) = 0;
  // Greedy shortcut: computes the batch and returns, per logits row, the index of
  // its largest logit (the lowest on ties), so a GPU copies back one id instead of a vocabulary
  // row. The default (backend.cpp) runs forward and picks on the host with argmax(). Throws
  // tessera::Error on a NaN logit.
  virtual void forward_greedy(const ForwardBatch& batch, std::vector<TokenId>& tokens);
  // Mixed shortcut, for a batch where only some rows must reach the host (a grammar's mask,
  // a temperature, logprobs): tokens gets every other row's argmax as forward_greedy picks it,
  // and logits the rows listed in host_rows (ascending), in that order. A GPU then copies back
  // those rows alone, so the greedy requests beside them stay on the one-id path. The default
  // runs forward() and picks on the host.
  virtual void forward_rows(const ForwardBatch& batch, std::span<const std::size_t> host_rows,
                            std::vector<TokenId>& tokens, std::vector<float>& logits);
  // (optional) After forward(): the final-normed hidden state of each logits row, hidden_size
  // floats per row in the same order. False (the default) when the backend cannot give them.
  virtual bool last_hidden_states(std::vector<float>& hidden) const;
};

// Backend::forward_rows from every row's logits (`all`, as forward() gives them): the host rows
// copied out in order, every other row's argmax in tokens (-1 for a host row).
void split_logit_rows(const ForwardBatch& batch, std::span<const float> all,
                      std::span<const std::size_t> host_rows, std::vector<TokenId>& tokens,
                      std::vector<float>& logits);

// Quantization::Int8 quantizes the linear weights at load (see forward/weights.h).
std::unique_ptr<Backend> make_cpu_backend(const ModelConfig& config, const ModelWeights& weights,
                                          int num_threads,
                                          Quantization quantize = Quantization::None);

// Picks the device for EngineConfig::device (Auto: CUDA when a driver and GPU are present).
// notice receives a user-facing line when Auto fell back to the CPU.
std::unique_ptr<Backend> make_backend(const EngineConfig& engine_config, const ModelConfig& config,
                                      const ModelWeights& weights, Device& chosen, Message& notice);

}  // namespace tessera

// Test support: drives a Backend directly the way the engine batches requests, so the CUDA
// backend can be checked end to end without the scheduler.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "tessera/backend/backend.h"
#include "tessera/backend/weights.h"
#include "tessera/model_config.h"

namespace tessera::test {

struct LoadedModel {
  ModelConfig config;
  ModelWeights weights;
};
// TESSERA_MODELS_DIR/<name>.
std::string model_dir(const std::string& name = "stories260K");
LoadedModel load_model(const std::string& name = "stories260K");

struct GreedyBatchOptions {
  int max_new_tokens = 200;
  std::vector<TokenId> stop_token_ids;
  int block_size = 16;
  int prefill_chunk = 1 << 30;  // prompt tokens per step at most (chunked prefill)
  // How each step's tokens are picked: forward() and argmax on the host; forward_greedy(); or
  // forward_rows() with every other logits row on the host (argmax there) and the rest picked
  // by the backend.
  enum class Pick { HostArgmax, DeviceArgmax, MixedRows };
  Pick pick = Pick::HostArgmax;
};

// Greedy decoding of every prompt at once: each step carries a prefill chunk or one decode
// token of every unfinished sequence; sequence i owns blocks i, i + n, i + 2n, ... (interleaved,
// so block tables are not contiguous). The cache must hold n * blocks_per_sequence blocks.
// Returns each prompt's output ids (stop token included when reached).
std::vector<std::vector<TokenId>> run_greedy_batch(Backend& backend,
                                                   const std::vector<std::vector<TokenId>>& prompts,
                                                   const GreedyBatchOptions& options);
int blocks_needed(const std::vector<std::vector<TokenId>>& prompts,
                  const GreedyBatchOptions& options);

// Index of the largest value (lowest index on ties).
TokenId argmax(std::span<const float> row);

}  // namespace tessera::test

// The CUDA backend: cuBLAS GEMMs over all tokens of a step and the kernels of kernels/ for the
// rest, with the weights and a paged KV cache in GPU memory.
#pragma once

#include <memory>

#include "tessera/backend/backend.h"

namespace tessera {

// Uploads the weights in the compute dtype of engine_config.precision (Auto: BF16) and reserves
// the activation workspace for scheduler.max_num_batched_tokens tokens. Throws tessera::Error
// when the GPU is missing, too old (compute capability < 7.5) or out of memory. BF16 needs
// 8.0: the module's make_backend picks the precision for the device first (device_check.h).
std::unique_ptr<Backend> make_cuda_backend(const EngineConfig& engine_config,
                                           const ModelConfig& config, const ModelWeights& weights);

}  // namespace tessera

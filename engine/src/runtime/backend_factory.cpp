// Chooses the backend for EngineConfig::device: the CPU, or the CUDA module when it loads and a
// GPU can run it.
#include <optional>
#include <string>

#include "runtime/cuda_module_loader.h"
#include "tessera/backend/backend.h"
#include "tessera/error.h"

namespace tessera {
namespace {

// The block-quantized type (GGUF Q8_0 ... Q6_K) of a matrix of the model, if it has one: only the
// CPU backend runs those.
std::optional<DType> block_quantized_type(const ModelWeights& weights) {
  std::vector<const TensorView*> matrices = {&weights.embed_tokens, &weights.lm_head};
  for (const LayerWeights& l : weights.layers) {
    matrices.insert(matrices.end(), {&l.q_proj, &l.k_proj, &l.v_proj, &l.o_proj, &l.gate_proj,
                                     &l.up_proj, &l.down_proj});
  }
  for (const TensorView* matrix : matrices) {
    if (is_block_quantized(matrix->dtype)) return matrix->dtype;
  }
  return std::nullopt;
}

}  // namespace

std::unique_ptr<Backend> make_backend(const EngineConfig& engine_config, const ModelConfig& config,
                                      const ModelWeights& weights, Device& chosen,
                                      Message& notice) {
  notice = {};
  chosen = Device::Cpu;
  if (engine_config.quantize != Quantization::None) {
    if (engine_config.device == Device::Cuda) {
      throw Error(tessera::Message::tr(
                      "quantize %1: only the CPU backend quantizes weights; use device cpu (the "
                      "GPU's own precision setting chooses F32, F16 or BF16 there)"),
                  quantization_name(engine_config.quantize));
    }
    // Quantizing is a CPU feature: Auto means the CPU here.
    return make_cpu_backend(config, weights, engine_config.num_threads, engine_config.quantize);
  }
  if (engine_config.device == Device::Cpu) {
    return make_cpu_backend(config, weights, engine_config.num_threads);
  }
  // The CUDA module computes every architecture and option the CPU backend does, in F32, F16 and
  // BF16 weights.
  Message problem;
  std::unique_ptr<Backend> gpu;
  if (const std::optional<DType> quantized = block_quantized_type(weights)) {
    problem = Message(tessera::Message::tr("the CUDA backend does not run %1 weights yet (the CPU "
                                           "does)"),
                      std::string(dtype_name(*quantized)));
  } else {
    gpu = make_cuda_module_backend(engine_config, config, weights, problem, notice);
  }
  if (gpu) {
    chosen = Device::Cuda;
    return gpu;
  }
  if (engine_config.device == Device::Cuda)
    throw Error(tessera::Message::tr("device cuda: %1"), problem);
  notice =
      Message(tessera::Message::tr(
                  "The GPU is not used: %1. Running on the CPU instead, which is much slower."),
              problem);
  return make_cpu_backend(config, weights, engine_config.num_threads);
}

}  // namespace tessera

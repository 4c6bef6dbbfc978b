// Chooses the backend for EngineConfig::device: the CPU, or the CUDA module when it loads and a
// GPU can run it.
#include <string>

#include "runtime/cuda_module_loader.h"
#include "tessera/backend/backend.h"
#include "tessera/error.h"

namespace tessera {
namespace {

// The first feature of the model that the CUDA module does not compute yet, named by its
// config.json field; empty when it runs the model. Refused here rather than computed wrongly.
Message cuda_missing_feature(const ModelConfig& config) {
  const char* field = nullptr;
  // Its RoPE kernel takes one set of frequencies for every position and rotates whole heads.
  const RopeScaling::Type rope = config.rope_scaling.type;
  if (rope == RopeScaling::Type::Dynamic || rope == RopeScaling::Type::LongRope) {
    field = "rope_scaling";
  } else if (config.rotary_dim != config.head_dim) {
    field = "partial_rotary_factor";
  } else if (config.sliding_window > 0) {
    field = "sliding_window";
  } else if (config.o_bias) {  // q/k/v biases (Qwen2) and q/k norms (Qwen3) it computes
    field = "attention_bias";
  } else if (config.mlp_bias) {
    field = "mlp_bias";
  }
  if (field == nullptr) return {};
  return Message(tessera::Message::tr("the CUDA backend does not support this %1 model yet "
                                      "(config.json field '%2'); the CPU backend runs it"),
                 config.architecture, field);
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
  Message problem = cuda_missing_feature(config);
  std::unique_ptr<Backend> gpu =
      problem.empty() ? make_cuda_module_backend(engine_config, config, weights, problem, notice)
                      : nullptr;
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

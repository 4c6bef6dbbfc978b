// Chooses the backend for EngineConfig::device: the CPU, or the CUDA module when it loads and a
// GPU can run it.
#include <string>

#include "runtime/cuda_module_loader.h"
#include "tessera/backend/backend.h"
#include "tessera/error.h"

namespace tessera {
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
  // The CUDA module computes every architecture and option the CPU backend does.
  Message problem;
  std::unique_ptr<Backend> gpu =
      make_cuda_module_backend(engine_config, config, weights, problem, notice);
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

// Chooses the backend for EngineConfig::device: the CPU, or the CUDA module when it loads and a
// GPU can run it.
#include <string>

#include "runtime/backend.h"
#include "runtime/cuda_module_loader.h"
#include "tessera/error.h"

namespace tessera {

std::unique_ptr<Backend> make_backend(const EngineConfig& engine_config, const ModelConfig& config,
                                      const ModelWeights& weights, Device& chosen,
                                      std::string& notice) {
  notice.clear();
  chosen = Device::Cpu;
  if (engine_config.quantize == Quantization::Int8) {
    if (engine_config.device == Device::Cuda) {
      throw Error("quantize int8: only the CPU backend has int8 weights; use device cpu");
    }
    // int8 is a CPU feature: Auto means the CPU here.
    return make_cpu_backend(config, weights, engine_config.num_threads, engine_config.quantize);
  }
  if (engine_config.device == Device::Cpu) {
    return make_cpu_backend(config, weights, engine_config.num_threads);
  }
  std::string problem;
  std::unique_ptr<Backend> gpu =
      make_cuda_module_backend(engine_config, config, weights, problem, notice);
  if (gpu) {
    chosen = Device::Cuda;
    return gpu;
  }
  if (engine_config.device == Device::Cuda) throw Error("device cuda: " + problem);
  notice =
      "The GPU is not used: " + problem + ". Running on the CPU instead, which is much slower.";
  return make_cpu_backend(config, weights, engine_config.num_threads);
}

}  // namespace tessera

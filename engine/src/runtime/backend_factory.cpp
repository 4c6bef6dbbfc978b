// Chooses the backend for EngineConfig::device.
#include <string>

#include "runtime/backend.h"
#include "tessera/error.h"

#ifdef TESSERA_HAVE_CUDA
#include "runtime/cuda/cuda_backend.h"
#include "runtime/cuda/device_buffer.h"
#endif

namespace tessera {

std::unique_ptr<Backend> make_backend(const EngineConfig& engine_config, const ModelConfig& config,
                                      const ModelWeights& weights, Device& chosen,
                                      std::string& notice) {
  notice.clear();
  auto make_cpu = [&] {
    chosen = Device::Cpu;
    return make_cpu_backend(config, weights, engine_config.num_threads);
  };
  if (engine_config.device == Device::Cpu) return make_cpu();
#ifdef TESSERA_HAVE_CUDA
  std::string reason;
  const bool has_gpu = cuda::device_count(reason) > 0;
  if (engine_config.device == Device::Cuda) {
    if (!has_gpu) throw Error("device cuda: no CUDA driver or device: " + reason);
    chosen = Device::Cuda;
    return make_cuda_backend(engine_config, config, weights);
  }
  if (has_gpu) {
    try {
      chosen = Device::Cuda;
      return make_cuda_backend(engine_config, config, weights);
    } catch (const Error& error) {
      notice = std::string("The GPU could not be used (") + error.what() +
               "); running on the CPU instead, which is much slower.";
      return make_cpu();
    }
  }
  notice = "No usable NVIDIA GPU was found (" + reason + "); running on the CPU instead.";
  return make_cpu();
#else
  if (engine_config.device == Device::Cuda) {
    throw Error("device cuda: this build of Tessera was built without CUDA");
  }
  notice = "Running on the CPU: this build has no CUDA backend.";
  return make_cpu();
#endif
}

}  // namespace tessera

// GPU measurements for the tools (gpu.h), asked of the CUDA module where it loads.
#include "internal/gpu.h"

#include <memory>
#include <string>

#include "runtime/cuda_module_loader.h"
#include "tessera/message.h"

namespace tessera {

double gpu_copy_bandwidth(const std::string& cuda_module_dir) {
  Message problem;
  std::string device_name;
  const std::unique_ptr<CudaModule> module =
      CudaModule::load(cuda_module_dirs(cuda_module_dir), problem);
  if (!module || module->table().copy_bandwidth == nullptr ||
      !module->table().probe(device_name, problem)) {
    return 0.0;
  }
  return module->table().copy_bandwidth();
}

}  // namespace tessera

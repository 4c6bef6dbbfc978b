// Finds the CUDA module (libtessera-cuda.so / tessera-cuda.dll), loads it, checks its version
// and asks it whether this machine's GPU can run it. Every way this can fail ends in a
// user-facing sentence naming the cause, which --device auto turns into the CPU fallback's
// notice and --device cuda into an error.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "tessera/backend/cuda_module.h"
#include "tessera/message.h"

namespace tessera {

// A loaded and version-checked module. The library is never unmapped, even after this object is
// gone: backends it made and the CUDA runtime inside it (which registers exit handlers) must
// outlive every caller, and a module is loaded at most a few times per process.
class CudaModule {
 public:
  // Looks for the module file in each folder in turn and loads the first one found. Returns
  // null with `problem` set when none is there, it does not load (a library it needs, such as
  // libcublas.so.13, is missing), it is not a Tessera module, or it is from another version.
  static std::unique_ptr<CudaModule> load(const std::vector<std::filesystem::path>& dirs,
                                          Message& problem);

  const CudaModuleTable& table() const { return *table_; }
  const std::filesystem::path& path() const { return path_; }

 private:
  CudaModule(std::filesystem::path path, const CudaModuleTable* table)
      : path_(std::move(path)), table_(table) {}

  std::filesystem::path path_;
  const CudaModuleTable* table_;
};

// "libtessera-cuda.so" or "tessera-cuda.dll".
const char* cuda_module_file_name();

// The folders searched for the module: `configured_dir` alone when set (EngineConfig::
// cuda_module_dir), otherwise Tessera's library folder beside the running program
// (<bin>/../lib/tessera when installed, the same layout in the build tree; <bin> on Windows).
std::vector<std::filesystem::path> cuda_module_dirs(const std::string& configured_dir);

// Whether the NVIDIA driver's library (libcuda.so.1, nvcuda.dll) loads: without it no GPU can
// be used.
bool nvidia_driver_found();

// Loads the module (where it is found and the driver is not missing), probes the GPU and
// creates the CUDA backend. Returns null with `problem` set when any step fails; `notice` gets
// the module's note on a changed precision.
std::unique_ptr<Backend> make_cuda_module_backend(const EngineConfig& engine_config,
                                                  const ModelConfig& config,
                                                  const ModelWeights& weights, Message& problem,
                                                  Message& notice);

}  // namespace tessera

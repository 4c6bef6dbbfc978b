// The contract between the engine and the CUDA module (libtessera-cuda.so / tessera-cuda.dll).
//
// The engine, the app and the tools link no CUDA library: the CUDA backend (kernels, cuBLAS, the
// CUDA runtime) lives in a module loaded at run time, only when --device auto|cuda asks for a GPU.
// Like ggml's backend-impl table, the module exports one C function, `tessera_cuda_module`, which
// returns this table; the loader reads the first two members before anything else and refuses a
// module built from another Tessera version, since the other members pass C++ types
// (EngineConfig, ModelConfig, ModelWeights, Backend) whose layout only the same build guarantees.
#pragma once

#include <memory>
#include <string>

#include "tessera/backend/backend.h"

namespace tessera {

// Raise when a member of CudaModuleTable or a type it passes changes meaning.
inline constexpr int kCudaModuleInterface = 3;  // 3: Backend::forward_rows
inline constexpr const char* kCudaModuleEntryPoint = "tessera_cuda_module";

struct CudaModuleTable {
  int interface_version;        // kCudaModuleInterface of the build that made the module
  const char* tessera_version;  // PROJECT_VERSION of that build ("0.1.0")
  // Finds device 0 and checks that the module can run on it: an NVIDIA driver new enough for the
  // module's CUDA runtime, a device, and kernels built for its compute capability. Returns false
  // with a user-facing reason otherwise. device_name gets e.g. "NVIDIA H200 (compute 9.0)".
  bool (*probe)(std::string& device_name, Message& reason);
  // Creates the CUDA backend (throws tessera::Error). notice gets the reason when the precision
  // asked for was changed for this GPU (BF16 on a Turing GPU becomes F16: "Tesla T4 has compute
  // capability 7.5, and BF16 needs ..."); the engine words the notice around it. The module's
  // messages keep their templates in the module's own memory, which stays mapped for good
  // (CudaModule), so the app translates them like the engine's.
  std::unique_ptr<Backend> (*make_backend)(const EngineConfig& engine_config,
                                           const ModelConfig& config, const ModelWeights& weights,
                                           Message& notice);
  // (optional, may be null) Device-to-device copy bandwidth in bytes/s, for the benchmarks.
  double (*copy_bandwidth)();
};

// The signature of the exported entry point.
using CudaModuleEntry = const CudaModuleTable* (*)();

}  // namespace tessera

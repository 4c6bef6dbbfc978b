// What the tools may ask of the GPU without linking CUDA: measurements made by the CUDA module
// (libtessera-cuda.so / tessera-cuda.dll), loaded from the same place the engine loads it.
#pragma once

#include <string>

namespace tessera {

// Device-to-device copy bandwidth of GPU 0 in bytes per second (read plus written), the ceiling
// the benchmarks compare decode traffic with. 0 when the module does not load or finds no usable
// GPU. cuda_module_dir as EngineConfig::cuda_module_dir (empty: Tessera's library folder).
double gpu_copy_bandwidth(const std::string& cuda_module_dir = "");

}  // namespace tessera

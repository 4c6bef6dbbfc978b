// The CUDA module's one exported function: the table of CudaModuleTable (runtime/cuda_module.h).
// Only this file is compiled into the module alone; everything else is shared with the tests.
#include <cuda_runtime.h>

#include <chrono>

#include "host/cuda_backend.h"
#include "host/device_check.h"
#include "tessera/backend/cuda_module.h"
#include "tessera/error.h"

#ifndef TESSERA_VERSION
#error "TESSERA_VERSION must be defined by the build (PROJECT_VERSION)"
#endif

#ifdef _WIN32
#define TESSERA_MODULE_EXPORT extern "C" __declspec(dllexport)
#else
#define TESSERA_MODULE_EXPORT extern "C" __attribute__((visibility("default")))
#endif

namespace tessera {
namespace {

std::unique_ptr<Backend> make_backend(const EngineConfig& engine_config, const ModelConfig& config,
                                      const ModelWeights& weights, Message& notice) {
  cudaDeviceProp props{};
  if (cudaGetDeviceProperties(&props, 0) != cudaSuccess) {
    throw Error::untranslated(std::string("GPU 0 could not be queried: ") +
                              cudaGetErrorString(cudaGetLastError()));
  }
  EngineConfig adjusted = engine_config;
  adjusted.precision = cuda::precision_for_device(
      engine_config.precision, props.major * 10 + props.minor, props.name, notice);
  return make_cuda_backend(adjusted, config, weights);
}

// Ten 1 GiB device-to-device copies after a warm-up; bytes read plus written per second.
double copy_bandwidth() {
  const std::size_t bytes = std::size_t{1} << 30;
  void *src = nullptr, *dst = nullptr;
  if (cudaMalloc(&src, bytes) != cudaSuccess || cudaMalloc(&dst, bytes) != cudaSuccess) {
    cudaFree(src);
    cudaGetLastError();
    return 0.0;
  }
  cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice);
  cudaDeviceSynchronize();
  const auto start = std::chrono::steady_clock::now();
  const int reps = 10;
  for (int i = 0; i < reps; ++i) cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToDevice);
  cudaDeviceSynchronize();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  cudaFree(src);
  cudaFree(dst);
  return 2.0 * bytes * reps / seconds;
}

constexpr CudaModuleTable kTable{kCudaModuleInterface, TESSERA_VERSION, cuda::probe_device,
                                 make_backend, copy_bandwidth};

}  // namespace
}  // namespace tessera

TESSERA_MODULE_EXPORT const tessera::CudaModuleTable* tessera_cuda_module() {
  return &tessera::kTable;
}

#include "runtime/cuda/device_check.h"

#include <cuda_runtime.h>

#include "sampling.h"
#include "tessera/error.h"

#ifndef TESSERA_CUDA_ARCHITECTURES
#define TESSERA_CUDA_ARCHITECTURES "unknown"
#endif

namespace tessera::cuda {
namespace {

std::string cuda_version_text(int version) {
  return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

// The oldest driver branch of each CUDA major version (NVIDIA's CUDA toolkit release notes,
// "CUDA Toolkit and Minimum Required Driver Version"); later minor versions run on it too.
std::string minimum_driver(int runtime_version) {
  switch (runtime_version / 1000) {
    case 12:
      return "525";
    case 13:
      return "580";
    default:
      return "one that supports CUDA " + cuda_version_text(runtime_version);
  }
}

}  // namespace

std::string driver_problem(int driver_version, int runtime_version) {
  if (driver_version == 0) {
    return "no NVIDIA driver is installed (libcuda.so.1 / nvcuda.dll was not found); the GPU "
           "support needs NVIDIA driver " +
           minimum_driver(runtime_version) + " or newer";
  }
  // Minor version compatibility: a driver of the same major version runs the runtime.
  if (driver_version / 1000 < runtime_version / 1000) {
    return "the NVIDIA driver supports CUDA " + cuda_version_text(driver_version) +
           ", but the GPU support is built with CUDA " + cuda_version_text(runtime_version) +
           ": update the NVIDIA driver to " + minimum_driver(runtime_version) + " or newer";
  }
  return {};
}

Precision precision_for_device(Precision asked, int capability, const std::string& device_name,
                               std::string& notice) {
  if (capability >= kMinBf16ComputeCapability)
    return asked == Precision::Auto ? Precision::BF16 : asked;
  const std::string why = device_name + " has compute capability " +
                          std::to_string(capability / 10) + "." + std::to_string(capability % 10) +
                          ", and BF16 needs 8.0 (Ampere) or newer, which added BF16 tensor cores";
  if (asked == Precision::BF16) {
    throw Error::untranslated("precision bf16: " + why + "; use f16 or f32");
  }
  if (asked == Precision::Auto) {
    notice = why;  // the engine says what it means ("Computing in F16 instead of BF16: ...")
    return Precision::F16;
  }
  return asked;
}

bool probe_device(std::string& device_name, std::string& reason) {
  int driver_version = 0;
  cudaDriverGetVersion(&driver_version);  // leaves 0 when no driver is installed
  reason = driver_problem(driver_version, CUDART_VERSION);
  if (!reason.empty()) return false;
  int count = 0;
  const cudaError_t status = cudaGetDeviceCount(&count);
  if (status != cudaSuccess || count == 0) {
    cudaGetLastError();
    reason = status != cudaSuccess ? std::string("the CUDA runtime found no usable GPU: ") +
                                         cudaGetErrorString(status)
                                   : std::string("the NVIDIA driver reports no GPU");
    return false;
  }
  cudaDeviceProp props{};
  if (cudaGetDeviceProperties(&props, 0) != cudaSuccess) {
    reason = std::string("GPU 0 could not be queried: ") + cudaGetErrorString(cudaGetLastError());
    return false;
  }
  const int capability = props.major * 10 + props.minor;
  device_name = std::string(props.name) + " (compute capability " + std::to_string(props.major) +
                "." + std::to_string(props.minor) + ")";
  if (capability < kMinComputeCapability) {
    reason = device_name +
             " is too old: the GPU support needs compute capability 7.5 (Turing) "
             "or newer";
    return false;
  }
  if (cudaSetDevice(0) != cudaSuccess) {
    reason = device_name + " could not be used: " + cudaGetErrorString(cudaGetLastError());
    return false;
  }
  const std::string image = kernels::kernel_image_problem();
  if (!image.empty()) {
    reason = device_name + " is not supported by this build (CUDA architectures " +
             TESSERA_CUDA_ARCHITECTURES + "): " + image;
    return false;
  }
  return true;
}

}  // namespace tessera::cuda

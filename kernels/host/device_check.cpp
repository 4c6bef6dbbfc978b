#include "host/device_check.h"

#include <cuda_runtime.h>

#include "sampling.h"
#include "tessera/error.h"

#ifndef TESSERA_CUDA_ARCHITECTURES
#define TESSERA_CUDA_ARCHITECTURES "unknown"
#endif

namespace tessera::cuda {

Precision precision_for_device(Precision asked, int capability, const std::string& device_name,
                               Message& notice) {
  if (capability >= kMinBf16ComputeCapability)
    return asked == Precision::Auto ? Precision::BF16 : asked;
  const Message why(tessera::Message::tr("%1 has compute capability %2.%3, and BF16 needs 8.0 "
                                         "(Ampere) or newer, which added BF16 tensor cores"),
                    device_name, capability / 10, capability % 10);
  if (asked == Precision::BF16) {
    throw Error(tessera::Message::tr("precision bf16: %1; use f16 or f32"), why);
  }
  if (asked == Precision::Auto) {
    notice = why;  // the engine says what it means ("Computing in F16 instead of BF16: ...")
    return Precision::F16;
  }
  return asked;
}

bool probe_device(std::string& device_name, Message& reason) {
  int driver_version = 0;
  cudaDriverGetVersion(&driver_version);  // leaves 0 when no driver is installed
  reason = driver_problem(driver_version, CUDART_VERSION);
  if (!reason.empty()) return false;
  int count = 0;
  const cudaError_t status = cudaGetDeviceCount(&count);
  if (status != cudaSuccess || count == 0) {
    cudaGetLastError();
    reason = status != cudaSuccess
                 ? Message(tessera::Message::tr("the CUDA runtime found no usable GPU: %1"),
                           cudaGetErrorString(status))
                 : Message(tessera::Message::tr("the NVIDIA driver reports no GPU"));
    return false;
  }
  cudaDeviceProp props{};
  if (cudaGetDeviceProperties(&props, 0) != cudaSuccess) {
    reason = Message(tessera::Message::tr("GPU 0 could not be queried: %1"),
                     cudaGetErrorString(cudaGetLastError()));
    return false;
  }
  const int capability = props.major * 10 + props.minor;
  device_name = std::string(props.name) + " (compute capability " + std::to_string(props.major) +
                "." + std::to_string(props.minor) + ")";
  if (capability < kMinComputeCapability) {
    reason = Message(tessera::Message::tr("%1 is too old: the GPU support needs compute capability "
                                          "7.5 (Turing) or newer"),
                     device_name);
    return false;
  }
  if (cudaSetDevice(0) != cudaSuccess) {
    reason = Message(tessera::Message::tr("%1 could not be used: %2"), device_name,
                     cudaGetErrorString(cudaGetLastError()));
    return false;
  }
  const std::string image = kernels::kernel_image_problem();
  if (!image.empty()) {
    reason = Message(tessera::Message::tr("%1 is not supported by this build (CUDA architectures "
                                          "%2): %3"),
                     device_name, TESSERA_CUDA_ARCHITECTURES, image);
    return false;
  }
  return true;
}

}  // namespace tessera::cuda

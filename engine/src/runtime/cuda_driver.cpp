#include "tessera/backend/cuda_driver.h"

#include <string>

namespace tessera::cuda {
namespace {

std::string cuda_version_text(int version) {
  return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

// The oldest driver branch of each CUDA major version (NVIDIA's CUDA toolkit release notes,
// "CUDA Toolkit and Minimum Required Driver Version"); later minor versions run on it too.
Message minimum_driver(int runtime_version) {
  switch (runtime_version / 1000) {
    case 12:
      return Message::verbatim("525");
    case 13:
      return Message::verbatim("580");
    default:
      return Message(tessera::Message::tr("one that supports CUDA %1"),
                     cuda_version_text(runtime_version));
  }
}

}  // namespace

Message driver_problem(int driver_version, int runtime_version) {
  if (driver_version == 0) {
    return Message(tessera::Message::tr("no NVIDIA driver is installed (libcuda.so.1 / nvcuda.dll "
                                        "was not found); the GPU support needs NVIDIA driver %1 "
                                        "or newer"),
                   minimum_driver(runtime_version));
  }
  // Minor version compatibility: a driver of the same major version runs the runtime.
  if (driver_version / 1000 < runtime_version / 1000) {
    return Message(tessera::Message::tr("the NVIDIA driver supports CUDA %1, but the GPU support "
                                        "is built with CUDA %2: update the NVIDIA driver to %3 "
                                        "or newer"),
                   cuda_version_text(driver_version), cuda_version_text(runtime_version),
                   minimum_driver(runtime_version));
  }
  return {};
}

}  // namespace tessera::cuda

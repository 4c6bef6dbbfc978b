// Decides whether this machine can run the CUDA module and in which precision. The rules are
// plain functions of version numbers and compute capabilities so tests can check every message
// without the GPUs, drivers and toolkits they describe.
#pragma once

#include <string>

#include "tessera/backend/cuda_driver.h"  // driver_problem()
#include "tessera/engine.h"
#include "tessera/message.h"

namespace tessera::cuda {

// Oldest GPUs the module runs on: compute capability 7.5 (Turing). CUDA 13 builds nothing older.
inline constexpr int kMinComputeCapability = 75;
// First GPUs with BF16 tensor cores: compute capability 8.0 (Ampere).
inline constexpr int kMinBf16ComputeCapability = 80;

// The precision to compute in on a GPU of `capability` (major * 10 + minor). Auto is BF16, or F16
// below 8.0 with the reason in `notice`; an explicit BF16 below 8.0 throws tessera::Error.
Precision precision_for_device(Precision asked, int capability, const std::string& device_name,
                               Message& notice);

// Checks driver, device 0 and the kernels' targets in that order (see CudaModuleTable::probe).
bool probe_device(std::string& device_name, Message& reason);

}  // namespace tessera::cuda

// What a machine's NVIDIA driver must be for the CUDA module's runtime: a plain rule of version
// numbers, in the engine so that the loader can say it before the module is loaded (no driver),
// and the module after (an old one). Tests check every message without the drivers it describes.
#pragma once

#include "tessera/message.h"

namespace tessera::cuda {

// Empty when a driver of `driver_version` can run a CUDA runtime of `runtime_version` (both as
// cudaDriverGetVersion reports them: 13000 = 13.0; 0 = no driver); otherwise the reason, naming
// both versions and the driver to install.
Message driver_problem(int driver_version, int runtime_version);

}  // namespace tessera::cuda

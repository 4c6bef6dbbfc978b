// What every host launcher shares: the stream type and the storage dtype of its tensors.
// Plain C++ (no CUDA headers), so launchers can be declared to .cpp files and tests.
#pragma once

#include "tessera/dtype.h"

struct CUstream_st;  // cudaStream_t is CUstream_st*

namespace tessera::kernels {

using Stream = CUstream_st*;

}  // namespace tessera::kernels

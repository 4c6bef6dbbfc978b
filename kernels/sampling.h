// Host launcher of greedy sampling on the device.
#pragma once

#include <cstdint>
#include <string>

#include "launch.h"

namespace tessera::kernels {

// tokens[r] = index of the largest of the first num_ids values of logits row r ([num_rows,
// vocab_size] floats), the lowest index on ties, or -1 when they hold a NaN (the caller reports
// that as an error). num_ids <= vocab_size: ForwardBatch::pickable().
void launch_argmax_rows(const float* logits, std::int32_t* tokens, int num_rows, int vocab_size,
                        int num_ids, Stream stream);

// Whether this build holds code the current device can run (machine code for its architecture,
// or PTX the driver can compile for it): empty when it does, otherwise the CUDA runtime's reason
// (cudaErrorNoKernelImageForDevice when the device is newer or older than every built target).
std::string kernel_image_problem();

}  // namespace tessera::kernels

// Host launcher of greedy sampling on the device.
#pragma once

#include <cstdint>

#include "launch.h"

namespace tessera::kernels {

// tokens[r] = index of the largest value of logits row r ([num_rows, vocab_size] floats), the
// lowest index on ties, or -1 when the row holds a NaN (the caller reports that as an error).
void launch_argmax_rows(const float* logits, std::int32_t* tokens, int num_rows, int vocab_size,
                        Stream stream);

}  // namespace tessera::kernels

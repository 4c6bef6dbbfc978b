// Quantization of float32 values into ggml's block formats: what `--quantize q4` makes at load
// (runtime/cpu/forward/weights.h) and what model/gguf_dequant.h reads back. The encoders follow
// llama.cpp's reference ones (quantize_row_*_ref in ggml-quants.c) in method: Q8_0 and Q4_0 scale
// each block of 32 by its largest magnitude; Q4_K searches each sub-block's scale and minimum for
// the least weighted squared error and stores both in 6 bits; Q6_K searches each sub-block's
// symmetric scale and stores it in 8 bits. They are written here because no packaged library
// offers ggml's formats apart from ggml itself, which Debian does not ship as a library.
#pragma once

#include <cstddef>

#include "tessera/dtype.h"

namespace tessera {

// Whether quantize_blocks() writes `dtype` (Q8_0, Q4_0, Q4_K, Q6_K).
bool can_quantize_blocks(DType dtype);

// Quantizes `count` float32 values (a whole number of `dtype`'s blocks) from `src` into `dst`
// (dtype_bytes(dtype, count) bytes, no alignment needed). Non-finite values count as zero.
// Throws tessera::Error for a dtype it does not write or a count that is not whole blocks.
void quantize_blocks(DType dtype, const float* src, std::byte* dst, std::size_t count);

}  // namespace tessera

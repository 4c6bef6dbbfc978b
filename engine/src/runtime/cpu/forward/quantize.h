// int8, BF16 and block-quantized weights for the CPU kernels (WeightFormat::Int8, BF16Dot and
// Q8_0 ... Q6_K in kernels/kernel_set.h), made at load.
#pragma once

#include <cstdint>

#include "runtime/cpu/kernels/kernel_set.h"
#include "runtime/cpu/thread_pool.h"
#include "tessera/dtype.h"

namespace tessera::cpu {

// Quantizes a float32 [rows][cols] matrix to int8 in groups of kInt8Group along each row
// (symmetric, scale = max |w| / 127 per group; the last group of a row may be shorter).
void quantize_int8(const float* w, int rows, int cols, std::int8_t* q, float* scales);
// The same from a [rows][cols] matrix of `dtype` (F32, F16 or BF16), widened a row at a time,
// the rows split across the pool: the same int8 values and scales as quantizing its float32 copy.
// With `packed`, q is in the packed order (kernels/kernel_set.h; the scales stay [rows][groups]).
void quantize_int8(ThreadPool& pool, DType dtype, const void* w, int rows, int cols, std::int8_t* q,
                   float* scales, bool packed = false);

// A [rows][cols] matrix of `dtype` (F32 or F16) rounded to BF16 (to the nearest, ties to even)
// into `out`, row-major or with `packed` in the packed order, the rows split across the pool.
void round_to_bf16(ThreadPool& pool, DType dtype, const void* w, int rows, int cols,
                   std::uint16_t* out, bool packed);

// A [rows][cols] matrix of `dtype` (F32, F16, BF16 or a block-quantized dtype) quantized row by
// row to the block dtype `to` (model/block_quantize.h; cols a whole number of its blocks) into
// `out`, the rows split across the pool.
void quantize_to_blocks(ThreadPool& pool, DType dtype, const void* w, int rows, int cols, DType to,
                        std::byte* out);

}  // namespace tessera::cpu

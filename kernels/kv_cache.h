// Host launcher of the KV-cache write: new K/V rows go to their slots in the paged cache.
#pragma once

#include <cstdint>

#include "launch.h"

namespace tessera::kernels {

// One layer's cache is [num_blocks, block_size, num_kv_heads, head_dim], so slot s (=
// block * block_size + offset) starts at element s * num_kv_heads * head_dim. Token t's K
// starts at k + t * row_stride, its V at v + t * row_stride. A negative slot is skipped.
void launch_kv_cache_write(DType dtype, void* k_cache, void* v_cache, const void* k, const void* v,
                           int row_stride, const std::int32_t* slot_mapping, int num_tokens,
                           int num_kv_heads, int head_dim, Stream stream);

}  // namespace tessera::kernels

// Paged attention for a mixed batch: every new token (prefill or decode) attends causally to the
// keys of its own sequence, found through the sequence's block table.
#include <algorithm>

#include "kernel_common.cuh"
#include "paged_attention.h"

namespace tessera::kernels {
namespace {

// One block serves one token and the query heads of one KV head's group (GQA): each tile of keys
// and values is read from the cache once into shared memory and used by all of those heads, not
// once per head. Hand-written because it reads the paged cache through block tables and must
// keep each token's arithmetic independent of the rest of the batch.
constexpr int kThreads = 128;
constexpr int kWarps = kThreads / 32;
constexpr int kTileKeys = 32;             // keys per tile: one per lane when scoring
constexpr int kMaxOutputsPerThread = 16;  // (head, dim) accumulators per thread
constexpr int kMaxHeadsPerBlock = 32;
constexpr int kMaxHeadsPerWarp = kMaxHeadsPerBlock / kWarps;
constexpr int kMaxHeadDim = 512;
constexpr int kDefaultSharedBytes = 48 * 1024;  // above this a kernel must opt in
constexpr int kMinKeysPerSplit = 256;
constexpr int kMaxSplits = 32;
constexpr int kBlocksPerSm = 4;  // split-K aims for this many blocks per SM

struct Params {
  const std::int32_t* token_seq;
  const std::int32_t* seq_query_start;
  const std::int32_t* seq_query_len;
  const std::int32_t* seq_context_len;
  const std::int32_t* block_tables;
  int block_table_stride, num_heads, num_kv_heads, head_dim, block_size;
  int heads_per_block, blocks_per_kv_head;
  float scale;
  int window;  // > 0: the last `window` visible keys only
  int num_splits, keys_per_split;
  float* partial_acc;  // [tokens, heads, splits, head_dim]
  float* partial_ml;   // [tokens, heads, splits, 2]: running max and sum of exponentials
};

// Query heads one block serves: its KV head's whole group where their outputs fit the threads'
// accumulators, else a share of it.
int heads_per_block(int group, int head_dim) {
  return std::min({group, kMaxHeadsPerBlock, kThreads * kMaxOutputsPerThread / head_dim});
}

// Padding of a shared key row: 4 bytes, so that the lanes' rows fall in different banks.
template <typename T>
__host__ __device__ constexpr int key_row_stride(int head_dim) {
  return head_dim + static_cast<int>(4 / sizeof(T));
}

// Dynamic shared memory of one block: queries, probabilities, per-head rescale and sum as
// floats, then the tile's keys (padded rows) and values in the storage type.
template <typename T>
std::size_t shared_bytes(int heads, int head_dim) {
  const std::size_t floats = static_cast<std::size_t>(heads) * (head_dim + kTileKeys + 2);
  return floats * sizeof(float) +
         static_cast<std::size_t>(kTileKeys) * (key_row_stride<T>(head_dim) + head_dim) * sizeof(T);
}

// Element offset of key j's row for kv_head in a layer's cache.
__device__ __forceinline__ long long key_offset(const Params& p, const std::int32_t* table, int j,
                                                int kv_head) {
  const long long slot =
      static_cast<long long>(table[j / p.block_size]) * p.block_size + j % p.block_size;
  return (slot * p.num_kv_heads + kv_head) * p.head_dim;
}

__device__ __forceinline__ float warp_max(float value) {
  for (int offset = 16; offset > 0; offset /= 2) {
    value = fmaxf(value, __shfl_xor_sync(0xffffffffu, value, offset));
  }
  return value;
}

__device__ __forceinline__ float warp_sum(float value) {
  for (int offset = 16; offset > 0; offset /= 2) {
    value += __shfl_xor_sync(0xffffffffu, value, offset);
  }
  return value;
}

// Launch: grid (num_tokens, num_kv_heads * blocks_per_kv_head, num_splits), kThreads threads,
// shared_bytes<T>(heads_per_block, head_dim) of dynamic shared memory. Per tile of kTileKeys
// keys: the warps copy the keys and values in (a row per warp, lanes along head_dim); warp w
// scores heads w, w + kWarps, ... (a key per lane) and updates their running max and sum; then
// each thread accumulates values for its (head, dim) outputs threadIdx.x + i * kThreads.
template <typename T>
__global__ void __launch_bounds__(kThreads)
    paged_attention_kernel(T* out, const T* q, int q_row_stride, const T* k_cache, const T* v_cache,
                           Params p) {
  extern __shared__ float shared[];
  const int dim = p.head_dim, group_heads = p.heads_per_block;
  float* q_scaled = shared;                            // [heads][dim]
  float* probs = q_scaled + group_heads * dim;         // [heads][kTileKeys]
  float* rescales = probs + group_heads * kTileKeys;   // [heads]
  float* sums = rescales + group_heads;                // [heads]
  T* keys = reinterpret_cast<T*>(sums + group_heads);  // [kTileKeys][key_row_stride]
  const int key_stride = key_row_stride<T>(dim);
  T* values = keys + kTileKeys * key_stride;  // [kTileKeys][dim]

  const int token = blockIdx.x, split = blockIdx.z;
  const int kv_head = blockIdx.y / p.blocks_per_kv_head;
  const int group = p.num_heads / p.num_kv_heads;
  const int first_in_group = (blockIdx.y % p.blocks_per_kv_head) * group_heads;
  const int first_head = kv_head * group + first_in_group;
  const int heads = min(group_heads, group - first_in_group);
  const int seq = p.token_seq[token];
  const int query_len = p.seq_query_len[seq];
  const int visible = p.seq_context_len[seq] - query_len + (token - p.seq_query_start[seq]) + 1;
  // A split wholly before a sliding window has no keys: it writes a max of -inf and a sum of 0.
  const int key_begin = max(split * p.keys_per_split, p.window > 0 ? visible - p.window : 0);
  const int key_end = min(visible, key_begin + p.keys_per_split);
  const std::int32_t* table = p.block_tables + static_cast<long long>(seq) * p.block_table_stride;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int outputs = heads * dim;

  // The block's heads are adjacent in the q row.
  const T* q_row = q + static_cast<long long>(token) * q_row_stride + first_head * dim;
  for (int i = threadIdx.x; i < outputs; i += kThreads) q_scaled[i] = to_float(q_row[i]) * p.scale;

  float running_max[kMaxHeadsPerWarp], running_sum[kMaxHeadsPerWarp];
#pragma unroll
  for (int i = 0; i < kMaxHeadsPerWarp; ++i) {
    running_max[i] = -INFINITY;
    running_sum[i] = 0.0f;
  }
  float acc[kMaxOutputsPerThread] = {};
  for (int tile = key_begin; tile < key_end; tile += kTileKeys) {
    const int tile_keys = min(kTileKeys, key_end - tile);
    for (int t = warp; t < tile_keys; t += kWarps) {
      const long long row = key_offset(p, table, tile + t, kv_head);
      for (int d = lane; d < dim; d += 32) {
        keys[t * key_stride + d] = k_cache[row + d];
        values[t * dim + d] = v_cache[row + d];
      }
    }
    __syncthreads();  // the tile (and, the first time, q_scaled) is in place

#pragma unroll
    for (int i = 0; i < kMaxHeadsPerWarp; ++i) {
      const int h = warp + i * kWarps;
      if (h < heads) {  // the same for the whole warp: the shuffles below see every lane
        float score = -INFINITY;
        if (lane < tile_keys) {
          const float* qh = q_scaled + h * dim;
          const T* key = keys + lane * key_stride;
          score = 0.0f;
          for (int d = 0; d < dim; ++d) score += qh[d] * to_float(key[d]);
        }
        // Key tile is never empty, so new_max is finite.
        const float new_max = fmaxf(running_max[i], warp_max(score));
        const float prob = lane < tile_keys ? expf(score - new_max) : 0.0f;
        const float rescale = expf(running_max[i] - new_max);
        running_sum[i] = running_sum[i] * rescale + warp_sum(prob);
        running_max[i] = new_max;
        probs[h * kTileKeys + lane] = prob;
        if (lane == 0) rescales[h] = rescale;
      }
    }
    __syncthreads();  // probabilities and rescales are in place

#pragma unroll
    for (int i = 0; i < kMaxOutputsPerThread; ++i) {
      const int o = threadIdx.x + i * kThreads;
      if (o < outputs) {
        const int h = o / dim, d = o - h * dim;
        const float* prob = probs + h * kTileKeys;
        float a = acc[i] * rescales[h];
        for (int t = 0; t < tile_keys; ++t) a += prob[t] * to_float(values[t * dim + d]);
        acc[i] = a;
      }
    }
    __syncthreads();  // the next tile overwrites keys, values and probabilities
  }

#pragma unroll
  for (int i = 0; i < kMaxHeadsPerWarp; ++i) {
    const int h = warp + i * kWarps;
    if (h < heads && lane == 0) {
      if (p.num_splits == 1) {
        sums[h] = running_sum[i];
      } else {
        // -inf and 0 for a split past the visible keys.
        const long long part =
            (static_cast<long long>(token) * p.num_heads + first_head + h) * p.num_splits + split;
        p.partial_ml[part * 2] = running_max[i];
        p.partial_ml[part * 2 + 1] = running_sum[i];
      }
    }
  }
  if (p.num_splits == 1) __syncthreads();  // sums are in place
#pragma unroll
  for (int i = 0; i < kMaxOutputsPerThread; ++i) {
    const int o = threadIdx.x + i * kThreads;
    if (o < outputs) {
      const int h = o / dim, d = o - h * dim;
      const long long pair = static_cast<long long>(token) * p.num_heads + first_head + h;
      if (p.num_splits == 1) {
        out[pair * dim + d] = from_float<T>(acc[i] / sums[h]);
      } else {
        p.partial_acc[(pair * p.num_splits + split) * dim + d] = acc[i];
      }
    }
  }
}

// Launch: grid (num_tokens, num_heads), kThreads threads striding over head_dim. Rescales each
// split's partial sum to the global max and normalises. The split that holds the token's own
// key is never empty, so the global max is finite.
template <typename T>
__global__ void __launch_bounds__(kThreads)
    combine_splits_kernel(T* out, const float* partial_acc, const float* partial_ml, int num_heads,
                          int head_dim, int num_splits) {
  const long long pair = static_cast<long long>(blockIdx.x) * num_heads + blockIdx.y;
  const float* ml = partial_ml + pair * num_splits * 2;
  float global_max = -INFINITY;
  for (int s = 0; s < num_splits; ++s) global_max = fmaxf(global_max, ml[s * 2]);
  float total = 0.0f;
  for (int s = 0; s < num_splits; ++s) total += ml[s * 2 + 1] * expf(ml[s * 2] - global_max);
  for (int d = threadIdx.x; d < head_dim; d += kThreads) {
    float sum = 0.0f;
    for (int s = 0; s < num_splits; ++s) {
      sum += partial_acc[(pair * num_splits + s) * head_dim + d] * expf(ml[s * 2] - global_max);
    }
    out[pair * head_dim + d] = from_float<T>(sum / total);
  }
}

void validate(const PagedAttentionArgs& a) {
  auto fail = [](const std::string& what) {
    throw Error::untranslated("paged attention: " + what);
  };
  if (a.num_heads <= 0 || a.num_kv_heads <= 0 || a.num_heads % a.num_kv_heads != 0) {
    fail("num_heads " + std::to_string(a.num_heads) + " is not a multiple of num_kv_heads " +
         std::to_string(a.num_kv_heads));
  }
  if (a.head_dim <= 0 || a.head_dim > kMaxHeadDim) {
    fail("head_dim " + std::to_string(a.head_dim) + " is outside [1, " +
         std::to_string(kMaxHeadDim) + "]");
  }
  if (a.block_size <= 0) fail("block_size " + std::to_string(a.block_size) + " is not positive");
  if (a.num_heads > 65535) fail("num_heads " + std::to_string(a.num_heads) + " is too large");
  const AttentionSplit& s = a.split;
  if (s.num_splits < 1 || s.num_splits > 65535 || s.keys_per_split <= 0 ||
      static_cast<long long>(s.num_splits) * s.keys_per_split < a.max_context_len) {
    fail(std::to_string(s.num_splits) + " splits of " + std::to_string(s.keys_per_split) +
         " keys do not cover a context of " + std::to_string(a.max_context_len));
  }
  const std::size_t need =
      attention_workspace_floats(a.num_tokens, a.num_heads, a.head_dim, s.num_splits);
  if (need > 0 && (a.workspace == nullptr || a.workspace_floats < need)) {
    fail("split-K workspace holds " + std::to_string(a.workspace_floats) + " floats, needs " +
         std::to_string(need));
  }
}

// Sets the kernel's dynamic shared memory limit where a block needs more than the default, or
// says that this GPU cannot give it.
template <typename T>
void allow_shared_memory(std::size_t bytes, int head_dim) {
  if (bytes <= kDefaultSharedBytes) return;
  int device = 0, limit = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&limit, cudaDevAttrMaxSharedMemoryPerBlockOptin, device);
  if (bytes > static_cast<std::size_t>(limit)) {
    throw Error::untranslated("paged attention: head_dim " + std::to_string(head_dim) + " needs " +
                              std::to_string(bytes) +
                              " bytes of shared memory per block; this "
                              "GPU allows " +
                              std::to_string(limit));
  }
  const cudaError_t status =
      cudaFuncSetAttribute(paged_attention_kernel<T>, cudaFuncAttributeMaxDynamicSharedMemorySize,
                           static_cast<int>(bytes));
  if (status != cudaSuccess) {
    throw Error::untranslated(std::string("paged attention: shared memory of ") +
                              std::to_string(bytes) + " bytes: " + cudaGetErrorString(status));
  }
}

}  // namespace

int attention_blocks_per_token(int num_heads, int num_kv_heads, int head_dim) {
  if (num_kv_heads <= 0 || head_dim <= 0 || num_heads % num_kv_heads != 0) return num_heads;
  const int group = num_heads / num_kv_heads;
  return num_kv_heads * ceil_div(group, heads_per_block(group, head_dim));
}

AttentionSplit plan_attention_split(int num_tokens, int blocks_per_token, int max_context_len,
                                    int num_sms) {
  const long long pairs = static_cast<long long>(num_tokens) * blocks_per_token;
  const long long wanted_blocks = static_cast<long long>(kBlocksPerSm) * std::max(num_sms, 1);
  int splits = 1;
  if (pairs < wanted_blocks && max_context_len >= 2 * kMinKeysPerSplit) {
    const long long by_occupancy = (wanted_blocks + pairs - 1) / std::max(pairs, 1LL);
    const long long by_length = max_context_len / kMinKeysPerSplit;
    splits = static_cast<int>(std::min({by_occupancy, by_length, (long long)kMaxSplits}));
  }
  return split_evenly(max_context_len, splits);
}

AttentionSplit split_evenly(int max_context_len, int num_splits) {
  num_splits = std::max(num_splits, 1);
  const int keys = std::max(ceil_div(std::max(max_context_len, 1), num_splits), 1);
  return AttentionSplit{num_splits, keys};
}

std::size_t attention_workspace_floats(int num_tokens, int num_heads, int head_dim,
                                       int num_splits) {
  if (num_splits <= 1) return 0;
  return static_cast<std::size_t>(num_tokens) * num_heads * num_splits * (head_dim + 2);
}

void launch_paged_attention(const PagedAttentionArgs& a, Stream stream) {
  if (a.num_tokens <= 0) return;
  validate(a);
  const int splits = a.split.num_splits;
  float* partial_acc = a.workspace;
  float* partial_ml = splits > 1 ? a.workspace + static_cast<std::size_t>(a.num_tokens) *
                                                     a.num_heads * splits * a.head_dim
                                 : nullptr;
  Params p;
  p.token_seq = a.token_seq;
  p.seq_query_start = a.seq_query_start;
  p.seq_query_len = a.seq_query_len;
  p.seq_context_len = a.seq_context_len;
  p.block_tables = a.block_tables;
  p.block_table_stride = a.block_table_stride;
  p.num_heads = a.num_heads;
  p.num_kv_heads = a.num_kv_heads;
  p.head_dim = a.head_dim;
  p.block_size = a.block_size;
  // The same blocks per token that plan_attention_split() was given.
  const int blocks_per_token = attention_blocks_per_token(a.num_heads, a.num_kv_heads, a.head_dim);
  p.heads_per_block = heads_per_block(a.num_heads / a.num_kv_heads, a.head_dim);
  p.blocks_per_kv_head = blocks_per_token / a.num_kv_heads;
  p.scale = a.scale;
  p.window = std::max(a.sliding_window, 0);
  p.num_splits = splits;
  p.keys_per_split = a.split.keys_per_split;
  p.partial_acc = partial_acc;
  p.partial_ml = partial_ml;
  const dim3 grid(a.num_tokens, blocks_per_token, splits);
  dispatch_dtype(a.dtype, [&](auto tag) {
    using T = decltype(tag);
    const std::size_t shared = shared_bytes<T>(p.heads_per_block, a.head_dim);
    allow_shared_memory<T>(shared, a.head_dim);
    paged_attention_kernel<T><<<grid, kThreads, shared, stream>>>(
        static_cast<T*>(a.out), static_cast<const T*>(a.q), a.q_row_stride,
        static_cast<const T*>(a.k_cache), static_cast<const T*>(a.v_cache), p);
    check_launch("paged_attention");
    if (splits > 1) {
      combine_splits_kernel<T><<<dim3(a.num_tokens, a.num_heads), kThreads, 0, stream>>>(
          static_cast<T*>(a.out), partial_acc, partial_ml, a.num_heads, a.head_dim, splits);
      check_launch("paged_attention_combine");
    }
  });
}

}  // namespace tessera::kernels

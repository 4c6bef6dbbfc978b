// Paged attention for a mixed batch: every new token (prefill or decode) attends causally to the
// keys of its own sequence, found through the sequence's block table.
#include <algorithm>

#include "kernel_common.cuh"
#include "paged_attention.h"

namespace tessera::kernels {
namespace {

constexpr int kThreads = 128;         // keys scored per tile, and head dims per pass
constexpr int kMaxDimsPerThread = 4;  // head_dim <= kThreads * kMaxDimsPerThread
constexpr int kMinKeysPerSplit = 256;
constexpr int kMaxSplits = 32;

struct Params {
  const std::int32_t* token_seq;
  const std::int32_t* seq_query_start;
  const std::int32_t* seq_query_len;
  const std::int32_t* seq_context_len;
  const std::int32_t* block_tables;
  int block_table_stride, num_heads, num_kv_heads, head_dim, block_size;
  float scale;
  int num_splits, keys_per_split;
  float* partial_acc;  // [tokens, heads, splits, head_dim]
  float* partial_ml;   // [tokens, heads, splits, 2]: running max and sum of exponentials
};

// Element offset of key j's row for kv_head in a layer's cache.
__device__ __forceinline__ long long key_offset(const Params& p, const std::int32_t* table, int j,
                                                int kv_head) {
  const long long slot =
      static_cast<long long>(table[j / p.block_size]) * p.block_size + j % p.block_size;
  return (slot * p.num_kv_heads + kv_head) * p.head_dim;
}

// Launch: grid (num_tokens, num_heads, num_splits), kThreads threads, dynamic shared memory
// (head_dim + kThreads) floats. Keys go in tiles of kThreads: each thread scores one key, the
// block updates the running max / sum, then each thread accumulates V for its head dims.
template <typename T>
__global__ void __launch_bounds__(kThreads)
    paged_attention_kernel(T* out, const T* q, int q_row_stride, const T* k_cache, const T* v_cache,
                           Params p) {
  extern __shared__ float shared[];
  float* q_scaled = shared;            // [head_dim]
  float* probs = shared + p.head_dim;  // [kThreads]
  __shared__ float scratch[32];

  const int token = blockIdx.x, head = blockIdx.y, split = blockIdx.z;
  const int seq = p.token_seq[token];
  const int query_len = p.seq_query_len[seq];
  const int visible = p.seq_context_len[seq] - query_len + (token - p.seq_query_start[seq]) + 1;
  const int key_begin = split * p.keys_per_split;
  const int key_end = min(visible, key_begin + p.keys_per_split);
  const int kv_head = head / (p.num_heads / p.num_kv_heads);
  const std::int32_t* table = p.block_tables + static_cast<long long>(seq) * p.block_table_stride;

  const T* q_row = q + static_cast<long long>(token) * q_row_stride + head * p.head_dim;
  for (int d = threadIdx.x; d < p.head_dim; d += kThreads) {
    q_scaled[d] = to_float(q_row[d]) * p.scale;
  }
  __syncthreads();

  float running_max = -INFINITY, running_sum = 0.0f;
  float acc[kMaxDimsPerThread] = {};
  for (int tile = key_begin; tile < key_end; tile += kThreads) {
    const int j = tile + threadIdx.x;
    float score = -INFINITY;
    if (j < key_end) {
      const T* k = k_cache + key_offset(p, table, j, kv_head);
      score = 0.0f;
      for (int d = 0; d < p.head_dim; ++d) score += q_scaled[d] * to_float(k[d]);
    }
    const float new_max = fmaxf(running_max, block_reduce<true>(score, scratch));
    const float prob = j < key_end ? expf(score - new_max) : 0.0f;
    const float rescale = expf(running_max - new_max);
    running_sum = running_sum * rescale + block_reduce<false>(prob, scratch);
    running_max = new_max;
    probs[threadIdx.x] = prob;
    __syncthreads();
    const int tile_keys = min(kThreads, key_end - tile);
#pragma unroll
    for (int i = 0; i < kMaxDimsPerThread; ++i) {
      const int d = threadIdx.x + i * kThreads;
      if (d < p.head_dim) {
        float a = acc[i] * rescale;
        for (int t = 0; t < tile_keys; ++t) {
          a += probs[t] * to_float(v_cache[key_offset(p, table, tile + t, kv_head) + d]);
        }
        acc[i] = a;
      }
    }
    __syncthreads();  // probs is rewritten by the next tile
  }

  const long long pair = static_cast<long long>(token) * p.num_heads + head;
  if (p.num_splits == 1) {
    T* out_row = out + pair * p.head_dim;
#pragma unroll
    for (int i = 0; i < kMaxDimsPerThread; ++i) {
      const int d = threadIdx.x + i * kThreads;
      if (d < p.head_dim) out_row[d] = from_float<T>(acc[i] / running_sum);
    }
    return;
  }
  const long long part = pair * p.num_splits + split;
#pragma unroll
  for (int i = 0; i < kMaxDimsPerThread; ++i) {
    const int d = threadIdx.x + i * kThreads;
    if (d < p.head_dim) p.partial_acc[part * p.head_dim + d] = acc[i];
  }
  if (threadIdx.x == 0) {
    p.partial_ml[part * 2] = running_max;  // -inf and 0 for a split past the visible keys
    p.partial_ml[part * 2 + 1] = running_sum;
  }
}

// Launch: grid (num_tokens, num_heads), kThreads threads striding over head_dim. Rescales each
// split's partial sum to the global max and normalises. Split 0 always holds key 0, so the
// global max is finite.
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
  if (a.head_dim <= 0 || a.head_dim > kThreads * kMaxDimsPerThread) {
    fail("head_dim " + std::to_string(a.head_dim) + " is outside [1, " +
         std::to_string(kThreads * kMaxDimsPerThread) + "]");
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

}  // namespace

AttentionSplit plan_attention_split(int num_tokens, int num_heads, int max_context_len,
                                    int num_sms) {
  const long long pairs = static_cast<long long>(num_tokens) * num_heads;
  const long long wanted_blocks = 2LL * std::max(num_sms, 1);
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
  p.scale = a.scale;
  p.num_splits = splits;
  p.keys_per_split = a.split.keys_per_split;
  p.partial_acc = partial_acc;
  p.partial_ml = partial_ml;
  const dim3 grid(a.num_tokens, a.num_heads, splits);
  const std::size_t shared_bytes = (a.head_dim + kThreads) * sizeof(float);
  dispatch_dtype(a.dtype, [&](auto tag) {
    using T = decltype(tag);
    paged_attention_kernel<T><<<grid, kThreads, shared_bytes, stream>>>(
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

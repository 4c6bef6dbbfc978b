// Host launcher of paged attention over one flattened batch of prefill chunks and decode tokens.
#pragma once

#include <cstddef>
#include <cstdint>

#include "launch.h"

namespace tessera::kernels {

// How a long context is cut for split-K (flash-decoding): split s of a query covers keys
// [s * keys_per_split, (s + 1) * keys_per_split).
struct AttentionSplit {
  int num_splits = 1;
  int keys_per_split = 0;
};

// Thread blocks the kernel runs per token (and split): one per KV head, or a few where the KV
// head's group of query heads is too large for one.
int attention_blocks_per_token(int num_heads, int num_kv_heads, int head_dim);

// Splits only when the batch has too few blocks to fill the GPU and the context is long: that
// is decode of a few requests with long histories.
AttentionSplit plan_attention_split(int num_tokens, int blocks_per_token, int max_context_len,
                                    int num_sms);
// Exactly num_splits splits over max_context_len keys (tests force the split-K path with it).
AttentionSplit split_evenly(int max_context_len, int num_splits);

// Float scratch the split-K path needs (0 when num_splits == 1).
std::size_t attention_workspace_floats(int num_tokens, int num_heads, int head_dim, int num_splits);

struct PagedAttentionArgs {
  DType dtype = DType::F32;
  void* out = nullptr;      // [num_tokens, num_heads * head_dim]
  const void* q = nullptr;  // token t, head h at q + t * q_row_stride + h * head_dim
  int q_row_stride = 0;
  const void* k_cache = nullptr;  // [num_blocks, block_size, num_kv_heads, head_dim]
  const void* v_cache = nullptr;
  // Per token: its sequence. Per sequence: first token index, new tokens, tokens in the cache
  // after this step (token j of a sequence sees keys [0, context_len - query_len + j]).
  const std::int32_t* token_seq = nullptr;
  const std::int32_t* seq_query_start = nullptr;
  const std::int32_t* seq_query_len = nullptr;
  const std::int32_t* seq_context_len = nullptr;
  const std::int32_t* block_tables = nullptr;  // [num_seqs, block_table_stride]
  int block_table_stride = 0;
  int num_tokens = 0;
  int num_heads = 0;
  int num_kv_heads = 0;
  int head_dim = 0;
  int block_size = 0;
  int max_context_len = 0;  // the largest context_len of the batch
  float scale = 1.0f;       // usually 1 / sqrt(head_dim)
  int sliding_window = 0;   // > 0: a token at position p sees keys (p - sliding_window, p] only
  AttentionSplit split;
  float* workspace = nullptr;  // attention_workspace_floats(...) floats when split
  std::size_t workspace_floats = 0;
};

// Causal attention of every token against its sequence's cached keys (GQA: head h reads KV head
// h / (num_heads / num_kv_heads)), online softmax in float; with split.num_splits > 1 each split
// writes a partial result and a reduce kernel combines them. Throws tessera::Error on bad shapes.
void launch_paged_attention(const PagedAttentionArgs& args, Stream stream);

}  // namespace tessera::kernels

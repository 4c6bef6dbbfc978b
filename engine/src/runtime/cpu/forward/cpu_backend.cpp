// The CPU backend: the Llama-family forward (Llama, Mistral, Qwen2, Qwen3, Phi-3: their
// differences are ModelConfig's flags and the optional tensors of the layers) over a flattened
// batch and a paged KV cache, float32 activations, weights in their file dtype (or int8) widened
// in the kernels.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "runtime/cpu/cache_line_vector.h"
#include "runtime/cpu/forward/sequence_shares.h"
#include "runtime/cpu/forward/weights.h"
#include "runtime/cpu/huge_page_allocator.h"
#include "runtime/cpu/kernels/kernel_set.h"
#include "runtime/cpu/ops/attention.h"
#include "runtime/cpu/ops/math.h"
#include "runtime/cpu/ops/matmul.h"
#include "runtime/cpu/thread_pool.h"
#include "tessera/backend/backend.h"
#include "tessera/backend/rope.h"
#include "tessera/error.h"
#include "tessera/model_check.h"  // kDefaultCpuKvCacheMib

namespace tessera {
namespace {

// Per-step buffers, [tokens][...] row-major, grown to the largest batch seen.
struct CpuActivations {
  // Matmul inputs and their neighbours on cache lines (cache_line_vector.h).
  cpu::CacheLineVector<float> x;            // residual stream [hidden]
  cpu::CacheLineVector<float> xb;           // normed input of a block [hidden]
  cpu::CacheLineVector<float> q;            // [heads][head_dim]
  cpu::CacheLineVector<float> k;            // [kv_heads][head_dim]
  cpu::CacheLineVector<float> v;            // [kv_heads][head_dim]
  cpu::CacheLineVector<float> attn;         // attention output [heads][head_dim]
  cpu::CacheLineVector<float> delta;        // output of o_proj / down_proj, added to x [hidden]
  cpu::CacheLineVector<float> gate;         // [intermediate]
  cpu::CacheLineVector<float> up;           // [intermediate]
  std::vector<float> cos;                   // RoPE [rotary_dim / 2]
  std::vector<float> sin;                   // RoPE [rotary_dim / 2]
  std::vector<float> scores;                // attention scratch, per worker
  cpu::MatmulScratch matmul;                // activations rounded or laid out for BF16 weights
  std::vector<int> logit_rows;              // tokens whose logits are wanted, in sequence order
  cpu::CacheLineVector<float> last_hidden;  // final-normed rows of logit_rows [hidden]
};

// The tokens that one pass through the layers computes: the whole step with its operations split
// across the pool, or one thread's share of the sequences (forward/sequence_shares.h) with every
// operation on that thread. Rows of the step's buffers from first_token (and logits rows from
// first_logit_row) on.
struct StepPart {
  ThreadPool* pool = nullptr;
  const ForwardBatch* batch = nullptr;  // its sequences, token indices from first_token
  int first_token = 0;
  int tokens = 0;
  int first_logit_row = 0;
  int logit_rows = 0;
  std::vector<float>* scores = nullptr;  // attention scratch
  cpu::MatmulScratch* matmul = nullptr;
};

// What one share of a step's sequences needs of its own.
struct ShareWorkspace {
  ThreadPool pool{1};  // no workers: every loop runs on the thread that calls it
  ForwardBatch batch;
  std::vector<float> scores;
  cpu::MatmulScratch matmul;
};

// The cache of every layer: [num_blocks][block_size][kv_heads][head_dim] for K and for V, the
// layers one after the other in one allocation each (so a small model's cache, too, is big enough
// for huge pages).
struct CpuKvCache {
  int num_blocks = 0;
  int block_size = 0;
  std::size_t key_floats = 0;    // of one layer's K
  std::size_t value_floats = 0;  // of one layer's V
  cpu::HugePageBuffer<float> k;
  cpu::HugePageBuffer<float> v;
};

class CpuBackend final : public Backend {
 public:
  CpuBackend(const ModelConfig& config, const ModelWeights& weights, int num_threads,
             Quantization quantize)
      : config_(config),
        pool_(num_threads),
        weights_(cpu::bind_cpu_weights(config, weights, quantize, pool_)),
        kernels_(cpu::select_kernels()) {
    plan_sequence_shares();
  }

  std::string device_name() const override {
    return "CPU (" + std::to_string(pool_.size()) + " threads, " + kernels_.name + ")";
  }

  std::size_t kv_bytes_per_block(int block_size) const override {
    const cpu::PagedKv block{nullptr, nullptr, block_size, config_.num_kv_heads, config_.head_dim};
    return sizeof(float) * static_cast<std::size_t>(config_.num_layers) *
           (block.key_block_floats() + block.value_block_floats());
  }

  std::size_t kv_memory_budget(const EngineConfig& config) const override {
    const std::size_t mib = config.kv_cache_mib > 0 ? config.kv_cache_mib : kDefaultCpuKvCacheMib;
    return mib << 20;
  }

  void allocate_kv_cache(int num_blocks, int block_size) override;
  void forward(const ForwardBatch& batch, std::vector<float>& logits) override;
  // The logits are on the host anyway: into a buffer kept between steps (the defaults allocate
  // every row's logits each step), then split.
  void forward_rows(const ForwardBatch& batch, std::span<const std::size_t> host_rows,
                    std::vector<TokenId>& tokens, std::vector<float>& logits) override {
    forward(batch, all_logits_);
    split_logit_rows(batch, all_logits_, host_rows, tokens, logits);
  }
  void forward_greedy(const ForwardBatch& batch, std::vector<TokenId>& tokens) override {
    std::vector<float> none;
    forward_rows(batch, {}, tokens, none);
  }
  // compute_logits() leaves each logits row's normed hidden state in last_hidden.
  bool last_hidden_states(std::vector<float>& hidden) const override {
    hidden.assign(act_.last_hidden.data(), act_.last_hidden.data() + act_.last_hidden.size());
    return true;
  }

 private:
  void plan_sequence_shares();
  void prepare_step(const ForwardBatch& batch);
  void run_layers(const StepPart& part, std::vector<float>& logits);
  void attention_block(const StepPart& part, int layer);
  void feed_forward_block(const StepPart& part, int layer);
  void compute_logits(const StepPart& part, std::vector<float>& logits);

  ModelConfig config_;
  ThreadPool pool_;  // before weights_: quantizing at load uses it
  cpu::CpuWeights weights_;
  cpu::KernelSet kernels_;  // chosen once for this CPU
  RopeTable rope_;          // the angles of the positions seen so far (rope.h)
  CpuKvCache cache_;
  CpuActivations act_;
  // Sharing steps out by sequences: only for a small model (empty otherwise), a workspace for
  // each share a step may have, the cost of a token, and one int per cache block for
  // share_sequences().
  std::vector<std::unique_ptr<ShareWorkspace>> share_workspaces_;
  cpu::TokenCost token_cost_;
  std::vector<int> block_writers_;
  std::vector<float> all_logits_;  // forward_rows()'s
};

// Small models share their steps out by sequences (forward/sequence_shares.h) when the pool has
// more than one thread.
void CpuBackend::plan_sequence_shares() {
  std::size_t bytes = 0;
  double per_token = 0;
  auto add = [&](const cpu::WeightMatrix& w) {
    bytes += cpu::weight_bytes(w);
    per_token += static_cast<double>(w.rows) * w.cols;
  };
  for (const cpu::CpuWeights::Layer& layer : weights_.layers) {
    for (const cpu::WeightMatrix* w :
         {&layer.wq, &layer.wk, &layer.wv, &layer.wo, &layer.w_gate, &layer.w_up, &layer.w_down}) {
      add(*w);
    }
  }
  add(weights_.lm_head);
  if (pool_.size() < 2 || bytes > cpu::kSmallWeightBytes) return;
  for (int i = 0; i < pool_.size() * cpu::kSharesPerThread; ++i) {
    share_workspaces_.push_back(std::make_unique<ShareWorkspace>());
  }
  token_cost_.per_token = per_token;
  token_cost_.per_position = 2.0 * config_.num_layers * config_.num_heads * config_.head_dim;
}

void CpuBackend::allocate_kv_cache(int num_blocks, int block_size) {
  if (num_blocks <= 0 || block_size <= 0) {
    throw Error(
        tessera::Message::tr(
            "CPU backend: KV cache needs a positive block count and size, got %1 blocks of %2"),
        num_blocks, block_size);
  }
  const cpu::PagedKv block{nullptr, nullptr, block_size, config_.num_kv_heads, config_.head_dim};
  const std::size_t key_floats = static_cast<std::size_t>(num_blocks) * block.key_block_floats();
  const std::size_t value_floats =
      static_cast<std::size_t>(num_blocks) * block.value_block_floats();
  try {
    cache_.k = cpu::HugePageBuffer<float>(key_floats * config_.num_layers);
    cache_.v = cpu::HugePageBuffer<float>(value_floats * config_.num_layers);
    // All of it resident now, as llama.cpp (which clears its KV buffer) and vLLM do. Otherwise
    // the steps that first write each 2 MiB page wait while the kernel zeroes it: 7-8% of a
    // fresh engine's batch-32 stories110m decode on the development VM, whose host backs a page
    // only as the guest first touches it. And memory the kernel refuses fails here, with this
    // error, rather than mid-generation. The pool's threads each fault in a share.
    const int pieces = 4 * pool_.size();
    std::atomic<bool> short_of_memory{false};
    pool_.parallel_for(2 * pieces, [&](int i, int) {
      try {
        (i < pieces ? cache_.k : cache_.v).make_resident(i % pieces, pieces);
      } catch (const std::bad_alloc&) {
        short_of_memory = true;
      }
    });
    if (short_of_memory) throw std::bad_alloc();
  } catch (const std::bad_alloc&) {
    cache_ = {};
    throw Error(tessera::Message::tr("CPU backend: cannot allocate a KV cache of %1 MiB"),
                kv_bytes_per_block(block_size) * num_blocks >> 20);
  }
  cache_.num_blocks = num_blocks;
  cache_.block_size = block_size;
  if (!share_workspaces_.empty()) block_writers_.assign(num_blocks, -1);
  cache_.key_floats = key_floats;
  cache_.value_floats = value_floats;
}

// Sizes the buffers, maps tokens to sequences and looks up each token's RoPE angles.
void CpuBackend::prepare_step(const ForwardBatch& batch) {
  const std::size_t tokens = batch.token_ids.size();
  const std::size_t q_dim = static_cast<std::size_t>(config_.num_heads) * config_.head_dim;
  const std::size_t kv_dim = static_cast<std::size_t>(config_.num_kv_heads) * config_.head_dim;
  const std::size_t half = config_.rotary_dim / 2;
  act_.x.resize(tokens * config_.hidden_size);
  act_.xb.resize(tokens * config_.hidden_size);
  act_.delta.resize(tokens * config_.hidden_size);
  act_.q.resize(tokens * q_dim);
  act_.attn.resize(tokens * q_dim);
  act_.k.resize(tokens * kv_dim);
  act_.v.resize(tokens * kv_dim);
  act_.gate.resize(tokens * config_.intermediate_size);
  act_.up.resize(tokens * config_.intermediate_size);
  act_.cos.resize(tokens * half);
  act_.sin.resize(tokens * half);
  const int highest =
      tokens ? *std::max_element(batch.positions.begin(), batch.positions.end()) : 0;
  extend_rope_table(config_, rope_, highest + 1);
  for (std::size_t t = 0; t < tokens; ++t) {
    const std::size_t row = static_cast<std::size_t>(batch.positions[t]) * half;
    std::copy_n(rope_.cos.begin() + row, half, act_.cos.begin() + t * half);
    std::copy_n(rope_.sin.begin() + row, half, act_.sin.begin() + t * half);
  }
  act_.logit_rows.clear();
  for (std::size_t s = 0; s < batch.sequences.size(); ++s) {
    const ForwardBatch::Sequence& sequence = batch.sequences[s];
    const int end = sequence.query_start + sequence.query_len;
    for (int t = end - sequence.num_logit_rows(); t < end; ++t) act_.logit_rows.push_back(t);
  }
}

void CpuBackend::forward(const ForwardBatch& batch, std::vector<float>& logits) {
  // A malformed batch would read or write outside the cache.
  validate(batch, "CPU backend", config_.vocab_size, cache_.num_blocks, cache_.block_size);
  prepare_step(batch);
  const int tokens = static_cast<int>(batch.token_ids.size());
  const int hidden = config_.hidden_size;
  // Embed: the residual stream starts as each token's embedding row.
  for (int t = 0; t < tokens; ++t) {
    cpu::embedding_row(weights_.embed, batch.token_ids[t], hidden,
                       act_.x.data() + static_cast<std::size_t>(t) * hidden);
  }
  const int rows = static_cast<int>(act_.logit_rows.size());
  act_.last_hidden.resize(static_cast<std::size_t>(rows) * hidden);
  logits.resize(static_cast<std::size_t>(rows) * config_.vocab_size);
  const std::vector<cpu::SequenceShare> shares =
      share_workspaces_.empty()
          ? std::vector<cpu::SequenceShare>()
          : cpu::share_sequences(batch, pool_.size(), token_cost_, block_writers_);
  if (shares.empty()) {
    run_layers({&pool_, &batch, 0, tokens, 0, rows, &act_.scores, &act_.matmul}, logits);
    return;
  }
  for (std::size_t i = 0; i < shares.size(); ++i) {
    cpu::share_batch(batch, shares[i], share_workspaces_[i]->batch);
  }
  pool_.parallel_for(static_cast<int>(shares.size()), [&](int i, int) {
    const cpu::SequenceShare& share = shares[i];
    ShareWorkspace& own = *share_workspaces_[i];
    run_layers({&own.pool, &own.batch, share.first_token, share.tokens, share.first_logit_row,
                share.logit_rows, &own.scores, &own.matmul},
               logits);
  });
}

void CpuBackend::run_layers(const StepPart& part, std::vector<float>& logits) {
  for (int layer = 0; layer < config_.num_layers; ++layer) {
    attention_block(part, layer);
    feed_forward_block(part, layer);
  }
  compute_logits(part, logits);
}

void CpuBackend::attention_block(const StepPart& part, int layer) {
  const cpu::CpuWeights::Layer& w = weights_.layers[layer];
  const int tokens = part.tokens;
  const int hidden = config_.hidden_size;
  const int head_dim = config_.head_dim;
  const std::size_t first = part.first_token;
  const std::size_t q_dim = static_cast<std::size_t>(config_.num_heads) * head_dim;
  const std::size_t kv_dim = static_cast<std::size_t>(config_.num_kv_heads) * head_dim;
  const std::size_t half = config_.rotary_dim / 2;
  float* x = act_.x.data() + first * hidden;
  float* xb = act_.xb.data() + first * hidden;
  float* q = act_.q.data() + first * q_dim;
  float* k = act_.k.data() + first * kv_dim;
  float* v = act_.v.data() + first * kv_dim;
  float* attn = act_.attn.data() + first * q_dim;
  float* delta = act_.delta.data() + first * hidden;
  const float* cos = act_.cos.data() + first * half;
  const float* sin = act_.sin.data() + first * half;
  const float eps = config_.rms_norm_eps;
  ThreadPool& pool = *part.pool;
  // RMSNorm of the residual stream.
  cpu::rms_norm(pool, x, w.input_norm.data(), xb, tokens, hidden, eps);
  // q, k, v projections over all tokens of the part (+ their biases: Qwen2, some Llamas).
  cpu::matmul(pool, kernels_, xb, {{&w.wq, q}, {&w.wk, k}, {&w.wv, v}}, tokens, part.matmul);
  cpu::add_bias(q, w.q_bias, tokens);
  cpu::add_bias(k, w.k_bias, tokens);
  cpu::add_bias(v, w.v_bias, tokens);
  // Qwen3: RMSNorm of each q and k head.
  if (config_.qk_norm) {
    cpu::rms_norm(pool, q, w.q_norm.data(), q, tokens * config_.num_heads, head_dim, eps);
    cpu::rms_norm(pool, k, w.k_norm.data(), k, tokens * config_.num_kv_heads, head_dim, eps);
  }
  // RoPE on the rotary dimensions of q and k at each token's position (not in SmolLM3's NoPE
  // layers, which attend by content alone).
  if (config_.layer_uses_rope(layer)) {
    cpu::apply_rope(q, cos, sin, tokens, config_.num_heads, head_dim, config_.rotary_dim);
    cpu::apply_rope(k, cos, sin, tokens, config_.num_kv_heads, head_dim, config_.rotary_dim);
  }
  // The new K/V go to their cache slots, and attention reads each sequence through its blocks
  // (the last sliding_window positions of it where the model has a window).
  const cpu::PagedKv kv{cache_.k.data() + cache_.key_floats * layer,
                        cache_.v.data() + cache_.value_floats * layer, cache_.block_size,
                        config_.num_kv_heads, head_dim};
  const cpu::NewKv fresh{k, v};
  cpu::paged_attention(pool, kernels_, *part.batch, q, &fresh, kv, config_.num_heads, attn,
                       *part.scores, config_.sliding_window);
  // Output projection and residual.
  cpu::matmul(pool, kernels_, attn, w.wo, delta, tokens, part.matmul);
  cpu::add_bias(delta, w.o_bias, tokens);
  cpu::add_in_place(x, delta, static_cast<std::size_t>(tokens) * hidden);
}

void CpuBackend::feed_forward_block(const StepPart& part, int layer) {
  const cpu::CpuWeights::Layer& w = weights_.layers[layer];
  const int tokens = part.tokens;
  const int hidden = config_.hidden_size;
  const int inter = config_.intermediate_size;
  const std::size_t first = part.first_token;
  float* x = act_.x.data() + first * hidden;
  float* xb = act_.xb.data() + first * hidden;
  float* gate = act_.gate.data() + first * inter;
  float* up = act_.up.data() + first * inter;
  float* delta = act_.delta.data() + first * hidden;
  ThreadPool& pool = *part.pool;
  // RMSNorm, then SiLU(gate) · up, down projection and residual.
  cpu::rms_norm(pool, x, w.post_attention_norm.data(), xb, tokens, hidden, config_.rms_norm_eps);
  cpu::matmul(pool, kernels_, xb, {{&w.w_gate, gate}, {&w.w_up, up}}, tokens, part.matmul);
  cpu::add_bias(gate, w.gate_bias, tokens);
  cpu::add_bias(up, w.up_bias, tokens);
  cpu::silu_mul(pool, kernels_, gate, up, static_cast<std::size_t>(tokens) * inter);
  cpu::matmul(pool, kernels_, gate, w.w_down, delta, tokens, part.matmul);
  cpu::add_bias(delta, w.down_bias, tokens);
  cpu::add_in_place(x, delta, static_cast<std::size_t>(tokens) * hidden);
}

// Final RMSNorm and lm_head, only for the logits rows (the last token of each sequence that
// needs logits; every token of one that asks for prompt logprobs). A part gathers its rows into
// its own rows of xb (a row's token is never before it).
void CpuBackend::compute_logits(const StepPart& part, std::vector<float>& logits) {
  const std::size_t hidden = config_.hidden_size;
  const int rows = part.logit_rows;
  if (rows == 0) return;
  float* gathered = act_.xb.data() + part.first_token * hidden;
  for (int r = 0; r < rows; ++r) {
    const std::size_t token = act_.logit_rows[part.first_logit_row + r];
    std::memcpy(gathered + r * hidden, act_.x.data() + token * hidden, hidden * sizeof(float));
  }
  float* normed = act_.last_hidden.data() + part.first_logit_row * hidden;
  cpu::rms_norm(*part.pool, gathered, weights_.final_norm.data(), normed, rows,
                static_cast<int>(hidden), config_.rms_norm_eps);
  cpu::matmul(*part.pool, kernels_, normed, weights_.lm_head,
              logits.data() + static_cast<std::size_t>(part.first_logit_row) * config_.vocab_size,
              rows, part.matmul);
}

}  // namespace

std::unique_ptr<Backend> make_cpu_backend(const ModelConfig& config, const ModelWeights& weights,
                                          int num_threads, Quantization quantize) {
  return std::make_unique<CpuBackend>(config, weights, num_threads, quantize);
}

}  // namespace tessera

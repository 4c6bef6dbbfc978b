// The CUDA forward pass: one straight-line function in model order over the flattened batch.
#include "host/cuda_backend.h"

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <span>
#include <string>

#include "elementwise.h"
#include "host/activations.h"
#include "host/cuda_check.h"
#include "host/device_check.h"
#include "host/device_weights.h"
#include "host/gemm.h"
#include "host/step_plan.h"
#include "kv_cache.h"
#include "paged_attention.h"
#include "sampling.h"
#include "tessera/backend/rope.h"
#include "tessera/error.h"

namespace tessera {
namespace {

using cuda::check;
using cuda::DeviceBuffer;
namespace k = kernels;

constexpr std::size_t kCublasWorkspaceBytes = 32u << 20;

DType compute_dtype(Precision precision) {
  switch (precision) {
    case Precision::F32:
      return DType::F32;
    case Precision::F16:
      return DType::F16;
    case Precision::Auto:
    case Precision::BF16:
      return DType::BF16;
  }
  throw Error::untranslated("CUDA backend: unknown precision");
}

// Owns the stream every kernel, copy and GEMM of the backend is ordered on.
class StreamHandle {
 public:
  StreamHandle() { check(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking), "stream"); }
  ~StreamHandle() { cudaStreamDestroy(stream_); }
  StreamHandle(const StreamHandle&) = delete;
  StreamHandle& operator=(const StreamHandle&) = delete;
  cudaStream_t get() const { return stream_; }
  void synchronize(const char* what) const { check(cudaStreamSynchronize(stream_), what); }

 private:
  cudaStream_t stream_ = nullptr;
};

cudaDeviceProp select_device(int device) {
  std::string reason;
  if (cuda::device_count(reason) == 0) {
    throw Error::untranslated("no CUDA driver or device: " + reason);
  }
  check(cudaSetDevice(device), "cudaSetDevice");
  cudaDeviceProp props{};
  check(cudaGetDeviceProperties(&props, device), "cudaGetDeviceProperties");
  if (props.major * 10 + props.minor < cuda::kMinComputeCapability) {
    throw Error::untranslated(std::string("CUDA device '") + props.name +
                              "' has compute capability " + std::to_string(props.major) + "." +
                              std::to_string(props.minor) +
                              "; Tessera's CUDA kernels need 7.5 (Turing) or newer");
  }
  return props;
}

class CudaBackend final : public Backend {
 public:
  CudaBackend(const EngineConfig& engine_config, const ModelConfig& config,
              const ModelWeights& weights)
      : config_(config),
        dtype_(compute_dtype(engine_config.precision)),
        props_(select_device(kDevice)),
        cublas_workspace_(kCublasWorkspaceBytes, "cuBLAS workspace"),
        gemm_(dtype_, stream_.get(), cublas_workspace_.data(), cublas_workspace_.bytes()),
        weights_(cuda::upload_weights(config, weights, dtype_)),
        activations_(config, dtype_) {
    const int tokens = std::max(engine_config.scheduler.max_num_batched_tokens, 1);
    const int rows = std::clamp(engine_config.scheduler.max_num_seqs, 1, tokens);
    activations_.reserve(cuda::StepSize{
        tokens, rows, static_cast<std::size_t>(tokens) * 4 + static_cast<std::size_t>(rows) * 8,
        static_cast<std::size_t>(4) * props_.multiProcessorCount * (config.head_dim + 2)});
  }

  std::string device_name() const override {
    return std::string(props_.name) + " (" + std::string(dtype_name(dtype_)) + ")";
  }

  std::size_t kv_bytes_per_block(int block_size) const override {
    return 2 * static_cast<std::size_t>(config_.num_layers) * block_size * config_.num_kv_heads *
           config_.head_dim * dtype_size(dtype_);
  }

  std::size_t kv_memory_budget(const EngineConfig& config) const override {
    const double share = config.gpu_memory_utilization;
    if (!(share > 0.0 && share <= 1.0)) {
      throw Error::untranslated("gpu_memory_utilization " + std::to_string(share) +
                                " is outside (0, 1]");
    }
    check(cudaSetDevice(kDevice), "cudaSetDevice");
    std::size_t free_bytes = 0, total_bytes = 0;
    check(cudaMemGetInfo(&free_bytes, &total_bytes), "cudaMemGetInfo");
    return static_cast<std::size_t>(static_cast<double>(free_bytes) * share);
  }

  void allocate_kv_cache(int num_blocks, int block_size) override {
    if (num_blocks <= 0 || block_size <= 0) {
      throw Error::untranslated("KV cache of " + std::to_string(num_blocks) + " blocks of " +
                                std::to_string(block_size) + " tokens");
    }
    check(cudaSetDevice(kDevice), "cudaSetDevice");
    kv_cache_ = DeviceBuffer();
    num_blocks_ = 0;
    kv_cache_ = DeviceBuffer(kv_bytes_per_block(block_size) * num_blocks,
                             "KV cache (" + std::to_string(num_blocks) + " blocks)");
    num_blocks_ = num_blocks;
    block_size_ = block_size;
  }

  void forward(const ForwardBatch& batch, std::vector<float>& logits) override {
    const cuda::StepPlan plan = compute_logits(batch);
    logits.resize(static_cast<std::size_t>(plan.num_logit_rows) * config_.vocab_size);
    activations_.logits.download_async(logits.data(), logits.size() * sizeof(float), stream_.get());
    stream_.synchronize("forward pass");
  }

  void forward_greedy(const ForwardBatch& batch, std::vector<TokenId>& tokens) override {
    const cuda::StepPlan plan = compute_logits(batch);
    pick_on_device(plan, batch, tokens);
    stream_.synchronize("forward pass");
    check_picked(tokens, {});
  }

  void forward_rows(const ForwardBatch& batch, std::span<const std::size_t> host_rows,
                    std::vector<TokenId>& tokens, std::vector<float>& logits) override {
    const cuda::StepPlan plan = compute_logits(batch);
    const std::size_t vocab = config_.vocab_size;
    pick_on_device(plan, batch, tokens);
    // Only the host rows' logits cross the bus, one row each (a step has few of them).
    logits.resize(host_rows.size() * vocab);
    for (std::size_t i = 0; i < host_rows.size(); ++i) {
      activations_.logits.download_async(logits.data() + i * vocab, vocab * sizeof(float),
                                         stream_.get(), host_rows[i] * vocab * sizeof(float));
    }
    stream_.synchronize("forward pass");
    for (const std::size_t r : host_rows) tokens[r] = -1;
    check_picked(tokens, host_rows);
  }

 private:
  static constexpr int kDevice = 0;

  // Every logits row's argmax among the pickable ids, copied into tokens on the stream (the
  // caller synchronizes).
  void pick_on_device(const cuda::StepPlan& plan, const ForwardBatch& batch,
                      std::vector<TokenId>& tokens) {
    k::launch_argmax_rows(activations_.logits.as<float>(), activations_.tokens.as<std::int32_t>(),
                          plan.num_logit_rows, config_.vocab_size,
                          static_cast<int>(batch.pickable(config_.vocab_size)), stream_.get());
    tokens.resize(plan.num_logit_rows);
    activations_.tokens.download_async(tokens.data(), tokens.size() * sizeof(TokenId),
                                       stream_.get());
  }

  // The argmax kernel writes -1 for a row with a NaN logit; the host rows are left to the
  // sampler.
  static void check_picked(const std::vector<TokenId>& tokens,
                           std::span<const std::size_t> host_rows) {
    std::size_t next = 0;
    for (std::size_t r = 0; r < tokens.size(); ++r) {
      if (next < host_rows.size() && host_rows[next] == r) {
        ++next;
      } else if (tokens[r] < 0) {
        throw Error::untranslated("CUDA forward: logits row " + std::to_string(r) +
                                  " contains NaN");
      }
    }
  }

  const void* at(const void* base, std::size_t elements) const {
    return static_cast<const char*>(base) + elements * dtype_size(dtype_);
  }
  void* at(void* base, std::size_t elements) const {
    return static_cast<char*>(base) + elements * dtype_size(dtype_);
  }
  std::size_t kv_layer_elements() const {
    return static_cast<std::size_t>(num_blocks_) * block_size_ * config_.num_kv_heads *
           config_.head_dim;
  }

  // Runs the model over the batch; the logits rows end up in activations_.logits.
  cuda::StepPlan compute_logits(const ForwardBatch& batch) {
    if (num_blocks_ == 0) throw Error::untranslated("CUDA forward: the KV cache is not allocated");
    cuda::StepPlan plan = cuda::plan_step(batch, config_.vocab_size, num_blocks_, block_size_);
    check(cudaSetDevice(kDevice), "cudaSetDevice");
    int highest = 0;
    for (const int position : batch.positions) highest = std::max(highest, position);
    cover_rope_positions(highest + 1);
    split_ = k::plan_attention_split(
        plan.num_tokens,
        k::attention_blocks_per_token(config_.num_heads, config_.num_kv_heads, config_.head_dim),
        plan.max_context_len, props_.multiProcessorCount);
    activations_.reserve(
        cuda::StepSize{plan.num_tokens, plan.num_logit_rows, plan.packed.size(),
                       k::attention_workspace_floats(plan.num_tokens, config_.num_heads,
                                                     config_.head_dim, split_.num_splits)});
    activations_.metadata.upload_async(plan.packed.data(),
                                       plan.packed.size() * sizeof(std::int32_t), stream_.get());
    const std::int32_t* meta = activations_.metadata.as<std::int32_t>();
    const cudaStream_t s = stream_.get();

    // Embedding lookup: the residual stream starts as the tokens' embedding rows.
    k::launch_gather_rows(dtype_, activations_.hidden.data(), weights_.embed_tokens.data(),
                          meta + plan.token_ids, plan.num_tokens, config_.hidden_size, s);
    for (int layer = 0; layer < config_.num_layers; ++layer) run_layer(layer, plan, meta);

    // Final norm and lm_head only for the logits rows (last token, or every token for prompt
    // logprobs; ForwardBatch::Sequence::num_logit_rows()).
    const int rows = plan.num_logit_rows;
    k::launch_gather_rows(dtype_, activations_.row_hidden.data(), activations_.hidden.data(),
                          meta + plan.logit_tokens, rows, config_.hidden_size, s);
    k::launch_rms_norm(dtype_, activations_.row_normed.data(), activations_.row_hidden.data(),
                       weights_.final_norm.data(), rows, config_.hidden_size, config_.rms_norm_eps,
                       s);
    gemm_.linear(activations_.row_normed.data(), weights_.lm_head_data(),
                 activations_.logits.data(), rows, config_.vocab_size, config_.hidden_size,
                 DType::F32);
    return plan;
  }

  void run_layer(int layer, const cuda::StepPlan& plan, const std::int32_t* meta) {
    const cuda::DeviceLayer& w = weights_.layers[layer];
    cuda::Activations& a = activations_;
    const cudaStream_t s = stream_.get();
    const int tokens = plan.num_tokens;
    const int hidden = config_.hidden_size;
    const int q_dim = config_.num_heads * config_.head_dim;
    const int kv_dim = config_.num_kv_heads * config_.head_dim;
    const int qkv_dim = q_dim + 2 * kv_dim;
    const int inter = config_.intermediate_size;
    const std::size_t residual_elements = static_cast<std::size_t>(tokens) * hidden;

    // Attention block: norm, fused q/k/v projection, RoPE, cache write, paged attention, o_proj.
    k::launch_rms_norm(dtype_, a.normed.data(), a.hidden.data(), w.input_norm.data(), tokens,
                       hidden, config_.rms_norm_eps, s);
    gemm_.linear(a.normed.data(), w.qkv_proj.data(), a.qkv.data(), tokens, qkv_dim, hidden, dtype_);
    void* q = a.qkv.data();
    void* key = at(q, q_dim);
    void* value = at(q, q_dim + kv_dim);
    // In the CPU backend's order: biases (Qwen2), then each head's RMSNorm (Qwen3), then RoPE.
    if (w.qkv_bias.data() != nullptr) {
      k::launch_add_bias(dtype_, q, w.qkv_bias.data(), tokens, qkv_dim, s);
    }
    if (w.q_norm.data() != nullptr) {
      k::launch_head_rms_norm(dtype_, q, qkv_dim, w.q_norm.data(), tokens, config_.num_heads,
                              config_.head_dim, config_.rms_norm_eps, s);
      k::launch_head_rms_norm(dtype_, key, qkv_dim, w.k_norm.data(), tokens, config_.num_kv_heads,
                              config_.head_dim, config_.rms_norm_eps, s);
    }
    if (config_.layer_uses_rope(layer)) {  // not in SmolLM3's NoPE layers
      k::launch_rope(dtype_, q, key, qkv_dim, meta + plan.positions, rope_cos_.as<float>(),
                     rope_sin_.as<float>(), tokens, config_.num_heads, config_.num_kv_heads,
                     config_.head_dim, config_.rotary_dim, s);
    }
    void* k_cache = at(kv_cache_.data(), 2 * layer * kv_layer_elements());
    void* v_cache = at(kv_cache_.data(), (2 * layer + 1) * kv_layer_elements());
    k::launch_kv_cache_write(dtype_, k_cache, v_cache, key, value, qkv_dim,
                             meta + plan.slot_mapping, tokens, config_.num_kv_heads,
                             config_.head_dim, s);
    k::launch_paged_attention(attention_args(plan, meta, q, qkv_dim, k_cache, v_cache), s);
    gemm_.linear(a.attn_out.data(), w.o_proj.data(), a.proj_out.data(), tokens, hidden, q_dim,
                 dtype_);
    if (w.o_bias.data() != nullptr) {
      k::launch_add_bias(dtype_, a.proj_out.data(), w.o_bias.data(), tokens, hidden, s);
    }
    k::launch_residual_add(dtype_, a.hidden.data(), a.proj_out.data(), residual_elements, s);

    // MLP block: norm, fused gate/up projection, SiLU(gate) * up, down_proj.
    k::launch_rms_norm(dtype_, a.normed.data(), a.hidden.data(), w.post_attention_norm.data(),
                       tokens, hidden, config_.rms_norm_eps, s);
    gemm_.linear(a.normed.data(), w.gate_up_proj.data(), a.gate_up.data(), tokens, 2 * inter,
                 hidden, dtype_);
    if (w.gate_up_bias.data() != nullptr) {
      k::launch_add_bias(dtype_, a.gate_up.data(), w.gate_up_bias.data(), tokens, 2 * inter, s);
    }
    k::launch_silu_mul(dtype_, a.mlp_act.data(), a.gate_up.data(), tokens, inter, s);
    gemm_.linear(a.mlp_act.data(), w.down_proj.data(), a.proj_out.data(), tokens, hidden, inter,
                 dtype_);
    if (w.down_bias.data() != nullptr) {
      k::launch_add_bias(dtype_, a.proj_out.data(), w.down_bias.data(), tokens, hidden, s);
    }
    k::launch_residual_add(dtype_, a.hidden.data(), a.proj_out.data(), residual_elements, s);
  }

  k::PagedAttentionArgs attention_args(const cuda::StepPlan& plan, const std::int32_t* meta,
                                       const void* q, int q_row_stride, const void* k_cache,
                                       const void* v_cache) const {
    k::PagedAttentionArgs args;
    args.dtype = dtype_;
    args.out = activations_.attn_out.data();
    args.q = q;
    args.q_row_stride = q_row_stride;
    args.k_cache = k_cache;
    args.v_cache = v_cache;
    args.token_seq = meta + plan.token_seq;
    args.seq_query_start = meta + plan.query_start;
    args.seq_query_len = meta + plan.query_len;
    args.seq_context_len = meta + plan.context_len;
    args.block_tables = meta + plan.block_tables;
    args.block_table_stride = plan.block_table_stride;
    args.num_tokens = plan.num_tokens;
    args.num_heads = config_.num_heads;
    args.num_kv_heads = config_.num_kv_heads;
    args.head_dim = config_.head_dim;
    args.block_size = block_size_;
    args.max_context_len = plan.max_context_len;
    args.scale = 1.0f / std::sqrt(static_cast<float>(config_.head_dim));
    args.sliding_window = config_.sliding_window;
    args.split = split_;
    args.workspace = activations_.attention.as<float>();
    args.workspace_floats = activations_.attention.bytes() / sizeof(float);
    return args;
  }

  ModelConfig config_;
  DType dtype_;
  cudaDeviceProp props_;
  StreamHandle stream_;
  DeviceBuffer cublas_workspace_;
  cuda::Gemm gemm_;
  cuda::DeviceWeights weights_;
  cuda::Activations activations_;
  // The RoPE angles of the positions seen so far, computed on the host as the CPU backend does
  // (rope.h) and copied whole to the device when they grow.
  RopeTable rope_;
  DeviceBuffer rope_cos_, rope_sin_;
  void cover_rope_positions(int positions) {
    if (positions <= rope_.positions) return;
    extend_rope_table(config_, rope_, positions);
    stream_.synchronize("RoPE table");  // the old tables may still be read
    rope_cos_ = DeviceBuffer(rope_.cos.size() * sizeof(float), "RoPE cos table");
    rope_sin_ = DeviceBuffer(rope_.sin.size() * sizeof(float), "RoPE sin table");
    rope_cos_.upload(rope_.cos.data(), rope_cos_.bytes());
    rope_sin_.upload(rope_.sin.data(), rope_sin_.bytes());
  }
  DeviceBuffer kv_cache_;
  int num_blocks_ = 0;
  int block_size_ = 0;
  k::AttentionSplit split_;
};

}  // namespace

std::unique_ptr<Backend> make_cuda_backend(const EngineConfig& engine_config,
                                           const ModelConfig& config, const ModelWeights& weights) {
  return std::make_unique<CudaBackend>(engine_config, config, weights);
}

}  // namespace tessera

// GGUF metadata -> ModelConfig, GGUF tensors -> ModelWeights (llama.cpp's tensor names).
#include "model/gguf_model.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <string_view>

#include "model/gguf_arch.h"
#include "model/gguf_fields.h"
#include "tessera/error.h"

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace tessera {
namespace {

constexpr std::string_view kLayerPrefix = "blk.";

std::string shape_text(const std::vector<std::int64_t>& shape) {
  std::string text = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    text += (i ? ", " : "") + std::to_string(shape[i]);
  }
  return text + "]";
}

// Every tensor in a type the backends run (the block-quantized ones on the CPU, read in place and
// multiplied as integers: runtime/cpu/forward/weights.h); no type is ever widened.
void refuse_unsupported_types(const GgufFile& file) {
  for (const GgufTensorInfo& tensor : file.tensors) {
    if (gguf_dtype(tensor.type)) continue;
    throw Error(tessera::Message::tr("%1: tensor '%2': %3 weights are not supported (supported: "
                                     "%4)"),
                file.path, tensor.name, ggml_type_name(tensor.type),
                "F32, F16, BF16, Q8_0, Q4_0, Q4_K, Q5_K, Q6_K");
  }
}

// Features that change the computation and that the engine does not implement.
void refuse_unsupported(const GgufFields& fields, const std::string& arch, int head_dim) {
  if (fields.optional_integer(arch + ".expert_count").value_or(0) > 0) {
    fields.fail(
        arch + ".expert_count",
        Message(tessera::Message::tr("= %1 is not supported: Tessera runs dense models, not "
                                     "mixtures of experts"),
                fields.integer(arch + ".expert_count")));
  }
  const std::string value_length = arch + ".attention.value_length";
  const auto value = fields.optional_integer(value_length);
  if (value && *value != head_dim) {
    fields.fail(value_length, Message(tessera::Message::tr("= %1 is not supported: it must equal "
                                                           "the head dimension %2"),
                                      *value, head_dim));
  }
}

void read_sizes(const GgufFields& fields, const std::string& arch, ModelConfig& config) {
  config.hidden_size = fields.positive_int(arch + ".embedding_length");
  config.intermediate_size = fields.positive_int(arch + ".feed_forward_length");
  config.num_layers = fields.positive_int(arch + ".block_count");
  config.num_heads = fields.positive_int(arch + ".attention.head_count");
  const std::string kv_key = arch + ".attention.head_count_kv";
  config.num_kv_heads = fields.has(kv_key) ? fields.positive_int(kv_key) : config.num_heads;
  config.max_position_embeddings = fields.positive_int(arch + ".context_length");
  const std::string key_length = arch + ".attention.key_length";
  if (fields.has(key_length)) {
    config.head_dim = fields.positive_int(key_length);
  } else if (config.hidden_size % config.num_heads != 0) {
    fields.fail(arch + ".attention.head_count",
                Message(tessera::Message::tr("= %1 does not divide %2 = %3"), config.num_heads,
                        arch + ".embedding_length", config.hidden_size));
  } else {
    config.head_dim = config.hidden_size / config.num_heads;
  }
  if (config.num_heads % config.num_kv_heads != 0) {
    fields.fail(kv_key,
                Message(tessera::Message::tr("= %1 does not divide %2 = %3"), config.num_kv_heads,
                        arch + ".attention.head_count", config.num_heads));
  }
  if (config.head_dim % 2 != 0) {
    fields.fail(key_length, Message(tessera::Message::tr("= %1 must be even (RoPE rotates pairs)"),
                                    config.head_dim));
  }
}

// The vocabulary is the embedding's rows; llama.vocab_size, when written, must agree.
void read_vocab_size(const GgufFields& fields, const std::string& arch, ModelConfig& config) {
  const GgufTensorInfo* embedding = fields.file().tensor("token_embd.weight");
  if (embedding == nullptr) {
    throw Error(tessera::Message::tr("%1: tensor '%2' is missing"), fields.file().path,
                "token_embd.weight");
  }
  const std::uint64_t rows = embedding->dims.size() == 2 ? embedding->dims[1] : 0;
  if (rows == 0 || rows > static_cast<std::uint64_t>(std::numeric_limits<int>::max())) {
    throw Error(tessera::Message::tr("%1: tensor '%2' has shape %3, expected %4"),
                fields.file().path, "token_embd.weight", shape_text(embedding->shape()),
                "[vocab, " + std::to_string(config.hidden_size) + "]");
  }
  config.vocab_size = static_cast<int>(rows);
  const std::string key = arch + ".vocab_size";
  if (fields.has(key) && fields.integer(key) != config.vocab_size) {
    fields.fail(key, Message(tessera::Message::tr("= %1 does not match the %2 rows of tensor "
                                                  "'token_embd.weight'"),
                             fields.integer(key), config.vocab_size));
  }
}

TokenId special_token(const GgufFields& fields, const std::string& key, int vocab_size) {
  const std::int64_t id = fields.integer(key);
  if (id < 0 || id >= vocab_size) {
    fields.fail(key, Message(tessera::Message::tr("= %1 is outside the vocabulary [0, %2)"), id,
                             vocab_size));
  }
  return static_cast<TokenId>(id);
}

// BOS, and every token that ends generation: EOS, and the end-of-turn / end-of-message tokens
// llama.cpp also stops at.
void read_special_tokens(const GgufFields& fields, ModelConfig& config) {
  if (fields.has("tokenizer.ggml.bos_token_id")) {
    config.bos_token_id = special_token(fields, "tokenizer.ggml.bos_token_id", config.vocab_size);
  }
  for (const char* key : {"tokenizer.ggml.eos_token_id", "tokenizer.ggml.eot_token_id",
                          "tokenizer.ggml.eom_token_id"}) {
    if (!fields.has(key)) continue;
    const TokenId id = special_token(fields, key, config.vocab_size);
    auto& ids = config.eos_token_ids;
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
}

}  // namespace

std::optional<DType> gguf_dtype(std::uint32_t type) {
  switch (static_cast<GgmlType>(type)) {
    case GgmlType::F32:
      return DType::F32;
    case GgmlType::F16:
      return DType::F16;
    case GgmlType::BF16:
      return DType::BF16;
    case GgmlType::Q8_0:
      return DType::Q8_0;
    case GgmlType::Q4_0:
      return DType::Q4_0;
    case GgmlType::Q4_K:
      return DType::Q4_K;
    case GgmlType::Q5_K:
      return DType::Q5_K;
    case GgmlType::Q6_K:
      return DType::Q6_K;
    default:
      return std::nullopt;
  }
}

ModelConfig gguf_model_config(const GgufFile& file) {
  const GgufFields fields(file);
  const std::string arch = fields.string("general.architecture");
  const GgufArchitecture* architecture = find_gguf_architecture(arch);
  if (architecture == nullptr) {
    throw Error(tessera::Message::tr("%1: architecture '%2' is not supported (supported: %3)"),
                file.path, arch, supported_gguf_architectures());
  }
  // llama.cpp's gguf-split writes a model as several files; the first alone lacks tensors.
  if (fields.optional_integer("split.count").value_or(1) > 1) {
    fields.fail("split.count",
                Message(tessera::Message::tr("= %1: the model is split into several files; merge "
                                             "them into one first (llama-gguf-split --merge)"),
                        fields.integer("split.count")));
  }
  ModelConfig config;
  config.architecture = architecture->hf_name;
  read_sizes(fields, arch, config);
  read_vocab_size(fields, arch, config);
  refuse_unsupported(fields, arch, config.head_dim);
  read_gguf_architecture(fields, arch, config);
  refuse_unsupported_types(file);
  const double eps = fields.number(arch + ".attention.layer_norm_rms_epsilon", 1e-5);
  if (!(eps > 0 && eps < 1)) {
    fields.fail(arch + ".attention.layer_norm_rms_epsilon",
                Message(tessera::Message::tr("= %1 is out of range"), std::to_string(eps)));
  }
  config.rms_norm_eps = static_cast<float>(eps);
  const double theta = fields.number(arch + ".rope.freq_base", 10000.0);
  if (!(theta > 0 && theta < 1e12)) {
    fields.fail(arch + ".rope.freq_base",
                Message(tessera::Message::tr("= %1 is out of range"), std::to_string(theta)));
  }
  config.rope_theta = static_cast<float>(theta);
  config.tie_word_embeddings = file.tensor("output.weight") == nullptr;
  const GgufTensorInfo* q = file.tensor("blk.0.attn_q.weight");
  config.torch_dtype = q ? gguf_dtype(q->type).value_or(DType::F32) : DType::F32;  // Q4_K too
  read_special_tokens(fields, config);
  return config;
}

namespace {

// Drops the whole pages of [data, data + nbytes) of a read-only file mapping from this process's
// resident memory; a later read maps them back from the page cache. Never for heap memory.
void release_pages(const std::byte* data, std::size_t nbytes) {
#if defined(__linux__)
  const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
  const auto start = reinterpret_cast<std::uintptr_t>(data);
  const std::uintptr_t begin = (start + page - 1) / page * page;
  const std::uintptr_t end = (start + nbytes) / page * page;
  if (end > begin) ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_DONTNEED);
#else
  (void)data;
  (void)nbytes;
#endif
}

// Binds GGUF tensors to the engine's slots, checking each shape; owns the copies it makes.
class GgufBinder {
 public:
  GgufBinder(const GgufFile& file, ModelWeights& weights) : file_(file), weights_(weights) {}

  TensorView take(const std::string& name, std::vector<std::int64_t> expected) const {
    const GgufTensorInfo* tensor = file_.tensor(name);
    if (tensor == nullptr) {
      throw Error(tessera::Message::tr("%1: tensor '%2' is missing"), file_.path, name);
    }
    if (tensor->shape() != expected) {
      throw Error(tessera::Message::tr("%1: tensor '%2' has shape %3, expected %4"), file_.path,
                  name, shape_text(tensor->shape()), shape_text(expected));
    }
    const std::optional<DType> dtype = gguf_dtype(tensor->type);
    if (!dtype) refuse_unsupported_types(file_);
    TensorView view;
    view.name = name;
    view.dtype = *dtype;
    view.shape = std::move(expected);
    view.data = tensor->data;
    view.nbytes = tensor->nbytes;
    view.mapped = true;
    // A file aligned to less than the element size (general.alignment 1 or 2): readers cast the
    // data to float / uint16 pointers (blocks are read a byte at a time: dtype_size() is 1).
    if (reinterpret_cast<std::uintptr_t>(view.data) % dtype_size(view.dtype) != 0) {
      view.data = copy_of(
          view.data, view.nbytes,
          [](const std::byte* src, std::byte* dst, std::size_t n) { std::memcpy(dst, src, n); });
      view.mapped = false;
    }
    return view;
  }

  // attn_q / attn_k: rows back in Hugging Face order, in a copy. The file's pages of the
  // original are given back, so resident memory stays the file's size.
  TensorView take_unpermuted(const std::string& name, std::vector<std::int64_t> expected,
                             std::int64_t head_dim) const {
    TensorView view = take(name, std::move(expected));
    const std::int64_t rows = view.shape[0];
    const std::size_t row_bytes = view.nbytes / static_cast<std::size_t>(rows);
    const std::byte* original = view.data;
    const bool was_mapped = view.mapped;
    view.data =
        copy_of(view.data, view.nbytes, [&](const std::byte* src, std::byte* dst, std::size_t) {
          unpermute_rope_rows(src, dst, rows, head_dim, row_bytes);
        });
    view.mapped = false;
    if (was_mapped) release_pages(original, view.nbytes);
    return view;
  }

 private:
  template <typename Copy>
  const std::byte* copy_of(const std::byte* src, std::size_t n, Copy copy) const {
    std::shared_ptr<std::byte[]> buffer(new std::byte[std::max<std::size_t>(n, 1)]);
    copy(src, buffer.get(), n);
    weights_.storage.push_back(buffer);
    return buffer.get();
  }

  const GgufFile& file_;
  ModelWeights& weights_;
};

// Rows [first, first + count) of a matrix: a part of a fused projection.
TensorView rows_of(const TensorView& matrix, std::int64_t first, std::int64_t count) {
  TensorView part = matrix;
  const std::size_t row_bytes = matrix.nbytes / static_cast<std::size_t>(matrix.shape.at(0));
  part.shape = {count, matrix.shape.at(1)};
  part.data = matrix.data + static_cast<std::size_t>(first) * row_bytes;
  part.nbytes = static_cast<std::size_t>(count) * row_bytes;
  return part;
}

// attn_q / attn_k (weights and biases): un-permuted where llama.cpp's converter permuted them.
TensorView take_rope_rows(const GgufBinder& binder, const std::string& name,
                          std::vector<std::int64_t> expected, const ModelConfig& c, bool permuted) {
  if (!permuted) return binder.take(name, std::move(expected));
  return binder.take_unpermuted(name, std::move(expected), c.head_dim);
}

void bind_attention(const GgufBinder& binder, const ModelConfig& c, const std::string& prefix,
                    bool permuted, LayerWeights& layer) {
  const std::int64_t hidden = c.hidden_size;
  const std::int64_t q_rows = std::int64_t{c.num_heads} * c.head_dim;
  const std::int64_t kv_rows = std::int64_t{c.num_kv_heads} * c.head_dim;
  if (c.fused_projections) {  // Phi-3: q, k and v rows in one matrix
    const TensorView qkv = binder.take(prefix + "attn_qkv.weight", {q_rows + 2 * kv_rows, hidden});
    layer.q_proj = rows_of(qkv, 0, q_rows);
    layer.k_proj = rows_of(qkv, q_rows, kv_rows);
    layer.v_proj = rows_of(qkv, q_rows + kv_rows, kv_rows);
  } else {
    layer.q_proj = take_rope_rows(binder, prefix + "attn_q.weight", {q_rows, hidden}, c, permuted);
    layer.k_proj = take_rope_rows(binder, prefix + "attn_k.weight", {kv_rows, hidden}, c, permuted);
    layer.v_proj = binder.take(prefix + "attn_v.weight", {kv_rows, hidden});
  }
  layer.o_proj = binder.take(prefix + "attn_output.weight", {hidden, q_rows});
  if (c.qkv_bias) {
    layer.q_bias = take_rope_rows(binder, prefix + "attn_q.bias", {q_rows}, c, permuted);
    layer.k_bias = take_rope_rows(binder, prefix + "attn_k.bias", {kv_rows}, c, permuted);
    layer.v_bias = binder.take(prefix + "attn_v.bias", {kv_rows});
  }
  if (c.o_bias) layer.o_bias = binder.take(prefix + "attn_output.bias", {hidden});
  if (c.qk_norm) {
    layer.q_norm = binder.take(prefix + "attn_q_norm.weight", {c.head_dim});
    layer.k_norm = binder.take(prefix + "attn_k_norm.weight", {c.head_dim});
  }
}

void bind_feed_forward(const GgufBinder& binder, const ModelConfig& c, const std::string& prefix,
                       LayerWeights& layer) {
  const std::int64_t hidden = c.hidden_size;
  const std::int64_t ffn = c.intermediate_size;
  if (c.fused_projections) {  // Phi-3's gate_up_proj, written as ffn_up: gate rows, then up rows
    const TensorView gate_up = binder.take(prefix + "ffn_up.weight", {2 * ffn, hidden});
    layer.gate_proj = rows_of(gate_up, 0, ffn);
    layer.up_proj = rows_of(gate_up, ffn, ffn);
  } else {
    layer.gate_proj = binder.take(prefix + "ffn_gate.weight", {ffn, hidden});
    layer.up_proj = binder.take(prefix + "ffn_up.weight", {ffn, hidden});
  }
  layer.down_proj = binder.take(prefix + "ffn_down.weight", {hidden, ffn});
  if (c.mlp_bias) {
    layer.gate_bias = binder.take(prefix + "ffn_gate.bias", {ffn});
    layer.up_bias = binder.take(prefix + "ffn_up.bias", {ffn});
    layer.down_bias = binder.take(prefix + "ffn_down.bias", {hidden});
  }
}

LayerWeights bind_layer(const GgufBinder& binder, const ModelConfig& c, int index, bool permuted) {
  const std::string prefix = std::string(kLayerPrefix) + std::to_string(index) + ".";
  LayerWeights layer;
  layer.input_norm = binder.take(prefix + "attn_norm.weight", {c.hidden_size});
  bind_attention(binder, c, prefix, permuted, layer);
  layer.post_attention_norm = binder.take(prefix + "ffn_norm.weight", {c.hidden_size});
  bind_feed_forward(binder, c, prefix, layer);
  return layer;
}

// A file with more blocks than block_count says would load and silently run a truncated model.
void refuse_extra_layers(const GgufFile& file, const std::string& arch, const ModelConfig& config) {
  for (const GgufTensorInfo& tensor : file.tensors) {
    if (!tensor.name.starts_with(kLayerPrefix)) continue;
    const std::size_t dot = tensor.name.find('.', kLayerPrefix.size());
    const std::string index = tensor.name.substr(kLayerPrefix.size(), dot - kLayerPrefix.size());
    if (index.empty() || index.find_first_not_of("0123456789") != std::string::npos) continue;
    if (index.size() > 9 || std::stoi(index) >= config.num_layers) {
      throw Error(tessera::Message::tr("%1: tensor '%2' belongs to layer %3, but %4 = %5"),
                  file.path, tensor.name, index, arch + ".block_count", config.num_layers);
    }
  }
}

// The backends run every linear layer in one dtype; norms and the embedding may differ. Block-
// quantized files mix their types (Q4_K_M: Q4_K with Q6_K for attn_v, ffn_down and output), which
// the CPU backend runs matrix by matrix.
DType linear_dtype(const GgufFile& file, const ModelWeights& weights) {
  const DType dtype = weights.layers.front().q_proj.dtype;
  auto check = [&](const TensorView& view) {
    if (is_block_quantized(view.dtype) && is_block_quantized(dtype)) return;
    if (view.dtype != dtype) {
      throw Error(tessera::Message::tr("%1: tensor '%2' is %3 but the other linear weights are %4"),
                  file.path, view.name, std::string(dtype_name(view.dtype)),
                  std::string(dtype_name(dtype)));
    }
  };
  for (const LayerWeights& layer : weights.layers) {
    for (const TensorView* view : {&layer.q_proj, &layer.k_proj, &layer.v_proj, &layer.o_proj,
                                   &layer.gate_proj, &layer.up_proj, &layer.down_proj}) {
      check(*view);
    }
  }
  if (weights.lm_head.name == "output.weight") check(weights.lm_head);
  return dtype;
}

}  // namespace

void unpermute_rope_rows(const std::byte* src, std::byte* dst, std::int64_t rows,
                         std::int64_t head_dim, std::size_t row_bytes) {
  const std::int64_t half = head_dim / 2;
  for (std::int64_t head = 0; head < rows / head_dim; ++head) {
    for (std::int64_t j = 0; j < 2; ++j) {
      for (std::int64_t i = 0; i < half; ++i) {
        const std::int64_t to = head * head_dim + j * half + i;
        const std::int64_t from = head * head_dim + 2 * i + j;
        std::memcpy(dst + static_cast<std::size_t>(to) * row_bytes,
                    src + static_cast<std::size_t>(from) * row_bytes, row_bytes);
      }
    }
  }
}

ModelWeights gguf_model_weights(const GgufFile& file, const ModelConfig& config) {
  const std::string arch = GgufFields(file).string("general.architecture");
  const GgufArchitecture* architecture = find_gguf_architecture(arch);
  if (architecture == nullptr) {
    throw Error(tessera::Message::tr("%1: architecture '%2' is not supported (supported: %3)"),
                file.path, arch, supported_gguf_architectures());
  }
  refuse_extra_layers(file, arch, config);
  ModelWeights weights;
  const GgufBinder binder(file, weights);
  const std::int64_t vocab = config.vocab_size;
  const std::int64_t hidden = config.hidden_size;
  weights.embed_tokens = binder.take("token_embd.weight", {vocab, hidden});
  for (int i = 0; i < config.num_layers; ++i) {
    weights.layers.push_back(bind_layer(binder, config, i, architecture->permuted_qk));
  }
  weights.final_norm = binder.take("output_norm.weight", {hidden});
  // No output.weight: the LM head is tied to the embedding (gguf_model_config says so too).
  const bool has_output = file.tensor("output.weight") != nullptr;
  weights.lm_head =
      has_output ? binder.take("output.weight", {vocab, hidden}) : weights.embed_tokens;
  weights.dtype = linear_dtype(file, weights);
  weights.storage.push_back(file.mapping);
  return weights;
}

}  // namespace tessera

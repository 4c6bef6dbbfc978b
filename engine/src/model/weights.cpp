// Binds the Hugging Face tensor names of a Llama-family model and checks every shape.
#include "tessera/backend/weights.h"

#include <string_view>

#include "model/gguf_model.h"
#include "model/mapped_file.h"
#include "model/safetensors.h"
#include "tessera/error.h"

namespace tessera {

std::int64_t TensorView::numel() const {
  std::int64_t count = 1;
  for (std::int64_t dim : shape) count *= dim;
  return count;
}

std::vector<float> TensorView::to_f32() const {
  if (!present()) return {};
  std::vector<float> values(static_cast<std::size_t>(numel()));
  convert_to_f32(dtype, data, values.data(), values.size());
  return values;
}

namespace {

std::string shape_text(const std::vector<std::int64_t>& shape) {
  std::string text = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    text += (i ? ", " : "") + std::to_string(shape[i]);
  }
  return text + "]";
}

class Binder {
 public:
  explicit Binder(const TensorSet& set) : set_(set) {}

  TensorView take(const std::string& name, std::vector<std::int64_t> expected) const {
    const auto it = set_.tensors.find(name);
    if (it == set_.tensors.end()) {
      throw Error(tessera::Message::tr("%1: tensor '%2' is missing"), where(), name);
    }
    const TensorView& view = it->second;
    if (view.shape != expected) {
      throw Error(tessera::Message::tr("%1: tensor '%2' has shape %3, expected %4"),
                  set_.file_of.at(name), name, shape_text(view.shape), shape_text(expected));
    }
    return view;
  }

  bool has(const std::string& name) const { return set_.tensors.contains(name); }

  // The file a missing tensor was looked for in.
  const std::string& where() const { return set_.source; }

 private:
  const TensorSet& set_;
};

// Rows [first, first + count) of a matrix: a part of a fused projection.
TensorView rows_of(const TensorView& matrix, std::int64_t first, std::int64_t count) {
  TensorView part = matrix;
  const std::size_t row_bytes =
      dtype_bytes(matrix.dtype, static_cast<std::size_t>(matrix.shape.at(1)));
  part.shape = {count, matrix.shape.at(1)};
  part.data = matrix.data + static_cast<std::size_t>(first) * row_bytes;
  part.nbytes = static_cast<std::size_t>(count) * row_bytes;
  return part;
}

// A bias (or norm) that config.json says the layer has, or that it must not have: one left in the
// file while the config says otherwise would be silently ignored.
TensorView optional_vector(const Binder& binder, const std::string& name, bool expected,
                           std::int64_t size, const char* config_field) {
  if (expected) return binder.take(name, {size});
  if (binder.has(name)) {
    throw Error(tessera::Message::tr("%1: tensor '%2' is present, but config.json says the model "
                                     "has none (%3)"),
                binder.where(), name, config_field);
  }
  return {};
}

void bind_projections(const Binder& binder, const ModelConfig& c, const std::string& prefix,
                      LayerWeights& layer) {
  const std::int64_t hidden = c.hidden_size;
  const std::int64_t q_rows = std::int64_t{c.num_heads} * c.head_dim;
  const std::int64_t kv_rows = std::int64_t{c.num_kv_heads} * c.head_dim;
  const std::int64_t ffn = c.intermediate_size;
  if (c.fused_projections) {
    // Phi-3: q, k and v rows one after the other; gate rows, then up rows.
    const TensorView qkv =
        binder.take(prefix + "self_attn.qkv_proj.weight", {q_rows + 2 * kv_rows, hidden});
    layer.q_proj = rows_of(qkv, 0, q_rows);
    layer.k_proj = rows_of(qkv, q_rows, kv_rows);
    layer.v_proj = rows_of(qkv, q_rows + kv_rows, kv_rows);
    const TensorView gate_up = binder.take(prefix + "mlp.gate_up_proj.weight", {2 * ffn, hidden});
    layer.gate_proj = rows_of(gate_up, 0, ffn);
    layer.up_proj = rows_of(gate_up, ffn, ffn);
  } else {
    layer.q_proj = binder.take(prefix + "self_attn.q_proj.weight", {q_rows, hidden});
    layer.k_proj = binder.take(prefix + "self_attn.k_proj.weight", {kv_rows, hidden});
    layer.v_proj = binder.take(prefix + "self_attn.v_proj.weight", {kv_rows, hidden});
    layer.gate_proj = binder.take(prefix + "mlp.gate_proj.weight", {ffn, hidden});
    layer.up_proj = binder.take(prefix + "mlp.up_proj.weight", {ffn, hidden});
  }
  layer.o_proj = binder.take(prefix + "self_attn.o_proj.weight", {hidden, q_rows});
  layer.down_proj = binder.take(prefix + "mlp.down_proj.weight", {hidden, ffn});
}

LayerWeights bind_layer(const Binder& binder, const ModelConfig& c, int index) {
  const std::string prefix = "model.layers." + std::to_string(index) + ".";
  const std::int64_t hidden = c.hidden_size;
  const std::int64_t q_rows = std::int64_t{c.num_heads} * c.head_dim;
  const std::int64_t kv_rows = std::int64_t{c.num_kv_heads} * c.head_dim;
  const std::int64_t ffn = c.intermediate_size;
  LayerWeights layer;
  layer.input_norm = binder.take(prefix + "input_layernorm.weight", {hidden});
  layer.post_attention_norm = binder.take(prefix + "post_attention_layernorm.weight", {hidden});
  bind_projections(binder, c, prefix, layer);
  const std::string attn = prefix + "self_attn.";
  const char* attention_bias =
      c.architecture == "Qwen2ForCausalLM" ? "architecture" : "attention_bias";
  layer.q_bias = optional_vector(binder, attn + "q_proj.bias", c.qkv_bias, q_rows, attention_bias);
  layer.k_bias = optional_vector(binder, attn + "k_proj.bias", c.qkv_bias, kv_rows, attention_bias);
  layer.v_bias = optional_vector(binder, attn + "v_proj.bias", c.qkv_bias, kv_rows, attention_bias);
  layer.o_bias = optional_vector(binder, attn + "o_proj.bias", c.o_bias, hidden, "attention_bias");
  const std::string mlp = prefix + "mlp.";
  layer.gate_bias = optional_vector(binder, mlp + "gate_proj.bias", c.mlp_bias, ffn, "mlp_bias");
  layer.up_bias = optional_vector(binder, mlp + "up_proj.bias", c.mlp_bias, ffn, "mlp_bias");
  layer.down_bias = optional_vector(binder, mlp + "down_proj.bias", c.mlp_bias, hidden, "mlp_bias");
  layer.q_norm =
      optional_vector(binder, attn + "q_norm.weight", c.qk_norm, c.head_dim, "architecture");
  layer.k_norm =
      optional_vector(binder, attn + "k_norm.weight", c.qk_norm, c.head_dim, "architecture");
  return layer;
}

// The backends run every linear layer in one dtype; norms and the embedding may differ.
DType linear_dtype(const ModelWeights& weights, const TensorSet& set) {
  const DType dtype = weights.layers.front().q_proj.dtype;
  auto check = [&](const TensorView& view) {
    if (view.dtype != dtype) {
      throw Error(tessera::Message::tr("%1: tensor '%2' is %3 but the other linear weights are %4"),
                  set.file_of.at(view.name), view.name, std::string(dtype_name(view.dtype)),
                  std::string(dtype_name(dtype)));
    }
  };
  for (const LayerWeights& layer : weights.layers) {
    for (const TensorView* view : {&layer.q_proj, &layer.k_proj, &layer.v_proj, &layer.o_proj,
                                   &layer.gate_proj, &layer.up_proj, &layer.down_proj}) {
      check(*view);
    }
  }
  if (weights.lm_head.name == "lm_head.weight") check(weights.lm_head);
  return dtype;
}

// A checkpoint with more layers than config.json says would load and silently run a truncated
// model; refuse the first tensor of a layer beyond num_hidden_layers.
void refuse_extra_layers(const TensorSet& set, const ModelConfig& config) {
  static constexpr std::string_view kPrefix = "model.layers.";
  for (const auto& [name, view] : set.tensors) {
    if (!name.starts_with(kPrefix)) continue;
    const std::size_t dot = name.find('.', kPrefix.size());
    const std::string index = name.substr(kPrefix.size(), dot - kPrefix.size());
    if (index.empty() || index.find_first_not_of("0123456789") != std::string::npos) continue;
    if (index.size() > 9 || std::stoi(index) >= config.num_layers) {
      throw Error(tessera::Message::tr("%1: tensor '%2' belongs to layer %3, but config.json says "
                                       "num_hidden_layers = %4"),
                  set.file_of.at(name), name, index, config.num_layers);
    }
  }
}

}  // namespace

ModelWeights load_model_weights(const std::string& model_dir, const ModelConfig& config) {
  if (is_gguf_path(model_dir)) return gguf_model_weights(read_gguf(model_dir), config);
  TensorSet set = read_model_tensors(model_dir);
  refuse_extra_layers(set, config);
  const Binder binder(set);
  const std::int64_t vocab = config.vocab_size;
  const std::int64_t hidden = config.hidden_size;

  ModelWeights weights;
  weights.embed_tokens = binder.take("model.embed_tokens.weight", {vocab, hidden});
  for (int i = 0; i < config.num_layers; ++i)
    weights.layers.push_back(bind_layer(binder, config, i));
  weights.final_norm = binder.take("model.norm.weight", {hidden});
  if (!config.tie_word_embeddings) {
    if (!binder.has("lm_head.weight")) {
      throw Error(
          tessera::Message::tr("%1: tensor 'lm_head.weight' is missing and config.json does not "
                               "tie it to the embeddings (tie_word_embeddings is false)"),
          binder.where());
    }
    weights.lm_head = binder.take("lm_head.weight", {vocab, hidden});
  } else {
    weights.lm_head = weights.embed_tokens;
  }
  weights.dtype = linear_dtype(weights, set);
  weights.storage = std::move(set.storage);
  weights.files = std::move(set.files);
  return weights;
}

std::string damaged_weight_file(const ModelWeights& weights) {
  for (const auto& file : weights.files) {
    if (file->damaged()) return file->path();
  }
  return {};
}

}  // namespace tessera

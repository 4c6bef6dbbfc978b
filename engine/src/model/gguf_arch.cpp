// read_gguf_architecture: the metadata keys and tensors llama.cpp's converter writes for each
// architecture (convert_hf_to_gguf.py and gguf-py's constants), mapped onto ModelConfig.
#include "model/gguf_arch.h"

#include <cmath>
#include <cstring>

#include "tessera/error.h"

namespace tessera {
namespace {

// Only LlamaModel's converter permutes q/k; Qwen and Phi-3 use NEOX RoPE, Hugging Face's order.
constexpr GgufArchitecture kArchitectures[] = {{"llama", "LlamaForCausalLM", true},
                                               {"qwen2", "Qwen2ForCausalLM", false},
                                               {"qwen3", "Qwen3ForCausalLM", false},
                                               {"phi3", "Phi3ForCausalLM", false}};

bool has_tensor(const GgufFields& fields, const std::string& name) {
  return fields.file().tensor(name) != nullptr;
}

std::string shape_text(const std::vector<std::int64_t>& shape) {
  std::string text = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    text += (i ? ", " : "") + std::to_string(shape[i]);
  }
  return text + "]";
}

// A tensor of RoPE frequency factors: F32, one per rotated pair, each positive.
std::vector<double> frequency_factors(const GgufFields& fields, const std::string& name,
                                      int pairs) {
  const GgufFile& file = fields.file();
  const GgufTensorInfo* tensor = file.tensor(name);
  if (tensor == nullptr)
    throw Error(tessera::Message::tr("%1: tensor '%2' is missing"), file.path, name);
  if (tensor->type != static_cast<std::uint32_t>(GgmlType::F32)) {
    throw Error(tessera::Message::tr("%1: tensor '%2' is %3, expected %4"), file.path, name,
                ggml_type_name(tensor->type), "F32");
  }
  if (tensor->shape() != std::vector<std::int64_t>{pairs}) {
    throw Error(tessera::Message::tr("%1: tensor '%2' has shape %3, expected %4"), file.path, name,
                shape_text(tensor->shape()), shape_text({pairs}));
  }
  std::vector<double> factors;
  for (int i = 0; i < pairs; ++i) {
    float factor = 0;
    std::memcpy(&factor, tensor->data + static_cast<std::size_t>(i) * sizeof factor, sizeof factor);
    if (!(factor > 0 && std::isfinite(factor))) {
      throw Error(tessera::Message::tr("%1: tensor '%2' is %3, expected %4"), file.path, name,
                  std::to_string(factor), "positive factors");
    }
    factors.push_back(factor);
  }
  return factors;
}

void read_rotary_dim(const GgufFields& fields, const std::string& arch, ModelConfig& config) {
  const std::string key = arch + ".rope.dimension_count";
  const std::optional<std::int64_t> dims = fields.optional_integer(key);
  config.rotary_dim = config.head_dim;
  if (!dims || *dims == config.head_dim) return;
  // Of the architectures here, only Phi-3's attention rotates part of each head.
  if (config.architecture != "Phi3ForCausalLM") {
    fields.fail(key, Message(tessera::Message::tr("= %1 is not supported: it must equal the head "
                                                  "dimension %2"),
                             *dims, config.head_dim));
  }
  if (*dims < 2 || *dims > config.head_dim || *dims % 2 != 0) {
    fields.fail(key, Message(tessera::Message::tr("= %1 must leave an even number of rotary "
                                                  "dimensions between 2 and head_dim = %2"),
                             *dims, config.head_dim));
  }
  config.rotary_dim = static_cast<int>(*dims);
}

// Phi-3's longrope: the factors Hugging Face's config lists, as two tensors; the attention factor
// as the converter computed it (transformers' default when the key is absent).
void read_longrope(const GgufFields& fields, const std::string& arch, ModelConfig& config) {
  RopeScaling& rope = config.rope_scaling;
  rope.type = RopeScaling::Type::LongRope;
  rope.long_factor = frequency_factors(fields, "rope_factors_long.weight", config.rotary_dim / 2);
  rope.short_factor = frequency_factors(fields, "rope_factors_short.weight", config.rotary_dim / 2);
  const std::string context_key = arch + ".rope.scaling.original_context_length";
  rope.original_max_position_embeddings = fields.positive_int(context_key);
  const double factor =
      static_cast<double>(config.max_position_embeddings) / rope.original_max_position_embeddings;
  rope.attention_factor =
      factor > 1.0
          ? std::sqrt(1.0 + std::log(factor) / std::log(rope.original_max_position_embeddings))
          : 1.0;
  const std::string attn_key = arch + ".rope.scaling.attn_factor";
  rope.attention_factor = fields.number(attn_key, rope.attention_factor);
  if (!(rope.attention_factor > 0 && rope.attention_factor < 1e6)) {
    fields.fail(attn_key, Message(tessera::Message::tr("= %1 is out of range"),
                                  std::to_string(rope.attention_factor)));
  }
}

void read_rope_scaling(const GgufFields& fields, const std::string& arch, ModelConfig& config) {
  const std::string type_key = arch + ".rope.scaling.type";
  const std::string type = fields.string(type_key, "none");
  const int pairs = config.rotary_dim / 2;
  if (has_tensor(fields, "rope_factors_long.weight") ||
      has_tensor(fields, "rope_factors_short.weight")) {
    if (config.architecture != "Phi3ForCausalLM" || (type != "none" && type != "longrope")) {
      fields.fail(type_key, Message(tessera::Message::tr("is '%1', which is not supported "
                                                         "(supported: %2)"),
                                    type, "none, longrope (phi3)"));
    }
    read_longrope(fields, arch, config);
    return;
  }
  if (has_tensor(fields, "rope_freqs.weight")) {
    // Llama 3.1's scaling as llama.cpp stores it: each frequency divided by its factor, which
    // is what longrope does with equal short and long factors and no attention factor.
    if (type != "none") {
      fields.fail(type_key, Message(tessera::Message::tr("is '%1', which is not supported "
                                                         "(supported: %2)"),
                                    type, "none (with tensor rope_freqs.weight)"));
    }
    RopeScaling& rope = config.rope_scaling;
    rope.type = RopeScaling::Type::LongRope;
    rope.short_factor = frequency_factors(fields, "rope_freqs.weight", pairs);
    rope.long_factor = rope.short_factor;
    rope.original_max_position_embeddings = config.max_position_embeddings;
    return;
  }
  if (type == "none") return;
  if (type != "linear") {
    fields.fail(type_key, Message(tessera::Message::tr("is '%1', which is not supported "
                                                       "(supported: %2)"),
                                  type, "none, linear"));
  }
  const std::string factor_key = arch + ".rope.scaling.factor";
  const double factor = fields.number(factor_key, 0.0);
  if (!(factor > 0 && factor < 1e6)) {
    fields.fail(factor_key,
                Message(tessera::Message::tr("= %1 is out of range"), std::to_string(factor)));
  }
  config.rope_scaling.type = RopeScaling::Type::Linear;
  config.rope_scaling.factor = factor;
}

// What layer 0 has decides for every layer; a layer that lacks it is refused when it is bound.
void read_layer_features(const GgufFields& fields, ModelConfig& config) {
  const std::string& arch = config.architecture;
  config.qkv_bias = has_tensor(fields, "blk.0.attn_q.bias") || arch == "Qwen2ForCausalLM";
  config.o_bias = has_tensor(fields, "blk.0.attn_output.bias");
  config.mlp_bias = has_tensor(fields, "blk.0.ffn_up.bias");
  config.qk_norm = arch == "Qwen3ForCausalLM";
  config.fused_projections = arch == "Phi3ForCausalLM";
}

// Phi-3 attends to the last sliding_window positions (0: all), as config.json's field.
void read_sliding_window(const GgufFields& fields, const std::string& arch, ModelConfig& config) {
  const std::string key = arch + ".attention.sliding_window";
  if (config.architecture != "Phi3ForCausalLM" || !fields.has(key)) return;
  const std::int64_t window = fields.integer(key);
  if (window < 0) {
    fields.fail(key, Message(tessera::Message::tr("= %1 must be a positive integer"), window));
  }
  if (window > 0 && window < config.max_position_embeddings) {
    config.sliding_window = static_cast<int>(window);
  }
}

}  // namespace

const GgufArchitecture* find_gguf_architecture(const std::string& name) {
  for (const GgufArchitecture& arch : kArchitectures) {
    if (name == arch.name) return &arch;
  }
  return nullptr;
}

std::string supported_gguf_architectures() {
  std::string names;
  for (const GgufArchitecture& arch : kArchitectures) {
    names += (names.empty() ? "" : ", ") + std::string(arch.name);
  }
  return names;
}

void read_gguf_architecture(const GgufFields& fields, const std::string& arch,
                            ModelConfig& config) {
  read_rotary_dim(fields, arch, config);
  read_rope_scaling(fields, arch, config);
  read_layer_features(fields, config);
  read_sliding_window(fields, arch, config);
}

}  // namespace tessera

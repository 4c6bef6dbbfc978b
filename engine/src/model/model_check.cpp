#include "tessera/model_check.h"

#include <filesystem>
#include <optional>

#include "model/tokenizer_impl.h"
#include "tessera/model_config.h"
#include "tessera/utf8_path.h"

namespace tessera {

std::int64_t ModelShape::parameter_count() const {
  const std::int64_t h = hidden_size;
  const std::int64_t q = static_cast<std::int64_t>(num_heads) * head_dim;
  const std::int64_t kv = static_cast<std::int64_t>(num_kv_heads) * head_dim;
  const std::int64_t inter = intermediate_size;
  const std::int64_t per_layer = h * q + 2 * h * kv + q * h     // attention projections
                                 + (qkv_bias ? q + 2 * kv : 0)  // their biases (Qwen2)
                                 + (o_bias ? h : 0)             //
                                 + 3 * h * inter                // gate, up, down
                                 + (mlp_bias ? 2 * inter + h : 0) +
                                 (qk_norm ? 2 * head_dim : 0)  // q_norm, k_norm (Qwen3)
                                 + 2 * h;                      // the two norms
  const std::int64_t embeddings = static_cast<std::int64_t>(vocab_size) * h;
  return embeddings * (tie_word_embeddings ? 1 : 2) + per_layer * num_layers + h;
}

std::int64_t ModelShape::kv_bytes_per_token(int bytes) const {
  return 2LL * num_layers * num_kv_heads * head_dim * bytes;
}

ModelShape check_model_config(const std::string& model_dir) {
  const ModelConfig config = load_model_config(model_dir);
  ModelShape shape;
  shape.architecture = config.architecture;
  shape.hidden_size = config.hidden_size;
  shape.intermediate_size = config.intermediate_size;
  shape.num_layers = config.num_layers;
  shape.num_heads = config.num_heads;
  shape.num_kv_heads = config.num_kv_heads;
  shape.head_dim = config.head_dim;
  shape.vocab_size = config.vocab_size;
  shape.max_position_embeddings = config.max_position_embeddings;
  shape.tie_word_embeddings = config.tie_word_embeddings;
  shape.qkv_bias = config.qkv_bias;
  shape.o_bias = config.o_bias;
  shape.mlp_bias = config.mlp_bias;
  shape.qk_norm = config.qk_norm;
  // A block-quantized GGUF's 0.56 (Q4_K) to 1.06 (Q8_0) bytes a weight count as 1.
  shape.dtype_bytes = config.torch_dtype == DType::F32         ? 4
                      : is_block_quantized(config.torch_dtype) ? 1
                                                               : 2;
  return shape;
}

ChatTemplateCheck check_chat_template_text(const std::string& jinja) {
  ChatTemplateCheck check;
  const std::optional<ChatTemplate> family = detect_chat_template(jinja);
  check.builtin = family.value_or(ChatTemplate::Plain);
  check.builtin_recognised = family.has_value();
  check.present = !jinja.empty();
  if (!check.present) return check;
  try {
    JinjaChatTemplate parsed(jinja);
  } catch (const ChatTemplateError& e) {
    check.parse_error = e.what();
  }
  return check;
}

ChatTemplateCheck check_chat_template(const std::string& model_dir) {
  const std::filesystem::path dir = utf8_path(model_dir);
  std::string jinja =
      read_tokenizer_config(utf8_string(dir / "tokenizer_config.json")).chat_template;
  if (jinja.empty()) jinja = read_chat_template_file(utf8_string(dir / "chat_template.jinja"));
  return check_chat_template_text(jinja);
}

}  // namespace tessera

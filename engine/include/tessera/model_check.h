// Checks a model's config.json (and generation_config.json) exactly as loading it would, without
// loading any weights: what the app needs to say whether a model it has not downloaded yet can
// run, and how big it is.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "tessera/chat_template.h"

namespace tessera {

// The CPU KV cache an engine allocates when EngineConfig::kv_cache_mib is 0 (less when the
// sequences it can hold need less).
inline constexpr std::size_t kDefaultCpuKvCacheMib = 256;

struct ModelShape {
  std::string architecture;  // as config.json names it: "LlamaForCausalLM", "Qwen2ForCausalLM"...
  int hidden_size = 0;
  int intermediate_size = 0;
  int num_layers = 0;
  int num_heads = 0;
  int num_kv_heads = 0;
  int head_dim = 0;
  int vocab_size = 0;
  int max_position_embeddings = 0;
  bool tie_word_embeddings = false;
  bool qkv_bias = false, o_bias = false, mlp_bias = false, qk_norm = false;
  int dtype_bytes = 4;  // of torch_dtype: 4 float32, 2 float16 / bfloat16, 1 GGUF Q8_0...Q6_K

  std::int64_t parameter_count() const;
  // Key and value vectors of one token in every layer, at `bytes` per element.
  std::int64_t kv_bytes_per_token(int bytes) const;
};

// Reads <model_dir>/config.json (+ generation_config.json when present). Throws tessera::Error
// naming the file and field when the engine cannot run the model (architecture, rope_scaling
// type, Qwen's per-layer sliding window, unsupported dtype, inconsistent sizes...).
ModelShape check_model_config(const std::string& model_dir);

// Which template chats with a model are rendered with, decided as Engine::create decides it: the
// model's own Jinja template when it parses, else the built-in format its text resembles (plain
// without one).
struct ChatTemplateCheck {
  bool present = false;     // tokenizer_config.json's chat_template or chat_template.jinja
  std::string parse_error;  // why the model's template cannot be used; empty when it can
  ChatTemplate builtin = ChatTemplate::Plain;  // the format used without a usable template
  bool builtin_recognised = false;  // builtin is the family the template was recognised as
  bool uses_model_template() const { return present && parse_error.empty(); }
};

ChatTemplateCheck check_chat_template_text(const std::string& jinja);
// Reads <model_dir>/tokenizer_config.json and chat_template.jinja as loading the tokenizer would,
// without the vocabulary. Throws tessera::Error naming the field when tokenizer_config.json is
// broken.
ChatTemplateCheck check_chat_template(const std::string& model_dir);

}  // namespace tessera

// Reads a Hugging Face config.json (+ generation_config.json) of the architectures the engine runs
// and refuses anything it would silently compute wrongly.
#include <algorithm>
#include <filesystem>
#include <limits>
#include <sstream>

#include "model/config_rope.h"
#include "model/config_smollm3.h"
#include "model/file_exists.h"
#include "model/gguf_model.h"
#include "model/json_fields.h"
#include "tessera/error.h"
#include "tessera/model_config.h"
#include "tessera/utf8_path.h"

namespace tessera {
namespace {

constexpr const char* kConfigFile = "config.json";
constexpr const char* kGenerationFile = "generation_config.json";

// The architectures the engine runs, and the model_type each is written with.
struct Architecture {
  const char* name;
  const char* model_type;
};
constexpr Architecture kArchitectures[] = {
    {"LlamaForCausalLM", "llama"}, {"MistralForCausalLM", "mistral"},
    {"Qwen2ForCausalLM", "qwen2"}, {"Qwen3ForCausalLM", "qwen3"},
    {"Phi3ForCausalLM", "phi3"},   {"SmolLM3ForCausalLM", "smollm3"},
};

std::string supported_list(bool model_types) {
  std::string list;
  for (const Architecture& a : kArchitectures) {
    list += (list.empty() ? "" : ", ") + std::string(model_types ? a.model_type : a.name);
  }
  return list;
}

const Architecture* find_architecture(const std::string& name, bool by_model_type) {
  for (const Architecture& a : kArchitectures) {
    if (name == (by_model_type ? a.model_type : a.name)) return &a;
  }
  return nullptr;
}

std::string architecture_of(const JsonFields& fields) {
  if (fields.has("architectures")) {
    const nlohmann::json& list = fields.at("architectures");
    if (!list.is_array() || list.empty() || !list[0].is_string()) {
      fields.fail("architectures", Message(tessera::Message::tr("must be a list of names, got %1"),
                                           json_excerpt(list)));
    }
    const std::string name = list[0].get<std::string>();
    const Architecture* found = find_architecture(name, false);
    if (!found) {
      throw Error(tessera::Message::tr("%1: architecture '%2' is not supported (supported: %3)"),
                  kConfigFile, name, supported_list(false));
    }
    // A model_type naming another family means the file was edited or mixed up; which of the
    // two is right cannot be known.
    const std::string model_type = fields.string("model_type", "");
    if (!model_type.empty() && model_type != found->model_type) {
      fields.fail("model_type",
                  Message(tessera::Message::tr(
                              "= \"%1\" does not match architecture '%2' (expected \"%3\")"),
                          model_type, name, found->model_type));
    }
    return name;
  }
  const std::string model_type = fields.string("model_type", "");
  if (const Architecture* found = find_architecture(model_type, true)) return found->name;
  if (model_type.empty()) {
    throw Error(tessera::Message::tr(
                    "%1: neither 'architectures' nor 'model_type' says which model this is"),
                kConfigFile);
  }
  throw Error(tessera::Message::tr("%1: model_type '%2' is not supported (supported: %3)"),
              kConfigFile, model_type, supported_list(true));
}

// Mistral and Phi-3 attend to the last sliding_window positions when it is set; a window at
// least as long as the context never drops a token.
void read_sliding_window(const JsonFields& fields, ModelConfig& config) {
  if (!fields.has("sliding_window")) return;
  const std::int64_t window = fields.integer("sliding_window");
  if (window <= 0) {
    fields.fail("sliding_window",
                Message(tessera::Message::tr("= %1 must be a positive integer or null"), window));
  }
  if (window < config.max_position_embeddings) config.sliding_window = static_cast<int>(window);
}

// Qwen2 and Qwen3 use a window only with use_sliding_window, and then only in the layers from
// max_window_layers on, which the engine does not implement.
void refuse_qwen_sliding_window(const JsonFields& fields) {
  if (fields.boolean("use_sliding_window", false)) {
    fields.fail("use_sliding_window",
                Message(tessera::Message::tr("= true is not supported: Tessera attends to the "
                                             "whole context in every layer")));
  }
}

// What sets each architecture apart, as transformers' modeling files define it: which
// projections have biases, Qwen3's q/k norms, Phi-3's fused projections, sliding windows,
// SmolLM3's layers without RoPE.
void read_architecture_features(const JsonFields& fields, ModelConfig& config) {
  const std::string& name = config.architecture;
  if (name == "LlamaForCausalLM") {
    config.qkv_bias = config.o_bias = fields.boolean("attention_bias", false);
    config.mlp_bias = fields.boolean("mlp_bias", false);
  } else if (name == "MistralForCausalLM") {
    read_sliding_window(fields, config);
  } else if (name == "Qwen2ForCausalLM") {
    config.qkv_bias = true;
    refuse_qwen_sliding_window(fields);
  } else if (name == "Qwen3ForCausalLM") {
    config.qkv_bias = config.o_bias = fields.boolean("attention_bias", false);
    config.qk_norm = true;
    refuse_qwen_sliding_window(fields);
  } else if (name == "Phi3ForCausalLM") {
    config.fused_projections = true;
    read_sliding_window(fields, config);
  } else if (name == "SmolLM3ForCausalLM") {
    read_smollm3_features(fields, config);
  }
}

// Features that change the computation and that the engine does not implement.
void refuse_unsupported(const JsonFields& fields) {
  const std::string activation = fields.string("hidden_act", "silu");
  if (activation != "silu") {
    fields.fail(
        "hidden_act",
        Message(tessera::Message::tr("= \"%1\" is not supported (only \"silu\")"), activation));
  }
}

int positive_int(const JsonFields& fields, const std::string& key, std::int64_t value) {
  if (value <= 0 || value > std::numeric_limits<int>::max()) {
    fields.fail(key, Message(tessera::Message::tr("= %1 must be a positive integer"), value));
  }
  return static_cast<int>(value);
}

int required_size(const JsonFields& fields, const std::string& key) {
  return positive_int(fields, key, fields.integer(key));
}

void read_sizes(const JsonFields& fields, ModelConfig& config) {
  config.hidden_size = required_size(fields, "hidden_size");
  config.intermediate_size = required_size(fields, "intermediate_size");
  config.num_layers = required_size(fields, "num_hidden_layers");
  config.num_heads = required_size(fields, "num_attention_heads");
  config.num_kv_heads =
      positive_int(fields, "num_key_value_heads",
                   fields.optional_integer("num_key_value_heads").value_or(config.num_heads));
  config.vocab_size = required_size(fields, "vocab_size");
  config.max_position_embeddings = required_size(fields, "max_position_embeddings");

  if (fields.has("head_dim")) {
    config.head_dim = required_size(fields, "head_dim");
  } else if (config.hidden_size % config.num_heads != 0) {
    fields.fail("num_attention_heads",
                Message(tessera::Message::tr("= %1 does not divide %2 = %3"), config.num_heads,
                        "hidden_size", config.hidden_size));
  } else {
    config.head_dim = config.hidden_size / config.num_heads;
  }
  if (config.num_heads % config.num_kv_heads != 0) {
    fields.fail("num_key_value_heads",
                Message(tessera::Message::tr("= %1 does not divide %2 = %3"), config.num_kv_heads,
                        "num_attention_heads", config.num_heads));
  }
}

// A positive number below `limit`; errors show the value as the file wrote it.
float bounded_number(const JsonFields& fields, const std::string& key, double fallback,
                     double limit) {
  const double value = fields.number(key, fallback);
  if (!(value > 0)) {
    fields.fail(
        key, Message(tessera::Message::tr("= %1 must be positive"), json_excerpt(fields.at(key))));
  }
  if (!(value < limit)) {
    std::ostringstream bound;
    bound << limit;
    fields.fail(key, Message(tessera::Message::tr("= %1 is out of range (must be below %2)"),
                             json_excerpt(fields.at(key)), bound.str()));
  }
  return static_cast<float>(value);
}

void read_numbers(const JsonFields& fields, ModelConfig& config) {
  // Real models use an epsilon of 1e-5 or 1e-6 and a RoPE base of 1e4 to 1e8; these bounds only
  // catch values that cannot be meant (1e300 would overflow the float the engine computes in).
  config.rms_norm_eps = bounded_number(fields, "rms_norm_eps", config.rms_norm_eps, 1.0);
  config.rope_theta = bounded_number(fields, "rope_theta", config.rope_theta, 1e12);
  config.tie_word_embeddings = fields.boolean("tie_word_embeddings", false);

  // transformers 4.56 and later write "dtype"; older versions wrote "torch_dtype".
  const std::string key = fields.has("dtype") ? "dtype" : "torch_dtype";
  const std::string dtype = fields.string(key, "float32");
  if (dtype == "float32") {
    config.torch_dtype = DType::F32;
  } else if (dtype == "float16") {
    config.torch_dtype = DType::F16;
  } else if (dtype == "bfloat16") {
    config.torch_dtype = DType::BF16;
  } else {
    fields.fail(
        key,
        Message(tessera::Message::tr("= \"%1\" is not supported (float32, float16 or bfloat16)"),
                dtype));
  }
}

TokenId token_id(const JsonFields& fields, const std::string& key, std::int64_t id,
                 int vocab_size) {
  if (id < 0 || id >= vocab_size) {
    fields.fail(key, Message(tessera::Message::tr("= %1 is outside the vocabulary [0, %2)"), id,
                             vocab_size));
  }
  return static_cast<TokenId>(id);
}

void add_special_tokens(const JsonFields& fields, ModelConfig& config) {
  if (const auto bos = fields.optional_integer("bos_token_id")) {
    config.bos_token_id = token_id(fields, "bos_token_id", *bos, config.vocab_size);
  }
  for (std::int64_t id : fields.integers("eos_token_id")) {
    const TokenId eos = token_id(fields, "eos_token_id", id, config.vocab_size);
    auto& ids = config.eos_token_ids;
    if (std::find(ids.begin(), ids.end(), eos) == ids.end()) ids.push_back(eos);
  }
}

}  // namespace

ModelConfig load_model_config(const std::string& model_dir) {
  if (is_gguf_path(model_dir)) return gguf_model_config(read_gguf(model_dir));
  const std::filesystem::path dir = utf8_path(model_dir);
  const std::filesystem::path config_path = dir / kConfigFile;
  if (!file_exists(config_path)) {
    throw Error(
        tessera::Message::tr("%1: not found in '%2' (is this a Hugging Face model directory?)"),
        kConfigFile, model_dir);
  }
  const nlohmann::json json = read_json_file(utf8_string(config_path), kConfigFile);
  const JsonFields fields(kConfigFile, json);

  ModelConfig config;
  config.architecture = architecture_of(fields);
  read_sizes(fields, config);
  read_numbers(fields, config);
  refuse_unsupported(fields);
  read_rope(fields, config);
  read_architecture_features(fields, config);
  add_special_tokens(fields, config);

  const std::filesystem::path generation_path = dir / kGenerationFile;
  if (file_exists(generation_path)) {
    const nlohmann::json generation = read_json_file(utf8_string(generation_path), kGenerationFile);
    add_special_tokens(JsonFields(kGenerationFile, generation), config);
  }
  return config;
}

}  // namespace tessera

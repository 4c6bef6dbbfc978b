#include "tessera/model_writer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>

#include "model/safetensors_writer.h"
#include "tessera/error.h"

namespace fs = std::filesystem;

namespace tessera {
namespace {

constexpr float kWeightStd = 0.02f;

const std::vector<ModelShape>& known_shapes() {
  static const std::vector<ModelShape> shapes = {
      {"stories110m", 768, 2048, 12, 12, 12, 32000, 1024, true, "LlamaForCausalLM", 10000.0, 1e-5,
       0, 0},
      {"tinyllama-1.1b", 2048, 5632, 22, 32, 4, 32000, 2048, false, "LlamaForCausalLM", 10000.0,
       1e-5, 0, 0},
      {"llama2-7b", 4096, 11008, 32, 32, 32, 32000, 4096, false, "LlamaForCausalLM", 10000.0, 1e-5,
       0, 0},
      // meta-llama/Llama-3.2-1B's config.json.
      {"llama3.2-1b", 2048, 8192, 16, 32, 8, 128256, 131072, true, "LlamaForCausalLM", 500000.0,
       1e-5, 32.0, 8192},
      // Qwen/Qwen2.5-0.5B's config.json.
      {"qwen2.5-0.5b", 896, 4864, 24, 14, 2, 151936, 32768, true, "Qwen2ForCausalLM", 1000000.0,
       1e-6, 0, 0},
  };
  return shapes;
}

bool has_qkv_bias(const ModelShape& s) {
  return s.architecture == "Qwen2ForCausalLM";
}

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) throw Error(tessera::Message::tr("cannot write '%1'"), path.string());
}

void write_json(const fs::path& path, const nlohmann::ordered_json& json) {
  write_text(path, json.dump(2) + "\n");
}

// splitmix64: a counter-based generator, so element i of a tensor does not depend on chunking.
std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// Mean 0, standard deviation `std`: a sum of four uniforms (Irwin-Hall), close to a normal
// and cheap enough for the billions of values of a 7B model.
float approx_normal(std::uint64_t bits, float std) {
  float sum = 0;
  for (int k = 0; k < 4; ++k) sum += (static_cast<float>((bits >> (16 * k)) & 0xffff) + 0.5f);
  const float uniform_sum = sum / 65536.0f;  // mean 2, variance 1/3
  return (uniform_sum - 2.0f) * std::sqrt(3.0f) * std;
}

TensorToWrite random_tensor(std::string name, std::vector<std::int64_t> shape, DType dtype,
                            std::uint64_t stream) {
  return {
      std::move(name), dtype, std::move(shape), [stream](std::size_t first, std::span<float> out) {
        for (std::size_t i = 0; i < out.size(); ++i) {
          out[i] =
              approx_normal(splitmix64(stream + (first + i) * 0x9e3779b97f4a7c15ull), kWeightStd);
        }
      }};
}

TensorToWrite ones_tensor(std::string name, std::int64_t size, DType dtype) {
  return {std::move(name), dtype, {size}, [](std::size_t, std::span<float> out) {
            std::fill(out.begin(), out.end(), 1.0f);
          }};
}

std::vector<TensorToWrite> random_tensors(const ModelShape& s, DType dtype, std::uint64_t seed) {
  const std::int64_t head_dim = s.hidden_size / s.num_heads;
  const std::int64_t hidden = s.hidden_size;
  const std::int64_t kv_rows = s.num_kv_heads * head_dim;
  const std::int64_t ffn = s.intermediate_size;
  std::vector<TensorToWrite> tensors;
  auto add = [&](std::string name, std::vector<std::int64_t> shape) {
    const std::uint64_t stream = splitmix64(seed ^ splitmix64(tensors.size()));
    tensors.push_back(random_tensor(std::move(name), std::move(shape), dtype, stream));
  };
  add("model.embed_tokens.weight", {s.vocab_size, hidden});
  for (int i = 0; i < s.num_layers; ++i) {
    const std::string prefix = "model.layers." + std::to_string(i) + ".";
    tensors.push_back(ones_tensor(prefix + "input_layernorm.weight", hidden, dtype));
    add(prefix + "self_attn.q_proj.weight", {hidden, hidden});
    add(prefix + "self_attn.k_proj.weight", {kv_rows, hidden});
    add(prefix + "self_attn.v_proj.weight", {kv_rows, hidden});
    add(prefix + "self_attn.o_proj.weight", {hidden, hidden});
    if (has_qkv_bias(s)) {
      add(prefix + "self_attn.q_proj.bias", {hidden});
      add(prefix + "self_attn.k_proj.bias", {kv_rows});
      add(prefix + "self_attn.v_proj.bias", {kv_rows});
    }
    tensors.push_back(ones_tensor(prefix + "post_attention_layernorm.weight", hidden, dtype));
    add(prefix + "mlp.gate_proj.weight", {ffn, hidden});
    add(prefix + "mlp.up_proj.weight", {ffn, hidden});
    add(prefix + "mlp.down_proj.weight", {hidden, ffn});
  }
  tensors.push_back(ones_tensor("model.norm.weight", hidden, dtype));
  if (!s.tie_word_embeddings) add("lm_head.weight", {s.vocab_size, hidden});
  return tensors;
}

nlohmann::ordered_json random_config(const ModelShape& s, DType dtype) {
  const bool qwen2 = s.architecture == "Qwen2ForCausalLM";
  nlohmann::ordered_json config = {{"architectures", {s.architecture}},
                                   {"model_type", qwen2 ? "qwen2" : "llama"},
                                   {"hidden_size", s.hidden_size},
                                   {"intermediate_size", s.intermediate_size},
                                   {"num_hidden_layers", s.num_layers},
                                   {"num_attention_heads", s.num_heads},
                                   {"num_key_value_heads", s.num_kv_heads},
                                   {"vocab_size", s.vocab_size},
                                   {"max_position_embeddings", s.max_position_embeddings},
                                   {"rms_norm_eps", s.rms_norm_eps},
                                   {"rope_theta", s.rope_theta},
                                   {"hidden_act", "silu"},
                                   {"tie_word_embeddings", s.tie_word_embeddings},
                                   {"bos_token_id", 1},
                                   {"eos_token_id", 2},
                                   {"torch_dtype", torch_dtype_name(dtype)}};
  if (s.llama3_rope_factor > 0) {
    config["rope_scaling"] = {{"rope_type", "llama3"},
                              {"factor", s.llama3_rope_factor},
                              {"low_freq_factor", 1.0},
                              {"high_freq_factor", 4.0},
                              {"original_max_position_embeddings", s.llama3_original_context}};
  }
  return config;
}

void write_random_metadata(const fs::path& dir, const ModelShape& s, DType dtype) {
  write_json(dir / "config.json", random_config(s, dtype));
  write_json(dir / "generation_config.json",
             {{"bos_token_id", 1}, {"eos_token_id", 2}, {"max_length", s.max_position_embeddings}});
  write_json(dir / "tokenizer_config.json", {{"tokenizer_class", "LlamaTokenizer"},
                                             {"add_bos_token", true},
                                             {"add_eos_token", false},
                                             {"bos_token", "<s>"},
                                             {"eos_token", "</s>"},
                                             {"unk_token", "<unk>"},
                                             {"model_max_length", s.max_position_embeddings},
                                             {"legacy", true}});
}

// Every refusal of a shape starts "model shape '<name>': ", one template for all the reasons.
[[noreturn]] void refuse(const ModelShape& s, Message why) {
  throw Error(tessera::Message::tr("model shape '%1': %2"), s.name, std::move(why));
}

void check_shape(const ModelShape& s) {
  if (s.hidden_size <= 0 || s.intermediate_size <= 0 || s.num_layers <= 0 || s.num_heads <= 0 ||
      s.num_kv_heads <= 0 || s.vocab_size <= 0 || s.max_position_embeddings <= 0) {
    refuse(s, Message(tessera::Message::tr("every size must be positive")));
  }
  if (s.hidden_size % s.num_heads != 0)
    refuse(s, Message(tessera::Message::tr("heads must divide dim")));
  if (s.num_heads % s.num_kv_heads != 0) {
    refuse(s, Message(tessera::Message::tr("kv heads must divide heads")));
  }
}

// The bytes of model.safetensors' data for `s` (the tensors random_tensors() writes), computed
// from the shape: a shape with 2^30 layers must be refused before a list of its tensors is built.
// nullopt when the size does not fit in 64 bits.
std::optional<std::uint64_t> data_bytes(const ModelShape& s, DType dtype) {
  using Wide = unsigned __int128;  // products of three 31-bit sizes fit; 64 bits do not
  const Wide hidden = static_cast<Wide>(s.hidden_size);
  const Wide kv_rows = static_cast<Wide>(s.num_kv_heads) * (s.hidden_size / s.num_heads);
  const Wide biases = has_qkv_bias(s) ? hidden + 2 * kv_rows : 0;
  const Wide per_layer = 2 * hidden + 2 * hidden * hidden + 2 * kv_rows * hidden +
                         3 * static_cast<Wide>(s.intermediate_size) * hidden + biases;
  const Wide embeddings =
      static_cast<Wide>(s.vocab_size) * hidden * (s.tie_word_embeddings ? 1 : 2);
  const Wide total =
      (embeddings + hidden + per_layer * static_cast<Wide>(s.num_layers)) * dtype_size(dtype);
  if (total > std::numeric_limits<std::uint64_t>::max()) return std::nullopt;
  return static_cast<std::uint64_t>(total);
}

// The number only: the unit is in the message, where a translation may spell it differently.
std::string gigabytes(std::uint64_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", static_cast<double>(bytes) / 1e9);
  return text;
}

// Refuses up front a model the disk cannot hold, instead of writing until it is full.
void check_free_space(const std::string& dir, const ModelShape& s, DType dtype) {
  const std::optional<std::uint64_t> needed = data_bytes(s, dtype);
  if (!needed)
    refuse(s, Message(tessera::Message::tr("model.safetensors would take more than 2^64 bytes")));
  fs::path existing = fs::absolute(dir);
  while (!fs::exists(existing) && existing.has_parent_path() &&
         existing != existing.parent_path()) {
    existing = existing.parent_path();
  }
  const std::uintmax_t available = fs::space(existing).available;
  if (*needed > available) {
    refuse(s, Message(tessera::Message::tr(
                          "model.safetensors would take %1 GB (%2 bytes) but only %3 GB "
                          "are free in '%4'"),
                      gigabytes(*needed), *needed, gigabytes(available), existing.string()));
  }
}

}  // namespace

void copy_file_writable(const std::string& from, const std::string& to) {
  fs::remove(to);  // overwrite_existing cannot replace a read-only file
  fs::copy_file(from, to);
  fs::permissions(to, fs::perms::owner_write, fs::perm_options::add);
}

std::string torch_dtype_name(DType dtype) {
  switch (dtype) {
    case DType::F32:
      return "float32";
    case DType::F16:
      return "float16";
    case DType::BF16:
      return "bfloat16";
    default:  // a block-quantized GGUF's: the converter writes F32, F16 or BF16 only
      break;
  }
  return "float32";
}

std::optional<ModelShape> named_model_shape(std::string_view name) {
  for (const ModelShape& shape : known_shapes()) {
    if (shape.name == name) return shape;
  }
  return std::nullopt;
}

std::vector<std::string> model_shape_names() {
  std::vector<std::string> names;
  for (const ModelShape& shape : known_shapes()) names.push_back(shape.name);
  return names;
}

void write_random_model(const std::string& dir, const ModelShape& shape, DType dtype,
                        std::uint64_t seed, const std::string& tokenizer_path) {
  check_shape(shape);
  if (!tokenizer_path.empty() && !fs::is_regular_file(tokenizer_path)) {
    throw Error(tessera::Message::tr("tokenizer '%1' not found"), tokenizer_path);
  }
  check_free_space(dir, shape, dtype);
  const std::vector<TensorToWrite> tensors = random_tensors(shape, dtype, seed);
  fs::create_directories(dir);
  write_random_metadata(dir, shape, dtype);
  if (!tokenizer_path.empty()) {
    const bool json = tokenizer_path.ends_with(".json");
    copy_file_writable(tokenizer_path,
                       (fs::path(dir) / (json ? "tokenizer.json" : "tokenizer.model")).string());
  }
  write_safetensors((fs::path(dir) / "model.safetensors").string(), tensors);
}

}  // namespace tessera

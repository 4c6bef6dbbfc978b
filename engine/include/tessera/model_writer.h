// Writing whole Hugging Face model directories: random weights with real shapes (for speed work
// at realistic sizes) and dtype-converted or sharded copies of an existing model (for tests).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/dtype.h"

namespace tessera {

// Copies a file over any existing one; the copy is writable even when the source is read-only
// (shared model folders often are).
void copy_file_writable(const std::string& from, const std::string& to);

// config.json's spelling of a dtype: "float32", "float16", "bfloat16".
std::string torch_dtype_name(DType dtype);

struct ModelShape {
  std::string name;
  int hidden_size = 0;
  int intermediate_size = 0;
  int num_layers = 0;
  int num_heads = 0;
  int num_kv_heads = 0;
  int vocab_size = 0;
  int max_position_embeddings = 0;
  bool tie_word_embeddings = false;
  std::string architecture = "LlamaForCausalLM";  // or "Qwen2ForCausalLM": q/k/v biases
  double rope_theta = 10000.0;
  double rms_norm_eps = 1e-5;
  // Llama 3.x's rope_scaling (type llama3, frequency factors 1 and 4) when above 0.
  double llama3_rope_factor = 0;
  int llama3_original_context = 0;
};

// The shapes of well-known models: "stories110m", "tinyllama-1.1b", "llama2-7b", "llama3.2-1b",
// "qwen2.5-0.5b".
std::optional<ModelShape> named_model_shape(std::string_view name);
std::vector<std::string> model_shape_names();

// Writes config.json, generation_config.json, tokenizer_config.json and model.safetensors with
// weights drawn from a seeded generator: approximately N(0, 0.02), norm weights 1.0. Copies
// `tokenizer_path` to tokenizer.model (tokenizer.json for a .json file) unless it is empty.
// Same seed, same bytes.
void write_random_model(const std::string& dir, const ModelShape& shape, DType dtype,
                        std::uint64_t seed, const std::string& tokenizer_path);

struct ConversionOptions {
  DType dtype = DType::F32;
  int num_shards = 1;         // > 1 writes model-0000i-of-0000n.safetensors + index
  bool norms_in_f32 = false;  // keep RMSNorm weights in float32, as some checkpoints do
};

// Copies the model in `source_dir` to `target_dir` with its tensors rounded to options.dtype,
// optionally split into shards; other files are copied, config.json's torch_dtype updated.
void write_converted_model(const std::string& source_dir, const std::string& target_dir,
                           const ConversionOptions& options);

}  // namespace tessera

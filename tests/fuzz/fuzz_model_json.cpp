// libFuzzer target: the JSON files of a model folder. The first byte of the input picks the file
// (config.json, generation_config.json beside a valid config.json, tokenizer_config.json or
// model.safetensors.index.json) and the rest is its content. The readers must either accept it
// or throw tessera::Error.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_support.h"
#include "tessera/model_config.h"
#include "model/safetensors.h"
#include "model/tokenizer_impl.h"
#include "tessera/error.h"

namespace {

// stories260K's config.json, for inputs that fuzz generation_config.json.
constexpr std::string_view kValidConfig = R"({"architectures": ["LlamaForCausalLM"],
  "hidden_size": 64, "intermediate_size": 172, "num_hidden_layers": 5,
  "num_attention_heads": 8, "num_key_value_heads": 4, "vocab_size": 512,
  "max_position_embeddings": 512, "rms_norm_eps": 1e-05, "bos_token_id": 1,
  "eos_token_id": 2, "tie_word_embeddings": true})";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const tessera::fuzz::ScratchDir scratch;
  if (size == 0) return 0;
  const std::string_view content(reinterpret_cast<const char*>(data) + 1, size - 1);
  const std::string dir = scratch.path().string();
  for (const char* name : {"config.json", "generation_config.json", "tokenizer_config.json",
                           "model.safetensors.index.json"}) {
    scratch.remove(name);
  }
  try {
    switch (data[0] % 4) {
      case 0:
        scratch.write("config.json", content);
        (void)tessera::load_model_config(dir);
        break;
      case 1:
        scratch.write("config.json", kValidConfig);
        scratch.write("generation_config.json", content);
        (void)tessera::load_model_config(dir);
        break;
      case 2:
        (void)tessera::read_tokenizer_config(scratch.write("tokenizer_config.json", content));
        break;
      default:
        // The shards it names do not exist: only the index itself is under test.
        scratch.write("model.safetensors.index.json", content);
        (void)tessera::read_model_tensors(dir);
        break;
    }
  } catch (const tessera::Error&) {
  }
  return 0;
}

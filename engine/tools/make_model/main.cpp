// tessera-make-model: writes a Hugging Face Llama directory with random weights of a real model's
// shape, for speed work at realistic sizes (speed depends only on shapes and dtype).
#include <cstdio>
#include <map>
#include <string>

#include "internal/flag_number.h"
#include "tessera/error.h"
#include "tessera/model_writer.h"
#include "tessera/version.h"

using namespace tessera;

namespace {

constexpr const char* kDefaultTokenizer = "../shared/models/tokenizers/llama2/tokenizer.model";

void print_usage(std::FILE* out) {
  std::string shapes;
  for (const std::string& name : model_shape_names()) shapes += (shapes.empty() ? "" : ", ") + name;
  std::fprintf(
      out,
      "usage: tessera-make-model --out DIR (--shape NAME | --dim N --hidden N --layers N "
      "--heads N [--kv-heads N] --vocab N --ctx N [--tied])\n"
      "                          [--dtype f32|f16|bf16] [--seed S] [--tokenizer PATH|none]\n"
      "  shapes: %s (explicit sizes override the shape's)\n"
      "       tessera-make-model --help | --version\n"
      "  defaults: --dtype bf16 --seed 0 --tokenizer %s\n",
      shapes.c_str(), kDefaultTokenizer);
}

DType parse_dtype_flag(const std::string& text) {
  if (text == "f32") return DType::F32;
  if (text == "f16") return DType::F16;
  if (text == "bf16") return DType::BF16;
  throw Error::untranslated("--dtype: '" + text + "' is not f32, f16 or bf16");
}

struct Options {
  std::string out;
  ModelShape shape;
  DType dtype = DType::BF16;
  std::uint64_t seed = 0;
  std::string tokenizer = kDefaultTokenizer;
};

Options parse_options(int argc, char** argv) {
  std::map<std::string, std::string> values;
  bool tied = false;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    if (flag == "--tied") {
      tied = true;
    } else if (flag.starts_with("--") && i + 1 < argc) {
      values[flag] = argv[++i];
    } else {
      throw Error::untranslated("unexpected argument '" + flag + "'");
    }
  }
  Options options;
  if (!values.contains("--out")) throw Error::untranslated("--out DIR is required");
  options.out = values["--out"];
  if (values.contains("--shape")) {
    const auto shape = named_model_shape(values["--shape"]);
    if (!shape) throw Error::untranslated("--shape: unknown shape '" + values["--shape"] + "'");
    options.shape = *shape;
  } else {
    options.shape.name = "custom";
  }
  const std::map<std::string, int*> sizes = {{"--dim", &options.shape.hidden_size},
                                             {"--hidden", &options.shape.intermediate_size},
                                             {"--layers", &options.shape.num_layers},
                                             {"--heads", &options.shape.num_heads},
                                             {"--kv-heads", &options.shape.num_kv_heads},
                                             {"--vocab", &options.shape.vocab_size},
                                             {"--ctx", &options.shape.max_position_embeddings}};
  for (const auto& [flag, field] : sizes) {
    if (values.contains(flag)) *field = flag_number<int>(flag, values[flag]);
    values.erase(flag);
  }
  if (options.shape.num_kv_heads == 0) options.shape.num_kv_heads = options.shape.num_heads;
  if (tied) options.shape.tie_word_embeddings = true;
  if (values.contains("--dtype")) options.dtype = parse_dtype_flag(values["--dtype"]);
  if (values.contains("--seed")) {
    options.seed = flag_number<std::uint64_t>("--seed", values["--seed"]);
  }
  if (values.contains("--tokenizer")) options.tokenizer = values["--tokenizer"];
  if (options.tokenizer == "none") options.tokenizer.clear();
  for (const char* known : {"--out", "--shape", "--dtype", "--seed", "--tokenizer"}) {
    values.erase(known);
  }
  if (!values.empty()) throw Error::untranslated("unknown option '" + values.begin()->first + "'");
  return options;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string first = argc > 1 ? argv[1] : "";
  if (first == "--help" || first == "-h") {
    print_usage(stdout);
    return 0;
  }
  if (first == "--version") {
    std::printf("tessera-make-model %s\n", kVersion);
    return 0;
  }
  try {
    const Options options = parse_options(argc, argv);
    const ModelShape& s = options.shape;
    std::printf(
        "writing %s (dim %d, hidden %d, %d layers, %d heads, %d kv heads, vocab %d, "
        "ctx %d, %s) to %s\n",
        s.name.c_str(), s.hidden_size, s.intermediate_size, s.num_layers, s.num_heads,
        s.num_kv_heads, s.vocab_size, s.max_position_embeddings,
        torch_dtype_name(options.dtype).c_str(), options.out.c_str());
    write_random_model(options.out, s, options.dtype, options.seed, options.tokenizer);
    return 0;
  } catch (const Error& e) {
    std::fprintf(stderr, "tessera-make-model: %s\n", e.what());
    print_usage(stderr);
    return 2;
  } catch (const std::exception& e) {  // filesystem errors
    std::fprintf(stderr, "tessera-make-model: %s\n", e.what());
    return 1;
  }
}

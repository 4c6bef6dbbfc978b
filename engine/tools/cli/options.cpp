#include "options.h"

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "internal/flag_choice.h"
#include "internal/flag_number.h"
#include "tessera/error.h"
#include "tessera/grammar.h"
#include "tessera/json_text.h"

namespace tessera::cli {
namespace {

// Refused here, before the model loads; the engine refuses it too, for other callers.
float parse_temperature(const std::string& text) {
  const float value = flag_number<float>("--temperature", text);
  if (!(value >= 0.0f && std::isfinite(value))) {
    throw Error::untranslated("--temperature: must be a finite number >= 0, got '" + text + "'");
  }
  return value;
}

std::vector<std::string> read_prompts_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error::untranslated("--prompts-file: cannot read '" + path + "'");
  std::stringstream text;
  text << in.rdbuf();
  // Bad JSON (invalid UTF-8 included) gets the parser's own message and position.
  const nlohmann::json root =
      parse_json_text(text.str(), tessera::Message::tr("%1: invalid JSON: %2"), path);
  if (!root.is_array())
    throw Error::untranslated(path + ": expected a JSON array of prompt strings");
  std::vector<std::string> prompts;
  for (const nlohmann::json& item : root) {
    if (!item.is_string()) {
      throw Error::untranslated(path + ": item " + std::to_string(prompts.size()) +
                                " is not a string");
    }
    prompts.push_back(item.get<std::string>());
  }
  if (prompts.empty()) throw Error::untranslated(path + ": the array of prompts is empty");
  return prompts;
}

std::string read_text_file(const std::string& flag, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error::untranslated(flag + ": cannot read '" + path + "'");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A grammar from a flag's file; its errors are named after the flag.
std::shared_ptr<const Grammar> grammar_from(const std::string& flag, const std::string& path) {
  const std::string text = read_text_file(flag, path);
  try {
    return flag == "--grammar-file" ? Grammar::from_gbnf(text) : Grammar::from_json_schema(text);
  } catch (const Error& e) {
    throw Error::untranslated(flag + ": " + path + ": " + e.what());
  }
}

}  // namespace

std::string usage() {
  return R"(usage: tessera-cli generate --model PATH (--prompt TEXT | --prompts-file FILE) [options]
       tessera-cli tokenize --tokenizer FILE --text-file FILE [--json]
       tessera-cli render-template --template FILE.jinja --messages FILE.json [options]
       tessera-cli --help | --version

Generates text with the Tessera engine. Several prompts (--prompts-file: a JSON array of
strings) are submitted together and served concurrently by continuous batching.

  --model PATH                Hugging Face Llama-family model folder, or a .gguf file
  --prompt TEXT               one prompt
  --prompts-file FILE         JSON array of prompt strings
  --max-tokens N              new tokens at most per prompt (default 256)
  --temperature T             0 = greedy (default 0: reproducible output)
  --top-p P  --top-k K        nucleus / top-k sampling (default off)
  --seed S                    seed of the sampler (default: random)
  --grammar-file FILE         the answer must match this GBNF grammar (llama.cpp's format)
  --json-schema-file FILE     the answer must be JSON matching this schema
  --template NAME             a built-in format: plain, llama2, zephyr, chatml, mistral
                              (default: the model's own chat template, else the closest)
  --device cpu|cuda|auto      default auto (the GPU when there is one)
  --quantize int8|bf16|q4|none
                              CPU weights quantized at load (default none): int8, BF16
                              weights times BF16 activations (twice the prompt speed on CPUs
                              with AVX512_BF16), or q4 (4-bit Q4_K with Q6_K, as llama.cpp's
                              Q4_K_M); all less exact than none, q4 the most
  --threads N                 CPU threads (default: all cores; at most 1024)
  --json                      one JSON object per prompt per line, in input order
  --max-num-seqs N            requests running together at most (default 64)
  --max-num-batched-tokens N  token budget of one step (default 2048)
  --no-chunked-prefill        schedule each prompt in one step
  --no-prefix-caching         do not reuse KV blocks of identical prompt prefixes
  --kv-blocks N               exact number of KV cache blocks
  --block-size N              tokens per KV block (default 16)
)";
}

Options parse_options(const std::vector<std::string>& args) {
  Options o;
  o.sampling.temperature = 0.0f;
  if (args.empty()) throw Error::untranslated("missing command; try 'tessera-cli generate --help'");
  if (args[0] == "--help" || args[0] == "-h") {
    o.help = true;
    return o;
  }
  if (args[0] == "--version") {
    o.version = true;
    return o;
  }
  if (args[0] == "tokenize") {
    o.command = Command::Tokenize;
    o.tokenize = parse_tokenize_options({args.begin() + 1, args.end()});
    return o;
  }
  if (args[0] != "generate")
    throw Error::untranslated("unknown command '" + args[0] +
                              "'; expected generate, tokenize or render-template");
  std::optional<std::string> prompt, prompts_file;
  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& flag = args[i];
    auto value = [&]() -> const std::string& {
      if (i + 1 >= args.size()) throw Error::untranslated(flag + ": missing value");
      return args[++i];
    };
    if (flag == "--help" || flag == "-h")
      o.help = true;
    else if (flag == "--model")
      o.engine.model_dir = value();
    else if (flag == "--prompt")
      prompt = value();
    else if (flag == "--prompts-file")
      prompts_file = value();
    else if (flag == "--max-tokens")
      o.sampling.max_tokens = flag_number<int>(flag, value());
    else if (flag == "--temperature")
      o.sampling.temperature = parse_temperature(value());
    else if (flag == "--top-p")
      o.sampling.top_p = flag_number<float>(flag, value());
    else if (flag == "--top-k")
      o.sampling.top_k = flag_number<int>(flag, value());
    else if (flag == "--seed")
      o.sampling.seed = flag_number<std::uint64_t>(flag, value());
    else if (flag == "--grammar-file" || flag == "--json-schema-file") {
      if (o.sampling.grammar) {
        throw Error::untranslated("give at most one of --grammar-file and --json-schema-file");
      }
      o.sampling.grammar = grammar_from(flag, value());
    } else if (flag == "--device")
      o.engine.device = flag_device(value());
    else if (flag == "--quantize")
      o.engine.quantize = flag_quantization(value());
    else if (flag == "--threads")
      o.engine.num_threads = flag_number<int>(flag, value());
    else if (flag == "--json")
      o.json = true;
    else if (flag == "--no-chunked-prefill")
      o.engine.scheduler.chunked_prefill = false;
    else if (flag == "--no-prefix-caching")
      o.engine.scheduler.prefix_caching = false;
    else if (flag == "--kv-blocks")
      o.engine.num_kv_blocks = flag_number<int>(flag, value());
    else if (flag == "--block-size")
      o.engine.block_size = flag_number<int>(flag, value());
    else if (flag == "--max-num-seqs") {
      o.engine.scheduler.max_num_seqs = flag_number<int>(flag, value());
    } else if (flag == "--max-num-batched-tokens") {
      o.engine.scheduler.max_num_batched_tokens = flag_number<int>(flag, value());
    } else if (flag == "--template") {
      const std::string& name = value();
      o.chat_template = chat_template_from_name(name);
      if (!o.chat_template)
        throw Error::untranslated("--template: unknown chat template '" + name + "'");
    } else {
      throw Error::untranslated("unknown option '" + flag + "'");
    }
  }
  if (o.help) return o;
  if (o.engine.model_dir.empty()) throw Error::untranslated("--model PATH is required");
  if (prompt.has_value() == prompts_file.has_value()) {
    throw Error::untranslated("give exactly one of --prompt TEXT and --prompts-file FILE");
  }
  o.prompts = prompt ? std::vector<std::string>{*prompt} : read_prompts_file(*prompts_file);
  return o;
}

}  // namespace tessera::cli

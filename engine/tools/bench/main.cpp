// tessera-bench: scheduler and engine benchmarks with JSON and table output.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>

#include "internal/flag_choice.h"
#include "internal/flag_number.h"
#include "scenario.h"
#include "tessera/error.h"
#include "tessera/model_writer.h"
#include "tessera/version.h"
#include "trace.h"

namespace fs = std::filesystem;
using namespace tessera;
using namespace tessera::bench;

namespace {

const char* kUsage =
    R"(usage: tessera-bench --scenario NAME (--model DIR | --synthetic SHAPE) [options]

scenarios: throughput, chunked-prefill, prefix-cache, decode, compare, prefill, stats-overhead,
           perplexity, kernels, attention, matmuls, api, structured, all
  --model DIR           a Hugging Face model folder (Llama, Mistral, Qwen2, Qwen3, Phi-3;
                        compare: repeatable, every one loaded at once)
  --synthetic SHAPE     random weights with real shapes: stories110m, tinyllama-1.1b, llama2-7b,
                        llama3.2-1b, qwen2.5-0.5b
  --dtype f32|f16|bf16  dtype of the synthetic weights (default bf16 on cuda, f32 otherwise)
  --context N           context length of the synthetic model (default: the shape's)
  --tokenizer PATH      tokenizer.model for synthetic models
                        (default ../shared/models/tokenizers/llama2/tokenizer.model)
  --device cpu|cuda|auto   --precision auto|f32|f16|bf16   --threads N
  --quantize int8|bf16|q4|none  CPU weights quantized at load (bf16: BF16 weights times
                        BF16 activations; q4: Q4_K_M's mix); compare: a list such as none,int8,q4
                        runs every model each way; matmuls: the formats to time
                        (none: the model's dtype)
  --rounds N            compare, matmuls, structured: rounds of every variant in turn
                        (default 5)
  --text FILE           perplexity: the text to score (a UTF-8 file)
  --requests N          throughput requests (default 256)
  --workload uniform|chat   --policy continuous|static|sequential|traditional (repeatable)
  --batches 1,32,256    decode (and attention, compare, structured) batch sizes; compare also gives
                        each one's tokens/s as a ratio to the first size within a round
  --chunk-budget N      max_num_batched_tokens of the chunked run (default 256)
  --prompt-tokens N     prefill: prompt length (default 256)
  --seed S   --json   --trace FILE (Chrome trace JSON of the first recorded run)
  --help   --version
)";

[[noreturn]] void fail(const std::string& message) {
  std::cerr << "tessera-bench: " << message << "\n";
  std::exit(1);
}

std::vector<int> parse_counts(const std::string& flag, const std::string& text) {
  std::vector<int> values;
  std::stringstream stream(text);
  for (std::string item; std::getline(stream, item, ',');) {
    values.push_back(flag_positive(flag, item));
  }
  if (values.empty()) throw Error::untranslated(flag + ": expected a list like 1,32,256");
  return values;
}

DType dtype_from_name(const std::string& name) {
  if (name == "f32") return DType::F32;
  if (name == "f16") return DType::F16;
  if (name == "bf16") return DType::BF16;
  fail("unknown --dtype '" + name + "' (f32, f16, bf16)");
}

// Writes the synthetic model once into the temp folder and reuses it on later runs.
std::string synthetic_model_dir(const std::string& shape_name, const std::string& dtype,
                                int context, const std::string& tokenizer) {
  auto shape = named_model_shape(shape_name);
  if (!shape) fail("unknown --synthetic shape '" + shape_name + "'");
  if (context > 0) shape->max_position_embeddings = context;
  const fs::path dir = fs::temp_directory_path() /
      ("tessera-bench-" + shape_name + "-" + dtype + "-" +
       std::to_string(shape->max_position_embeddings));
  if (fs::exists(dir / "model.safetensors")) return dir.string();
  if (!fs::exists(tokenizer)) fail("tokenizer not found: " + tokenizer + " (use --tokenizer)");
  const fs::path partial = dir.string() + ".partial";
  fs::remove_all(partial);
  std::cerr << "writing synthetic " << shape_name << " (" << dtype << ") to " << dir << "\n";
  write_random_model(partial.string(), *shape, dtype_from_name(dtype), 42, tokenizer);
  fs::rename(partial, dir);
  return dir.string();
}

struct Args {
  BenchOptions options;
  bool json = false;
  std::string dtype;
  int context = 0;
  std::string tokenizer = "../shared/models/tokenizers/llama2/tokenizer.model";
};

Args parse(int argc, char** argv) {
  Args args;
  auto& o = args.options;
  bool policies_given = false, workloads_given = false;
  for (int i = 1; i < argc; ++i) {
    const std::string flag = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) fail(flag + " needs a value");
      return argv[++i];
    };
    if (flag == "--scenario") o.scenario = value();
    else if (flag == "--model") o.compare_dirs.push_back(value());
    else if (flag == "--synthetic") o.synthetic_shape = value();
    else if (flag == "--dtype") args.dtype = value();
    else if (flag == "--context") args.context = flag_number<int>(flag, value());
    else if (flag == "--tokenizer") args.tokenizer = value();
    else if (flag == "--device")
      o.device = flag_device(value());
    else if (flag == "--precision")
      o.precision = flag_precision(value());
    else if (flag == "--quantize") {
      o.compare_quantize.clear();
      std::stringstream list(value());
      for (std::string q; std::getline(list, q, ',');)
        o.compare_quantize.push_back(flag_quantization(q));
      if (o.compare_quantize.empty()) fail("--quantize needs a value (int8, bf16, q4 or none)");
      o.quantize = o.compare_quantize.front();
    } else if (flag == "--rounds") {
      o.rounds = flag_positive(flag, value());
    } else if (flag == "--text")
      o.text_path = value();
    else if (flag == "--threads") o.threads = flag_number<int>(flag, value());
    else if (flag == "--requests") o.requests = flag_positive(flag, value());
    else if (flag == "--seed") o.seed = flag_number<std::uint64_t>(flag, value());
    else if (flag == "--workload") {
      if (!workloads_given) o.workloads.clear();
      workloads_given = true;
      o.workloads.push_back(value());
    } else if (flag == "--policy") {
      if (!policies_given) o.policies.clear();
      policies_given = true;
      o.policies.push_back(value());
    } else if (flag == "--batches") o.decode_batches = parse_counts(flag, value());
    else if (flag == "--chunk-budget") o.chunk_budget = flag_positive(flag, value());
    else if (flag == "--prompt-tokens") o.prompt_tokens = flag_positive(flag, value());
    else if (flag == "--trace") o.trace_path = value();
    else if (flag == "--json") args.json = true;
    else if (flag == "--help" || flag == "-h") {
      std::cout << kUsage;
      std::exit(0);
    } else if (flag == "--version") {
      std::cout << "tessera-bench " << kVersion << "\n";
      std::exit(0);
    } else fail("unknown option '" + flag + "'\n" + kUsage);
  }
  if (o.scenario.empty()) fail("--scenario is required\n" + std::string(kUsage));
  if (o.compare_dirs.empty() == o.synthetic_shape.empty()) fail("give exactly one of --model, --synthetic");
  if (o.scenario != "compare" && o.compare_dirs.size() > 1)
    fail("--model was given " + std::to_string(o.compare_dirs.size()) +
         " times: only --scenario compare runs several models");
  if (o.scenario != "compare" && o.scenario != "matmuls" && o.compare_quantize.size() > 1)
    fail("--quantize has several values: only --scenario compare and matmuls run several");
  if (!o.compare_dirs.empty()) o.model_dir = o.compare_dirs.front();
  return args;
}

ScenarioReport run_scenario(const std::string& name, const BenchOptions& options) {
  if (name == "throughput") return run_throughput(options);
  if (name == "chunked-prefill") return run_chunked_prefill(options);
  if (name == "prefix-cache") return run_prefix_cache(options);
  if (name == "decode") return run_decode(options);
  if (name == "compare") return run_compare(options);
  if (name == "prefill") return run_prefill(options);
  if (name == "stats-overhead") return run_stats_overhead(options);
#ifdef TESSERA_BENCH_API
  if (name == "api") return run_api(options);
#endif
  if (name == "perplexity") return run_perplexity(options);
  if (name == "kernels") return run_kernels(options);
  if (name == "attention") return run_attention(options);
  if (name == "matmuls") return run_matmuls(options);
  if (name == "structured") return run_structured(options);
  fail("unknown --scenario '" + name + "'");
}

}  // namespace

int main(int argc, char** argv) {
  Args args;
  try {
    args = parse(argc, argv);
  } catch (const std::exception& e) {  // a flag's value that is not one
    fail(e.what());
  }
  BenchOptions& options = args.options;
  try {
    if (!options.synthetic_shape.empty()) {
      if (args.dtype.empty()) args.dtype = options.device == Device::Cuda ? "bf16" : "f32";
      int context = args.context;
      if (context == 0 && options.scenario == "chunked-prefill") context = 2048;
      options.model_dir = synthetic_model_dir(options.synthetic_shape, args.dtype, context, args.tokenizer);
      options.compare_dirs = {options.model_dir};
    }
    const std::vector<std::string> names =
        options.scenario == "all"
            ? std::vector<std::string>{"throughput", "prefix-cache", "decode", "stats-overhead"}
            : std::vector<std::string>{options.scenario};
    nlohmann::json all = nlohmann::json::array();
    std::ostream& table = args.json ? std::cerr : std::cout;
    for (const auto& name : names) {
      std::cerr << "running " << name << " on " << options.model_dir << "\n";
      ScenarioReport report = run_scenario(name, options);
      table << "== " << name << " ==\n";
      for (const auto& row : report.table) table << row << "\n";
      if (!options.trace_path.empty() && !report.trace_steps.empty()) {
        write_trace_file(options.trace_path, report.trace_steps, report.trace_events);
        std::cerr << "trace written to " << options.trace_path << "\n";
      }
      all.push_back(std::move(report.json));
    }
    if (args.json) std::cout << (all.size() == 1 ? all[0] : all).dump() << "\n";
  } catch (const std::exception& e) {
    fail(e.what());
  }
  return 0;
}

#include "options.h"

#include <filesystem>
#include <fstream>

#include "internal/flag_choice.h"
#include "internal/flag_number.h"
#include "tessera/error.h"

namespace tessera::server_tool {
namespace {

// Each served request holds a thread; past a few thousand a machine runs out of them (or of
// memory for their stacks) before it runs out of anything else.
constexpr int kMaxWorkers = 4096;

// The first line of a key file, without its line end. Only a regular file, and only its first
// 4 KiB: the key is short, and a FIFO or /dev/zero must not hang or fill memory.
std::string read_key_file(const std::string& path) {
  std::error_code error;
  if (!std::filesystem::is_regular_file(path, error)) {
    throw Error::untranslated("--api-key-file: " + path + " is not a regular file");
  }
  std::ifstream in(path, std::ios::binary);
  std::string text(4096, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (!in.eof() && in.gcount() == 4096) {
    throw Error::untranslated("--api-key-file: " + path + " is larger than 4 KiB");
  }
  text = text.substr(0, text.find_first_of("\r\n"));
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.pop_back();
  if (text.empty()) throw Error::untranslated("--api-key-file: " + path + " holds no key");
  return text;
}

}  // namespace

std::string usage() {
  return R"(usage: tessera-server --model PATH [options]
       tessera-server --help | --version

Serves a model over an OpenAI-compatible HTTP API (/v1/completions, /v1/chat/completions,
/v1/embeddings, /v1/models, /v1/models/ID, /tokenize, /detokenize, /metrics, /health,
/openapi.json).
Ctrl-C or SIGTERM stop it: running requests are aborted and their KV cache freed.

  --model PATH                Hugging Face Llama-family model folder, or a .gguf file
  --host ADDR                 address to listen on (default 127.0.0.1: this machine only)
  --port N                    TCP port (default 8000; 0 = any free port, printed at start)
  --api-key KEY               require "Authorization: Bearer KEY" on /v1/*, /tokenize, /detokenize
                              (visible to other users in the process list: prefer the next two)
  --api-key-file FILE         the key from the first line of FILE
                              (the environment variable TESSERA_API_KEY also sets it)
  --cors-origin ORIGIN        allow browser pages from ORIGIN (e.g. http://localhost:3000; "*"
                              for any) to call the API; may be given several times (default none)
  --served-model-name NAME    the model id clients send (default: the folder's name)
  --device cpu|cuda|auto      default auto (the GPU when there is one)
  --quantize int8|bf16|q4|none
                              CPU weights quantized at load (default none): int8, BF16
                              weights times BF16 activations, or q4 (4-bit, as llama.cpp's
                              Q4_K_M); all less exact than none, q4 the most
  --max-num-seqs N            requests running together at most (default 64)
  --max-num-batched-tokens N  token budget of one step (default 2048)
  --max-model-len N           context length (default: the model's)
  --kv-blocks N               exact number of KV cache blocks
  --max-connections N         requests served at once, one thread each (default 128, at most
                              4096)
  --max-open-connections N    connections open at once, idle ones included (default 1024);
                              more are answered 503 and closed
  --max-connections-per-client N
                              connections open at once from one address (default 128)
  --header-timeout SECONDS    time a client has to send a request head (default 10); idle
                              keep-alive connections close after 5 s
  --max-body-bytes N          largest request body, after any decoding (default 8 MiB)
)";
}

Options parse_options(const std::vector<std::string>& args, const char* env_api_key) {
  Options o;
  if (env_api_key != nullptr) o.server.api_key = env_api_key;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& flag = args[i];
    auto value = [&]() -> const std::string& {
      if (i + 1 >= args.size()) throw Error::untranslated(flag + ": missing value");
      return args[++i];
    };
    if (flag == "--help" || flag == "-h") {
      o.help = true;
    } else if (flag == "--version") {
      o.version = true;
    } else if (flag == "--model") {
      o.engine.model_dir = value();
    } else if (flag == "--host") {
      o.server.host = value();
    } else if (flag == "--port") {
      o.server.port = flag_number<int>(flag, value());
      if (o.server.port < 0 || o.server.port > 65535)
        throw Error::untranslated("--port: must be 0 to 65535");
    } else if (flag == "--api-key") {
      o.server.api_key = value();
    } else if (flag == "--served-model-name") {
      o.server.served_model_name = value();
    } else if (flag == "--device") {
      o.engine.device = flag_device(value());
    } else if (flag == "--quantize") {
      o.engine.quantize = flag_quantization(value());
    } else if (flag == "--max-num-seqs") {
      o.engine.scheduler.max_num_seqs = flag_number<int>(flag, value());
    } else if (flag == "--max-num-batched-tokens") {
      o.engine.scheduler.max_num_batched_tokens = flag_number<int>(flag, value());
    } else if (flag == "--max-model-len") {
      o.engine.max_model_len = flag_number<int>(flag, value());
    } else if (flag == "--kv-blocks") {
      o.engine.num_kv_blocks = flag_number<int>(flag, value());
    } else if (flag == "--api-key-file") {
      o.server.api_key = read_key_file(value());
    } else if (flag == "--cors-origin") {
      o.server.cors_origins.push_back(value());
    } else if (flag == "--max-connections") {
      o.server.max_connections = flag_number<int>(flag, value());
      if (o.server.max_connections < 1 || o.server.max_connections > kMaxWorkers) {
        throw Error::untranslated("--max-connections: must be 1 to " + std::to_string(kMaxWorkers) +
                                  " (one thread each), got " + args[i]);
      }
    } else if (flag == "--max-open-connections") {
      o.server.max_open_connections = flag_number<int>(flag, value());
      if (o.server.max_open_connections < 1)
        throw Error::untranslated("--max-open-connections: must be at least 1");
    } else if (flag == "--max-connections-per-client") {
      o.server.max_connections_per_client = flag_number<int>(flag, value());
      if (o.server.max_connections_per_client < 1)
        throw Error::untranslated("--max-connections-per-client: must be at least 1");
    } else if (flag == "--header-timeout") {
      const double seconds = flag_number<double>(flag, value());
      if (!(seconds > 0 && seconds <= 3600))
        throw Error::untranslated("--header-timeout: must be more than 0 and at most 3600 s");
      o.server.head_timeout_ms = static_cast<int>(seconds * 1000);
    } else if (flag == "--max-body-bytes") {
      o.server.max_body_bytes = flag_number<std::size_t>(flag, value());
    } else {
      throw Error::untranslated("unknown option '" + flag + "'; try --help");
    }
  }
  if (!o.help && !o.version && o.engine.model_dir.empty())
    throw Error::untranslated("--model is required; try --help");
  return o;
}

}  // namespace tessera::server_tool

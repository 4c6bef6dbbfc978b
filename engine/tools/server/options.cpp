#include "options.h"

#include "tessera/error.h"
#include "tessera/flag_choice.h"
#include "tessera/flag_number.h"

namespace tessera::server_tool {

std::string usage() {
  return R"(usage: tessera-server --model DIR [options]
       tessera-server --help | --version

Serves a model over an OpenAI-compatible HTTP API (/v1/completions, /v1/chat/completions,
/v1/models, /tokenize, /detokenize, /metrics, /health, /openapi.json). Ctrl-C or SIGTERM stop
it: running requests are aborted and their KV cache freed.

  --model DIR                 Hugging Face Llama-family model folder
  --host ADDR                 address to listen on (default 127.0.0.1: this machine only)
  --port N                    TCP port (default 8000; 0 = any free port, printed at start)
  --api-key KEY               require "Authorization: Bearer KEY" on /v1/*, /tokenize, /detokenize
  --served-model-name NAME    the model id clients send (default: the folder's name)
  --device cpu|cuda|auto      default auto (the GPU when there is one)
  --quantize int8|bf16|none   CPU weights quantized at load (default none): int8, or BF16
                              weights times BF16 activations; both slightly less exact
  --max-num-seqs N            requests running together at most (default 64)
  --max-num-batched-tokens N  token budget of one step (default 2048)
  --max-model-len N           context length (default: the model's)
  --kv-blocks N               exact number of KV cache blocks
  --max-connections N         connections served at once (default 128); as many more
                              wait, the rest stay in the kernel's listen backlog
  --max-body-bytes N          largest request body (default 8 MiB)
)";
}

Options parse_options(const std::vector<std::string>& args) {
  Options o;
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
    } else if (flag == "--max-connections") {
      o.server.max_connections = flag_number<int>(flag, value());
      if (o.server.max_connections < 1)
        throw Error::untranslated("--max-connections: must be at least 1");
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

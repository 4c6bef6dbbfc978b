// POST /v1/embeddings in OpenAI's shape. A Llama-family model is a decoder, so the embedding is
// what vLLM pools from such a model by default: the final hidden state (after the final norm)
// of the last token, L2-normalised. Each input runs as a one-token request with
// SamplingParams::hidden_state, batched with everything else the engine runs.
#include <httplib.h>

#include <cmath>
#include <cstring>

#include "api_error.h"
#include "body_fields.h"
#include "http_server.h"
#include "server_state.h"

namespace tessera::server {
namespace {

using namespace std::chrono_literals;

// OpenAI's encoding_format "base64": the little-endian float32 bytes, in base64.
std::string base64_floats(const std::vector<float>& values) {
  static const char* const kAlphabet =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string bytes(values.size() * sizeof(float), '\0');
  std::memcpy(bytes.data(), values.data(), bytes.size());  // x86/ARM hosts are little-endian
  std::string out;
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const auto byte = [&](std::size_t k) {
      return k < bytes.size() ? static_cast<unsigned char>(bytes[k]) : 0u;
    };
    const unsigned triple = byte(i) << 16 | byte(i + 1) << 8 | byte(i + 2);
    out += kAlphabet[triple >> 18 & 63];
    out += kAlphabet[triple >> 12 & 63];
    out += i + 1 < bytes.size() ? kAlphabet[triple >> 6 & 63] : '=';
    out += i + 2 < bytes.size() ? kAlphabet[triple & 63] : '=';
  }
  return out;
}

void normalize(std::vector<float>& v) {
  double sum = 0;
  for (float x : v) sum += static_cast<double>(x) * x;
  const double norm = std::sqrt(sum);
  if (norm > 0) {
    for (float& x : v) x = static_cast<float>(x / norm);
  }
}

// "input": a string, a list of strings, a list of token ids, or a list of such lists.
std::vector<std::vector<TokenId>> inputs(const BodyFields& f, const Engine& engine,
                                         const ModelLimits& limits) {
  if (!f.has("input")) f.fail("input", "is required");
  const nlohmann::json& input = f.at("input");
  const int vocab = engine.model_info().vocab_size;
  std::vector<std::vector<TokenId>> out;
  auto add_text = [&](const nlohmann::json& text) {
    if (text.get_ref<const std::string&>().empty())
      f.fail("input", "must not hold an empty string");
    check_prompt_bytes(text.get_ref<const std::string&>().size(), limits, "input");
    out.push_back(engine.tokenizer().encode(text.get<std::string>()));
  };
  auto add_ids = [&](const nlohmann::json& ids) {
    std::vector<TokenId>& tokens = out.emplace_back();
    for (const nlohmann::json& id : ids) {
      if (!id.is_number_integer() || id.get<std::int64_t>() < 0 ||
          id.get<std::int64_t>() >= vocab) {
        f.fail("input", "token " + excerpt(id) + " is not an id in the vocabulary of " +
                            std::to_string(vocab));
      }
      tokens.push_back(static_cast<TokenId>(id.get<std::int64_t>()));
    }
  };
  if (input.is_string()) {
    add_text(input);
  } else if (input.is_array() && !input.empty() && input[0].is_number()) {
    add_ids(input);
  } else if (input.is_array() && !input.empty()) {
    for (const nlohmann::json& item : input) {
      if (item.is_string()) {
        add_text(item);
      } else if (item.is_array()) {
        add_ids(item);
      } else {
        f.fail("input", "must be a string, a list of strings or a list of token ids");
      }
    }
  } else {
    f.fail("input", "must be a non-empty string, list of strings or list of token ids, got " +
                        excerpt(input));
  }
  if (out.size() > 2048) f.fail("input", "holds more than 2048 inputs");
  for (const auto& tokens : out) {
    if (tokens.empty()) f.fail("input", "must not hold an empty input");
    if (static_cast<int>(tokens.size()) >= limits.max_model_len) {
      f.fail("input", "holds an input of " + std::to_string(tokens.size()) +
                          " tokens; this model's context is " +
                          std::to_string(limits.max_model_len));
    }
  }
  return out;
}

nlohmann::json embed(const nlohmann::json& body, ServerState& state) {
  Engine& engine = state.engine();
  const ModelLimits limits = state.limits();
  const BodyFields f(body);
  check_model(body, limits.served_name);
  const std::string format = f.string("encoding_format").value_or("float");
  if (format != "float" && format != "base64") {
    f.fail("encoding_format", "must be \"float\" or \"base64\", got " + excerpt(format));
  }
  // Only the CPU backend returns hidden states so far; refused here rather than failing the
  // engine step that other requests share.
  if (engine.model_info().device != Device::Cpu) {
    throw ApiError(501, "embeddings are computed on the CPU backend only; this server runs on " +
                            engine.model_info().device_name);
  }
  const int hidden = engine.model_info().hidden_size;
  if (const auto dimensions = f.integer("dimensions", 1, 1 << 20);
      dimensions && *dimensions != hidden) {
    f.fail("dimensions", "must be this model's " + std::to_string(hidden) +
                             " (it cannot shorten its embeddings)");
  }
  ApiJob job;
  job.prompts = inputs(f, engine, limits);
  job.prompt_texts.resize(job.prompts.size());
  job.sampling.temperature = 0.0f;
  job.sampling.max_tokens = 1;
  job.sampling.ignore_eos = true;
  job.sampling.hidden_state = true;
  const std::shared_ptr<Generation> generation = state.start(job, "embeddings");
  std::vector<std::vector<float>> vectors(job.prompts.size());
  std::size_t prompt_tokens = 0;
  while (!generation->finished()) {
    const std::optional<ChoiceOutput> item = generation->next(1000ms);
    if (!item) continue;
    const RequestOutput& out = item->output;
    if (out.finish_reason == FinishReason::Error) throw ApiError(400, out.error.english());
    if (!out.hidden_state.empty())
      vectors[static_cast<std::size_t>(item->choice)] = out.hidden_state;
    if (out.finished) prompt_tokens += static_cast<std::size_t>(out.num_prompt_tokens);
  }
  if (state.stopping) throw ApiError(503, "the server is shutting down; the request was aborted");
  nlohmann::json data = nlohmann::json::array();
  for (std::size_t i = 0; i < vectors.size(); ++i) {
    normalize(vectors[i]);
    data.push_back({{"object", "embedding"},
                    {"index", i},
                    {"embedding", format == "base64" ? nlohmann::json(base64_floats(vectors[i]))
                                                     : nlohmann::json(vectors[i])}});
  }
  return {{"object", "list"},
          {"data", std::move(data)},
          {"model", limits.served_name},
          {"usage", {{"prompt_tokens", prompt_tokens}, {"total_tokens", prompt_tokens}}}};
}

}  // namespace

void add_embedding_routes(httplib::Server& http, ServerState& state) {
  http.Post("/v1/embeddings", [&state](const httplib::Request& req, httplib::Response& res,
                                       const httplib::ContentReader& reader) {
    state.engine();  // 503 while loading, before the body is read
    const nlohmann::json body =
        parse_request_body(read_body(req, reader, state.config.max_body_bytes));
    res.set_content(
        embed(body, state).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
        "application/json");
  });
}

}  // namespace tessera::server

// The routes that read the model or the server rather than generate: health, models, metrics,
// the OpenAPI document, tokenize and detokenize (shaped as vLLM's).
#include <httplib.h>

#include "api_error.h"
#include "body_fields.h"
#include "chat_prompt.h"
#include "http_server.h"
#include "openapi.h"
#include "server_state.h"

namespace tessera::server {
namespace {

void send_json(httplib::Response& res, const nlohmann::json& body) {
  res.set_content(body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
                  "application/json");
}

nlohmann::json parse_object(const std::string& text) {
  nlohmann::json body = parse_request_body(text);
  BodyFields{body};
  return body;
}

nlohmann::json tokenize(const nlohmann::json& body, const std::string& text, Engine& engine,
                        const ModelLimits& limits) {
  const BodyFields f(body);
  check_model(body, limits.served_name);
  std::vector<TokenId> ids;
  if (f.has("messages")) {
    // Bounded before the template renders it: the body's text holds the messages' text (the
    // body itself is never walked recursively: it may nest a million levels deep).
    check_prompt_bytes(text.size(), limits, "messages");
    ids = chat_prompt_ids(body, engine, text);
  } else {
    const std::optional<std::string> prompt = f.string("prompt");
    if (!prompt) f.fail("prompt", "is required (or \"messages\")");
    check_prompt_bytes(prompt->size(), limits, "prompt");
    ids = engine.tokenizer().encode(*prompt, f.boolean("add_special_tokens", true));
  }
  return {{"tokens", ids}, {"count", ids.size()}, {"max_model_len", limits.max_model_len}};
}

nlohmann::json detokenize(const nlohmann::json& body, Engine& engine, const ModelLimits& limits) {
  const BodyFields f(body);
  check_model(body, limits.served_name);
  if (!f.has("tokens") || !f.at("tokens").is_array()) f.fail("tokens", "must be a list of ids");
  const int vocab = engine.model_info().vocab_size;
  std::vector<TokenId> ids;
  for (const nlohmann::json& item : f.at("tokens")) {
    if (!item.is_number_integer() || item.get<std::int64_t>() < 0 ||
        item.get<std::int64_t>() >= vocab) {
      f.fail("tokens", "item " + excerpt(item) + " is not an id in the vocabulary of " +
                           std::to_string(vocab));
    }
    ids.push_back(static_cast<TokenId>(item.get<std::int64_t>()));
  }
  return {{"prompt", engine.tokenizer().decode(ids)}};
}

nlohmann::json model_card(const ServerState& state) {
  const ModelLimits limits = state.limits();
  return {{"id", limits.served_name},
          {"object", "model"},
          {"created", 0},
          {"owned_by", "tessera"},
          {"root", state.engine().model_info().name},
          {"max_model_len", limits.max_model_len},
          {"chat_template", state.engine().model_info().chat_template_description}};
}

}  // namespace

void add_info_routes(httplib::Server& http, ServerState& state) {
  http.Get("/health", [&state](const httplib::Request&, httplib::Response& res) {
    if (state.attached == nullptr || state.stopping) {
      res.status = 503;
      send_json(res, error_body(503, state.stopping ? "shutting down" : "the model is loading"));
    }
  });
  http.Get("/v1/models", [&state](const httplib::Request&, httplib::Response& res) {
    send_json(res, {{"object", "list"}, {"data", nlohmann::json::array({model_card(state)})}});
  });
  // OpenAI's "retrieve model"; ids may hold slashes ("org/name"), so the rest of the path.
  http.Get(R"(/v1/models/(.+))", [&state](const httplib::Request& req, httplib::Response& res) {
    const nlohmann::json card = model_card(state);
    if (req.matches[1] != card["id"].get<std::string>()) {
      throw ApiError(404,
                     "The model `" + req.matches[1].str().substr(0, 200) +
                         "` does not exist. This server serves `" + state.model_name + "`.",
                     "model");
    }
    send_json(res, card);
  });
  http.Get("/metrics", [&state](const httplib::Request&, httplib::Response& res) {
    res.set_content(state.metrics->render(state.model_name),
                    "text/plain; version=0.0.4; charset=utf-8");
  });
  http.Get("/openapi.json",
           [](const httplib::Request&, httplib::Response& res) { send_json(res, openapi_spec()); });
  http.Post("/tokenize", [&state](const httplib::Request& req, httplib::Response& res,
                                  const httplib::ContentReader& reader) {
    const std::string text = read_body(req, reader, state.config.max_body_bytes);
    send_json(res, tokenize(parse_object(text), text, state.engine(), state.limits()));
  });
  http.Post("/detokenize", [&state](const httplib::Request& req, httplib::Response& res,
                                    const httplib::ContentReader& reader) {
    Engine& engine = state.engine();
    send_json(res, detokenize(parse_object(read_body(req, reader, state.config.max_body_bytes)),
                              engine, state.limits()));
  });
}

}  // namespace tessera::server

// The two generation routes. A whole response waits for every choice; a stream writes SSE events
// as outputs arrive. Either way the HTTP worker thread does the waiting and writing, never the
// engine thread, and dropping the Generation (client gone, server stopping) aborts the requests.
#include <httplib.h>

#include "api_error.h"
#include "http_server.h"
#include "openai_response.h"
#include "server_state.h"

namespace tessera::server {
namespace {

using namespace std::chrono_literals;

std::string sse(const nlohmann::json& data) {
  return "data: " + data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n\n";
}

void respond_whole(ServerState& state, const ApiJob& job, const std::string& endpoint,
                   httplib::Response& res) {
  std::shared_ptr<Generation> generation = state.start(job, endpoint);
  ResponseBuilder builder(job, state.model_name, state.engine().tokenizer());
  while (!generation->finished()) {
    if (auto item = generation->next(1000ms)) builder.add(*item);
  }
  if (!builder.error().empty()) throw ApiError(400, builder.error());
  if (state.stopping) throw ApiError(503, "the server is shutting down; the request was aborted");
  res.set_content(builder.whole().dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
                  "application/json");
}

// Streams events until every choice finished or the client went away.
struct StreamWriter {
  std::shared_ptr<Generation> generation;
  std::shared_ptr<ResponseBuilder> builder;
  std::shared_ptr<const ApiJob> job;
  std::shared_ptr<Metrics> metrics;

  bool operator()(std::size_t, httplib::DataSink& sink) {
    while (!generation->finished()) {
      std::optional<ChoiceOutput> item = generation->next(200ms);
      // Checked every time, not only when a write fails: a write into the socket's buffer
      // succeeds for a while after the client has gone.
      if (!sink.is_writable()) return client_gone();
      if (!item) continue;
      std::string events;
      for (const nlohmann::json& chunk : builder->add(*item)) events += sse(chunk);
      if (item->output.finish_reason == FinishReason::Error) {
        events += sse(error_body(400, item->output.error.english()));
      }
      if (!events.empty() && !sink.write(events.data(), events.size())) return client_gone();
    }
    std::string tail;
    if (job->include_usage) tail += sse(builder->usage_chunk());
    tail += "data: [DONE]\n\n";
    if (!sink.write(tail.data(), tail.size())) return client_gone();
    sink.done();
    return true;
  }

  bool client_gone() {
    generation->abort();
    metrics->on_client_disconnect();
    return false;
  }
};

void respond_stream(ServerState& state, const ApiJob& job, const std::string& endpoint,
                    httplib::Response& res) {
  auto shared_job = std::make_shared<const ApiJob>(job);
  StreamWriter writer{
      state.start(*shared_job, endpoint),
      std::make_shared<ResponseBuilder>(*shared_job, state.model_name, state.engine().tokenizer()),
      shared_job, state.metrics};
  res.set_header("Cache-Control", "no-cache");
  res.set_chunked_content_provider("text/event-stream", writer);
}

}  // namespace

void add_completion_routes(httplib::Server& http, ServerState& state) {
  // The body is read within --max-body-bytes, whatever its transfer encoding; chat requests are
  // parsed from the text itself, so tool schemas keep the client's key order.
  using Parse = ApiJob (*)(const std::string& text, const Engine&, const ModelLimits&);
  auto route = [&state](Parse parse, const char* endpoint) {
    return [&state, parse, endpoint](const httplib::Request& req, httplib::Response& res,
                                     const httplib::ContentReader& reader) {
      Engine& engine = state.engine();
      const ApiJob job =
          parse(read_body(req, reader, state.config.max_body_bytes), engine, state.limits());
      if (job.stream) {
        respond_stream(state, job, endpoint, res);
      } else {
        respond_whole(state, job, endpoint, res);
      }
    };
  };
  const Parse completion = [](const std::string& text, const Engine& engine,
                              const ModelLimits& limits) {
    return parse_completion_request(parse_request_body(text), engine, limits, text);
  };
  http.Post("/v1/completions", route(completion, "completions"));
  http.Post("/v1/chat/completions", route(parse_chat_request_text, "chat"));
}

}  // namespace tessera::server

// What the routes of the API server share: the engine (once attached), the limits, the metrics
// and the generations still running (so stop() can abort them).
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "generation.h"
#include "metrics.h"
#include "openai_request.h"
#include "tessera/server/api_server.h"

namespace httplib {
class Server;
}

namespace tessera::server {

class ServerState {
 public:
  explicit ServerState(ServerConfig config) : config(std::move(config)) {}

  // 503 ApiError while the model loads or the server stops.
  Engine& engine() const;
  ModelLimits limits() const;
  // Starts the engine requests of a job and remembers them until they end.
  std::shared_ptr<Generation> start(const ApiJob& job, const std::string& endpoint);
  void abort_all();

  const ServerConfig config;
  std::shared_ptr<Metrics> metrics = std::make_shared<Metrics>();
  std::atomic<Engine*> attached{nullptr};
  std::atomic<bool> stopping{false};
  std::string model_name;            // set before `attached`
  std::size_t max_prompt_bytes = 0;  // set before `attached`
  ApiRequestObserver observer;

 private:
  std::mutex mu_;
  std::vector<std::weak_ptr<Generation>> live_;
};

// POST /v1/completions and /v1/chat/completions.
void add_completion_routes(httplib::Server& http, ServerState& state);
// POST /v1/embeddings.
void add_embedding_routes(httplib::Server& http, ServerState& state);
// GET /health, /v1/models, /metrics, /openapi.json; POST /tokenize, /detokenize.
void add_info_routes(httplib::Server& http, ServerState& state);

}  // namespace tessera::server

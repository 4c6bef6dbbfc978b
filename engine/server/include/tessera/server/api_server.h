// An OpenAI-compatible HTTP API in front of an Engine, with no Qt: the headless tessera-server
// and the app's "Local API server" both use it. The server owns no model; it is one more client
// of the engine, so API requests batch together with everything else the engine runs.
//
// Routes: GET /health, /v1/models, /v1/models/{id}, /metrics (Prometheus text), /openapi.json;
// POST /v1/completions, /v1/chat/completions (SSE with "stream": true), /v1/embeddings,
// /tokenize, /detokenize.
// Errors come in OpenAI's shape ({"error": {"message", "type", "param", "code"}}).
// Idle connections and request heads still arriving hold no thread (a waiting room polls them),
// so slow or idle clients cannot take every worker.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tessera/engine.h"

namespace tessera {

struct ServerConfig {
  std::string host = "127.0.0.1";
  int port = 8000;                        // 0: any free port (see ApiServer::port())
  std::string api_key;                    // empty: no key asked
  std::string served_model_name;          // empty: the model folder's name
  std::size_t max_body_bytes = 8u << 20;  // larger bodies (after any decoding) get 413
  int max_connections = 128;              // requests served at once (worker threads)
  int max_open_connections = 1024;        // open at once, idle ones included; more get 503
  int max_connections_per_client = 128;   // open at once from one address; more get 503
  int max_n = 16;                         // choices per request at most
  std::vector<std::string> cors_origins;  // empty: no CORS headers; "*": any origin
  int head_timeout_ms = 10000;            // to send a request head; past it: 408, closed
};

// Called on an HTTP worker thread for every engine request the server submits (one per choice),
// so a host such as the app can label it as an API request.
using ApiRequestObserver = std::function<void(RequestId id, const std::string& endpoint)>;

class ApiServer {
 public:
  explicit ApiServer(ServerConfig config);
  ~ApiServer();  // stop()

  // Binds the socket and starts serving on a thread of its own; /health answers 503 and model
  // routes answer 503 until attach(). Throws tessera::Error when the address cannot be bound.
  void start();
  // Serves this engine from now on. The engine must outlive stop().
  void attach(Engine& engine);
  // Aborts the requests still running (their KV blocks are freed at the engine's next step),
  // closes the socket and joins the server's threads. Idempotent.
  void stop();

  void set_request_observer(ApiRequestObserver observer);

  int port() const;         // the bound port (useful with port 0)
  std::string url() const;  // "http://127.0.0.1:8000"
  // Non-empty when the host is reachable from other machines and no key protects it.
  std::string security_warning() const;

  class Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

// True for 127.0.0.0/8, ::1 and "localhost".
bool is_loopback_host(const std::string& host);

}  // namespace tessera

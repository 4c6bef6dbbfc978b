// An OpenAI-compatible HTTP API in front of an Engine, with no Qt: the headless tessera-server
// and the app's "Local API server" both use it. The server owns no model; it is one more client
// of the engine, so API requests batch together with everything else the engine runs.
//
// Routes: GET /health, /v1/models, /metrics (Prometheus text), /openapi.json; POST
// /v1/completions, /v1/chat/completions (SSE with "stream": true), /tokenize, /detokenize.
// Errors come in OpenAI's shape ({"error": {"message", "type", "param", "code"}}).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>

#include "tessera/engine.h"

namespace tessera {

struct ServerConfig {
  std::string host = "127.0.0.1";
  int port = 8000;                        // 0: any free port (see ApiServer::port())
  std::string api_key;                    // empty: no key asked
  std::string served_model_name;          // empty: the model folder's name
  std::size_t max_body_bytes = 8u << 20;  // larger bodies get 413
  int max_connections = 128;  // connections served at once; as many more wait, the rest queue in
                              // the kernel's listen backlog
  int max_n = 16;             // choices per request at most
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

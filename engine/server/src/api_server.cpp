// Lifecycle of the API server: binding, the worker pool, key checks, errors in OpenAI's shape,
// attaching an engine and stopping cleanly.
#include "tessera/server/api_server.h"

#include <httplib.h>
#ifndef _WIN32
#include <sys/socket.h>
#endif

#include <algorithm>
#include <csignal>
#include <iostream>
#include <thread>

#include "api_error.h"
#include "http_server.h"
#include "request_gate.h"
#include "server_state.h"
#include "tessera/error.h"

namespace tessera {
namespace {

using server::ApiError;
using server::send_error;

// Timeouts and limits of the connections (see connection_guard.h and guarded_stream.h).
server::HttpLimits http_limits(const ServerConfig& config) {
  server::HttpLimits limits;
  limits.workers = static_cast<std::size_t>(std::max(config.max_connections, 1));
  limits.guard.max_open = static_cast<std::size_t>(std::max(config.max_open_connections, 1));
  limits.guard.max_per_client =
      static_cast<std::size_t>(std::max(config.max_connections_per_client, 1));
  limits.guard.head_timeout = std::chrono::milliseconds(std::max(config.head_timeout_ms, 1));
  // Room for a chunked body's framing around max_body_bytes of content, and for the head.
  limits.stream.max_read_bytes =
      config.max_body_bytes + config.max_body_bytes / 4 + server::kMaxHeadBytes + 65536;
  return limits;
}

}  // namespace

namespace server {

Engine& ServerState::engine() const {
  if (stopping) throw ApiError(503, "the server is shutting down");
  Engine* engine = attached.load();
  if (engine == nullptr) throw ApiError(503, "the model is still loading; try again shortly");
  return *engine;
}

ModelLimits ServerState::limits() const {
  const ModelInfo& info = engine().model_info();
  return {model_name, info.max_model_len, config.max_n, info.vocab_size, max_prompt_bytes};
}

std::shared_ptr<Generation> ServerState::start(const ApiJob& job, const std::string& endpoint) {
  auto generation = std::make_shared<Generation>(engine(), job);
  if (observer) {
    for (RequestId id : generation->request_ids()) observer(id, endpoint);
  }
  std::lock_guard lock(mu_);
  std::erase_if(live_, [](const std::weak_ptr<Generation>& g) { return g.expired(); });
  live_.push_back(generation);
  // A stop() that ran while this was being submitted did not see it; abort it here.
  if (stopping) generation->abort();
  return generation;
}

void ServerState::abort_all() {
  std::lock_guard lock(mu_);
  for (const std::weak_ptr<Generation>& weak : live_) {
    if (std::shared_ptr<Generation> generation = weak.lock()) generation->abort();
  }
}

}  // namespace server

class ApiServer::Impl {
 public:
  explicit Impl(ServerConfig config)
      : state(std::move(config)), http(http_limits(state.config), state.stopping) {}

  void configure();

  server::ServerState state;
  server::HttpServer http;
  std::thread thread;
  std::atomic<bool> listen_returned{false};
  int port = 0;
  socket_t listen_socket = INVALID_SOCKET;
  std::vector<int> subscriptions;
};

void ApiServer::Impl::configure() {
  const ServerConfig& config = state.config;
  http.set_payload_max_length(config.max_body_bytes);
  http.set_socket_options([this](socket_t sock) {
#ifndef _WIN32
    // A restarted server binds its port again while the last one's connections are in
    // TIME_WAIT. (Windows allows that anyway, and there SO_REUSEADDR would let another process
    // take the port over.)
    const int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
#endif
    listen_socket = sock;
  });
  // Keep-alive and read timeouts are the guard's (connection_guard.h); writes are bounded
  // there too: a stalled client frees its worker after 30 s.
  http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    return server::gate_request(req, res, state.config);
  });
  http.set_post_routing_handler(server::close_after_unread_body);
  http.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr error) {
        try {
          std::rethrow_exception(error);
        } catch (const ApiError& e) {
          send_error(res, e.status(), e.what(), e.param());
        } catch (const std::exception& e) {
          send_error(res, 500, std::string("internal error: ") + e.what());
        }
      });
  http.set_error_handler(httplib::Server::HandlerWithResponse(
      [this](const httplib::Request& req, httplib::Response& res) {
        if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
        if (res.status == 413) {
          send_error(res, 413,
                     "the request body is larger than " +
                         std::to_string(state.config.max_body_bytes) + " bytes");
        } else if (res.status == 404) {
          send_error(res, 404, "no route " + req.method + " " + req.path.substr(0, 200));
        } else {
          send_error(res, res.status, "HTTP error " + std::to_string(res.status));
        }
        return httplib::Server::HandlerResponse::Handled;
      }));
  http.set_logger([this](const httplib::Request& req, const httplib::Response& res) {
    state.metrics->on_api_request(server::route_label(req.path), res.status);
  });
  server::add_info_routes(http, state);
  server::add_completion_routes(http, state);
  server::add_embedding_routes(http, state);
}

ApiServer::ApiServer(ServerConfig config) : impl_(std::make_unique<Impl>(std::move(config))) {
  impl_->configure();
}

ApiServer::~ApiServer() {
  stop();
}

void ApiServer::start() {
#ifdef SIGPIPE
  // Debian's libcpp-httplib sends without MSG_NOSIGNAL: a write to a client that went away would
  // raise SIGPIPE and end the process. The failed write is what tells us the client is gone.
  std::signal(SIGPIPE, SIG_IGN);
#endif
  const ServerConfig& config = impl_->state.config;
  if (config.port == 0) {
    impl_->port = impl_->http.bind_to_any_port(config.host);
  } else if (impl_->http.bind_to_port(config.host, config.port)) {
    impl_->port = config.port;
  } else {
    impl_->port = -1;
  }
  if (impl_->port <= 0) {
    throw Error(tessera::Message::tr(
                    "API server: cannot listen on %1:%2 (address in use, or not an address "
                    "of this machine)"),
                config.host, config.port);
  }
  // cpp-httplib 0.11 listens with a backlog of 5: a burst of clients (64 streams connecting at
  // once) overflows it, and a connection whose handshake the kernel dropped can reach a worker
  // too late. Listening again on the bound socket only raises the backlog.
  ::listen(impl_->listen_socket, SOMAXCONN);
  impl_->http.start_serving();
  impl_->thread = std::thread([this] {
    impl_->http.listen_after_bind();
    impl_->listen_returned = true;
  });
  // stop() can end the accepting loop only once it runs (cpp-httplib's stop() does nothing
  // before), so start() returns when it does.
  while (!impl_->http.is_running() && !impl_->listen_returned) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

void ApiServer::attach(Engine& engine) {
  server::ServerState& state = impl_->state;
  state.model_name = state.config.served_model_name.empty() ? engine.model_info().name
                                                            : state.config.served_model_name;
  state.max_prompt_bytes =
      server::prompt_byte_limit(engine.tokenizer(), engine.model_info().max_model_len);
  std::shared_ptr<server::Metrics> metrics = state.metrics;
  impl_->subscriptions.push_back(
      engine.subscribe_stats([metrics](const StepStats& stats) { metrics->on_step(stats); }));
  impl_->subscriptions.push_back(
      engine.subscribe_events([metrics](const RequestEvent& event) { metrics->on_event(event); }));
  state.attached = &engine;
}

void ApiServer::stop() {
  server::ServerState& state = impl_->state;
  if (state.stopping.exchange(true)) return;
  state.abort_all();
  impl_->http.stop();
  if (impl_->thread.joinable()) impl_->thread.join();
  impl_->http.stop_serving();  // closes the idle connections, waits for the workers
  if (Engine* engine = state.attached.load()) {
    for (int handle : impl_->subscriptions) engine->unsubscribe(handle);
  }
}

void ApiServer::set_request_observer(ApiRequestObserver observer) {
  impl_->state.observer = std::move(observer);
}

int ApiServer::port() const {
  return impl_->port;
}

std::string ApiServer::url() const {
  const std::string& host = impl_->state.config.host;
  const bool v6 = host.find(':') != std::string::npos;
  return "http://" + (v6 ? "[" + host + "]" : host) + ":" + std::to_string(impl_->port);
}

std::string ApiServer::security_warning() const {
  const ServerConfig& config = impl_->state.config;
  if (is_loopback_host(config.host) || !config.api_key.empty()) return {};
  return "WARNING: the API server listens on " + config.host +
         " without an API key: anyone who can reach this machine can use the model. Set an API "
         "key (--api-key) or bind to 127.0.0.1.";
}

bool is_loopback_host(const std::string& host) {
  return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

}  // namespace tessera

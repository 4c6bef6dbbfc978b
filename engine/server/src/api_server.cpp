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
#include "connection_pool.h"
#include "server_state.h"
#include "tessera/error.h"

namespace tessera {
namespace {

using server::ApiError;
using server::error_body;

// Routes the key protects: what reads or runs the model (vLLM leaves /health and /metrics open).
bool needs_key(const std::string& path) {
  return path.rfind("/v1/", 0) == 0 || path == "/tokenize" || path == "/detokenize";
}

bool key_matches(const httplib::Request& req, const std::string& key) {
  const std::string header = req.get_header_value("Authorization");
  return header == "Bearer " + key;
}

void send_error(httplib::Response& res, int status, const std::string& message,
                const std::string& param = {}) {
  res.status = status;
  // Replaces bytes that are not UTF-8 rather than throwing: this runs in the exception handler,
  // where a throw would end the server, and a 500's message may quote anything.
  res.set_content(error_body(status, message, param)
                      .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
                  "application/json");
}

// The route a request matched, for metric labels (never the raw path: that would let any client
// add label values without bound).
std::string route_label(const httplib::Request& req) {
  static const char* const routes[] = {"/health",         "/v1/models",          "/metrics",
                                       "/openapi.json",   "/tokenize",           "/detokenize",
                                       "/v1/completions", "/v1/chat/completions"};
  for (const char* route : routes) {
    if (req.path == route) return route;
  }
  return "other";
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
  return {model_name, engine().model_info().max_model_len, config.max_n};
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
  explicit Impl(ServerConfig config) : state(std::move(config)) {}

  void configure();

  server::ServerState state;
  httplib::Server http;
  std::thread thread;
  int port = 0;
  socket_t listen_socket = INVALID_SOCKET;
  std::vector<int> subscriptions;
};

void ApiServer::Impl::configure() {
  const ServerConfig& config = state.config;
  const auto connections = static_cast<std::size_t>(std::max(config.max_connections, 1));
  // As many accepted connections may wait for a worker as there are workers; more stay in the
  // kernel's listen backlog (see ConnectionPool).
  http.new_task_queue = [this, connections] {
    return new server::ConnectionPool(connections, connections, state.stopping);
  };
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
  http.set_keep_alive_timeout(5);  // an idle keep-alive connection holds a worker thread
  http.set_read_timeout(30);
  http.set_write_timeout(30);  // a stalled client frees its worker after this long
  http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    const std::string& key = state.config.api_key;
    if (key.empty() || !needs_key(req.path) || key_matches(req, key)) {
      return httplib::Server::HandlerResponse::Unhandled;
    }
    send_error(res, 401,
               req.has_header("Authorization") ? "Incorrect API key provided."
                                               : "Missing API key: send 'Authorization: Bearer "
                                                 "KEY'.");
    return httplib::Server::HandlerResponse::Handled;
  });
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
          send_error(res, 404, "no route " + req.method + " " + req.path);
        } else {
          send_error(res, res.status, "HTTP error " + std::to_string(res.status));
        }
        return httplib::Server::HandlerResponse::Handled;
      }));
  http.set_logger([this](const httplib::Request& req, const httplib::Response& res) {
    state.metrics->on_api_request(route_label(req), res.status);
  });
  server::add_info_routes(http, state);
  server::add_completion_routes(http, state);
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
  impl_->thread = std::thread([this] { impl_->http.listen_after_bind(); });
}

void ApiServer::attach(Engine& engine) {
  server::ServerState& state = impl_->state;
  state.model_name = state.config.served_model_name.empty() ? engine.model_info().name
                                                            : state.config.served_model_name;
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
  if (impl_->thread.joinable()) impl_->thread.join();  // waits for the workers to finish
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

#include "request_gate.h"

#include <cstdint>
#include <cstring>

#include "api_error.h"

namespace tessera::server {
namespace {

using httplib::Server;

struct Route {
  const char* path;
  bool prefix;        // "/v1/models/" matches "/v1/models/{id}"
  const char* allow;  // the methods it answers, as the Allow header lists them
};

constexpr const char* kRead = "GET, HEAD, OPTIONS";
constexpr const char* kWrite = "POST, OPTIONS";
constexpr Route kRoutes[] = {
    {"/health", false, kRead},
    {"/v1/models", false, kRead},
    {"/v1/models/", true, kRead},
    {"/metrics", false, kRead},
    {"/openapi.json", false, kRead},
    {"/tokenize", false, kWrite},
    {"/detokenize", false, kWrite},
    {"/v1/completions", false, kWrite},
    {"/v1/chat/completions", false, kWrite},
    {"/v1/embeddings", false, kWrite},
};

const Route* find_route(const std::string& path) {
  for (const Route& route : kRoutes) {
    if (route.prefix ? path.rfind(route.path, 0) == 0 && path.size() > std::strlen(route.path)
                     : path == route.path) {
      return &route;
    }
  }
  return nullptr;
}

bool allows(const Route& route, const std::string& method) {
  const std::string allow = route.allow;
  if (method == "HEAD") return allow.find("GET") != std::string::npos;
  return allow.find(method + ",") != std::string::npos || allow.ends_with(", " + method);
}

// Routes the key protects: what reads or runs the model (vLLM leaves /health and /metrics open).
bool needs_key(const std::string& path) {
  return path.rfind("/v1/", 0) == 0 || path == "/tokenize" || path == "/detokenize";
}

bool key_matches(const httplib::Request& req, const std::string& key) {
  return constant_time_equal(req.get_header_value("Authorization"), "Bearer " + key);
}

// Adds Access-Control-Allow-Origin when the request's Origin is one the server allows.
bool add_cors_headers(const httplib::Request& req, httplib::Response& res,
                      const ServerConfig& config) {
  if (config.cors_origins.empty() || !req.has_header("Origin")) return false;
  const std::string origin = req.get_header_value("Origin");
  bool allowed = false;
  for (const std::string& o : config.cors_origins) allowed = allowed || o == "*" || o == origin;
  if (!allowed) return false;
  const bool any = config.cors_origins.size() == 1 && config.cors_origins[0] == "*";
  res.set_header("Access-Control-Allow-Origin", any ? "*" : origin);
  if (!any) res.set_header("Vary", "Origin");
  return true;
}

void preflight(const httplib::Request& req, httplib::Response& res, const Route& route, bool cors) {
  res.status = 204;
  res.set_header("Allow", route.allow);
  if (!cors) return;  // no CORS headers: the browser refuses the cross-origin request
  res.set_header("Access-Control-Allow-Methods", route.allow);
  const std::string asked = req.get_header_value("Access-Control-Request-Headers");
  res.set_header("Access-Control-Allow-Headers",
                 asked.empty() ? "Authorization, Content-Type" : asked);
  res.set_header("Access-Control-Max-Age", "600");
}

}  // namespace

void send_error(httplib::Response& res, int status, const std::string& message,
                const std::string& param) {
  res.status = status;
  // Replaces bytes that are not UTF-8 rather than throwing: this runs in the exception handler,
  // where a throw would end the server, and a 500's message may quote anything.
  res.set_content(error_body(status, message, param)
                      .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
                  "application/json");
}

Server::HandlerResponse gate_request(const httplib::Request& req, httplib::Response& res,
                                     const ServerConfig& config) {
  const bool cors = add_cors_headers(req, res, config);
  const Route* route = find_route(req.path);
  if (route == nullptr) {
    send_error(res, 404, "no route " + req.method + " " + req.path.substr(0, 200));
    return Server::HandlerResponse::Handled;
  }
  if (req.method == "OPTIONS") {
    preflight(req, res, *route, cors);
    return Server::HandlerResponse::Handled;
  }
  if (!allows(*route, req.method)) {
    res.set_header("Allow", route->allow);
    send_error(
        res, 405,
        "method " + req.method + " is not allowed on " + route->path + "; use " + route->allow);
    return Server::HandlerResponse::Handled;
  }
  const std::string& key = config.api_key;
  if (key.empty() || !needs_key(req.path) || key_matches(req, key)) {
    return Server::HandlerResponse::Unhandled;
  }
  send_error(res, 401,
             req.has_header("Authorization")
                 ? "Incorrect API key provided."
                 : "Missing API key: send 'Authorization: Bearer KEY'.");
  return Server::HandlerResponse::Handled;
}

void close_after_unread_body(const httplib::Request& req, httplib::Response& res) {
  const bool has_body = req.has_header("Transfer-Encoding") ||
                        req.get_header_value<std::uint64_t>("Content-Length") > 0;
  if (has_body && res.status >= 400) {
    res.set_header("Connection", "close");
    res.headers.erase("Keep-Alive");
  }
}

std::string route_label(const std::string& path) {
  const Route* route = find_route(path);
  if (route == nullptr) return "other";
  return route->prefix ? std::string(route->path) + "{id}" : route->path;
}

bool constant_time_equal(const std::string& a, const std::string& b) {
  unsigned char differ = a.size() == b.size() ? 0 : 1;
  const std::string& longer = a.size() >= b.size() ? a : b;
  for (std::size_t i = 0; i < longer.size(); ++i) {
    const unsigned char x = i < a.size() ? static_cast<unsigned char>(a[i]) : 0;
    const unsigned char y = i < b.size() ? static_cast<unsigned char>(b[i]) : 0;
    differ |= static_cast<unsigned char>(x ^ y);
  }
  return differ == 0;
}

}  // namespace tessera::server

// What every request passes before a route runs (cpp-httplib's pre-routing handler, which
// runs before any of the body is read): CORS headers and OPTIONS preflights, 404 for an unknown
// path, 405 with an Allow header for a known path with the wrong method, and the API key. So a
// body is only ever read by a route that bounds it (read_body); a request refused here with
// its body unread gets "Connection: close" (see close_after_unread_body).
#pragma once

#include <httplib.h>

#include <string>

#include "tessera/server/api_server.h"

namespace tessera::server {

// Sets an error in OpenAI's shape on `res`.
void send_error(httplib::Response& res, int status, const std::string& message,
                const std::string& param = {});

httplib::Server::HandlerResponse gate_request(const httplib::Request& req, httplib::Response& res,
                                              const ServerConfig& config);

// Post-routing: an error answered to a request whose body may be unread closes the
// connection, so the rest of that body is never taken for the next request.
void close_after_unread_body(const httplib::Request& req, httplib::Response& res);

// The route label of a path for metrics ("other" for unknown ones, so clients cannot add
// label values without bound).
std::string route_label(const std::string& path);

// Compares in time that depends on the lengths only, never on where they first differ.
bool constant_time_equal(const std::string& a, const std::string& b);

}  // namespace tessera::server

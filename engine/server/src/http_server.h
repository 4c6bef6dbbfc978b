// cpp-httplib's Server with the connection guard in front (see connection_guard.h): the
// accepting thread only admits a socket to the guard's waiting room; a worker serves a request
// once its head is in, through a GuardedStream, then parks the connection back in the waiting
// room for its next request. cpp-httplib still parses and routes every request and writes
// every response (Server::process_request); only the waiting and the threads are ours.
#pragma once

#include <httplib.h>

#include <atomic>
#include <memory>
#include <string>

#include "connection_guard.h"
#include "guarded_stream.h"

namespace tessera::server {

struct HttpLimits {
  GuardLimits guard;
  StreamLimits stream;
  std::size_t workers = 128;  // requests served at once
  int max_requests_per_connection = 100;
};

class HttpServer : public httplib::Server {
 public:
  HttpServer(HttpLimits limits, const std::atomic<bool>& stopping);
  ~HttpServer() override;

  // Starts the workers and the guard's thread; throws tessera::Error when threads cannot start.
  void start_serving();
  // After stop() ended the accepting loop: closes the waiting connections, lets the workers
  // finish, joins every thread.
  void stop_serving();

  std::size_t open_connections() const { return guard_.open_connections(); }

 private:
  bool process_and_close_socket(socket_t sock) override;
  void serve(std::unique_ptr<Connection> connection);

  const HttpLimits limits_;
  const std::atomic<bool>& stopping_;
  std::atomic<int> serving_{0};  // requests being served now
  std::unique_ptr<WorkerPool> workers_;
  ConnectionGuard guard_;
};

// The whole body of a request whose route reads it itself, never more than `max_bytes` after
// any decoding (chunked, gzip): 413 ApiError past that, 400 when it could not be read.
std::string read_body(const httplib::Request& req, const httplib::ContentReader& reader,
                      std::size_t max_bytes);

}  // namespace tessera::server

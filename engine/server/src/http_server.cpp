#include "http_server.h"

#include <system_error>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "api_error.h"
#include "tessera/error.h"

namespace tessera::server {
namespace {

// cpp-httplib hands each accepted socket to a task queue; admitting it to the guard is quick
// and never blocks, so the accepting thread does it itself.
// After a large request (a body of megabytes parsed, tokenized, answered) the memory it took is
// free but glibc keeps it in its arenas, one per worker thread that used it: returned to the
// system here, so the server's resident size goes back to where it was.
constexpr std::size_t kTrimAfterBytes = 1 << 20;

void give_memory_back() {
#ifdef __GLIBC__
  malloc_trim(0);
#endif
}

class AdmitAtOnce : public httplib::TaskQueue {
 public:
  void enqueue(std::function<void()> admit) override { admit(); }
  void shutdown() override {}
};

}  // namespace

HttpServer::HttpServer(HttpLimits limits, const std::atomic<bool>& stopping)
    : limits_(limits),
      stopping_(stopping),
      guard_(limits.guard, [this](std::unique_ptr<Connection> connection) {
        // std::function must be copyable: the connection travels in a shared_ptr.
        auto shared = std::make_shared<std::unique_ptr<Connection>>(std::move(connection));
        workers_->submit([this, shared] { serve(std::move(*shared)); });
      }) {
  new_task_queue = [] { return new AdmitAtOnce; };
  // Only what cpp-httplib writes in the Keep-Alive header: the guard enforces them.
  set_keep_alive_max_count(static_cast<std::size_t>(limits_.max_requests_per_connection));
  set_keep_alive_timeout(
      std::chrono::duration_cast<std::chrono::seconds>(limits_.guard.idle_timeout).count());
}

HttpServer::~HttpServer() {
  stop_serving();
}

void HttpServer::start_serving() {
  workers_ = std::make_unique<WorkerPool>(limits_.workers);
  try {
    guard_.start();
  } catch (const std::system_error& e) {
    throw Error(tessera::Message::tr("API server: cannot start its connection thread (%1)"),
                e.what());
  }
}

void HttpServer::stop_serving() {
  guard_.stop();
  if (workers_) workers_->shutdown();
}

bool HttpServer::process_and_close_socket(socket_t sock) {
  guard_.admit(sock);
  return true;
}

void HttpServer::serve(std::unique_ptr<Connection> connection) {
  const bool last =
      stopping_ || connection->requests_served + 1 >= limits_.max_requests_per_connection;
  GuardedStream stream(*connection, limits_.stream);
  ++serving_;
  bool closed_by_client = false;
  bool ok = false;
  try {
    ok = process_request(stream, last, closed_by_client, nullptr);
  } catch (const std::exception&) {
    // Out of memory while parsing, say: this connection ends, the worker carries on.
  }
  ++connection->requests_served;
  // Also when the server falls idle: a flood of small requests leaves each worker's arena
  // holding what they took, which no single one of them passed kTrimAfterBytes for.
  const bool idle = --serving_ == 0;
  if (stream.received() > kTrimAfterBytes || idle) give_memory_back();
  if (!ok || last || closed_by_client || stream.close_announced() || stream.read_failed() ||
      stopping_) {
    return;  // destroying the connection closes it
  }
  guard_.park(std::move(connection));
}

std::string read_body(const httplib::Request& req, const httplib::ContentReader& reader,
                      std::size_t max_bytes) {
  const std::string too_large_message =
      "the request body is larger than " + std::to_string(max_bytes) + " bytes";
  // Refused before a byte of it is read (the connection is then closed, see the gate).
  if (req.has_header("Content-Length") &&
      req.get_header_value<std::uint64_t>("Content-Length") > max_bytes) {
    throw ApiError(413, too_large_message);
  }
  std::string body;
  bool too_large = false;
  const bool read = reader([&](const char* data, std::size_t size) {
    if (size > max_bytes - body.size()) {
      too_large = true;
      return false;
    }
    body.append(data, size);
    return true;
  });
  if (too_large || (!read && body.size() >= max_bytes)) {
    throw ApiError(413, too_large_message);
  }
  if (!read) {
    throw ApiError(400,
                   "the request body could not be read (cut short, too slow, malformed chunked "
                   "encoding, or more than " +
                       std::to_string(max_bytes) + " bytes on the wire)");
  }
  return body;
}

}  // namespace tessera::server

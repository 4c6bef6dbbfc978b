// The httplib::Stream a worker serves one request through. It starts with the bytes the
// connection guard already read (the whole request head, perhaps more) and bounds the rest:
// each read waits at most `read_timeout`, the request's reading ends by its deadline, and no
// more than `max_read_bytes` are taken from the socket for one request (so a chunked or
// endless body, or a chunk-size line that never ends, cannot grow memory without bound).
// Writes never raise SIGPIPE, and is_writable() is false once the client has gone, so a stream
// whose client vanished stops at once even while no token is being written.
#pragma once

#include <httplib.h>

#include <chrono>

#include "connection_guard.h"

namespace tessera::server {

struct StreamLimits {
  std::chrono::milliseconds read_timeout{10000};  // one wait for the client's next bytes
  std::chrono::milliseconds read_total{60000};    // the whole request's reading
  std::chrono::milliseconds write_timeout{30000};
  std::size_t max_read_bytes = 0;
};

class GuardedStream : public httplib::Stream {
 public:
  GuardedStream(Connection& connection, const StreamLimits& limits);

  bool is_readable() const override;
  bool is_writable() const override;
  ssize_t read(char* ptr, size_t size) override;
  ssize_t write(const char* ptr, size_t size) override;
  void get_remote_ip_and_port(std::string& ip, int& port) const override;
  void get_local_ip_and_port(std::string& ip, int& port) const override;
  socket_t socket() const override;

  // The response announced "Connection: close" (the server then closes it, as it said).
  bool close_announced() const { return close_announced_; }
  // A read hit a limit or timed out: what is left on the socket is not a request boundary.
  bool read_failed() const { return read_failed_; }
  std::size_t received() const { return received_; }

 private:
  Connection& connection_;
  const StreamLimits limits_;
  const Clock::time_point read_deadline_;
  std::size_t received_ = 0;  // bytes taken from the socket for this request
  bool close_announced_ = false;
  bool read_failed_ = false;
};

}  // namespace tessera::server

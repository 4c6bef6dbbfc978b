#include "guarded_stream.h"

#include <algorithm>
#include <cstring>

#include "socket_io.h"

namespace tessera::server {

using std::chrono::milliseconds;

GuardedStream::GuardedStream(Connection& connection, const StreamLimits& limits)
    : connection_(connection), limits_(limits), read_deadline_(Clock::now() + limits.read_total) {}

bool GuardedStream::is_readable() const {
  return connection_.consumed < connection_.pending.size() ||
         poll_socket(connection_.sock, POLLIN, limits_.read_timeout) > 0;
}

bool GuardedStream::is_writable() const {
  return !peer_closed(connection_.sock) &&
         poll_socket(connection_.sock, POLLOUT, limits_.write_timeout) > 0;
}

ssize_t GuardedStream::read(char* ptr, size_t size) {
  std::string& pending = connection_.pending;
  if (connection_.consumed == pending.size()) {
    pending.clear();
    connection_.consumed = 0;
    const auto left = std::chrono::ceil<milliseconds>(read_deadline_ - Clock::now());
    const std::size_t room = limits_.max_read_bytes - std::min(received_, limits_.max_read_bytes);
    if (room == 0 || left.count() <= 0 ||
        poll_socket(connection_.sock, POLLIN, std::min(left, limits_.read_timeout)) <= 0) {
      read_failed_ = true;
      return -1;
    }
    char buffer[16384];
    const long n = receive_now(connection_.sock, buffer, std::min(sizeof buffer, room));
    if (n <= 0) {
      read_failed_ = true;
      return -1;
    }
    received_ += static_cast<std::size_t>(n);
    pending.assign(buffer, static_cast<std::size_t>(n));
  }
  const std::size_t n = std::min(size, pending.size() - connection_.consumed);
  std::memcpy(ptr, pending.data() + connection_.consumed, n);
  connection_.consumed += n;
  return static_cast<ssize_t>(n);
}

// Sends all of it: cpp-httplib writes the response head in one call, which is where
// "Connection: close" is looked for.
ssize_t GuardedStream::write(const char* ptr, size_t size) {
  // Every response head, not only the first write: "100 Continue" may come before the real one.
  const std::string_view data(ptr, size);
  if (data.starts_with("HTTP/1.") &&
      data.find("\r\nConnection: close\r\n") != std::string_view::npos) {
    close_announced_ = true;
  }
  std::size_t sent = 0;
  while (sent < size) {
    if (poll_socket(connection_.sock, POLLOUT, limits_.write_timeout) <= 0) return -1;
    const long n = send_some(connection_.sock, ptr + sent, size - sent);
    if (n <= 0) return -1;
    sent += static_cast<std::size_t>(n);
  }
  return static_cast<ssize_t>(size);
}

void GuardedStream::get_remote_ip_and_port(std::string& ip, int& port) const {
  ip = connection_.peer;
  port = connection_.peer_port;
}

void GuardedStream::get_local_ip_and_port(std::string& ip, int& port) const {
  ip = local_address(connection_.sock, port);
}

// cpp-httplib's server uses this only to refuse sockets past select()'s FD_SETSIZE (it is built
// without CPPHTTPLIB_USE_POLL); this stream waits with poll(), so any descriptor is fine, and
// INVALID_SOCKET (-1) passes that check.
socket_t GuardedStream::socket() const {
#ifdef _WIN32
  return connection_.sock;
#else
  return INVALID_SOCKET;
#endif
}

}  // namespace tessera::server

#include "socket_io.h"

#include <algorithm>
#include <cerrno>

#ifndef _WIN32
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace tessera::server {
namespace {

#ifdef MSG_DONTWAIT
constexpr int kNoWait = MSG_DONTWAIT;
#else
constexpr int kNoWait = 0;    // Winsock: callers poll first, so recv() does not block
#endif
#ifdef MSG_NOSIGNAL
constexpr int kNoSignal = MSG_NOSIGNAL;
#else
constexpr int kNoSignal = 0;  // Winsock raises no SIGPIPE
#endif

std::string address_of(const sockaddr_storage& addr, int& port) {
  char text[64] = {};
  if (addr.ss_family == AF_INET6) {
    const auto& v6 = reinterpret_cast<const sockaddr_in6&>(addr);
    inet_ntop(AF_INET6, &v6.sin6_addr, text, sizeof text);
    port = ntohs(v6.sin6_port);
  } else if (addr.ss_family == AF_INET) {
    const auto& v4 = reinterpret_cast<const sockaddr_in&>(addr);
    inet_ntop(AF_INET, &v4.sin_addr, text, sizeof text);
    port = ntohs(v4.sin_port);
  }
  return text;
}

// The last call failed only because nothing was there yet (or a signal came).
bool would_block() {
#ifdef _WIN32
  return WSAGetLastError() == WSAEWOULDBLOCK;
#else
  return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR;
#endif
}

}  // namespace

int poll_socket(socket_t sock, short events, std::chrono::milliseconds timeout) {
  pollfd entry{};
  entry.fd = sock;
  entry.events = events;
  const int ms = static_cast<int>(std::max<long long>(timeout.count(), 0));
#ifdef _WIN32
  return WSAPoll(&entry, 1, ms);
#else
  int ready;
  do {
    ready = ::poll(&entry, 1, ms);
  } while (ready < 0 && errno == EINTR);
  return ready;
#endif
}

long receive_now(socket_t sock, char* buffer, std::size_t size) {
  return static_cast<long>(::recv(sock, buffer, static_cast<int>(size), kNoWait));
}

bool peer_closed(socket_t sock) {
  if (poll_socket(sock, POLLIN, std::chrono::milliseconds(0)) <= 0) return false;
  char byte;
  const long n = static_cast<long>(::recv(sock, &byte, 1, MSG_PEEK | kNoWait));
  return n == 0 || (n < 0 && !would_block());
}

long send_some(socket_t sock, const char* data, std::size_t size) {
  return static_cast<long>(::send(sock, data, static_cast<int>(size), kNoSignal));
}

void close_connection_socket(socket_t sock) {
#ifdef _WIN32
  ::shutdown(sock, SD_BOTH);
  ::closesocket(sock);
#else
  ::shutdown(sock, SHUT_RDWR);
  ::close(sock);
#endif
}

std::string peer_address(socket_t sock, int& port) {
  sockaddr_storage addr{};
  socklen_t len = sizeof addr;
  port = 0;
  if (::getpeername(sock, reinterpret_cast<sockaddr*>(&addr), &len) != 0) return {};
  return address_of(addr, port);
}

std::string local_address(socket_t sock, int& port) {
  sockaddr_storage addr{};
  socklen_t len = sizeof addr;
  port = 0;
  if (::getsockname(sock, reinterpret_cast<sockaddr*>(&addr), &len) != 0) return {};
  return address_of(addr, port);
}

void set_no_delay(socket_t sock) {
  const int yes = 1;
  ::setsockopt(sock, IPPROTO_TCP, TCP_NODELAY, reinterpret_cast<const char*>(&yes), sizeof yes);
}

}  // namespace tessera::server

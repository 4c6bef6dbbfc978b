// The few socket calls the API server makes itself, over POSIX sockets and Winsock alike:
// waiting on one socket with poll (never select, whose FD_SETSIZE limit a flood of connections
// passes), reading what is there without blocking, sending without SIGPIPE, and the client's
// address. cpp-httplib does the HTTP; these serve the connection guard in front of it.
#pragma once

#include <httplib.h>
#ifndef _WIN32
#include <poll.h>  // POLLIN, POLLOUT (Winsock declares them itself)
#endif

#include <chrono>
#include <cstddef>
#include <string>

namespace tessera::server {

// poll() on one socket for `events` (POLLIN/POLLOUT); > 0 ready, 0 timed out, < 0 error.
int poll_socket(socket_t sock, short events, std::chrono::milliseconds timeout);
// recv() of what is readable now; 0 when the peer closed, < 0 on error or nothing there.
long receive_now(socket_t sock, char* buffer, std::size_t size);
// True when the peer has closed or reset the connection (reads EOF or an error at once).
bool peer_closed(socket_t sock);
long send_some(socket_t sock, const char* data, std::size_t size);
void close_connection_socket(socket_t sock);
// The client's address ("127.0.0.1", "::1") and port.
std::string peer_address(socket_t sock, int& port);
std::string local_address(socket_t sock, int& port);
// Nagle's algorithm off: a keep-alive response would otherwise wait for the client's delayed
// ACK of the previous one (about 40 ms on Linux).
void set_no_delay(socket_t sock);

}  // namespace tessera::server

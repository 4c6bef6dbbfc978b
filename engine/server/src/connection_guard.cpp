#include "connection_guard.h"

#ifndef _WIN32
#include <poll.h>
#endif

#include <algorithm>
#include <cstring>
#include <system_error>

#include "socket_io.h"
#include "tessera/error.h"

namespace tessera::server {
namespace {

using std::chrono::milliseconds;

// A short answer written without waiting (the connection has not been answered before, so its
// send buffer is empty) before the connection is closed: clients see why rather than a reset.
void answer(socket_t sock, int status, const char* reason, const std::string& message) {
  const std::string body = R"({"error":{"message":")" + message +
                           R"(","type":"server_error","param":null,"code":)" +
                           std::to_string(status) + "}}";
  const std::string response =
      "HTTP/1.1 " + std::to_string(status) + " " + reason +
      "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
      "\r\nConnection: close\r\n\r\n" + body;
  send_some(sock, response.data(), response.size());
}

// A UDP socket on the loopback connected to itself: a byte sent to it wakes the poll() thread
// (portable to Winsock, which has no pipe or eventfd to poll).
socket_t make_wake_socket() {
  socket_t sock = ::socket(AF_INET, SOCK_DGRAM, 0);
  if (sock == INVALID_SOCKET) return sock;
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof addr;
  if (::bind(sock, reinterpret_cast<sockaddr*>(&addr), len) != 0 ||
      ::getsockname(sock, reinterpret_cast<sockaddr*>(&addr), &len) != 0 ||
      ::connect(sock, reinterpret_cast<sockaddr*>(&addr), len) != 0) {
    close_connection_socket(sock);
    return INVALID_SOCKET;
  }
#ifdef _WIN32
  // Winsock's recv() has no MSG_DONTWAIT: without this, draining the wake bytes would block the
  // guard's thread in recv() once they are read, and no connection would be answered again.
  u_long non_blocking = 1;
  ::ioctlsocket(sock, FIONBIO, &non_blocking);
#endif
  return sock;
}

}  // namespace

Connection::Connection(ConnectionGuard& owner, socket_t s, std::string address, int port)
    : guard(owner), sock(s), peer(std::move(address)), peer_port(port) {}

Connection::~Connection() {
  close_connection_socket(sock);
  guard.forget(peer);
}

bool Connection::head_complete() const {
  return pending.find("\r\n\r\n", consumed) != std::string::npos;
}

ConnectionGuard::ConnectionGuard(GuardLimits limits, Ready ready)
    : limits_(limits), ready_(std::move(ready)) {}

ConnectionGuard::~ConnectionGuard() {
  stop();
  if (wake_ != INVALID_SOCKET) close_connection_socket(wake_);
}

void ConnectionGuard::start() {
  wake_ = make_wake_socket();
  thread_ = std::thread([this] { run(); });
}

void ConnectionGuard::admit(socket_t sock) {
  int port = 0;
  std::string peer = peer_address(sock, port);
  set_no_delay(sock);
  std::unique_lock lock(mu_);
  if (stopped_) {
    lock.unlock();
    close_connection_socket(sock);
    return;
  }
  std::size_t& mine = per_client_[peer];
  if (open_ >= limits_.max_open || mine >= limits_.max_per_client) {
    const bool client_cap = open_ < limits_.max_open;
    if (mine == 0) per_client_.erase(peer);
    lock.unlock();
    answer(sock, 503, "Service Unavailable",
           client_cap
               ? "too many connections from " + peer + " (at most " +
                     std::to_string(limits_.max_per_client) + ")"
               : "too many open connections (at most " + std::to_string(limits_.max_open) + ")");
    close_connection_socket(sock);
    return;
  }
  ++mine;
  ++open_;
  lock.unlock();
  auto connection = std::make_unique<Connection>(*this, sock, std::move(peer), port);
  connection->deadline = Clock::now() + limits_.head_timeout;
  park(std::move(connection));
}

void ConnectionGuard::park(std::unique_ptr<Connection> connection) {
  if (connection->requests_served > 0) {  // back from a worker: idle until its next request
    const bool begun = connection->pending.size() > connection->consumed;
    connection->deadline = Clock::now() + (begun ? limits_.head_timeout : limits_.idle_timeout);
  }
  {
    std::lock_guard lock(mu_);
    if (stopped_) return;  // destroying it closes it (after the lock: forget() takes it)
    arriving_.push_back(std::move(connection));
  }
  wake();
}

void ConnectionGuard::wake() {
  const char byte = 0;
  if (wake_ != INVALID_SOCKET) send_some(wake_, &byte, 1);
}

void ConnectionGuard::forget(const std::string& peer) {
  std::lock_guard lock(mu_);
  --open_;
  const auto it = per_client_.find(peer);
  if (it != per_client_.end() && --it->second == 0) per_client_.erase(it);
}

std::size_t ConnectionGuard::open_connections() const {
  std::lock_guard lock(mu_);
  return open_;
}

void ConnectionGuard::stop() {
  std::vector<std::unique_ptr<Connection>> arriving;
  {
    std::lock_guard lock(mu_);
    if (stopped_) return;
    stopped_ = true;
    arriving.swap(arriving_);
  }
  wake();
  if (thread_.joinable()) thread_.join();
  arriving.clear();
  waiting_.clear();
}

bool ConnectionGuard::read_more(Connection& connection) {
  char buffer[4096];
  const bool first_bytes = connection.pending.size() == connection.consumed;
  const long n = receive_now(connection.sock, buffer, sizeof buffer);
  if (n <= 0) return false;  // closed, reset (poll said readable, so no "try again")
  connection.pending.append(buffer, static_cast<std::size_t>(n));
  // A keep-alive connection's next request has begun: its head gets head_timeout from now.
  if (first_bytes && connection.requests_served > 0) {
    connection.deadline = Clock::now() + limits_.head_timeout;
  }
  if (connection.pending.size() - connection.consumed > kMaxHeadBytes &&
      !connection.head_complete()) {
    answer(connection.sock, 431, "Request Header Fields Too Large",
           "the request head is larger than " + std::to_string(kMaxHeadBytes) + " bytes");
    return false;
  }
  return true;
}

void ConnectionGuard::expire(Clock::time_point now) {
  std::erase_if(waiting_, [&](const std::unique_ptr<Connection>& c) {
    if (c->deadline > now) return false;
    // A head that began and did not finish in time gets a 408; an idle one is just closed.
    if (c->pending.size() > c->consumed) {
      const std::string message = "the request head did not arrive within " +
                                  std::to_string(limits_.head_timeout.count()) + " ms";
      answer(c->sock, 408, "Request Timeout", message);
    }
    return true;
  });
}

// The guard's thread: poll every waiting connection (and the wake socket), read what came, hand
// on the complete heads, close the expired.
void ConnectionGuard::run() {
  std::vector<pollfd> polled;
  for (;;) {
    {
      std::lock_guard lock(mu_);
      if (stopped_) return;
      for (auto& connection : arriving_) waiting_.push_back(std::move(connection));
      arriving_.clear();
    }
    // A pipelined request may already be whole; so may one parked with its bytes.
    Clock::time_point now = Clock::now();
    auto soonest = now + milliseconds(1000);
    for (auto& connection : waiting_) {
      if (connection && connection->head_complete()) ready_(std::move(connection));
    }
    std::erase(waiting_, nullptr);
    polled.clear();
    polled.push_back({wake_, POLLIN, 0});
    for (const auto& connection : waiting_) {
      polled.push_back({connection->sock, POLLIN, 0});
      soonest = std::min(soonest, connection->deadline);
    }
    const auto wait = std::chrono::ceil<milliseconds>(soonest - now);
    // Without a wake socket (no loopback), new arrivals wait for the next short timeout.
    const int timeout = static_cast<int>(
        std::clamp<long long>(wait.count(), 0, wake_ == INVALID_SOCKET ? 20 : 1000));
#ifdef _WIN32
    WSAPoll(polled.data(), static_cast<ULONG>(polled.size()), timeout);
#else
    ::poll(polled.data(), polled.size(), timeout);
#endif
    if (polled[0].revents != 0) {
      char drain[64];
      while (receive_now(wake_, drain, sizeof drain) > 0) {
      }
    }
    for (std::size_t i = 1; i < polled.size(); ++i) {
      if (polled[i].revents == 0) continue;
      std::unique_ptr<Connection>& connection = waiting_[i - 1];
      if (!read_more(*connection)) {
        connection.reset();
      } else if (connection->head_complete()) {
        ready_(std::move(connection));
      }
    }
    std::erase(waiting_, nullptr);
    expire(Clock::now());
  }
}

WorkerPool::WorkerPool(std::size_t workers) {
  try {
    for (std::size_t i = 0; i < std::max<std::size_t>(workers, 1); ++i) {
      workers_.emplace_back([this] { work(); });
    }
  } catch (const std::system_error& e) {
    const std::size_t started = workers_.size();
    shutdown();
    throw Error(tessera::Message::tr("API server: could start only %1 of %2 worker threads (%3); "
                                     "lower --max-connections or raise the process limit "
                                     "(ulimit -u)"),
                started, workers, e.what());
  }
}

WorkerPool::~WorkerPool() {
  shutdown();
}

void WorkerPool::submit(std::function<void()> job) {
  {
    std::lock_guard lock(mu_);
    jobs_.push_back(std::move(job));
  }
  has_job_.notify_one();
}

void WorkerPool::shutdown() {
  {
    std::lock_guard lock(mu_);
    shut_down_ = true;
  }
  has_job_.notify_all();
  for (std::thread& worker : workers_) {
    if (worker.joinable()) worker.join();
  }
}

void WorkerPool::work() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock lock(mu_);
      has_job_.wait(lock, [this] { return !jobs_.empty() || shut_down_; });
      if (jobs_.empty()) return;  // shut down and drained
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    job();
  }
}

}  // namespace tessera::server

// The waiting room in front of the API server's worker threads. cpp-httplib gives each
// connection a thread for as long as it is open, so 300 idle connections or 260 clients trickling
// header lines (slowloris) would hold every worker and nobody else would be answered. Here a
// connection holds no thread while it is idle or while its request head arrives: one poll()
// thread watches them all, reads what comes (at most kMaxHeadBytes), and hands a connection to
// a worker only once its whole request head is in. Heads that take longer than `head_timeout`
// and keep-alive connections idle for `idle_timeout` are closed; connections past `max_open`, or
// past `max_per_client` from one address, are refused at once with a 503.
#pragma once

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace tessera::server {

class ConnectionGuard;

using Clock = std::chrono::steady_clock;

// One client connection, owned by the waiting room or by the worker serving it. Destroying it
// closes the socket and gives its place back.
struct Connection {
  Connection(ConnectionGuard& guard, socket_t sock, std::string peer, int peer_port);
  ~Connection();
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  // True once `pending` (from `consumed` on) holds a whole request head.
  bool head_complete() const;

  ConnectionGuard& guard;
  const socket_t sock;
  const std::string peer;
  const int peer_port;
  std::string pending;         // bytes received and not yet handed to cpp-httplib
  std::size_t consumed = 0;    // of `pending`
  Clock::time_point deadline;  // closed when still waiting then
  int requests_served = 0;
};

struct GuardLimits {
  std::size_t max_open = 1024;
  std::size_t max_per_client = 128;
  std::chrono::milliseconds head_timeout{10000};
  std::chrono::milliseconds idle_timeout{5000};
};

inline constexpr std::size_t kMaxHeadBytes = 32 * 1024;

class ConnectionGuard {
 public:
  using Ready = std::function<void(std::unique_ptr<Connection>)>;

  // `ready` is called on the guard's thread with each connection whose request head is in; it
  // must not block (it queues the connection for a worker).
  ConnectionGuard(GuardLimits limits, Ready ready);
  ~ConnectionGuard();  // stop()

  void start();  // throws std::system_error when the thread cannot start
  // A socket just accepted: refused (503, closed) past the limits, else waited on.
  void admit(socket_t sock);
  // A connection whose response went out and that stays open for the next request.
  void park(std::unique_ptr<Connection> connection);
  // Closes every waiting connection and joins the thread; later admit()/park() close at once.
  void stop();

  std::size_t open_connections() const;

 private:
  friend struct Connection;
  void forget(const std::string& peer);
  void run();
  void wake();
  // Reads what `connection` has sent; false when it is to be closed.
  bool read_more(Connection& connection);
  void expire(Clock::time_point now);

  const GuardLimits limits_;
  const Ready ready_;
  mutable std::mutex mu_;
  std::map<std::string, std::size_t> per_client_;
  std::size_t open_ = 0;
  bool stopped_ = false;
  std::vector<std::unique_ptr<Connection>> arriving_;  // from admit()/park(), under mu_
  std::vector<std::unique_ptr<Connection>> waiting_;   // the guard thread's own
  socket_t wake_ = INVALID_SOCKET;                     // a loopback UDP socket connected to itself
  std::thread thread_;
};

// The worker threads that serve connections whose request head is in.
class WorkerPool {
 public:
  // Throws tessera::Error naming the count when the threads cannot be started.
  explicit WorkerPool(std::size_t workers);
  ~WorkerPool();  // shutdown()
  void submit(std::function<void()> job);
  void shutdown();  // runs what is queued, then joins

 private:
  void work();

  std::mutex mu_;
  std::condition_variable has_job_;
  std::deque<std::function<void()>> jobs_;
  bool shut_down_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace tessera::server

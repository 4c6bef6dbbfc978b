// The worker threads that serve the API server's connections, with a bounded wait line.
//
// cpp-httplib's own ThreadPool queues every accepted connection without limit: a flood of idle
// connections would each hold an open socket in memory until a worker got to it. This pool keeps
// at most `max_waiting` accepted connections waiting; past that, the accepting thread waits
// before it accepts more, so further clients stay in the kernel's listen backlog (bounded by the
// kernel) instead of in our process. A connection a worker holds is freed by the server's read,
// write and keep-alive timeouts, so the line always moves.
#pragma once

#include <httplib.h>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace tessera::server {

class ConnectionPool : public httplib::TaskQueue {
 public:
  // `stopping` is the server's flag: once set, the accepting thread is never held back, so
  // stopping cannot wait on a full line.
  ConnectionPool(std::size_t workers, std::size_t max_waiting, const std::atomic<bool>& stopping);
  ~ConnectionPool() override;

  // Called by the accepting thread with the job that serves one connection.
  void enqueue(std::function<void()> job) override;
  // Lets the workers finish what is queued, then joins them.
  void shutdown() override;

  // Connections accepted and not yet picked up by a worker.
  std::size_t waiting() const;

 private:
  void work();

  const std::size_t max_waiting_;
  const std::atomic<bool>& stopping_;
  mutable std::mutex mu_;
  std::condition_variable has_job_;
  std::condition_variable has_room_;
  std::deque<std::function<void()>> jobs_;
  bool shut_down_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace tessera::server

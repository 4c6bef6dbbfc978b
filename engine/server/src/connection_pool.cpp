#include "connection_pool.h"

#include <algorithm>
#include <chrono>

namespace tessera::server {

ConnectionPool::ConnectionPool(std::size_t workers, std::size_t max_waiting,
                               const std::atomic<bool>& stopping)
    : max_waiting_(std::max<std::size_t>(max_waiting, 1)), stopping_(stopping) {
  for (std::size_t i = 0; i < std::max<std::size_t>(workers, 1); ++i) {
    workers_.emplace_back([this] { work(); });
  }
}

ConnectionPool::~ConnectionPool() {
  shutdown();
}

void ConnectionPool::enqueue(std::function<void()> job) {
  std::unique_lock lock(mu_);
  // The stop flag is set by another thread without this mutex, so it is polled.
  while (jobs_.size() >= max_waiting_ && !stopping_ && !shut_down_) {
    has_room_.wait_for(lock, std::chrono::milliseconds(100));
  }
  jobs_.push_back(std::move(job));
  has_job_.notify_one();
}

void ConnectionPool::shutdown() {
  {
    std::lock_guard lock(mu_);
    if (shut_down_) return;
    shut_down_ = true;
  }
  has_job_.notify_all();
  has_room_.notify_all();
  for (std::thread& worker : workers_) worker.join();
}

std::size_t ConnectionPool::waiting() const {
  std::lock_guard lock(mu_);
  return jobs_.size();
}

void ConnectionPool::work() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock lock(mu_);
      has_job_.wait(lock, [this] { return !jobs_.empty() || shut_down_; });
      if (jobs_.empty()) return;  // shut down and drained
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    has_room_.notify_one();
    job();
  }
}

}  // namespace tessera::server

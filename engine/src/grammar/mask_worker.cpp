#include "grammar/mask_worker.h"

#include <utility>

namespace tessera::grammar {

MaskWorker::~MaskWorker() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void MaskWorker::start(std::function<void()> job) {
  if (!thread_.joinable()) thread_ = std::thread([this] { run(); });  // may throw: nothing started
  {
    std::lock_guard lock(mutex_);
    job_ = std::move(job);
    busy_ = true;
    error_ = nullptr;
  }
  changed_.notify_all();
}

void MaskWorker::wait() {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [this] { return !busy_; });
  if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
}

void MaskWorker::wait_quietly() noexcept {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [this] { return !busy_; });
  error_ = nullptr;
}

void MaskWorker::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    changed_.wait(lock, [this] { return stopping_ || job_; });
    if (stopping_) return;
    std::function<void()> job = std::move(job_);
    job_ = nullptr;
    lock.unlock();
    std::exception_ptr error;
    try {
      job();
    } catch (...) {
      error = std::current_exception();
    }
    lock.lock();
    error_ = error;
    busy_ = false;
    changed_.notify_all();
  }
}

}  // namespace tessera::grammar

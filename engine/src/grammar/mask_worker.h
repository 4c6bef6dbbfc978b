// The thread that makes a step's grammar masks while the forward pass runs. One thread for the
// runner's life, handed a job each step: starting a thread every step (std::async) cost more
// than a small model's whole step, and slowed the unconstrained requests batched beside.
#pragma once

#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>

namespace tessera::grammar {

class MaskWorker {
 public:
  MaskWorker() = default;
  ~MaskWorker();
  MaskWorker(const MaskWorker&) = delete;
  MaskWorker& operator=(const MaskWorker&) = delete;

  // Runs job on the worker (started on first use). One job at a time: wait() before the next.
  void start(std::function<void()> job);
  // Until the job has run; rethrows what it threw. Returns at once when no job was started.
  void wait();
  // The same, dropping what the job threw (while another error is on its way).
  void wait_quietly() noexcept;

 private:
  void run();

  std::mutex mutex_;
  std::condition_variable changed_;
  std::function<void()> job_;  // set: to run
  bool busy_ = false;          // a job was started and wait() has not seen it end
  bool stopping_ = false;
  std::exception_ptr error_;
  std::thread thread_;
};

}  // namespace tessera::grammar

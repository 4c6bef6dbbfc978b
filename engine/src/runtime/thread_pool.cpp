#include "runtime/thread_pool.h"

namespace tessera {

ThreadPool::ThreadPool(int num_threads) {
  if (num_threads <= 0) num_threads = static_cast<int>(std::thread::hardware_concurrency());
  if (num_threads <= 0) num_threads = 1;
  workers_.reserve(num_threads - 1);
  for (int worker = 1; worker < num_threads; ++worker) {
    workers_.emplace_back([this, worker] { worker_loop(worker); });
  }
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (std::thread& thread : workers_) thread.join();
}

void ThreadPool::parallel_for(int count, const Task& task) {
  if (count <= 0) return;
  if (workers_.empty() || count == 1) {
    for (int index = 0; index < count; ++index) task(index, 0);
    return;
  }
  {
    std::lock_guard lock(mutex_);
    task_ = &task;
    count_ = count;
    next_index_.store(0, std::memory_order_relaxed);
    busy_workers_ = static_cast<int>(workers_.size());
    ++generation_;
  }
  wake_.notify_all();
  run_indices(0);
  std::unique_lock lock(mutex_);
  finished_.wait(lock, [this] { return busy_workers_ == 0; });
  task_ = nullptr;
}

void ThreadPool::worker_loop(int worker) {
  std::uint64_t seen_generation = 0;
  while (true) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || generation_ != seen_generation; });
      if (stopping_) return;
      seen_generation = generation_;
    }
    run_indices(worker);
    std::lock_guard lock(mutex_);
    if (--busy_workers_ == 0) finished_.notify_one();
  }
}

void ThreadPool::run_indices(int worker) {
  // Every worker of this generation sees task_ and count_: they were set under the mutex it took.
  for (int index = next_index_.fetch_add(1); index < count_; index = next_index_.fetch_add(1)) {
    (*task_)(index, worker);
  }
}

}  // namespace tessera

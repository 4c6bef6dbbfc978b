// A small fixed pool of worker threads that runs one parallel loop at a time.
//
// A decode step of a small model runs hundreds of short loops, so the hand-off is what matters:
// workers spin briefly on an atomic generation counter after each loop (a new loop usually
// follows within microseconds) and only then sleep on a condition variable; the caller spins for
// the stragglers the same way.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace tessera {

class ThreadPool {
 public:
  // Task gets (index in [0, count), worker in [0, size())); worker picks per-thread scratch.
  using Task = std::function<void(int index, int worker)>;

  // num_threads counts the calling thread too; 0 = std::thread::hardware_concurrency().
  explicit ThreadPool(int num_threads);
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  int size() const { return static_cast<int>(workers_.size()) + 1; }

  // Runs task for every index and returns when all are done. Each thread first takes the indices
  // of its own share (a contiguous 1/size() of them, so the same thread gets the same indices from
  // one call to the next and finds their data in its cache), then helps with the others' shares;
  // a task must not depend on which worker runs it (except for its scratch space).
  void parallel_for(int count, const Task& task);

 private:
  void stop_workers();  // wakes and joins the workers started so far
  void worker_loop(int worker);
  void run_indices(int worker);
  // Waits for generation_ to move past seen; false when the pool is stopping.
  bool wait_for_work(std::uint64_t seen);

  std::vector<std::thread> workers_;
  std::mutex mutex_;
  std::condition_variable wake_;
  int sleeping_ = 0;  // workers blocked on wake_ (under mutex_)
  std::atomic<bool> stopping_{false};
  const Task* task_ = nullptr;  // published by the release store to generation_
  std::atomic<std::uint64_t> generation_{0};
  // Thread w's share of the current loop: indices [next, end), taken by fetch_add on next by w
  // and then by any thread that ran out of its own.
  struct alignas(64) Share {
    std::atomic<int> next{0};
    int end = 0;
  };
  std::unique_ptr<Share[]> shares_;
  std::atomic<int> busy_workers_{0};  // workers still inside the current loop
};

}  // namespace tessera

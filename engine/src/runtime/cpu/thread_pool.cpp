#include "runtime/cpu/thread_pool.h"

#include <chrono>
#include <system_error>

#include "tessera/error.h"

namespace tessera {
namespace {

// How long a thread polls before it blocks: longer than the gap between the loops of one step,
// far shorter than the gap between steps of an idle engine.
constexpr std::chrono::microseconds kSpin{50};

void relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#else
  std::this_thread::yield();
#endif
}

// Polls done() for up to kSpin; true when it became true.
template <typename Done>
bool spin_until(const Done& done) {
  const auto deadline = std::chrono::steady_clock::now() + kSpin;
  for (int i = 0;; ++i) {
    if (done()) return true;
    relax();
    if (i % 64 == 63 && std::chrono::steady_clock::now() > deadline) return false;
  }
}

}  // namespace

ThreadPool::ThreadPool(int num_threads) {
  if (num_threads <= 0) num_threads = static_cast<int>(std::thread::hardware_concurrency());
  if (num_threads <= 0) num_threads = 1;
  shares_ = std::make_unique<Share[]>(num_threads);
  workers_.reserve(num_threads - 1);
  try {
    for (int worker = 1; worker < num_threads; ++worker) {
      workers_.emplace_back([this, worker] { worker_loop(worker); });
    }
  } catch (const std::system_error& e) {
    const std::size_t started = workers_.size() + 1;
    stop_workers();
    throw Error(tessera::Message::tr("CPU backend: could start only %1 of %2 threads (%3); use "
                                     "fewer threads or raise the process limit (ulimit -u)"),
                started, num_threads, e.what());
  }
}

ThreadPool::~ThreadPool() {
  stop_workers();
}

void ThreadPool::stop_workers() {
  {
    std::lock_guard lock(mutex_);
    stopping_.store(true);
    generation_.fetch_add(1, std::memory_order_release);
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
  task_ = &task;
  const int threads = size();
  for (int w = 0; w < threads; ++w) {
    shares_[w].next.store(static_cast<int>(std::int64_t{count} * w / threads),
                          std::memory_order_relaxed);
    shares_[w].end = static_cast<int>(std::int64_t{count} * (w + 1) / threads);
  }
  busy_workers_.store(static_cast<int>(workers_.size()), std::memory_order_relaxed);
  {
    // Under the mutex, so a worker deciding to sleep either sees the new generation or is woken.
    std::lock_guard lock(mutex_);
    generation_.fetch_add(1, std::memory_order_release);
    if (sleeping_ > 0) wake_.notify_all();
  }
  run_indices(0);
  auto all_done = [this] { return busy_workers_.load(std::memory_order_acquire) == 0; };
  while (!spin_until(all_done)) std::this_thread::yield();
  task_ = nullptr;
}

bool ThreadPool::wait_for_work(std::uint64_t seen) {
  auto moved = [&] { return generation_.load(std::memory_order_acquire) != seen; };
  if (!spin_until(moved)) {
    std::unique_lock lock(mutex_);
    ++sleeping_;
    wake_.wait(lock, moved);
    --sleeping_;
  }
  return !stopping_.load();
}

void ThreadPool::worker_loop(int worker) {
  std::uint64_t seen = 0;
  while (wait_for_work(seen)) {
    seen = generation_.load(std::memory_order_acquire);
    run_indices(worker);
    busy_workers_.fetch_sub(1, std::memory_order_release);
  }
}

void ThreadPool::run_indices(int worker) {
  const int threads = size();
  for (int i = 0; i < threads; ++i) {  // own share first, then the next thread's, and so on
    Share& share = shares_[(worker + i) % threads];
    for (int index = share.next.fetch_add(1); index < share.end; index = share.next.fetch_add(1)) {
      (*task_)(index, worker);
    }
  }
}

}  // namespace tessera

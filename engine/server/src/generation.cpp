#include "generation.h"

namespace tessera::server {

void OutputQueue::push(int choice, const RequestOutput& output) {
  {
    std::lock_guard lock(mu_);
    items_.push_back({choice, output});
  }
  ready_.notify_one();
}

std::optional<ChoiceOutput> OutputQueue::pop(std::chrono::milliseconds timeout) {
  std::unique_lock lock(mu_);
  if (!ready_.wait_for(lock, timeout, [&] { return !items_.empty(); })) return std::nullopt;
  ChoiceOutput item = std::move(items_.front());
  items_.pop_front();
  return item;
}

Generation::Generation(Engine& engine, const ApiJob& job) : engine_(engine) {
  for (std::size_t p = 0; p < job.prompts.size(); ++p) {
    for (int i = 0; i < job.n; ++i) {
      const int choice = static_cast<int>(p) * job.n + i;
      GenerationRequest request{job.prompts[p], job.sampling, 0};
      if (request.sampling.seed) *request.sampling.seed += static_cast<std::uint64_t>(i);
      std::shared_ptr<OutputQueue> queue = queue_;
      ids_.push_back(engine_.submit(std::move(request), [queue, choice](const RequestOutput& out) {
        queue->push(choice, out);
      }));
      done_.push_back(false);
    }
  }
}

Generation::~Generation() {
  abort();
}

// Reads only the ids (fixed at construction), so any thread may call it; the engine ignores ids
// that already finished.
void Generation::abort() {
  for (RequestId id : ids_) engine_.abort(id);
}

std::optional<ChoiceOutput> Generation::next(std::chrono::milliseconds timeout) {
  std::optional<ChoiceOutput> item = queue_->pop(timeout);
  if (item && item->output.finished && !done_[item->choice]) {
    done_[item->choice] = true;
    ++num_finished_;
  }
  return item;
}

}  // namespace tessera::server

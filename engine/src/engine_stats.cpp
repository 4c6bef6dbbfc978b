// StepStats: the scheduler's record of one step, as the dashboard and the bench read it.
#include "engine_impl.h"

namespace tessera {

void Engine::Impl::publish_stats(const SchedulerOutput& plan, const StepWork& work,
                                 double start_s) {
  std::vector<std::shared_ptr<StepStatsCallback>> subscribers;
  {
    std::lock_guard lock(mu_);
    for (auto& [handle, callback] : stats_subscribers_) subscribers.push_back(callback);
  }
  if (subscribers.empty()) return;

  StepStats stats = scheduler_.step_stats(plan);
  stats.step = step_index_;
  stats.start_s = start_s;
  stats.finished = work.finished;
  stats.duration_ms = (now_s() - start_s) * 1000.0;
  for (const auto& callback : subscribers) {
    try {
      (*callback)(stats);
    } catch (...) {
    }
  }
}

}  // namespace tessera

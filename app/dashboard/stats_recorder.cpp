#include "dashboard/stats_recorder.h"

#include <algorithm>
#include <utility>

StatsRecorder::StatsRecorder(std::size_t capacity)
    : step_capacity_(std::max<std::size_t>(capacity, 1)),
      event_capacity_(4 * step_capacity_),
      events_(event_capacity_) {
  steps_.reserve(step_capacity_);
}

void StatsRecorder::record(const tessera::StepStats& stats) {
  auto copy = std::make_shared<const tessera::StepStats>(stats);
  std::shared_ptr<const tessera::StepStats> evicted;  // released after the lock
  std::lock_guard lock(mutex_);
  if (steps_.size() < step_capacity_) {
    steps_.push_back(std::move(copy));
  } else {
    evicted = std::exchange(steps_[step_head_], std::move(copy));
    step_head_ = (step_head_ + 1) % step_capacity_;
    ++dropped_steps_;
  }
  ++version_;
}

void StatsRecorder::record(const tessera::RequestEvent& event) {
  std::lock_guard lock(mutex_);
  events_[(event_head_ + event_count_) % event_capacity_] = event;
  if (event_count_ < event_capacity_) {
    ++event_count_;
  } else {
    event_head_ = (event_head_ + 1) % event_capacity_;
  }
  ++version_;
}

void StatsRecorder::clear() {
  std::vector<std::shared_ptr<const tessera::StepStats>> old;
  std::lock_guard lock(mutex_);
  old.swap(steps_);
  steps_.reserve(step_capacity_);
  step_head_ = 0;
  event_head_ = 0;
  event_count_ = 0;
  dropped_steps_ = 0;
  ++version_;
}

std::uint64_t StatsRecorder::version() const {
  std::lock_guard lock(mutex_);
  return version_;
}

std::shared_ptr<const StatsRecorder::Snapshot> StatsRecorder::snapshot() const {
  std::lock_guard lock(mutex_);
  if (cached_ && cached_->version == version_) return cached_;
  auto snap = std::make_shared<Snapshot>();
  snap->version = version_;
  snap->dropped_steps = dropped_steps_;
  snap->steps.reserve(steps_.size());
  for (std::size_t i = 0; i < steps_.size(); ++i) {
    snap->steps.push_back(steps_[(step_head_ + i) % steps_.size()]);
  }
  snap->events.reserve(event_count_);
  for (std::size_t i = 0; i < event_count_; ++i) {
    snap->events.push_back(events_[(event_head_ + i) % event_capacity_]);
  }
  cached_ = snap;
  return cached_;
}

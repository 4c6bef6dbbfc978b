// Keeps the engine's recent StepStats and RequestEvents in ring buffers. The engine thread
// records; the UI thread takes immutable snapshots at its own frame rate.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

#include "tessera/stats.h"

// What the views read: the recorded history, oldest first. Never changes once taken.
struct StatsSnapshot {
  std::vector<std::shared_ptr<const tessera::StepStats>> steps;
  std::vector<tessera::RequestEvent> events;
  std::uint64_t version = 0;
  std::uint64_t dropped_steps = 0;  // steps that fell out of the ring since the last clear()
};

class StatsRecorder {
 public:
  using Snapshot = StatsSnapshot;

  // Keeps the last `capacity` steps and the last 4 * capacity events.
  explicit StatsRecorder(std::size_t capacity = 10000);

  // Called on the engine thread: a copy outside the lock, then a ring insert under it.
  void record(const tessera::StepStats& stats);
  void record(const tessera::RequestEvent& event);
  void clear();

  // Increases on every record() and clear(); cheap to poll.
  std::uint64_t version() const;
  std::size_t capacity() const { return step_capacity_; }
  // The same snapshot object is returned while nothing new was recorded.
  std::shared_ptr<const Snapshot> snapshot() const;

 private:
  const std::size_t step_capacity_;
  const std::size_t event_capacity_;
  mutable std::mutex mutex_;
  std::vector<std::shared_ptr<const tessera::StepStats>> steps_;  // ring
  std::size_t step_head_ = 0;                  // index of the oldest step once the ring is full
  std::vector<tessera::RequestEvent> events_;  // ring, preallocated
  std::size_t event_head_ = 0;
  std::size_t event_count_ = 0;
  std::uint64_t version_ = 0;
  std::uint64_t dropped_steps_ = 0;
  mutable std::shared_ptr<const Snapshot> cached_;
};

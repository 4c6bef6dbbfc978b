#include "dashboard/dashboard_state.h"

#include <algorithm>

#include "dashboard/dashboard_palette.h"

DashboardState::DashboardState(RequestColors* colors, QObject* parent)
    : QObject(parent), colors_(colors) {
  connect(colors_, &RequestColors::changed, this, &DashboardState::changed);
}

void DashboardState::setSnapshot(std::shared_ptr<const StatsSnapshot> snapshot) {
  snapshot_ = std::move(snapshot);
  steps_.clear();
  if (snapshot_) {
    steps_.reserve(snapshot_->steps.size());
    for (const auto& s : snapshot_->steps) steps_.push_back(s.get());
  }
  lives_valid_ = false;
  invalidate();
}

const std::vector<tessera::RequestEvent>& DashboardState::events() const {
  return snapshot_ ? snapshot_->events : no_events_;
}

void DashboardState::setLive(bool live) {
  if (live_ == live) return;
  live_ = live;
  if (!live_ && !steps_.empty()) selected_step_ = steps_.back()->step;
  invalidate();
}

std::size_t DashboardState::indexOfStep(std::uint64_t step) const {
  auto it = std::lower_bound(
      steps_.begin(), steps_.end(), step,
      [](const tessera::StepStats* s, std::uint64_t value) { return s->step < value; });
  if (it == steps_.end()) return steps_.empty() ? 0 : steps_.size() - 1;
  return static_cast<std::size_t>(it - steps_.begin());
}

void DashboardState::selectStep(std::uint64_t step) {
  live_ = false;
  selected_step_ = step;
  invalidate();
}

void DashboardState::selectIndex(std::size_t index) {
  if (steps_.empty()) return;
  selectStep(steps_[std::min(index, steps_.size() - 1)]->step);
}

void DashboardState::stepBy(int delta) {
  if (steps_.empty()) return;
  const auto index = static_cast<long>(selectedIndex()) + delta;
  selectIndex(
      static_cast<std::size_t>(std::clamp(index, 0L, static_cast<long>(steps_.size()) - 1)));
}

std::size_t DashboardState::selectedIndex() const {
  if (steps_.empty() || live_) return steps_.empty() ? 0 : steps_.size() - 1;
  return indexOfStep(selected_step_);
}

const tessera::StepStats* DashboardState::selectedStep() const {
  return steps_.empty() ? nullptr : steps_[selectedIndex()];
}

void DashboardState::setHighlighted(tessera::RequestId id) {
  if (highlighted_ == id) return;
  highlighted_ = id;
  emit highlightChanged(id);
  emit changed();
}

QColor DashboardState::requestColor(tessera::RequestId id) const {
  const QColor color = colors_->color(id);
  return highlighted_ != 0 && id != highlighted_ ? palette::faded(color) : color;
}

// Only the window's steps are walked (the events, few, all are): a 10,000-step history would
// cost too much at the frame rate.
const std::vector<tessera::RequestLife>& DashboardState::lives(std::size_t first,
                                                               std::size_t last) const {
  if (!lives_valid_ || lives_window_ != std::pair(first, last)) {
    lives_.clear();
    if (first <= last && last < steps_.size()) {
      const std::vector<const tessera::StepStats*> window(steps_.begin() + first,
                                                          steps_.begin() + last + 1);
      lives_ = tessera::build_request_lives(window, events());
    }
    lives_window_ = {first, last};
    lives_valid_ = true;
  }
  return lives_;
}

const DashboardNumbers& DashboardState::numbers() const {
  if (!numbers_valid_) {
    numbers_ =
        steps_.empty() ? DashboardNumbers{} : compute_numbers(steps_, events(), selectedIndex());
    numbers_valid_ = true;
  }
  return numbers_;
}

void DashboardState::invalidate() {
  numbers_valid_ = false;
  emit changed();
}

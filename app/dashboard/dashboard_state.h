// What every dashboard view shows: the current snapshot, the selected step (live = newest),
// the highlighted request and the request colours. Derived data is cached per snapshot.
#pragma once

#include <QColor>
#include <QObject>
#include <memory>
#include <vector>

#include "dashboard/dashboard_metrics.h"
#include "dashboard/request_colors.h"
#include "dashboard/stats_recorder.h"
#include "tessera/request_segments.h"

class DashboardState : public QObject {
  Q_OBJECT

 public:
  explicit DashboardState(RequestColors* colors, QObject* parent = nullptr);

  void setSnapshot(std::shared_ptr<const StatsSnapshot> snapshot);
  const std::vector<const tessera::StepStats*>& steps() const { return steps_; }
  const std::vector<tessera::RequestEvent>& events() const;

  bool isLive() const { return live_; }
  void setLive(bool live);
  // Pauses on the recorded step closest to `step`.
  void selectStep(std::uint64_t step);
  void selectIndex(std::size_t index);
  void stepBy(int delta);             // pauses; moves through recorded history
  std::size_t selectedIndex() const;  // meaningful only when steps() is not empty
  const tessera::StepStats* selectedStep() const;
  std::size_t indexOfStep(std::uint64_t step) const;  // first recorded step >= step

  tessera::RequestId highlighted() const { return highlighted_; }
  void setHighlighted(tessera::RequestId id);  // 0: none

  RequestColors* colors() const { return colors_; }
  // The request's colour, washed out when another request is highlighted.
  QColor requestColor(tessera::RequestId id) const;

  // Request lives over steps()[first..last], cached for the last window asked for.
  const std::vector<tessera::RequestLife>& lives(std::size_t first, std::size_t last) const;
  const DashboardNumbers& numbers() const;

 signals:
  void changed();
  void highlightChanged(tessera::RequestId id);

 private:
  void invalidate();

  RequestColors* colors_;
  std::shared_ptr<const StatsSnapshot> snapshot_;
  std::vector<const tessera::StepStats*> steps_;
  const std::vector<tessera::RequestEvent> no_events_;
  bool live_ = true;
  std::uint64_t selected_step_ = 0;
  tessera::RequestId highlighted_ = 0;
  mutable std::vector<tessera::RequestLife> lives_;
  mutable bool lives_valid_ = false;
  mutable std::pair<std::size_t, std::size_t> lives_window_;
  mutable DashboardNumbers numbers_;
  mutable bool numbers_valid_ = false;
};

// Batch composition per step: one column per step, stacked by request (prefill tokens in the
// request's colour, decode tokens lighter), with the token budget line; the header names
// max_num_seqs. Clicking a column selects the step, clicking a slice highlights its request.
#pragma once

#include "dashboard/dashboard_view.h"

class BatchTimelineView : public DashboardView {
  Q_OBJECT

 public:
  explicit BatchTimelineView(DashboardState* state, QWidget* parent = nullptr);

  void paintTo(QPainter& painter, const QRect& area) const override;
  // Where request `id`'s slice of steps()[index] is drawn in `area`; empty if not scheduled.
  QRect sliceRect(const QRect& area, std::size_t index, tessera::RequestId id) const;
  QRect plotRect(const QRect& area) const;
  // The y of the budget line over steps()[index]; -1 when not in view.
  int budgetY(const QRect& area, std::size_t index) const;

 signals:
  void stepClicked(std::size_t index);

 protected:
  bool event(QEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;

 private:
  // The step and request under pos (request 0 over the column's empty part); index -1 outside.
  std::pair<long, const tessera::ScheduledRequest*> hit(QPoint pos) const;
  struct Scale {
    double pixels_per_token = 1.0;
    int max_tokens = 1;
  };
  Scale scaleFor(const StepAxis& axis) const;
  // Calls visit(slice rect, scheduled entry) bottom-up for one step column.
  template <typename Visit>
  void forEachSlice(const StepAxis& axis, const Scale& scale, std::size_t index,
                    Visit&& visit) const;
  int budgetY(const StepAxis& axis, const Scale& scale, std::size_t index) const;
  void paintBudget(QPainter& painter, const StepAxis& axis, const Scale& scale) const;
  void paintAxis(QPainter& painter, const StepAxis& axis, const Scale& scale) const;
};

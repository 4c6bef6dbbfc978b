// Gantt chart of request lives over the same step columns as the batch view: grey while
// queued, the request's colour while in prefill, lighter while decoding, red while preempted.
#pragma once

#include "dashboard/dashboard_view.h"

class RequestTimelineView : public DashboardView {
  Q_OBJECT

 public:
  explicit RequestTimelineView(DashboardState* state, QWidget* parent = nullptr);

  void paintTo(QPainter& painter, const QRect& area) const override;
  // Where request `id` at steps()[index] is drawn; empty when the row or column is not shown.
  QRect cellRect(const QRect& area, tessera::RequestId id, std::size_t index) const;

 protected:
  bool event(QEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;

 private:
  struct Rows {
    std::vector<const tessera::RequestLife*> lives;  // top to bottom
    int height = 0;
  };
  QRect plotRect(const QRect& area) const;
  const tessera::RequestLife* lifeAt(const StepAxis& axis, const Rows& rows, QPoint pos) const;
  Rows rowsFor(const StepAxis& axis) const;
  QColor segmentColor(const tessera::RequestLife& life, tessera::SegmentState state) const;
  void paintRow(QPainter& painter, const StepAxis& axis, const tessera::RequestLife& life, int top,
                int height) const;
};

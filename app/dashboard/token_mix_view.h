// Tokens per step split into prefill (blue, bottom) and decode (orange, on top), with the
// step's admissions (green marks above the column) and preemptions (red line through it).
#pragma once

#include "dashboard/dashboard_view.h"

class TokenMixView : public DashboardView {
  Q_OBJECT

 public:
  explicit TokenMixView(DashboardState* state, QWidget* parent = nullptr);

  void paintTo(QPainter& painter, const QRect& area) const override;
  QRect plotRect(const QRect& area) const;
  // The prefill and decode bars of steps()[index]; empty when not in view or zero tokens.
  QRect prefillRect(const QRect& area, std::size_t index) const;
  QRect decodeRect(const QRect& area, std::size_t index) const;

 signals:
  void stepClicked(std::size_t index);

 protected:
  void mousePressEvent(QMouseEvent* event) override;

 private:
  struct Bars {
    QRect prefill;
    QRect decode;
  };
  Bars barsFor(const StepAxis& axis, double pixels_per_token, std::size_t index) const;
  double pixelsPerToken(const StepAxis& axis) const;
  void paintEvents(QPainter& painter, const StepAxis& axis, std::size_t index) const;
};

// Base of the dashboard's painted views: repaints when the shared state changes and paints
// through paintTo() so tests can render a view into a QImage.
#pragma once

#include <QWidget>

#include "dashboard/dashboard_state.h"

class QPainter;

class DashboardView : public QWidget {
  Q_OBJECT

 public:
  explicit DashboardView(DashboardState* state, QWidget* parent = nullptr);

  // Paints the view's current content into `area` (in painter coordinates).
  virtual void paintTo(QPainter& painter, const QRect& area) const = 0;

 signals:
  void requestClicked(tessera::RequestId id);

 protected:
  void paintEvent(QPaintEvent* event) override;
  DashboardState* state() const { return state_; }
  // A one-line caption at the top of `area`; returns the rest of the area.
  QRect paintHeader(QPainter& painter, const QRect& area, const QString& text) const;
  // `text` in `box` with `flags`, drawn smaller where it is wider than the box: an axis label
  // fits its gutter in every language ("プリフィル" was clipped to "リフィル").
  static void paintFitted(QPainter& painter, const QRect& box, int flags, const QString& text);

 public:
  // The painter's font, shrunk (to 5 points at least) until `text` is at most `width` wide.
  static QFont fittedFont(const QFont& font, const QString& text, int width);

 private:
  DashboardState* state_;
};

// The columns the step timelines share: a left gutter for labels, then one column per
// recorded step, the selected step kept in view.
struct StepAxis {
  static constexpr int kGutter = 52;
  static constexpr int kColumn = 7;

  StepAxis(const DashboardState& state, const QRect& plot);
  bool empty() const { return count == 0; }
  int x(std::size_t index) const;  // left edge of the column of steps()[index]
  // Index in steps() under x, or -1.
  long indexAt(int px) const;

  QRect plot;  // the area right of the gutter
  std::size_t first = 0;
  std::size_t count = 0;
  std::size_t selected = 0;
};

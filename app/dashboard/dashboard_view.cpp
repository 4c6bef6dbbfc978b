#include "dashboard/dashboard_view.h"

#include <QFontMetrics>
#include <QPainter>
#include <algorithm>

#include "dashboard/dashboard_palette.h"

DashboardView::DashboardView(DashboardState* state, QWidget* parent)
    : QWidget(parent), state_(state) {
  connect(state_, &DashboardState::changed, this, qOverload<>(&QWidget::update));
  setMouseTracking(true);
  setFocusPolicy(Qt::ClickFocus);  // so the dashboard's step shortcuts work after a click
}

void DashboardView::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  paintTo(painter, rect());
}

QRect DashboardView::paintHeader(QPainter& painter, const QRect& area, const QString& text) const {
  const int height = painter.fontMetrics().height() + 4;
  painter.setPen(palette::text());
  painter.drawText(
      area.adjusted(4, 0, -4, 0).topLeft() + QPoint(0, painter.fontMetrics().ascent() + 2), text);
  return area.adjusted(0, height, 0, 0);
}

QFont DashboardView::fittedFont(const QFont& font, const QString& text, int width) {
  QFont fitted = font;
  for (int tries = 0; tries < 8 && QFontMetrics(fitted).horizontalAdvance(text) > width; ++tries) {
    const double ratio =
        static_cast<double>(width) / std::max(1, QFontMetrics(fitted).horizontalAdvance(text));
    if (fitted.pointSizeF() > 0) {
      if (fitted.pointSizeF() <= 5.0) break;
      fitted.setPointSizeF(std::max(5.0, fitted.pointSizeF() * std::min(ratio, 0.95)));
    } else {
      if (fitted.pixelSize() <= 7) break;
      fitted.setPixelSize(
          std::max(7, static_cast<int>(fitted.pixelSize() * std::min(ratio, 0.95))));
    }
  }
  return fitted;
}

void DashboardView::paintFitted(QPainter& painter, const QRect& box, int flags,
                                const QString& text) {
  painter.save();
  painter.setFont(fittedFont(painter.font(), text, box.width()));
  painter.drawText(box, flags, text);
  painter.restore();
}

StepAxis::StepAxis(const DashboardState& state, const QRect& area)
    : plot(area.adjusted(kGutter, 0, 0, 0)) {
  const auto& steps = state.steps();
  if (steps.empty() || plot.width() < kColumn) return;
  const auto columns = static_cast<std::size_t>(plot.width() / kColumn);
  selected = state.selectedIndex();
  // Paused: keep a quarter of the window after the selection, so stepping forward stays in view.
  std::size_t last =
      state.isLive() ? steps.size() - 1 : std::min(steps.size() - 1, selected + columns / 4);
  last = std::max(last, std::min(columns, steps.size()) - 1);
  first = last + 1 >= columns ? last + 1 - columns : 0;
  count = last - first + 1;
}

int StepAxis::x(std::size_t index) const {
  return plot.left() + static_cast<int>(index - first) * kColumn;
}

long StepAxis::indexAt(int px) const {
  if (px < plot.left() || count == 0) return -1;
  const auto column = static_cast<std::size_t>((px - plot.left()) / kColumn);
  return column < count ? static_cast<long>(first + column) : -1;
}

#include "dashboard/token_mix_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <cmath>

#include "dashboard/dashboard_palette.h"

namespace {

constexpr int kMarkerBand = 6;  // pixels above the plot for admission marks

std::pair<int, int> tokenSplit(const tessera::StepStats& s) {
  int prefill = 0;
  int decode = 0;
  for (const auto& r : s.scheduled) {
    prefill += r.prefill_tokens;
    decode += r.decode_tokens;
  }
  return {prefill, decode};
}

}  // namespace

TokenMixView::TokenMixView(DashboardState* state, QWidget* parent) : DashboardView(state, parent) {
  setMinimumSize(200, 80);
}

QRect TokenMixView::plotRect(const QRect& area) const {
  return area.adjusted(0, fontMetrics().height() + 4 + kMarkerBand, -2,
                       -fontMetrics().height() / 2);
}

double TokenMixView::pixelsPerToken(const StepAxis& axis) const {
  int max_tokens = 1;
  for (std::size_t i = axis.first; i < axis.first + axis.count; ++i) {
    const auto [prefill, decode] = tokenSplit(*state()->steps()[i]);
    max_tokens = std::max(max_tokens, prefill + decode);
  }
  return axis.plot.height() / (max_tokens * 1.05);
}

TokenMixView::Bars TokenMixView::barsFor(const StepAxis& axis, double pixels_per_token,
                                         std::size_t index) const {
  const auto [prefill, decode] = tokenSplit(*state()->steps()[index]);
  const auto height = [&](int tokens) {
    return tokens == 0 ? 0 : std::max(1, static_cast<int>(std::lround(tokens * pixels_per_token)));
  };
  const int x = axis.x(index);
  const int bottom = axis.plot.bottom() + 1;
  Bars bars;
  const int prefill_height = height(prefill);
  const int decode_height = height(decode);
  if (prefill_height > 0) {
    bars.prefill = QRect(x, bottom - prefill_height, StepAxis::kColumn - 1, prefill_height);
  }
  if (decode_height > 0) {
    bars.decode =
        QRect(x, bottom - prefill_height - decode_height, StepAxis::kColumn - 1, decode_height);
  }
  return bars;
}

void TokenMixView::paintTo(QPainter& painter, const QRect& area) const {
  painter.save();
  painter.setFont(font());
  painter.fillRect(area, palette::background());
  const auto* selected = state()->selectedStep();
  if (!selected) {
    paintHeader(painter, area, tr("Prefill / decode: no steps recorded yet"));
    painter.restore();
    return;
  }
  const auto [prefill, decode] = tokenSplit(*selected);
  paintHeader(painter, area,
              tr("Step %1: %2 prefill + %3 decode tokens, %4 admitted, %5 preempted")
                  .arg(selected->step)
                  .arg(prefill)
                  .arg(decode)
                  .arg(selected->admitted.size())
                  .arg(selected->preempted.size()));
  const StepAxis axis(*state(), plotRect(area));
  const double scale = pixelsPerToken(axis);
  painter.setPen(palette::grid());
  painter.drawLine(axis.plot.bottomLeft(), axis.plot.bottomRight());
  const QRect gutter(area.left(), axis.plot.top(), StepAxis::kGutter - 4, axis.plot.height());
  painter.setPen(palette::prefillTokens());
  paintFitted(painter, gutter, Qt::AlignRight | Qt::AlignTop, tr("prefill"));
  painter.setPen(palette::decodeTokens());
  paintFitted(painter, gutter, Qt::AlignRight | Qt::AlignBottom, tr("decode"));
  for (std::size_t i = axis.first; i < axis.first + axis.count; ++i) {
    const Bars bars = barsFor(axis, scale, i);
    painter.fillRect(bars.prefill, palette::prefillTokens());
    painter.fillRect(bars.decode, palette::decodeTokens());
    paintEvents(painter, axis, i);
  }
  painter.setPen(palette::selection());
  painter.setBrush(Qt::NoBrush);
  painter.drawRect(QRect(axis.x(axis.selected) - 1, axis.plot.top() - kMarkerBand,
                         StepAxis::kColumn, axis.plot.height() + kMarkerBand));
  painter.restore();
}

void TokenMixView::paintEvents(QPainter& painter, const StepAxis& axis, std::size_t index) const {
  const auto* s = state()->steps()[index];
  const int x = axis.x(index);
  if (!s->admitted.empty()) {
    painter.fillRect(
        QRect(x, axis.plot.top() - kMarkerBand, StepAxis::kColumn - 1, kMarkerBand - 1),
        palette::admitted());
  }
  if (!s->preempted.empty()) {
    painter.fillRect(QRect(x + StepAxis::kColumn / 2 - 1, axis.plot.top() - kMarkerBand, 2,
                           axis.plot.height() + kMarkerBand),
                     palette::preempted());
  }
}

QRect TokenMixView::prefillRect(const QRect& area, std::size_t index) const {
  const StepAxis axis(*state(), plotRect(area));
  if (axis.empty() || index < axis.first || index >= axis.first + axis.count) return {};
  return barsFor(axis, pixelsPerToken(axis), index).prefill;
}

QRect TokenMixView::decodeRect(const QRect& area, std::size_t index) const {
  const StepAxis axis(*state(), plotRect(area));
  if (axis.empty() || index < axis.first || index >= axis.first + axis.count) return {};
  return barsFor(axis, pixelsPerToken(axis), index).decode;
}

void TokenMixView::mousePressEvent(QMouseEvent* event) {
  const StepAxis axis(*state(), plotRect(rect()));
  const long index = axis.indexAt(event->position().toPoint().x());
  if (index >= 0) emit stepClicked(static_cast<std::size_t>(index));
}

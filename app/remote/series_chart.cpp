#include "remote/series_chart.h"

#include <QPainter>
#include <QPainterPath>
#include <cmath>

#include "dashboard/dashboard_palette.h"

namespace {

// 1, 2 or 5 times a power of ten, at least `v`: an axis maximum that reads well.
double niceCeiling(double v) {
  if (!(v > 0)) return 1.0;
  const double p = std::pow(10.0, std::floor(std::log10(v)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * p >= v) return m * p;
  return 10.0 * p;
}

}  // namespace

SeriesChart::SeriesChart(const QString& title, std::function<QString(double)> format,
                         QWidget* parent)
    : QWidget(parent), title_(title), format_(std::move(format)) {
  setObjectName("seriesChart");
}

void SeriesChart::setSeries(QList<Series> series, double now, double spanSeconds) {
  series_ = std::move(series);
  now_ = now;
  span_ = spanSeconds;
  update();
}

std::optional<double> SeriesChart::latest(int series) const {
  if (series < 0 || series >= series_.size()) return std::nullopt;
  const auto& points = series_[series].points;
  for (auto it = points.rbegin(); it != points.rend(); ++it)
    if (it->second) return it->second;
  return std::nullopt;
}

void SeriesChart::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), palette::background());
  const QFontMetrics fm = fontMetrics();
  const int line = fm.height();
  p.setPen(palette::text());
  QFont bold = font();
  bold.setBold(true);
  p.setFont(bold);
  p.drawText(QRect(6, 2, width() - 12, line), Qt::AlignLeft | Qt::AlignVCenter, title_);
  p.setFont(font());
  // Legend: each series' latest value, right-aligned on the title line and below.
  int legendY = 2;
  for (int i = 0; i < series_.size(); ++i) {
    const std::optional<double> v = latest(i);
    const QString text =
        series_[i].name + (series_[i].name.isEmpty() ? "" : " ") + (v ? format_(*v) : "–");
    p.setPen(series_[i].color.darker(130));
    p.drawText(QRect(6, legendY, width() - 12, line), Qt::AlignRight | Qt::AlignVCenter, text);
    legendY += line;
  }
  double max = 0.0;
  for (const Series& s : series_)
    for (const auto& [t, v] : s.points)
      if (v && now_ - t <= span_) max = std::max(max, *v);
  max = fixedMax_.value_or(niceCeiling(max));
  const QRectF plot(6 + fm.horizontalAdvance(format_(max)) + 4, legendY + 2,
                    width() - 12 - fm.horizontalAdvance(format_(max)) - 4, height() - legendY - 6);
  if (plot.height() < 10 || plot.width() < 20) return;
  p.setPen(palette::grid());
  p.drawRect(plot);
  p.drawLine(QPointF(plot.left(), plot.center().y()), QPointF(plot.right(), plot.center().y()));
  p.setPen(palette::text());
  p.drawText(QRectF(0, plot.top() - line / 2.0, plot.left() - 4, line),
             Qt::AlignRight | Qt::AlignVCenter, format_(max));
  p.drawText(QRectF(0, plot.bottom() - line / 2.0, plot.left() - 4, line),
             Qt::AlignRight | Qt::AlignVCenter, format_(0));
  p.setPen(palette::grid().darker(160));
  const QString spanText = span_ >= 90 ? tr("last %1 min").arg(std::lround(span_ / 60))
                                       : tr("last %1 s").arg(std::lround(span_));
  p.drawText(plot.adjusted(4, 0, -4, -2), Qt::AlignLeft | Qt::AlignBottom, spanText);
  auto x = [&](double t) { return plot.right() - (now_ - t) / span_ * plot.width(); };
  auto y = [&](double v) { return plot.bottom() - std::min(v / max, 1.0) * plot.height(); };
  for (const Series& s : series_) {
    QPainterPath path;
    bool drawing = false;
    for (const auto& [t, v] : s.points) {
      if (now_ - t > span_ || !v) {
        drawing = false;
        continue;
      }
      const QPointF point(x(t), y(*v));
      if (drawing)
        path.lineTo(point);
      else
        path.moveTo(point);
      drawing = true;
    }
    p.setPen(QPen(s.color, 1.8));
    p.drawPath(path);
  }
}

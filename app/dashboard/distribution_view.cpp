#include "dashboard/distribution_view.h"

#include <QPainter>
#include <algorithm>

#include "dashboard/dashboard_palette.h"
#include "dashboard/run_comparison_model.h"

namespace {

constexpr int kBins = 24;
// The axis ends a little past the larger p99, so that a few outliers do not squeeze the rest
// into the first bins; samples past it count in the last bin.
constexpr double kTailRoom = 1.25;

QColor runColor(int column) {
  return column == 0 ? QColor(0x3b, 0x78, 0xc4) : QColor(0xe0, 0x7b, 0x26);
}

}  // namespace

DistributionView::DistributionView(RunComparisonModel* model, Measure measure, QWidget* parent)
    : QWidget(parent), model_(model), measure_(measure) {
  connect(model_, &QAbstractItemModel::modelReset, this, qOverload<>(&QWidget::update));
}

const std::vector<double>& DistributionView::samples(int column) const {
  const RunSummary& run = model_->run(column);
  return measure_ == Measure::Ttft ? run.ttft_s : run.itl_s;
}

double DistributionView::axisMax() const {
  double largest = 0.0;
  double p99 = 0.0;
  for (int column = 0; column < 2; ++column) {
    for (double v : samples(column)) largest = std::max(largest, v);
    p99 = std::max(p99, percentile(samples(column), 99));
  }
  return std::min(largest, kTailRoom * p99);
}

// Top: the title; then one band per run (histogram over its p50/p90/p99 marks); bottom: the
// time axis shared by both.
void DistributionView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), palette::background());
  const QFontMetrics fm = p.fontMetrics();
  const int line = fm.height();
  p.setPen(palette::text());
  p.drawText(QRect(4, 2, width() - 8, line), Qt::AlignLeft | Qt::AlignVCenter,
             measure_ == Measure::Ttft ? tr("Time to first token") : tr("Inter-token latency"));
  const int label_w = fm.horizontalAdvance(QStringLiteral("B ")) + 6;
  const QRect plot(label_w, line + 6, width() - label_w - 10, height() - 2 * line - 12);
  if (plot.width() < 20 || plot.height() < 20) return;
  const double max = axisMax();
  const int band = plot.height() / 2;
  for (int column = 0; column < 2; ++column) {
    const QRect area(plot.left(), plot.top() + column * band, plot.width(), band - 4);
    p.setPen(runColor(column));
    p.drawText(QRect(0, area.top(), label_w - 4, area.height()), Qt::AlignRight | Qt::AlignVCenter,
               column == 0 ? QStringLiteral("A") : QStringLiteral("B"));
    p.fillRect(area, Qt::white);
    const auto& values = samples(column);
    if (values.empty() || max <= 0.0) continue;
    const Histogram h = histogram(values, kBins, max);
    const int top = std::max(1, *std::max_element(h.counts.begin(), h.counts.end()));
    const int marks_h = 6;
    const double bin_w = static_cast<double>(area.width()) / kBins;
    for (int i = 0; i < kBins; ++i) {
      const int bar = (area.height() - marks_h) * h.counts[static_cast<std::size_t>(i)] / top;
      p.fillRect(
          QRectF(area.left() + i * bin_w + 0.5, area.bottom() - marks_h - bar, bin_w - 1, bar),
          palette::mix(runColor(column), Qt::white, 0.35));
    }
    // A box from p50 to p90 with a whisker to p99 along the band's foot.
    const Percentiles q = percentiles(values);
    const double mid = area.bottom() - marks_h / 2.0;
    const auto x = [&](double v) { return area.left() + std::min(v, max) / max * area.width(); };
    p.setPen(QPen(runColor(column).darker(130), 1.5));
    p.drawLine(QPointF(x(q.p90), mid), QPointF(x(q.p99), mid));
    p.drawLine(QPointF(x(q.p99), mid - 3), QPointF(x(q.p99), mid + 3));
    p.fillRect(QRectF(x(q.p50), mid - 3, std::max(1.5, x(q.p90) - x(q.p50)), 6),
               runColor(column).darker(130));
  }
  p.setPen(palette::text());
  const int axis_y = plot.top() + 2 * band;
  p.drawLine(plot.left(), axis_y, plot.right(), axis_y);
  p.drawText(QRect(plot.left(), axis_y + 2, plot.width(), line), Qt::AlignLeft, tr("0 ms"));
  p.drawText(QRect(plot.left(), axis_y + 2, plot.width(), line), Qt::AlignRight,
             tr("%1 ms").arg(max * 1000.0, 0, 'f', max < 0.01 ? 2 : 1));
  p.drawText(QRect(plot.left(), axis_y + 2, plot.width(), line), Qt::AlignHCenter,
             tr("box: p50–p90, whisker to p99"));
}

#include "dashboard/request_timeline_view.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include "dashboard/dashboard_palette.h"

namespace {

constexpr int kMaxRow = 14;
constexpr int kMinRow = 3;

bool overlaps(const tessera::RequestLife& life, std::uint64_t first, std::uint64_t last) {
  for (const auto& seg : life.segments) {
    if (seg.num_steps > 0 && seg.first_step <= last && seg.last_step >= first) return true;
  }
  return false;
}

}  // namespace

RequestTimelineView::RequestTimelineView(DashboardState* state, QWidget* parent)
    : DashboardView(state, parent) {
  setMinimumSize(200, 90);
}

QRect RequestTimelineView::plotRect(const QRect& area) const {
  return area.adjusted(0, fontMetrics().height() + 4, -2, -2);
}

// The requests alive in the visible steps; when they do not fit, the newest, keeping the
// highlighted one.
RequestTimelineView::Rows RequestTimelineView::rowsFor(const StepAxis& axis) const {
  Rows rows;
  if (axis.empty()) return rows;
  const auto& steps = state()->steps();
  const auto first = steps[axis.first]->step;
  const auto last = steps[axis.first + axis.count - 1]->step;
  for (const auto& life : state()->lives(axis.first, axis.first + axis.count - 1)) {
    if (overlaps(life, first, last)) rows.lives.push_back(&life);
  }
  if (rows.lives.empty()) return rows;
  const int n = static_cast<int>(rows.lives.size());
  rows.height = std::clamp(axis.plot.height() / n, kMinRow, kMaxRow);
  const auto fit = static_cast<std::size_t>(std::max(1, axis.plot.height() / rows.height));
  if (rows.lives.size() > fit) {
    const tessera::RequestLife* highlighted = nullptr;
    for (const auto* life : rows.lives) {
      if (life->id == state()->highlighted()) highlighted = life;
    }
    rows.lives.erase(rows.lives.begin(), rows.lives.end() - static_cast<long>(fit));
    if (highlighted &&
        std::find(rows.lives.begin(), rows.lives.end(), highlighted) == rows.lives.end()) {
      rows.lives.front() = highlighted;
    }
  }
  return rows;
}

QColor RequestTimelineView::segmentColor(const tessera::RequestLife& life,
                                         tessera::SegmentState s) const {
  const QColor color = state()->requestColor(life.id);
  const bool dimmed = state()->highlighted() != 0 && state()->highlighted() != life.id;
  switch (s) {
    case tessera::SegmentState::Queued:
      return dimmed ? palette::faded(palette::queued()) : palette::queued();
    case tessera::SegmentState::Prefill:
      return color;
    case tessera::SegmentState::Decode:
      return palette::decode(color);
    case tessera::SegmentState::Preempted:
      return dimmed ? palette::faded(palette::preempted()) : palette::preempted();
  }
  return color;
}

void RequestTimelineView::paintRow(QPainter& painter, const StepAxis& axis,
                                   const tessera::RequestLife& life, int top, int height) const {
  const std::size_t last = axis.first + axis.count - 1;
  for (const auto& seg : life.segments) {
    if (seg.num_steps == 0) continue;
    const std::size_t begin = std::max(state()->indexOfStep(seg.first_step), axis.first);
    const std::size_t end = std::min(state()->indexOfStep(seg.last_step), last);
    if (begin > end) continue;
    const QRect r(axis.x(begin), top, axis.x(end) - axis.x(begin) + StepAxis::kColumn,
                  std::max(1, height - 1));
    painter.fillRect(r, segmentColor(life, seg.state));
  }
  if (height >= 9) {
    QFont small = painter.font();
    small.setPixelSize(height - 2);
    painter.setFont(small);
    painter.setPen(state()->requestColor(life.id).darker(130));
    painter.drawText(
        QRect(axis.plot.left() - StepAxis::kGutter, top, StepAxis::kGutter - 4, height),
        Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("#%1").arg(life.id));
    painter.setFont(font());
  }
}

void RequestTimelineView::paintTo(QPainter& painter, const QRect& area) const {
  painter.save();
  painter.setFont(font());
  painter.fillRect(area, palette::background());
  const StepAxis axis(*state(), plotRect(area));
  const Rows rows = rowsFor(axis);
  paintHeader(painter, area,
              tr("Requests: %1 shown (grey queued, solid prefill, light decode, red preempted)")
                  .arg(rows.lives.size()));
  if (axis.empty()) {
    painter.restore();
    return;
  }
  int top = axis.plot.top();
  for (const auto* life : rows.lives) {
    paintRow(painter, axis, *life, top, rows.height);
    top += rows.height;
  }
  painter.setPen(QPen(palette::selection(), 1, Qt::DotLine));
  const int x = axis.x(axis.selected) + StepAxis::kColumn / 2;
  painter.drawLine(x, axis.plot.top(), x, axis.plot.bottom());
  painter.restore();
}

QRect RequestTimelineView::cellRect(const QRect& area, tessera::RequestId id,
                                    std::size_t index) const {
  const StepAxis axis(*state(), plotRect(area));
  if (index < axis.first || index >= axis.first + axis.count) return {};
  const Rows rows = rowsFor(axis);
  for (std::size_t row = 0; row < rows.lives.size(); ++row) {
    if (rows.lives[row]->id != id) continue;
    return QRect(axis.x(index), axis.plot.top() + static_cast<int>(row) * rows.height,
                 StepAxis::kColumn, std::max(1, rows.height - 1));
  }
  return {};
}

const tessera::RequestLife* RequestTimelineView::lifeAt(const StepAxis& axis, const Rows& rows,
                                                        QPoint pos) const {
  if (rows.height == 0 || pos.y() < axis.plot.top()) return nullptr;
  const auto row = static_cast<std::size_t>((pos.y() - axis.plot.top()) / rows.height);
  return row < rows.lives.size() ? rows.lives[row] : nullptr;
}

bool RequestTimelineView::event(QEvent* event) {
  if (event->type() != QEvent::ToolTip) return DashboardView::event(event);
  auto* help = static_cast<QHelpEvent*>(event);
  const StepAxis axis(*state(), plotRect(rect()));
  const tessera::RequestLife* life = lifeAt(axis, rowsFor(axis), help->pos());
  const long index = axis.indexAt(help->pos().x());
  if (!life) {
    QToolTip::hideText();
    return true;
  }
  QString text = tr("Request #%1").arg(life->id);
  if (life->finished) text += tr(", finished (%1)").arg(tessera::to_string(life->reason));
  if (index >= 0) {
    const auto step = state()->steps()[static_cast<std::size_t>(index)]->step;
    for (const auto& seg : life->segments) {
      if (seg.num_steps > 0 && seg.first_step <= step && step <= seg.last_step) {
        text += QLatin1Char('\n') + tr("Step %1: %2 (steps %3-%4, %5 tokens)")
                                        .arg(step)
                                        .arg(to_string(seg.state))
                                        .arg(seg.first_step)
                                        .arg(seg.last_step)
                                        .arg(seg.tokens);
      }
    }
  }
  QToolTip::showText(help->globalPos(), text, this);
  return true;
}

void RequestTimelineView::mousePressEvent(QMouseEvent* event) {
  const StepAxis axis(*state(), plotRect(rect()));
  const tessera::RequestLife* life = lifeAt(axis, rowsFor(axis), event->position().toPoint());
  emit requestClicked(life ? life->id : 0);
}

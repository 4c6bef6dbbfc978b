#include "dashboard/batch_timeline_view.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <cmath>

#include "dashboard/dashboard_palette.h"

BatchTimelineView::BatchTimelineView(DashboardState* state, QWidget* parent)
    : DashboardView(state, parent) {
  setMinimumSize(200, 90);
}

QRect BatchTimelineView::plotRect(const QRect& area) const {
  return area.adjusted(0, fontMetrics().height() + 4, -2, -fontMetrics().height() / 2);
}

BatchTimelineView::Scale BatchTimelineView::scaleFor(const StepAxis& axis) const {
  Scale scale;
  for (std::size_t i = axis.first; i < axis.first + axis.count; ++i) {
    const auto* s = state()->steps()[i];
    scale.max_tokens = std::max({scale.max_tokens, s->token_budget, s->tokens_used});
  }
  scale.pixels_per_token = axis.plot.height() / (scale.max_tokens * 1.08);
  return scale;
}

// Every scheduled request gets at least 2 px, so a one-token decode stays visible next to a
// 2,000-token prefill.
template <typename Visit>
void BatchTimelineView::forEachSlice(const StepAxis& axis, const Scale& scale, std::size_t index,
                                     Visit&& visit) const {
  int bottom = axis.plot.bottom() + 1;
  const int x = axis.x(index);
  for (const auto& s : state()->steps()[index]->scheduled) {
    const int tokens = s.prefill_tokens + s.decode_tokens;
    const int height = std::max(2, static_cast<int>(std::lround(tokens * scale.pixels_per_token)));
    const QRect slice(x, bottom - height, StepAxis::kColumn - 1, height);
    visit(slice, s);
    bottom -= height;
    if (bottom <= axis.plot.top()) break;
  }
}

void BatchTimelineView::paintTo(QPainter& painter, const QRect& area) const {
  painter.save();
  painter.setFont(font());
  painter.fillRect(area, palette::background());
  const auto* selected = state()->selectedStep();
  if (!selected) {
    paintHeader(painter, area, tr("Batch: no steps recorded yet"));
    painter.restore();
    return;
  }
  paintHeader(painter, area,
              tr("Batch at step %1: %2 / %3 tokens (budget), %4 / %5 sequences (max_num_seqs)")
                  .arg(selected->step)
                  .arg(selected->tokens_used)
                  .arg(selected->token_budget)
                  .arg(selected->scheduled.size())
                  .arg(selected->max_num_seqs));
  const StepAxis axis(*state(), plotRect(area));
  const Scale scale = scaleFor(axis);
  paintAxis(painter, axis, scale);
  painter.setClipRect(axis.plot.adjusted(0, 0, 1, 1));
  for (std::size_t i = axis.first; i < axis.first + axis.count; ++i) {
    forEachSlice(axis, scale, i, [&](const QRect& slice, const tessera::ScheduledRequest& s) {
      const QColor color = state()->requestColor(s.id);
      painter.fillRect(slice, s.prefill_tokens > 0 ? color : palette::decode(color));
    });
  }
  paintBudget(painter, axis, scale);
  painter.setPen(QPen(palette::selection(), 1));
  painter.setBrush(Qt::NoBrush);
  painter.drawRect(
      QRect(axis.x(axis.selected) - 1, axis.plot.top(), StepAxis::kColumn, axis.plot.height()));
  painter.restore();
}

int BatchTimelineView::budgetY(const QRect& area, std::size_t index) const {
  const StepAxis axis(*state(), plotRect(area));
  if (axis.empty() || index < axis.first || index >= axis.first + axis.count) return -1;
  return budgetY(axis, scaleFor(axis), index);
}

int BatchTimelineView::budgetY(const StepAxis& axis, const Scale& scale, std::size_t index) const {
  return axis.plot.bottom() + 1 -
         static_cast<int>(
             std::lround(state()->steps()[index]->token_budget * scale.pixels_per_token));
}

// A short solid dash per column with a gap between: a dashed line that follows budget changes.
void BatchTimelineView::paintBudget(QPainter& painter, const StepAxis& axis,
                                    const Scale& scale) const {
  for (std::size_t i = axis.first; i < axis.first + axis.count; ++i) {
    painter.fillRect(QRect(axis.x(i), budgetY(axis, scale, i), StepAxis::kColumn - 2, 1),
                     palette::budget());
  }
}

void BatchTimelineView::paintAxis(QPainter& painter, const StepAxis& axis,
                                  const Scale& scale) const {
  painter.setPen(palette::grid());
  painter.drawLine(axis.plot.bottomLeft(), axis.plot.bottomRight());
  painter.setPen(palette::text());
  const QRect label(axis.plot.left() - StepAxis::kGutter, axis.plot.top(), StepAxis::kGutter - 4,
                    painter.fontMetrics().height());
  painter.drawText(label, Qt::AlignRight, QString::number(scale.max_tokens));
  paintFitted(painter, label.translated(0, axis.plot.height() - label.height()), Qt::AlignRight,
              tr("tokens"));
}

QRect BatchTimelineView::sliceRect(const QRect& area, std::size_t index,
                                   tessera::RequestId id) const {
  const StepAxis axis(*state(), plotRect(area));
  if (axis.empty() || index < axis.first || index >= axis.first + axis.count) return {};
  QRect found;
  forEachSlice(axis, scaleFor(axis), index, [&](const QRect& slice, const auto& s) {
    if (s.id == id) found = slice;
  });
  return found;
}

std::pair<long, const tessera::ScheduledRequest*> BatchTimelineView::hit(QPoint pos) const {
  const StepAxis axis(*state(), plotRect(rect()));
  const long index = axis.indexAt(pos.x());
  const tessera::ScheduledRequest* found = nullptr;
  if (index < 0) return {index, found};
  forEachSlice(axis, scaleFor(axis), static_cast<std::size_t>(index),
               [&](const QRect& slice, const tessera::ScheduledRequest& s) {
                 if (slice.contains(pos)) found = &s;
               });
  return {index, found};
}

bool BatchTimelineView::event(QEvent* event) {
  if (event->type() != QEvent::ToolTip) return DashboardView::event(event);
  auto* help = static_cast<QHelpEvent*>(event);
  const auto [index, s] = hit(help->pos());
  if (index < 0) {
    QToolTip::hideText();
    return true;
  }
  const auto* step = state()->steps()[static_cast<std::size_t>(index)];
  QString text = tr("Step %1: %2 tokens, %3 requests")
                     .arg(step->step)
                     .arg(step->tokens_used)
                     .arg(step->scheduled.size());
  if (s) {
    text +=
        QLatin1Char('\n') +
        (s->prefill_tokens > 0
             ? tr("#%1 prefill %2 tokens (%3 of %4 prompt tokens already computed)")
                   .arg(s->id)
                   .arg(s->prefill_tokens)
                   .arg(s->num_computed_tokens)
                   .arg(s->num_prompt_tokens)
             : tr("#%1 decode (%2 tokens in the cache)").arg(s->id).arg(s->num_computed_tokens));
  }
  QToolTip::showText(help->globalPos(), text, this);
  return true;
}

void BatchTimelineView::mousePressEvent(QMouseEvent* event) {
  const auto [index, s] = hit(event->position().toPoint());
  if (index < 0) return;
  emit stepClicked(static_cast<std::size_t>(index));
  emit requestClicked(s ? s->id : 0);
}

#include "dashboard/block_map_view.h"

#include <QHash>
#include <QHelpEvent>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>
#include <cmath>

#include "dashboard/dashboard_palette.h"

namespace {

constexpr int kMaxCell = 64;

int headerHeight(const QFontMetrics& metrics) {
  return metrics.height() + 4;
}

// The largest square cell that fits n blocks into w x h.
int fitCell(int w, int h, int n) {
  if (n <= 0 || w <= 0 || h <= 0) return 1;
  int cell = std::max(1, static_cast<int>(std::sqrt(static_cast<double>(w) * h / n)));
  while (cell > 1) {
    const int columns = std::max(1, w / cell);
    if ((n + columns - 1) / columns * cell <= h) break;
    --cell;
  }
  return std::min(cell, kMaxCell);
}

}  // namespace

BlockMapView::BlockMapView(DashboardState* state, QWidget* parent) : DashboardView(state, parent) {
  setMinimumSize(120, 80);
  connect(state, &DashboardState::changed, this, &BlockMapView::updateMinimumHeight);
}

BlockMapView::Layout BlockMapView::layoutFor(const QRect& area, int num_blocks) const {
  Layout layout;
  layout.grid = area.adjusted(2, headerHeight(fontMetrics()), -2, -2);
  layout.cell = zoomed_cell_ > 0 ? zoomed_cell_
                                 : fitCell(layout.grid.width(), layout.grid.height(), num_blocks);
  layout.columns = std::max(1, layout.grid.width() / layout.cell);
  return layout;
}

QRect BlockMapView::cellRect(const QRect& area, int block) const {
  const auto* stats = state()->selectedStep();
  if (!stats || block < 0 || block >= stats->blocks_total) return {};
  const Layout layout = layoutFor(area, stats->blocks_total);
  const int gap = layout.cell >= 6 ? 1 : 0;
  return QRect(layout.grid.left() + block % layout.columns * layout.cell,
               layout.grid.top() + block / layout.columns * layout.cell, layout.cell - gap,
               layout.cell - gap);
}

int BlockMapView::blockAt(const QRect& area, QPoint pos) const {
  const auto* stats = state()->selectedStep();
  if (!stats) return -1;
  const Layout layout = layoutFor(area, stats->blocks_total);
  const QPoint p = pos - layout.grid.topLeft();
  if (p.x() < 0 || p.y() < 0 || p.x() >= layout.columns * layout.cell) return -1;
  const int block = p.y() / layout.cell * layout.columns + p.x() / layout.cell;
  return block < stats->blocks_total ? block : -1;
}

void BlockMapView::setZoomedCell(int pixels) {
  zoomed_cell_ = std::clamp(pixels, 0, kMaxCell);
  updateMinimumHeight();
  update();
}

QString BlockMapView::headerText(const tessera::StepStats& s) const {
  const double usage = s.blocks_total > 0 ? 100.0 * s.blocks_used / s.blocks_total : 0.0;
  return tr("KV cache %1% used: %2 used, %3 cached, %4 free of %5 blocks (%6 tokens each)")
      .arg(usage, 0, 'f', 1)
      .arg(s.blocks_used)
      .arg(s.blocks_cached)
      .arg(s.blocks_free - s.blocks_cached)
      .arg(s.blocks_total)
      .arg(s.block_size);
}

QColor BlockMapView::cellColor(const BlockCell& cell) const {
  switch (cell.state) {
    case BlockCell::State::Free:
      return palette::freeBlock();
    case BlockCell::State::Cached:
      return palette::cachedBlock();
    case BlockCell::State::Used:
      break;
  }
  const QColor color = state()->requestColor(cell.owner);
  return cell.num_owners > 1 ? color.darker(140) : color;
}

void BlockMapView::paintTo(QPainter& painter, const QRect& area) const {
  painter.save();
  painter.setFont(font());
  painter.fillRect(area, palette::background());
  const auto* stats = state()->selectedStep();
  if (!stats) {
    paintHeader(painter, area, tr("KV cache: no steps recorded yet"));
    painter.restore();
    return;
  }
  paintHeader(painter, area, headerText(*stats));
  const auto cells = build_block_cells(*stats, state()->highlighted());
  const Layout layout = layoutFor(area, stats->blocks_total);
  painter.setClipRect(layout.grid, Qt::IntersectClip);
  if (layout.cell >= 4) {
    paintLargeCells(painter, layout, cells);
  } else {
    paintSmallCells(painter, layout, cells);
  }
  painter.restore();
}

void BlockMapView::paintLargeCells(QPainter& painter, const Layout& layout,
                                   const std::vector<BlockCell>& cells) const {
  const int gap = layout.cell >= 6 ? 1 : 0;
  const int side = layout.cell - gap;
  const QBrush hatch(palette::sharedMark(), Qt::BDiagPattern);
  QHash<tessera::RequestId, std::pair<QColor, QColor>> colors;  // full and unfilled, per owner
  // Zoomed in a scroll area only a few rows are exposed: paint those.
  const QRect visible = painter.clipBoundingRect().toAlignedRect();
  const auto columns = static_cast<std::size_t>(layout.columns);
  const auto first_row =
      static_cast<std::size_t>(std::max(0, (visible.top() - layout.grid.top()) / layout.cell));
  const auto end_row = static_cast<std::size_t>(
      std::max(0, (visible.bottom() - layout.grid.top()) / layout.cell + 1));
  for (std::size_t b = first_row * columns; b < std::min(cells.size(), end_row * columns); ++b) {
    const BlockCell& cell = cells[b];
    const QRect r(layout.grid.left() + static_cast<int>(b % columns) * layout.cell,
                  layout.grid.top() + static_cast<int>(b / columns) * layout.cell, side, side);
    if (cell.state != BlockCell::State::Used) {
      painter.fillRect(r, cellColor(cell));
      continue;
    }
    auto cached = colors.find(cell.owner);
    if (cached == colors.end()) {
      const QColor color = state()->requestColor(cell.owner).toRgb();
      cached = colors.insert(cell.owner, {color, palette::mix(color, Qt::white, 0.7).toRgb()});
    }
    const int filled = std::max(1, static_cast<int>(std::lround(cell.fill * side)));
    if (filled < side) painter.fillRect(r, cached->second);
    painter.fillRect(r.adjusted(0, side - filled, 0, 0), cached->first);
    if (cell.num_owners > 1) {
      painter.fillRect(r, hatch);
      if (side >= 6) {
        painter.setPen(palette::sharedMark());
        painter.drawRect(r.adjusted(0, 0, -1, -1));
      }
    }
  }
}

// Below 4 px a cell is drawn as one pixel of a block image scaled without smoothing, which
// keeps 100,000 blocks to one image draw.
void BlockMapView::paintSmallCells(QPainter& painter, const Layout& layout,
                                   const std::vector<BlockCell>& cells) const {
  const int rows = (static_cast<int>(cells.size()) + layout.columns - 1) / layout.columns;
  QImage image(layout.columns, std::max(rows, 1), QImage::Format_RGB32);
  image.fill(palette::background());
  for (std::size_t b = 0; b < cells.size(); ++b) {
    image.setPixel(static_cast<int>(b) % layout.columns, static_cast<int>(b) / layout.columns,
                   cellColor(cells[b]).rgb());
  }
  painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
  painter.drawImage(QRect(layout.grid.topLeft(), image.size() * layout.cell), image);
}

QString BlockMapView::describeBlock(int block) const {
  const auto* selected = state()->selectedStep();
  if (!selected || block < 0 || block >= selected->blocks_total) return {};
  const tessera::StepStats& stats = *selected;
  const BlockInfo info = block_info(stats, block);
  QStringList owners;
  for (auto id : info.owners) owners << QStringLiteral("#%1").arg(id);
  QString state = tr("free");
  if (info.state == BlockCell::State::Cached) state = tr("free, cached prefix");
  if (info.state == BlockCell::State::Used) {
    state =
        info.owners.size() > 1 ? tr("shared by %1 requests").arg(info.owners.size()) : tr("used");
  }
  QString text = tr("Block %1 (%2)").arg(block).arg(state);
  if (!owners.isEmpty()) text += QLatin1Char('\n') + tr("Owners: %1").arg(owners.join(", "));
  text += QLatin1Char('\n') + tr("Tokens: %1 / %2").arg(info.tokens).arg(stats.block_size);
  if (info.hash != 0) {
    text += QLatin1Char('\n') +
            tr("Hash: %1").arg(QString::number(info.hash, 16).rightJustified(16, '0'));
  }
  return text;
}

bool BlockMapView::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const int block = blockAt(rect(), help->pos());
    if (block >= 0) {
      QToolTip::showText(help->globalPos(), describeBlock(block), this);
    } else {
      QToolTip::hideText();
    }
    return true;
  }
  return DashboardView::event(event);
}

void BlockMapView::wheelEvent(QWheelEvent* event) {
  const auto* stats = state()->selectedStep();
  if (!stats || event->angleDelta().y() == 0) return;
  // Inside a scroll area the viewport (the parent) is what "fit" means.
  const QWidget* view = parentWidget() ? parentWidget() : this;
  const int fit = fitCell(view->width() - 4, view->height() - headerHeight(fontMetrics()) - 2,
                          stats->blocks_total);
  const int current = layoutFor(rect(), stats->blocks_total).cell;
  const int next = event->angleDelta().y() > 0 ? std::max(current + 1, current * 5 / 4)
                                               : std::min(current - 1, current * 4 / 5);
  setZoomedCell(next <= fit ? 0 : next);
  event->accept();
}

void BlockMapView::mousePressEvent(QMouseEvent* event) {
  const auto* stats = state()->selectedStep();
  if (!stats) return;
  const int block = blockAt(rect(), event->position().toPoint());
  const BlockInfo info = block >= 0 ? block_info(*stats, block) : BlockInfo{};
  emit requestClicked(info.owners.empty() ? 0 : info.owners.front());
}

void BlockMapView::resizeEvent(QResizeEvent* event) {
  DashboardView::resizeEvent(event);
  updateMinimumHeight();
}

// Zoomed in, the map is taller than its scroll area and scrolls; fitted, it takes any height.
void BlockMapView::updateMinimumHeight() {
  const auto* stats = state()->selectedStep();
  if (zoomed_cell_ == 0 || !stats) {
    setMinimumHeight(80);
    return;
  }
  const Layout layout = layoutFor(rect(), stats->blocks_total);
  const int rows = (stats->blocks_total + layout.columns - 1) / layout.columns;
  setMinimumHeight(layout.grid.top() - rect().top() + rows * layout.cell + 4);
}

// Every KV block of the selected step as a cell coloured by its owner. Shared (prefix) blocks
// are hatched, cached free blocks are blue-grey, truly free ones light grey, and the unfilled
// part of a last block is pale. Cells shrink to fit; the wheel zooms (inside a scroll area).
#pragma once

#include "dashboard/block_map_model.h"
#include "dashboard/dashboard_view.h"

class BlockMapView : public DashboardView {
  Q_OBJECT

 public:
  explicit BlockMapView(DashboardState* state, QWidget* parent = nullptr);

  void paintTo(QPainter& painter, const QRect& area) const override;

  // Geometry of the cells for `num_blocks` in `area`; used by painting, hit tests and tests.
  struct Layout {
    QRect grid;
    int cell = 0;  // pixels per block side, gap included
    int columns = 1;
  };
  Layout layoutFor(const QRect& area, int num_blocks) const;
  QRect cellRect(const QRect& area, int block) const;  // for the selected step
  int blockAt(const QRect& area, QPoint pos) const;    // -1 outside the cells

  // The hover text of a block of the selected step: state, owners, tokens, hash.
  QString describeBlock(int block) const;

  int zoomedCell() const { return zoomed_cell_; }
  void setZoomedCell(int pixels);  // 0: fit everything in view

 protected:
  bool event(QEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  QString headerText(const tessera::StepStats& stats) const;
  void paintLargeCells(QPainter& painter, const Layout& layout,
                       const std::vector<BlockCell>& cells) const;
  void paintSmallCells(QPainter& painter, const Layout& layout,
                       const std::vector<BlockCell>& cells) const;
  QColor cellColor(const BlockCell& cell) const;
  void updateMinimumHeight();

  int zoomed_cell_ = 0;
};

// Two runs side by side as a table model: one row per measure (steps, TTFT and ITL percentiles,
// preemptions, KV usage), one column per run. Qt::UserRole gives the number itself.
#pragma once

#include <QAbstractTableModel>
#include <array>

#include "dashboard/run_record.h"

class RunComparisonModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  enum Row {
    Requests,
    Steps,
    TtftP50,
    TtftP90,
    TtftP99,
    ItlP50,
    ItlP90,
    ItlP99,
    Preemptions,
    PeakBlocks,
    MeanBlocks,
    RowCount
  };

  using QAbstractTableModel::QAbstractTableModel;

  void setRuns(const RunSummary& left, const RunSummary& right);
  const RunSummary& run(int column) const { return runs_.at(static_cast<std::size_t>(column)); }
  double number(Row row, int column) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;

 private:
  std::array<RunSummary, 2> runs_;
};

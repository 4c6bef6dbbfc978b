#include "dashboard/run_book.h"

int RunBook::add(RunRecord run) {
  const int row = static_cast<int>(runs_.size());
  beginInsertRows({}, row, row);
  RunSummary summary = summarize_run(run);
  runs_.push_back({std::make_shared<const RunRecord>(std::move(run)), std::move(summary)});
  endInsertRows();
  return row;
}

int RunBook::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(runs_.size());
}

QVariant RunBook::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const RunSummary& s = summary(index.row());
  if (role == Qt::DisplayRole) return s.name;
  if (role == Qt::ToolTipRole) return s.knobs;
  return {};
}

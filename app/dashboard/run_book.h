// The runs kept for comparison (the recorded session, replays), as a list model: one row per
// run, its name as the display text. Runs never change once added.
#pragma once

#include <QAbstractListModel>
#include <memory>
#include <vector>

#include "dashboard/run_record.h"

class RunBook : public QAbstractListModel {
  Q_OBJECT

 public:
  using QAbstractListModel::QAbstractListModel;

  // Returns the run's row.
  int add(RunRecord run);
  const RunRecord& run(int row) const { return *runs_.at(static_cast<std::size_t>(row)).run; }
  const RunSummary& summary(int row) const {
    return runs_.at(static_cast<std::size_t>(row)).summary;
  }

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

 private:
  struct Entry {
    std::shared_ptr<const RunRecord> run;
    RunSummary summary;
  };
  std::vector<Entry> runs_;
};

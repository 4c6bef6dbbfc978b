#include "dashboard/run_comparison_model.h"

namespace {

// Three significant digits down to microseconds: a small model's steps take well under 1 ms.
QString milliseconds(double seconds) {
  const double ms = seconds * 1000.0;
  const int decimals = ms >= 100.0 ? 0 : ms >= 10.0 ? 1 : ms >= 1.0 ? 2 : 3;
  return RunComparisonModel::tr("%1 ms").arg(ms, 0, 'f', decimals);
}

}  // namespace

void RunComparisonModel::setRuns(const RunSummary& left, const RunSummary& right) {
  beginResetModel();
  runs_ = {left, right};
  endResetModel();
}

double RunComparisonModel::number(Row row, int column) const {
  const RunSummary& r = run(column);
  switch (row) {
    case Requests:
      return r.num_requests;
    case Steps:
      return r.num_steps;
    case TtftP50:
      return r.ttft.p50;
    case TtftP90:
      return r.ttft.p90;
    case TtftP99:
      return r.ttft.p99;
    case ItlP50:
      return r.itl.p50;
    case ItlP90:
      return r.itl.p90;
    case ItlP99:
      return r.itl.p99;
    case Preemptions:
      return r.preemptions;
    case PeakBlocks:
      return r.peak_blocks_used;
    case MeanBlocks:
      return r.mean_blocks_used;
    case RowCount:
      break;
  }
  return 0.0;
}

int RunComparisonModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : RowCount;
}

int RunComparisonModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(runs_.size());
}

QVariant RunComparisonModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= RowCount) return {};
  const auto row = static_cast<Row>(index.row());
  const double value = number(row, index.column());
  if (role == Qt::UserRole) return value;
  if (role == Qt::TextAlignmentRole) return (Qt::AlignRight | Qt::AlignVCenter).toInt();
  if (role != Qt::DisplayRole) return {};
  const RunSummary& r = run(index.column());
  switch (row) {
    case TtftP50:
    case TtftP90:
    case TtftP99:
      return r.ttft.count ? milliseconds(value) : QStringLiteral("–");
    case ItlP50:
    case ItlP90:
    case ItlP99:
      return r.itl.count ? milliseconds(value) : QStringLiteral("–");
    case PeakBlocks:
      return tr("%1 of %2").arg(r.peak_blocks_used).arg(r.blocks_total);
    case MeanBlocks:
      return tr("%1 of %2").arg(value, 0, 'f', 1).arg(r.blocks_total);
    default:
      return QString::number(value);
  }
}

QVariant RunComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (role != Qt::DisplayRole) return {};
  if (orientation == Qt::Horizontal) {
    return section < columnCount() ? run(section).name : QVariant();
  }
  switch (static_cast<Row>(section)) {
    case Requests:
      return tr("Requests");
    case Steps:
      return tr("Steps");
    case TtftP50:
      return tr("TTFT p50");
    case TtftP90:
      return tr("TTFT p90");
    case TtftP99:
      return tr("TTFT p99");
    case ItlP50:
      return tr("ITL p50");
    case ItlP90:
      return tr("ITL p90");
    case ItlP99:
      return tr("ITL p99");
    case Preemptions:
      return tr("Preemptions");
    case PeakBlocks:
      return tr("Peak KV blocks used");
    case MeanBlocks:
      return tr("Mean KV blocks used");
    case RowCount:
      break;
  }
  return {};
}

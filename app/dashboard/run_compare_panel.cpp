#include "dashboard/run_compare_panel.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <sstream>

#include "dashboard/distribution_view.h"
#include "dashboard/run_book.h"
#include "dashboard/run_comparison_model.h"
#include "dashboard/run_csv.h"

namespace {

QString writeText(const QString& path, const std::string& text) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    return RunComparePanel::tr("Cannot write %1: %2").arg(path, file.errorString());
  }
  file.write(text.data(), static_cast<qint64>(text.size()));
  if (!file.commit()) {
    return RunComparePanel::tr("Writing %1 failed: %2").arg(path, file.errorString());
  }
  return {};
}

}  // namespace

RunComparePanel::RunComparePanel(RunBook* runs, QWidget* parent)
    : QWidget(parent),
      runs_(runs),
      model_(new RunComparisonModel(this)),
      left_(new QComboBox(this)),
      right_(new QComboBox(this)),
      left_knobs_(new QLabel(this)),
      right_knobs_(new QLabel(this)),
      left_title_(new QLabel(this)),
      right_title_(new QLabel(this)),
      left_knobs_title_(new QLabel(this)),
      right_knobs_title_(new QLabel(this)),
      table_(new QTableView(this)),
      ttft_(new DistributionView(model_, DistributionView::Measure::Ttft, this)),
      itl_(new DistributionView(model_, DistributionView::Measure::Itl, this)),
      export_(new QToolButton(this)) {
  left_->setModel(runs_);
  right_->setModel(runs_);
  for (QLabel* knobs : {left_knobs_, right_knobs_}) {
    knobs->setWordWrap(true);
    knobs->setTextInteractionFlags(Qt::TextSelectableByMouse);
  }
  for (QLabel* a : {left_title_, left_knobs_title_}) {
    a->setStyleSheet(QStringLiteral("color: #3b78c4; font-weight: bold"));
  }
  for (QLabel* b : {right_title_, right_knobs_title_}) {
    b->setStyleSheet(QStringLiteral("color: #e07b26; font-weight: bold"));
  }
  table_->setModel(model_);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->setSelectionMode(QAbstractItemView::NoSelection);
  export_->setPopupMode(QToolButton::InstantPopup);
  auto* menu = new QMenu(export_);
  menu->addAction(QString(), this, [this] { askExport(0, true); });
  menu->addAction(QString(), this, [this] { askExport(0, false); });
  menu->addAction(QString(), this, [this] { askExport(1, true); });
  menu->addAction(QString(), this, [this] { askExport(1, false); });
  export_->setMenu(menu);

  auto* runsRow = new QHBoxLayout;
  runsRow->addWidget(left_title_);
  runsRow->addWidget(left_, 1);
  runsRow->addWidget(right_title_);
  runsRow->addWidget(right_, 1);
  runsRow->addWidget(export_);
  // The table is as tall as its rows; each run's knobs read below it.
  table_->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
  table_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  table_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
  auto* numbers = new QVBoxLayout;
  numbers->addWidget(table_);
  auto* knobs = new QFormLayout;
  knobs->setRowWrapPolicy(QFormLayout::DontWrapRows);
  knobs->addRow(left_knobs_title_, left_knobs_);
  knobs->addRow(right_knobs_title_, right_knobs_);
  numbers->addLayout(knobs);
  numbers->addStretch(1);
  auto* charts = new QVBoxLayout;
  charts->addWidget(ttft_);
  charts->addWidget(itl_);
  auto* body = new QHBoxLayout;
  body->addLayout(numbers, 1);
  body->addLayout(charts, 1);
  auto* column = new QVBoxLayout(this);
  column->addLayout(runsRow);
  column->addLayout(body, 1);
  retranslate();

  connect(left_, &QComboBox::currentIndexChanged, this, &RunComparePanel::showChosen);
  connect(right_, &QComboBox::currentIndexChanged, this, &RunComparePanel::showChosen);
  // A new run is compared with the one before it: the usual question after a replay.
  connect(runs_, &QAbstractItemModel::rowsInserted, this,
          [this](const QModelIndex&, int, int last) { compare(std::max(0, last - 1), last); });
  if (runs_->rowCount() > 0) compare(std::max(0, runs_->rowCount() - 2), runs_->rowCount() - 1);
}

void RunComparePanel::retranslate() {
  left_title_->setText(tr("A"));
  right_title_->setText(tr("B"));
  left_knobs_title_->setText(tr("A knobs:"));
  right_knobs_title_->setText(tr("B knobs:"));
  export_->setText(tr("Export CSV"));
  export_->setToolTip(tr("Save a run's steps or requests as CSV"));
  const auto actions = export_->menu()->actions();
  actions.at(0)->setText(tr("Steps of A…"));
  actions.at(1)->setText(tr("Requests of A…"));
  actions.at(2)->setText(tr("Steps of B…"));
  actions.at(3)->setText(tr("Requests of B…"));
  showChosen();
}

void RunComparePanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

void RunComparePanel::compare(int left, int right) {
  const QSignalBlocker block_left(left_);
  const QSignalBlocker block_right(right_);
  left_->setCurrentIndex(left);
  right_->setCurrentIndex(right);
  showChosen();
}

QString RunComparePanel::knobsText(int column) const {
  return (column == 0 ? left_knobs_ : right_knobs_)->text();
}

void RunComparePanel::showChosen() {
  const auto summary = [this](QComboBox* box) {
    return box->currentIndex() >= 0 ? runs_->summary(box->currentIndex()) : RunSummary{};
  };
  const RunSummary left = summary(left_);
  const RunSummary right = summary(right_);
  model_->setRuns(left, right);
  left_knobs_->setText(left.knobs);
  right_knobs_->setText(right.knobs);
  export_->setEnabled(runs_->rowCount() > 0);
}

QString RunComparePanel::exportStepsCsv(int row, const QString& path) const {
  std::ostringstream out;
  write_steps_csv(out, runs_->run(row).steps);
  return writeText(path, out.str());
}

QString RunComparePanel::exportRequestsCsv(int row, const QString& path) const {
  std::ostringstream out;
  write_requests_csv(out, request_metrics(runs_->run(row)));
  return writeText(path, out.str());
}

void RunComparePanel::askExport(int column, bool steps) {
  const int row = (column == 0 ? left_ : right_)->currentIndex();
  if (row < 0) return;
  const QString path = QFileDialog::getSaveFileName(
      this, steps ? tr("Export steps as CSV") : tr("Export requests as CSV"),
      steps ? QStringLiteral("tessera-steps.csv") : QStringLiteral("tessera-requests.csv"),
      tr("CSV (*.csv)"));
  if (path.isEmpty()) return;
  const QString error = steps ? exportStepsCsv(row, path) : exportRequestsCsv(row, path);
  if (!error.isEmpty()) QMessageBox::warning(this, tr("Export failed"), error);
}

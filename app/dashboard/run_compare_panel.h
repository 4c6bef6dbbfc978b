// Two runs of the RunBook side by side: pick each, read their knobs, the comparison table and
// the TTFT / ITL distributions, and export either run's steps or requests as CSV.
#pragma once

#include <QWidget>

class DistributionView;
class QComboBox;
class QLabel;
class QTableView;
class QToolButton;
class RunBook;
class RunComparisonModel;

class RunComparePanel : public QWidget {
  Q_OBJECT

 public:
  explicit RunComparePanel(RunBook* runs, QWidget* parent = nullptr);

  // Shows runs `left` and `right` (rows of the RunBook).
  void compare(int left, int right);
  RunComparisonModel* model() const { return model_; }
  QComboBox* leftBox() const { return left_; }
  QComboBox* rightBox() const { return right_; }
  QString knobsText(int column) const;

  // Write run `row`'s per-step / per-request CSV; return an error message, empty on success.
  QString exportStepsCsv(int row, const QString& path) const;
  QString exportRequestsCsv(int row, const QString& path) const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void showChosen();
  void askExport(int column, bool steps);

  RunBook* runs_;
  RunComparisonModel* model_;
  QComboBox* left_;
  QComboBox* right_;
  QLabel* left_knobs_;
  QLabel* right_knobs_;
  QLabel* left_title_;
  QLabel* right_title_;
  QLabel* left_knobs_title_;
  QLabel* right_knobs_title_;
  QTableView* table_;
  DistributionView* ttft_;
  DistributionView* itl_;
  QToolButton* export_;
};

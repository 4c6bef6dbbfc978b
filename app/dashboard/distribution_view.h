// TTFT or ITL of the two compared runs on one time axis: per run a histogram of its samples and
// its p50 / p90 / p99 marks. Painted from the RunComparisonModel.
#pragma once

#include <QWidget>
#include <vector>

class RunComparisonModel;

class DistributionView : public QWidget {
  Q_OBJECT

 public:
  enum class Measure { Ttft, Itl };

  DistributionView(RunComparisonModel* model, Measure measure, QWidget* parent = nullptr);

  QSize sizeHint() const override { return {420, 150}; }
  QSize minimumSizeHint() const override { return {240, 110}; }
  // The axis' end in seconds: the largest sample of either run, or 1.25 times the larger p99
  // when that is less.
  double axisMax() const;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  const std::vector<double>& samples(int column) const;

  RunComparisonModel* model_;
  Measure measure_;
};

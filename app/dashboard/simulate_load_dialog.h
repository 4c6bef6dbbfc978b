// Asks for a synthetic load: how many requests and the prompt / output length ranges.
#pragma once

#include <QDialog>

#include "dashboard/simulated_load.h"

class QSpinBox;

class SimulateLoadDialog : public QDialog {
  Q_OBJECT

 public:
  explicit SimulateLoadDialog(QWidget* parent = nullptr);

  void setLoad(const SimulatedLoad& load);
  SimulatedLoad load() const;

 private:
  QSpinBox* addSpin(int min, int max);
  void keepRangesOrdered();

  QSpinBox* requests_;
  QSpinBox* min_prompt_;
  QSpinBox* max_prompt_;
  QSpinBox* min_output_;
  QSpinBox* max_output_;
  QSpinBox* seed_;
};

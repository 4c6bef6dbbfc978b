// Live scheduler knobs. Shows the engine's current SchedulerConfig (setConfig, no signal) and
// emits configRequested with the whole edited config when the user changes one knob.
#pragma once

#include <QWidget>

#include "tessera/engine.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QSpinBox;

class KnobsPanel : public QWidget {
  Q_OBJECT

 public:
  explicit KnobsPanel(QWidget* parent = nullptr);

  void setConfig(const tessera::SchedulerConfig& config);
  tessera::SchedulerConfig config() const;

  QSpinBox* budgetBox() const { return budget_; }
  QSpinBox* maxSeqsBox() const { return max_seqs_; }
  QCheckBox* chunkedBox() const { return chunked_; }
  QCheckBox* prefixCachingBox() const { return prefix_caching_; }
  QComboBox* policyBox() const { return policy_; }
  QComboBox* queueBox() const { return queue_; }

 signals:
  void configRequested(const tessera::SchedulerConfig& config);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void emitConfig();

  QSpinBox* budget_;
  QSpinBox* max_seqs_;
  QCheckBox* chunked_;
  QCheckBox* prefix_caching_;
  QComboBox* policy_;
  QComboBox* queue_;
  QFormLayout* form_ = nullptr;
  bool updating_ = false;
};

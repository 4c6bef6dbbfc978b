// Application preferences: where the engine runs, its memory and scheduler, and the language.
#pragma once

#include <QDialog>

#include "ui/app_settings.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

class SettingsDialog : public QDialog {
  Q_OBJECT

 public:
  SettingsDialog(const EngineSettings& settings, QWidget* parent = nullptr);
  EngineSettings settings() const;

 private:
  QComboBox* device_;
  QComboBox* quantize_;
  QSpinBox* kvCache_;
  QSpinBox* batchedTokens_;
  QSpinBox* maxSeqs_;
  QCheckBox* chunkedPrefill_;
  QCheckBox* prefixCaching_;
  QComboBox* batching_;
  QComboBox* queue_;
  QComboBox* language_;
};

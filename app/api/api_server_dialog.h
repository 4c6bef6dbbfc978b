// Settings → "Local API server…": turns the OpenAI-compatible server on or off and sets its
// port, key and whether other machines may connect (with a warning when there is no key).
#pragma once

#include <QDialog>

#include "api/api_server_settings.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;

class ApiServerDialog : public QDialog {
  Q_OBJECT

 public:
  ApiServerDialog(const ApiServerSettings& settings, QWidget* parent = nullptr);
  ApiServerSettings settings() const;

 private:
  void updateWarning();

  QCheckBox* enabled_;
  QSpinBox* port_;
  QLineEdit* key_;
  QCheckBox* allowOthers_;
  QLabel* warning_;
};

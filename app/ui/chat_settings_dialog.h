// A chat's own settings: system prompt, chat template and sampling.
#pragma once

#include <QDialog>

#include "data/chat_types.h"

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

class ChatSettingsDialog : public QDialog {
  Q_OBJECT

 public:
  ChatSettingsDialog(const Chat& chat, QWidget* parent = nullptr);
  Chat settings() const;  // systemPrompt, sampling and templateName filled in

 private:
  QPlainTextEdit* systemPrompt_;
  QComboBox* template_;
  QDoubleSpinBox* temperature_;
  QDoubleSpinBox* topP_;
  QSpinBox* topK_;
  QDoubleSpinBox* repetitionPenalty_;
  QSpinBox* maxTokens_;
  QLineEdit* seed_;
};

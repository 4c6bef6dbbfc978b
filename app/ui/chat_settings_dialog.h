// A chat's own settings: system prompt, chat template and sampling; with a PresetLibrary, a
// preset row on top fills them from a named preset (see PresetBar).
#pragma once

#include <QDialog>

#include "data/chat_types.h"
#include "data/preset_library.h"

class PresetBar;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

class ChatSettingsDialog : public QDialog {
  Q_OBJECT

 public:
  ChatSettingsDialog(const Chat& chat, QWidget* parent = nullptr);
  // With presets: `model` is the loaded model's name (for its default preset), may be empty.
  ChatSettingsDialog(const Chat& chat, const PresetLibrary& presets, const QString& model,
                     QWidget* parent = nullptr);
  Chat settings() const;  // systemPrompt, sampling and templateName filled in
  PresetBar* presetBar() const { return presetBar_; }  // null without presets
  void showSettings(const Chat& chat);                 // fills the fields
  // What "Model default" renders with (ChatSession::modelTemplate); the line under the template
  // choice says which template the chat uses.
  void setModelTemplate(const QString& text);
  QString templateInUse() const;

 private:
  QPlainTextEdit* systemPrompt_;
  QComboBox* template_;
  QLabel* templateInUse_;
  QString modelTemplate_;
  QDoubleSpinBox* temperature_;
  QDoubleSpinBox* topP_;
  QSpinBox* topK_;
  QDoubleSpinBox* repetitionPenalty_;
  QSpinBox* maxTokens_;
  QLineEdit* seed_;
  QComboBox* overflow_;  // what to do when the chat outgrows the context
  PresetBar* presetBar_ = nullptr;
};

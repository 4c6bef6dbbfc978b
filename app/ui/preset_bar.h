// The preset row of the chat settings dialog: pick a preset to fill the fields, save the fields
// as a named preset, delete one, and make one the default for the loaded model (new chats with
// that model start from it). The chat keeps its own copy; presets never change a chat later.
#pragma once

#include <QWidget>
#include <functional>

#include "data/preset_library.h"

class QCheckBox;
class QComboBox;
class QPushButton;

class PresetBar : public QWidget {
  Q_OBJECT

 public:
  // `current` reads the dialog's fields when saving. `model` names the loaded model ("" = none).
  PresetBar(PresetLibrary library, QString model, std::function<Chat()> current,
            QWidget* parent = nullptr);
  QComboBox* combo() const { return combo_; }
  // Saves without asking (the dialog's "Save as…" asks for the name first).
  bool saveAs(const QString& name);

 signals:
  void presetChosen(const ChatPreset& preset);

 private:
  void reload(const QString& select);
  void askAndSave();
  void removeSelected();
  void updateDefaultBox();

  PresetLibrary library_;
  QString model_;
  std::function<Chat()> current_;
  QComboBox* combo_;
  QPushButton* save_;
  QPushButton* remove_;
  QCheckBox* default_;
};

#include "ui/preset_bar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

PresetBar::PresetBar(PresetLibrary library, QString model, std::function<Chat()> current,
                     QWidget* parent)
    : QWidget(parent),
      library_(library),
      model_(std::move(model)),
      current_(std::move(current)),
      combo_(new QComboBox(this)),
      save_(new QPushButton(tr("Save as…"), this)),
      remove_(new QPushButton(tr("Delete"), this)),
      default_(new QCheckBox(this)) {
  combo_->setObjectName("presetCombo");
  combo_->setMinimumContentsLength(14);
  save_->setObjectName("savePreset");
  save_->setToolTip(tr("Save the settings below as a named preset"));
  remove_->setObjectName("deletePreset");
  remove_->setToolTip(tr("Delete the selected preset (chats that used it keep their settings)"));
  default_->setObjectName("presetDefault");
  default_->setText(model_.isEmpty() ? tr("Default for new chats with this model")
                                     : tr("Default for new chats with %1").arg(model_));
  auto* row = new QHBoxLayout;
  row->addWidget(combo_, 1);
  row->addWidget(save_);
  row->addWidget(remove_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(row);
  layout->addWidget(default_);

  connect(combo_, &QComboBox::activated, this, [this] {
    updateDefaultBox();
    if (const std::optional<ChatPreset> p = library_.preset(combo_->currentData().toString()))
      emit presetChosen(*p);
  });
  connect(save_, &QPushButton::clicked, this, &PresetBar::askAndSave);
  connect(remove_, &QPushButton::clicked, this, &PresetBar::removeSelected);
  connect(default_, &QCheckBox::toggled, this, [this](bool on) {
    const QString name = combo_->currentData().toString();
    if (name.isEmpty()) return;
    if (on)
      library_.setDefaultFor(model_, name);
    else if (library_.defaultFor(model_) == name)
      library_.setDefaultFor(model_, {});
  });
  setEnabled(library_.isAvailable());
  if (!library_.isAvailable())
    setToolTip(tr("Presets are kept in the chat history, which is not open."));
  reload({});
}

void PresetBar::reload(const QString& select) {
  const QSignalBlocker blocker(combo_);
  combo_->clear();
  combo_->addItem(tr("(this chat's own settings)"), QString());
  for (const ChatPreset& p : library_.presets()) combo_->addItem(p.name, p.name);
  combo_->setCurrentIndex(qMax(0, combo_->findData(select)));
  updateDefaultBox();
}

void PresetBar::updateDefaultBox() {
  const QString name = combo_->currentData().toString();
  const QSignalBlocker blocker(default_);
  default_->setEnabled(!name.isEmpty() && !model_.isEmpty());
  default_->setChecked(!name.isEmpty() && library_.defaultFor(model_) == name);
  remove_->setEnabled(!name.isEmpty());
}

bool PresetBar::saveAs(const QString& name) {
  QString error;
  if (!library_.save(ChatPreset::fromChat(name.trimmed(), current_()), &error)) {
    QMessageBox::warning(this, tr("Save preset"), error);
    return false;
  }
  reload(name.trimmed());
  return true;
}

void PresetBar::askAndSave() {
  bool ok = false;
  const QString name =
      QInputDialog::getText(this, tr("Save preset"), tr("Preset name:"), QLineEdit::Normal,
                            combo_->currentData().toString(), &ok);
  if (!ok || name.trimmed().isEmpty()) return;
  if (library_.preset(name.trimmed()) &&
      QMessageBox::question(this, tr("Save preset"),
                            tr("Replace the preset \"%1\"?").arg(name.trimmed())) !=
          QMessageBox::Yes)
    return;
  saveAs(name);
}

void PresetBar::removeSelected() {
  const QString name = combo_->currentData().toString();
  if (name.isEmpty() ||
      QMessageBox::question(this, tr("Delete preset"), tr("Delete the preset \"%1\"?").arg(name)) !=
          QMessageBox::Yes)
    return;
  library_.remove(name);
  reload({});
}

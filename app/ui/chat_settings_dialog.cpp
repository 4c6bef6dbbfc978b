#include "ui/chat_settings_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include "tessera/chat_template.h"
#include "ui/preset_bar.h"

namespace {

QDoubleSpinBox* doubleBox(double min, double max, double step, double value, QWidget* parent) {
  auto* box = new QDoubleSpinBox(parent);
  box->setRange(min, max);
  box->setSingleStep(step);
  box->setDecimals(2);
  box->setValue(value);
  return box;
}

}  // namespace

ChatSettingsDialog::ChatSettingsDialog(const Chat& chat, QWidget* parent)
    : QDialog(parent),
      systemPrompt_(new QPlainTextEdit(chat.systemPrompt, this)),
      template_(new QComboBox(this)),
      templateInUse_(new QLabel(this)),
      temperature_(doubleBox(0.0, 2.0, 0.05, chat.sampling.temperature, this)),
      topP_(doubleBox(0.0, 1.0, 0.05, chat.sampling.topP, this)),
      topK_(new QSpinBox(this)),
      repetitionPenalty_(doubleBox(1.0, 2.0, 0.05, chat.sampling.repetitionPenalty, this)),
      maxTokens_(new QSpinBox(this)),
      seed_(new QLineEdit(this)),
      overflow_(new QComboBox(this)) {
  setWindowTitle(tr("Chat settings"));
  systemPrompt_->setPlaceholderText(tr("Instructions the model sees before the conversation"));
  template_->addItem(tr("Model default"), QString());
  for (tessera::ChatTemplate kind : tessera::all_chat_templates())
    template_->addItem(QString(tessera::to_string(kind)), QString(tessera::to_string(kind)));
  template_->setObjectName("chatTemplate");
  templateInUse_->setObjectName("templateInUse");
  templateInUse_->setWordWrap(true);
  templateInUse_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  connect(template_, &QComboBox::currentIndexChanged, this,
          [this] { templateInUse_->setText(templateInUse()); });
  temperature_->setToolTip(tr("0 always picks the most likely token (greedy)"));
  topK_->setRange(0, 1000);
  topK_->setSpecialValueText(tr("off"));
  maxTokens_->setRange(1, 32768);
  seed_->setValidator(new QRegularExpressionValidator(QRegularExpression("[0-9]{0,19}"), seed_));
  seed_->setPlaceholderText(tr("random"));
  overflow_->setObjectName("contextOverflow");
  overflow_->addItem(tr("Stop with a message"), int(ContextOverflow::Stop));
  overflow_->addItem(tr("Truncate the middle"), int(ContextOverflow::TruncateMiddle));
  overflow_->addItem(tr("Rolling window"), int(ContextOverflow::RollingWindow));
  overflow_->setToolTip(
      tr("When the conversation no longer fits the model's context: refuse, leave out the "
         "messages after the first exchange, or leave out the oldest ones"));
  showSettings(chat);
  templateInUse_->setText(templateInUse());

  auto* form = new QFormLayout(this);
  form->addRow(tr("System prompt:"), systemPrompt_);
  form->addRow(tr("Chat template:"), template_);
  form->addRow(QString(), templateInUse_);
  form->addRow(tr("Temperature:"), temperature_);
  form->addRow(tr("Top-p:"), topP_);
  form->addRow(tr("Top-k:"), topK_);
  form->addRow(tr("Repetition penalty:"), repetitionPenalty_);
  form->addRow(tr("Max new tokens:"), maxTokens_);
  form->addRow(tr("Seed:"), seed_);
  form->addRow(tr("Context overflow:"), overflow_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form->addRow(buttons);
}

// --- presets (issue 16) ---
ChatSettingsDialog::ChatSettingsDialog(const Chat& chat, const PresetLibrary& presets,
                                       const QString& model, QWidget* parent)
    : ChatSettingsDialog(chat, parent) {
  presetBar_ = new PresetBar(
      presets, model, [this] { return settings(); }, this);
  static_cast<QFormLayout*>(layout())->insertRow(0, tr("Preset:"), presetBar_);
  connect(presetBar_, &PresetBar::presetChosen, this,
          [this](const ChatPreset& preset) { showSettings(preset.applyTo(settings())); });
}

void ChatSettingsDialog::showSettings(const Chat& chat) {
  systemPrompt_->setPlainText(chat.systemPrompt);
  template_->setCurrentIndex(qMax(0, template_->findData(chat.templateName)));
  temperature_->setValue(chat.sampling.temperature);
  topP_->setValue(chat.sampling.topP);
  topK_->setValue(chat.sampling.topK);
  repetitionPenalty_->setValue(chat.sampling.repetitionPenalty);
  maxTokens_->setValue(chat.sampling.maxTokens);
  seed_->setText(chat.sampling.seed ? QString::number(*chat.sampling.seed) : QString());
  overflow_->setCurrentIndex(qMax(0, overflow_->findData(int(chat.sampling.contextOverflow))));
}
// --- end presets ---

Chat ChatSettingsDialog::settings() const {
  Chat chat;
  chat.systemPrompt = systemPrompt_->toPlainText();
  chat.templateName = template_->currentData().toString();
  chat.sampling.temperature = temperature_->value();
  chat.sampling.topP = topP_->value();
  chat.sampling.topK = topK_->value();
  chat.sampling.repetitionPenalty = repetitionPenalty_->value();
  chat.sampling.maxTokens = maxTokens_->value();
  bool ok = false;
  const quint64 seed = seed_->text().toULongLong(&ok);
  if (ok) chat.sampling.seed = seed;
  chat.sampling.contextOverflow = static_cast<ContextOverflow>(overflow_->currentData().toInt());
  return chat;
}

void ChatSettingsDialog::setModelTemplate(const QString& text) {
  modelTemplate_ = text;
  template_->setItemData(0, text, Qt::ToolTipRole);
  templateInUse_->setText(templateInUse());
}

QString ChatSettingsDialog::templateInUse() const {
  if (!template_->currentData().toString().isEmpty())
    return tr("In use: the built-in %1 format, chosen for this chat.")
        .arg(template_->currentText());
  return modelTemplate_.isEmpty() ? tr("In use: the model's default (no model is loaded yet).")
                                  : tr("In use: %1.").arg(modelTemplate_);
}

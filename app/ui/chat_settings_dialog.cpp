#include "ui/chat_settings_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>

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

ChatSettingsDialog::ChatSettingsDialog(const ChatSettings& s, QWidget* parent)
    : QDialog(parent),
      systemPrompt_(new QPlainTextEdit(s.systemPrompt, this)),
      template_(new QComboBox(this)),
      temperature_(doubleBox(0.0, 2.0, 0.05, s.temperature, this)),
      topP_(doubleBox(0.0, 1.0, 0.05, s.topP, this)),
      topK_(new QSpinBox(this)),
      repetitionPenalty_(doubleBox(1.0, 2.0, 0.05, s.repetitionPenalty, this)),
      maxTokens_(new QSpinBox(this)),
      seed_(new QLineEdit(this)) {
  setWindowTitle(tr("Chat settings"));
  systemPrompt_->setPlaceholderText(tr("Instructions the model sees before the conversation"));
  template_->addItem(tr("Model default"), QString());
  for (tessera::ChatTemplate kind : tessera::all_chat_templates())
    template_->addItem(QString(tessera::to_string(kind)), QString(tessera::to_string(kind)));
  if (s.chatTemplate)
    template_->setCurrentIndex(template_->findData(QString(tessera::to_string(*s.chatTemplate))));
  temperature_->setToolTip(tr("0 always picks the most likely token (greedy)"));
  topK_->setRange(0, 1000);
  topK_->setSpecialValueText(tr("off"));
  topK_->setValue(s.topK);
  maxTokens_->setRange(1, 32768);
  maxTokens_->setValue(s.maxTokens);
  seed_->setValidator(new QRegularExpressionValidator(QRegularExpression("[0-9]{0,19}"), seed_));
  seed_->setPlaceholderText(tr("random"));
  if (s.seed) seed_->setText(QString::number(*s.seed));

  auto* form = new QFormLayout(this);
  form->addRow(tr("System prompt:"), systemPrompt_);
  form->addRow(tr("Chat template:"), template_);
  form->addRow(tr("Temperature:"), temperature_);
  form->addRow(tr("Top-p:"), topP_);
  form->addRow(tr("Top-k:"), topK_);
  form->addRow(tr("Repetition penalty:"), repetitionPenalty_);
  form->addRow(tr("Max new tokens:"), maxTokens_);
  form->addRow(tr("Seed:"), seed_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  form->addRow(buttons);
}

ChatSettings ChatSettingsDialog::settings() const {
  ChatSettings s;
  s.systemPrompt = systemPrompt_->toPlainText();
  s.chatTemplate = tessera::chat_template_from_name(template_->currentData().toString().toStdString());
  s.temperature = temperature_->value();
  s.topP = topP_->value();
  s.topK = topK_->value();
  s.repetitionPenalty = repetitionPenalty_->value();
  s.maxTokens = maxTokens_->value();
  bool ok = false;
  const quint64 seed = seed_->text().toULongLong(&ok);
  if (ok) s.seed = seed;
  return s;
}

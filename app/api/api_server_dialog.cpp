#include "api/api_server_dialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

ApiServerDialog::ApiServerDialog(const ApiServerSettings& settings, QWidget* parent)
    : QDialog(parent),
      enabled_(new QCheckBox(tr("Serve the open model over an OpenAI-compatible API"), this)),
      port_(new QSpinBox(this)),
      key_(new QLineEdit(this)),
      allowOthers_(new QCheckBox(tr("Allow other machines to connect"), this)),
      warning_(new QLabel(this)) {
  setWindowTitle(tr("Local API server"));
  enabled_->setObjectName("apiEnabled");
  port_->setObjectName("apiPort");
  key_->setObjectName("apiKey");
  allowOthers_->setObjectName("apiAllowOthers");
  port_->setRange(1, 65535);
  key_->setPlaceholderText(tr("optional"));
  key_->setEchoMode(QLineEdit::PasswordEchoOnEdit);
  warning_->setWordWrap(true);
  warning_->setStyleSheet("color: #b00020");

  enabled_->setChecked(settings.enabled);
  port_->setValue(settings.port);
  key_->setText(settings.apiKey);
  allowOthers_->setChecked(settings.allowOtherMachines);

  auto* form = new QFormLayout;
  form->addRow(tr("Port:"), port_);
  form->addRow(tr("API key:"), key_);
  form->addRow(QString(), allowOthers_);
  auto* hint = new QLabel(
      tr("Editors and scripts reach it at http://127.0.0.1:PORT/v1 with any OpenAI client. Its "
         "requests run on the same engine as your chats and show on the dashboard."),
      this);
  hint->setWordWrap(true);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(enabled_);
  layout->addLayout(form);
  layout->addWidget(hint);
  layout->addWidget(warning_);
  layout->addWidget(buttons);

  connect(allowOthers_, &QCheckBox::toggled, this, &ApiServerDialog::updateWarning);
  connect(key_, &QLineEdit::textChanged, this, &ApiServerDialog::updateWarning);
  updateWarning();
}

ApiServerSettings ApiServerDialog::settings() const {
  ApiServerSettings s;
  s.enabled = enabled_->isChecked();
  s.port = port_->value();
  s.apiKey = key_->text().trimmed();
  s.allowOtherMachines = allowOthers_->isChecked();
  return s;
}

void ApiServerDialog::updateWarning() {
  const bool exposed = allowOthers_->isChecked() && key_->text().trimmed().isEmpty();
  warning_->setText(exposed ? tr("Without an API key, anyone who can reach this computer can use "
                                 "the model.")
                            : QString());
  warning_->setVisible(exposed);
}

#include "ui/chat_tab.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "chat/chat_session.h"
#include "ui/chat_settings_dialog.h"
#include "ui/chat_view.h"
#include "ui/composer.h"
#include "ui/status_line.h"

// Texts set here follow the installed translation (QEvent::LanguageChange).
void ChatTab::retranslate() {
  send_->setText(tr("Send"));
  stop_->setText(tr("Stop"));
  regenerate_->setText(tr("Regenerate"));
  settings_->setText(tr("Chat settings…"));
  stop_->setToolTip(tr("Stop this answer; the text so far is kept"));
  regenerate_->setToolTip(
      tr("Generate another version of the last answer; earlier versions are kept"));
  settings_->setToolTip(tr("System prompt, chat template and sampling for this chat"));
}

void ChatTab::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

ChatTab::ChatTab(EngineBridge* bridge, ChatStore* store, QWidget* parent)
    : QWidget(parent),
      session_(new ChatSession(bridge, store, this)),
      view_(new ChatView(session_, this)),
      composer_(new Composer(this)),
      settings_(new QPushButton(this)),
      send_(new QPushButton(this)),
      stop_(new QPushButton(this)),
      regenerate_(new QPushButton(this)),
      error_(new QLabel(this)),
      status_(new StatusLine(session_, this)) {
  auto* settings = settings_;
  send_->setDefault(true);
  retranslate();
  error_->setObjectName("chatError");
  error_->setWordWrap(true);
  error_->hide();

  auto* buttons = buttons_ = new QVBoxLayout;
  buttons->addWidget(send_);
  buttons->addWidget(stop_);
  buttons->addWidget(regenerate_);
  buttons->addWidget(settings);
  buttons->addStretch();
  auto* bottom = new QHBoxLayout;
  bottom->addWidget(composer_, 1);
  bottom->addLayout(buttons);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 4);
  layout->addWidget(view_, 1);
  layout->addWidget(error_);
  layout->addLayout(bottom);
  layout->addWidget(status_);

  connect(composer_, &Composer::submitted, this, &ChatTab::send);
  connect(send_, &QPushButton::clicked, this, &ChatTab::send);
  connect(stop_, &QPushButton::clicked, session_, &ChatSession::stop);
  connect(regenerate_, &QPushButton::clicked, this, [this] {
    error_->hide();
    session_->regenerate();
  });
  connect(settings, &QPushButton::clicked, this, &ChatTab::editSettings);
  connect(session_, &ChatSession::stateChanged, this, &ChatTab::updateButtons);
  connect(session_, &ChatSession::messagesReset, this, &ChatTab::updateButtons);
  connect(session_, &ChatSession::messageAdded, this, &ChatTab::updateButtons);
  connect(session_, &ChatSession::errorOccurred, this, &ChatTab::showError);
  updateButtons();
}

void ChatTab::send() {
  const QString text = composer_->toPlainText();
  if (text.trimmed().isEmpty() || session_->isGenerating()) return;
  error_->hide();
  if (session_->send(text)) composer_->clear();
}

void ChatTab::editSettings() {
  session_->adoptModelDefaults();
  ChatSettingsDialog dialog(session_->chat(), session_->presets(), session_->modelName(), this);
  dialog.setModelTemplate(session_->modelTemplate());
  if (dialog.exec() == QDialog::Accepted) session_->setSettings(dialog.settings());
}

void ChatTab::addControl(QWidget* control) {
  buttons_->insertWidget(buttons_->count() - 1, control);
}

void ChatTab::updateButtons() {
  const bool busy = session_->isGenerating();
  send_->setEnabled(!busy);
  stop_->setEnabled(busy);
  regenerate_->setEnabled(!busy && !session_->messages().isEmpty());
}

void ChatTab::showError(const QString& message) {
  error_->setText(message);
  error_->show();
}

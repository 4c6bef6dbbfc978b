#include "ui/status_line.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>

#include "chat/chat_session.h"
#include "dashboard/request_colors.h"

StatusLine::StatusLine(ChatSession* session, QWidget* parent)
    : QWidget(parent),
      session_(session),
      dot_(new QLabel(this)),
      state_(new QLabel(this)),
      speed_(new QLabel(this)),
      context_(new QProgressBar(this)),
      contextLabel_(new QLabel(this)) {
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(4, 0, 4, 0);
  state_->setObjectName("requestState");
  state_->setMinimumWidth(110);
  speed_->setMinimumWidth(90);
  context_->setMaximumWidth(220);
  context_->setTextVisible(true);
  dot_->setFixedWidth(14);
  layout->addWidget(dot_);
  layout->addWidget(state_);
  layout->addWidget(speed_);
  layout->addStretch();
  layout->addWidget(contextLabel_);
  layout->addWidget(context_);
  connect(session_, &ChatSession::stateChanged, this, &StatusLine::refresh);
  connect(session_, &ChatSession::statsChanged, this, &StatusLine::refresh);
  retranslate();
}

// Texts set here follow the installed translation (QEvent::LanguageChange).
void StatusLine::retranslate() {
  context_->setToolTip(tr("Tokens of this conversation in the model's context window"));
  contextLabel_->setText(tr("Context:"));
  refresh();
}

void StatusLine::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QWidget::changeEvent(event);
}

QString StatusLine::stateText() const {
  switch (session_->state()) {
    case ChatSession::State::Idle:
      return tr("Ready");
    case ChatSession::State::Queued:
      return tr("Queued");
    case ChatSession::State::Prefilling:
      return tr("Reading prompt");
    case ChatSession::State::Generating:
      return tr("Generating");
    case ChatSession::State::Preempted:
      return tr("Preempted (waiting for memory)");
  }
  return {};
}

void StatusLine::setRequestColors(RequestColors* colors) {
  colors_ = colors;
  connect(colors_, &RequestColors::changed, this, &StatusLine::refresh);
  refresh();
}

void StatusLine::refresh() {
  const tessera::RequestId id = session_->requestId();
  const QColor color = !id       ? palette().color(QPalette::Mid)
                       : colors_ ? colors_->color(id)
                                 : RequestColors::defaultColor(id);
  dot_->setText(QStringLiteral("<span style=\"color:%1\">\u25CF</span>").arg(color.name()));
  state_->setText(stateText());
  const double rate = session_->tokensPerSecond();
  speed_->setText(rate > 0 ? tr("%1 tokens/s").arg(rate, 0, 'f', 1) : QString());
  const int length = session_->contextLength();
  context_->setRange(0, qMax(1, length));
  context_->setValue(qMin(session_->contextUsed(), qMax(1, length)));
  context_->setFormat(tr("%1 / %2 tokens").arg(session_->contextUsed()).arg(length));
}

#include "ui/chat_view.h"

#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include "chat/chat_session.h"
#include "ui/message_widget.h"

ChatView::ChatView(ChatSession* session, QWidget* parent)
    : QScrollArea(parent), session_(session), column_(new QWidget) {
  setWidgetResizable(true);
  setFrameShape(QFrame::NoFrame);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  column_->setObjectName("chatColumn");
  layout_ = new QVBoxLayout(column_);
  layout_->setContentsMargins(12, 12, 12, 12);
  layout_->setSpacing(10);
  layout_->addStretch();
  setWidget(column_);
  // Bubbles from the palette, so light and dark themes both read well.
  const QPalette p = palette();
  const QColor tint = p.color(QPalette::Highlight);
  column_->setStyleSheet(
      QStringLiteral(
          "#chatColumn { background: %1; }"
          "#userMessage { background: rgba(%2, %3, %4, 28); border: 1px solid rgba(%2, "
          "%3, %4, 60); border-radius: 8px; }"
          "#assistantMessage { background: %5; border: 1px solid %6; border-radius: 8px; }"
          "#codeBlock { background: %7; border: 1px solid %6; border-radius: 4px; }"
          "AutoHeightBrowser { background: transparent; border: none; }")
          .arg(p.color(QPalette::Window).name())
          .arg(tint.red())
          .arg(tint.green())
          .arg(tint.blue())
          .arg(p.color(QPalette::Base).name(), p.color(QPalette::Mid).name(),
               p.color(QPalette::AlternateBase).name()));

  QScrollBar* bar = verticalScrollBar();
  connect(bar, &QScrollBar::valueChanged, this,
          [this, bar](int value) { followEnd_ = value >= bar->maximum() - 4; });
  connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
    if (followEnd_) bar->setValue(max);
  });

  connect(session_, &ChatSession::messagesReset, this, &ChatView::rebuild);
  connect(session_, &ChatSession::messageAdded, this, &ChatView::addMessage);
  connect(session_, &ChatSession::answerDelta, this, [this](int index, const QString& delta) {
    if (MessageWidget* m = messages_.value(index)) m->appendText(delta);
  });
  connect(session_, &ChatSession::answerFinished, this, [this](int index) {
    if (MessageWidget* m = messages_.value(index))
      m->showFinished(session_->messages().value(index).content);
  });
  connect(session_, &ChatSession::stateChanged, this, [this] {
    for (MessageWidget* m : std::as_const(messages_))
      m->setVersionSwitchingEnabled(!session_->isGenerating());
  });
  rebuild();
}

void ChatView::rebuild() {
  for (MessageWidget* m : std::as_const(messages_)) {
    layout_->removeWidget(m);
    m->hide();
    m->deleteLater();  // may be the sender of the edit that caused this rebuild
  }
  messages_.clear();
  for (int i = 0; i < session_->messages().size(); ++i) addMessage(i);
}

void ChatView::addMessage(int index) {
  const ChatMessage& entry = session_->messages().at(index);
  const bool streaming = entry.role == MessageRole::Assistant && session_->isGenerating() &&
                         index == session_->messages().size() - 1;
  auto* widget = new MessageWidget(entry, streaming, column_);
  connect(widget, &MessageWidget::editSubmitted, this, [this, widget](const QString& text) {
    session_->resendEdited(messages_.indexOf(widget), text);
  });
  const auto [current, count] = session_->versionOf(index);
  widget->setVersion(current, count);
  widget->setVersionSwitchingEnabled(!session_->isGenerating());
  connect(widget, &MessageWidget::versionStepped, this,
          [this, widget](int step) { session_->showVersion(messages_.indexOf(widget), step); });
  layout_->insertWidget(layout_->count() - 1, widget);  // before the stretch
  widget->show();  // now, not after the queued outputs that may already wait
  messages_.append(widget);
  keepBottomInView();
}

void ChatView::keepBottomInView() {
  followEnd_ = true;
  QTimer::singleShot(0, this,
                     [this] { verticalScrollBar()->setValue(verticalScrollBar()->maximum()); });
}

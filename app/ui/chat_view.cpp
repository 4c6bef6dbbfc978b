#include "ui/chat_view.h"

#include <QPushButton>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

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
  earlier_ = new QPushButton(column_);
  earlier_->setObjectName("showEarlier");
  earlier_->setFlat(true);
  earlier_->hide();
  connect(earlier_, &QPushButton::clicked, this, &ChatView::showEarlier);
  layout_->addWidget(earlier_, 0, Qt::AlignHCenter);
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
  connect(bar, &QScrollBar::valueChanged, this, [this, bar](int value) {
    followEnd_ = value >= bar->maximum() - 4;
    // Reaching the top of a long chat lays out the page above (kept in view, not jumped to).
    if (value == bar->minimum() && first_ > 0 && bar->maximum() > 0) {
      QTimer::singleShot(0, this, &ChatView::showEarlier);
    }
  });
  connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
    if (followEnd_) bar->setValue(max);
  });

  connect(session_, &ChatSession::messagesReset, this, &ChatView::rebuild);
  connect(session_, &ChatSession::messageAdded, this, &ChatView::addMessage);
  connect(session_, &ChatSession::answerDelta, this, [this](int index, const QString& delta) {
    if (MessageWidget* m = message(index)) m->appendText(delta);
  });
  connect(session_, &ChatSession::answerFinished, this, [this](int index) {
    if (MessageWidget* m = message(index))
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
  const int count = static_cast<int>(session_->messages().size());
  first_ = std::max(0, count - kWindow);
  for (int i = first_; i < count; ++i) {
    MessageWidget* widget = makeWidget(i);
    layout_->insertWidget(layout_->count() - 1, widget);  // before the stretch
    widget->show();
    messages_.append(widget);
  }
  updateEarlierButton();
  keepBottomInView();
}

void ChatView::addMessage(int index) {
  MessageWidget* widget = makeWidget(index);
  layout_->insertWidget(layout_->count() - 1, widget);  // before the stretch
  widget->show();  // now, not after the queued outputs that may already wait
  messages_.append(widget);
  keepBottomInView();
}

void ChatView::showEarlier() {
  if (first_ == 0) return;
  QScrollBar* bar = verticalScrollBar();
  const int fromBottom = bar->maximum() - bar->value();
  const int from = std::max(0, first_ - kPage);
  for (int i = first_ - 1; i >= from; --i) {
    MessageWidget* widget = makeWidget(i);
    layout_->insertWidget(1, widget);  // after the button
    widget->show();
    messages_.prepend(widget);
  }
  first_ = from;
  updateEarlierButton();
  // The messages that were in view stay there: keep the distance to the bottom.
  followEnd_ = false;
  column_->adjustSize();
  QTimer::singleShot(0, this,
                     [this, bar, fromBottom] { bar->setValue(bar->maximum() - fromBottom); });
}

MessageWidget* ChatView::makeWidget(int index) {
  const ChatMessage& entry = session_->messages().at(index);
  const bool streaming = entry.role == MessageRole::Assistant && session_->isGenerating() &&
                         index == session_->messages().size() - 1;
  auto* widget = new MessageWidget(entry, streaming, column_);
  connect(widget, &MessageWidget::editSubmitted, this,
          [this, widget](const QString& text) { session_->resendEdited(indexOf(widget), text); });
  const auto [current, count] = session_->versionOf(index);
  widget->setVersion(current, count);
  widget->setVersionSwitchingEnabled(!session_->isGenerating());
  connect(widget, &MessageWidget::versionStepped, this,
          [this, widget](int step) { session_->showVersion(indexOf(widget), step); });
  return widget;
}

int ChatView::indexOf(MessageWidget* widget) const {
  const int at = static_cast<int>(messages_.indexOf(widget));
  return at < 0 ? -1 : first_ + at;
}

void ChatView::updateEarlierButton() {
  earlier_->setVisible(first_ > 0);
  earlier_->setText(tr("Show %n earlier message(s)", nullptr, first_));
}

void ChatView::keepBottomInView() {
  followEnd_ = true;
  QTimer::singleShot(0, this,
                     [this] { verticalScrollBar()->setValue(verticalScrollBar()->maximum()); });
}

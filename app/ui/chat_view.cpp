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
  connect(bar, &QScrollBar::valueChanged, this, &ChatView::onScrolled);
  connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
    if (paging_) {
      applyAnchor();
    } else if (followEnd_) {
      bar->setValue(max);
    }
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

int ChatView::chatSize() const {
  return static_cast<int>(session_->messages().size());
}

void ChatView::rebuild() {
  for (MessageWidget* m : std::as_const(messages_)) {
    layout_->removeWidget(m);
    m->hide();
    m->deleteLater();  // may be the sender of the edit that caused this rebuild
  }
  messages_.clear();
  ++generation_;  // a page still being laid out belongs to the chat as it was
  growing_ = false;
  first_ = chatSize();
  keepBottomInView();
  addAbove(std::min(kWindow, chatSize()));
}

void ChatView::addMessage(int index) {
  if (index != endShown()) {  // the user had scrolled far up: a new message shows the end again
    rebuild();
    return;
  }
  MessageWidget* widget = makeWidget(index);
  layout_->insertWidget(layout_->count() - 1, widget);  // before the stretch
  widget->show();  // now, not after the queued outputs that may already wait
  messages_.append(widget);
  if (messages_.size() > kMaxWidgets) dropFirst(static_cast<int>(messages_.size()) - kMaxWidgets);
  updateEarlierButton();
  keepBottomInView();
}

void ChatView::onScrolled(int value) {
  const QScrollBar* bar = verticalScrollBar();
  followEnd_ = endShown() == chatSize() && value >= bar->maximum() - 4;
  if (paging_ || growing_ || bar->maximum() == 0) return;
  // Reaching either end of the window lays out the next page there (kept in view, not jumped
  // to).
  if (value == bar->minimum() && first_ > 0) {
    continueLater(kPage, &ChatView::addAbove);
  } else if (value == bar->maximum() && endShown() < chatSize()) {
    continueLater(kPage, &ChatView::addBelow);
  }
}

void ChatView::showEarlier() {
  if (!growing_) addAbove(kPage);
}

void ChatView::showLater() {
  if (!growing_) addBelow(kPage);
}

// kBatch widgets now, the rest on the next turns of the event loop: a page of widgets costs
// tens of milliseconds, a batch a few.
void ChatView::addAbove(int count) {
  const bool following = followEnd_;
  const Anchor anchor = anchorInView();
  const int from = std::max(0, first_ - std::min(count, kBatch));
  for (int i = first_ - 1; i >= from; --i) {
    MessageWidget* widget = makeWidget(i);
    layout_->insertWidget(1, widget);  // after the button
    widget->show();
    messages_.prepend(widget);
  }
  const int left = std::min(count - (first_ - from), from);
  first_ = from;
  if (messages_.size() > kMaxWidgets) dropLast(static_cast<int>(messages_.size()) - kMaxWidgets);
  updateEarlierButton();
  if (following) {
    keepBottomInView();
  } else {
    restore(anchor);
  }
  continueLater(left, &ChatView::addAbove);
}

void ChatView::addBelow(int count) {
  const Anchor anchor = anchorInView();
  const int to = std::min(chatSize(), endShown() + std::min(count, kBatch));
  const int added = to - endShown();
  for (int i = endShown(); i < to; ++i) {
    MessageWidget* widget = makeWidget(i);
    layout_->insertWidget(layout_->count() - 1, widget);  // before the stretch
    widget->show();
    messages_.append(widget);
  }
  if (messages_.size() > kMaxWidgets) dropFirst(static_cast<int>(messages_.size()) - kMaxWidgets);
  updateEarlierButton();
  followEnd_ = false;
  restore(anchor);
  continueLater(std::min(count - added, chatSize() - endShown()), &ChatView::addBelow);
}

// Queued, so that the scroll bar's signal (or the batch before) has finished first.
void ChatView::continueLater(int count, void (ChatView::*add)(int)) {
  growing_ = count > 0;
  if (!growing_) {  // a scroll to either end while the page grew was not acted on: now it is
    QTimer::singleShot(0, this, [this] { onScrolled(verticalScrollBar()->value()); });
    return;
  }
  QTimer::singleShot(0, this, [this, count, add, generation = generation_] {
    if (generation == generation_) (this->*add)(count);
  });
}

void ChatView::dropFirst(int count) {
  for (int i = 0; i < count; ++i) {
    MessageWidget* widget = messages_.takeFirst();
    layout_->removeWidget(widget);
    widget->hide();
    widget->deleteLater();
  }
  first_ += count;
}

void ChatView::dropLast(int count) {
  for (int i = 0; i < count; ++i) {
    MessageWidget* widget = messages_.takeLast();
    layout_->removeWidget(widget);
    widget->hide();
    widget->deleteLater();
  }
}

ChatView::Anchor ChatView::anchorInView() const {
  const int top = verticalScrollBar()->value();
  for (MessageWidget* widget : messages_)
    if (widget->geometry().bottom() >= top) return {widget, widget->y() - top};
  return {};
}

// Now, with the layout brought up to date, and again whenever the scroll range changes until
// the queued layout work is done (the scroll area resizes the column after this returns).
void ChatView::restore(Anchor anchor) {
  paging_ = true;
  pendingAnchor_ = anchor;
  layout_->activate();
  applyAnchor();
  if (restoreQueued_) return;
  restoreQueued_ = true;
  QTimer::singleShot(0, this, [this] {
    restoreQueued_ = false;
    applyAnchor();
    pendingAnchor_ = {};
    paging_ = false;
    if (!growing_) onScrolled(verticalScrollBar()->value());  // reached an end meanwhile?
  });
}

void ChatView::applyAnchor() {
  const Anchor& anchor = pendingAnchor_;
  if (anchor.widget && messages_.contains(anchor.widget))
    verticalScrollBar()->setValue(anchor.widget->y() - anchor.offset);
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
  QTimer::singleShot(0, this, [this] {  // unless the user scrolled away in the meantime
    if (followEnd_) verticalScrollBar()->setValue(verticalScrollBar()->maximum());
  });
}

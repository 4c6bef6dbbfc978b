#include "ui/message_widget.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include "markdown/code_highlighter.h"
#include "markdown/markdown_html.h"
#include "markdown/markdown_segments.h"
#include "ui/auto_height_browser.h"

namespace {

// A model's answer often starts with the space that belongs to its first word; not shown.
QString withoutLeadingSpace(const QString& text) {
  int n = 0;
  while (n < text.size() && text[n].isSpace()) ++n;
  return text.mid(n);
}

}  // namespace

MessageWidget::MessageWidget(const ChatMessage& message, bool streaming, QWidget* parent)
    : QFrame(parent),
      role_(message.role),
      text_(message.content),
      interrupted_(message.finishReason == QLatin1String("interrupted")) {
  const bool user = role_ == MessageRole::User;
  setObjectName(user ? "userMessage" : "assistantMessage");
  setFrameShape(QFrame::StyledPanel);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(10, 6, 10, 8);
  layout->setSpacing(2);

  auto* header = new QHBoxLayout;
  auto* who = new QLabel(user ? tr("You") : tr("Assistant"), this);
  who->setObjectName("messageRole");
  QFont bold = who->font();
  bold.setBold(true);
  who->setFont(bold);
  header->addWidget(who);
  header->addStretch();
  previousVersion_ = new QToolButton(this);
  previousVersion_->setObjectName("previousVersion");
  previousVersion_->setText(QStringLiteral("‹"));
  previousVersion_->setToolTip(tr("Show the previous version"));
  previousVersion_->setAutoRaise(true);
  version_ = new QLabel(this);
  version_->setObjectName("messageVersion");
  nextVersion_ = new QToolButton(this);
  nextVersion_->setObjectName("nextVersion");
  nextVersion_->setText(QStringLiteral("›"));
  nextVersion_->setToolTip(tr("Show the next version"));
  nextVersion_->setAutoRaise(true);
  connect(previousVersion_, &QToolButton::clicked, this, [this] { emit versionStepped(-1); });
  connect(nextVersion_, &QToolButton::clicked, this, [this] { emit versionStepped(+1); });
  header->addWidget(previousVersion_);
  header->addWidget(version_);
  header->addWidget(nextVersion_);
  setVersion(0, 0);
  if (user) {
    editButton_ = new QToolButton(this);
    editButton_->setText(tr("Edit"));
    editButton_->setToolTip(
        tr("Edit this message and send it as a new version; the current one is kept"));
    editButton_->setAutoRaise(true);
    connect(editButton_, &QToolButton::clicked, this, &MessageWidget::startEditing);
    header->addWidget(editButton_);
  } else {
    copyAnswer_ = new QToolButton(this);
    copyAnswer_->setObjectName("copyAnswer");
    copyAnswer_->setAutoRaise(true);
    connect(copyAnswer_, &QToolButton::clicked, this, [this] {
      QApplication::clipboard()->setText(withoutLeadingSpace(text_));
      copyAnswer_->setText(tr("Copied"));
    });
    header->addWidget(copyAnswer_);
  }
  retranslateCopyAnswer();
  layout->addLayout(header);
  body_ = new QVBoxLayout;
  body_->setSpacing(4);
  layout->addLayout(body_);

  frame_.setSingleShot(true);
  frame_.setInterval(16);
  connect(&frame_, &QTimer::timeout, this, &MessageWidget::flushPending);
  if (streaming) {
    stream_ = new AutoHeightBrowser(this);
    stream_->setPlainText(text_);
    body_->addWidget(stream_);
  } else {
    showFinished(text_);
  }
}

// The texts Tessera wrote (not the message) follow the installed translation.
void MessageWidget::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    findChild<QLabel*>("messageRole")
        ->setText(role_ == MessageRole::User ? tr("You") : tr("Assistant"));
    previousVersion_->setToolTip(tr("Show the previous version"));
    nextVersion_->setToolTip(tr("Show the next version"));
    setVersion(versionCurrent_, versionCount_);
    if (editButton_) {
      editButton_->setText(tr("Edit"));
      editButton_->setToolTip(
          tr("Edit this message and send it as a new version; the current one is kept"));
    }
    retranslateCopyAnswer();
    if (auto* note = findChild<QLabel*>("interruptedNote"))
      note->setText(tr(
          "(interrupted: Tessera stopped while writing this answer; Regenerate writes it again)"));
    if (auto* note = findChild<QLabel*>("emptyNote"))
      note->setText(tr("(stopped before any text was generated)"));
    for (QToolButton* copy : findChildren<QToolButton*>("copyCode")) {
      copy->setText(tr("Copy"));
      copy->setToolTip(tr("Copy this code to the clipboard"));
    }
  }
  QFrame::changeEvent(event);
}

void MessageWidget::retranslateCopyAnswer() {
  if (!copyAnswer_) return;
  copyAnswer_->setText(tr("Copy answer"));
  copyAnswer_->setToolTip(tr("Copy the whole answer, as Markdown, to the clipboard"));
}

void MessageWidget::setVersion(int current, int count) {
  versionCurrent_ = current;
  versionCount_ = count;
  const bool shown = count > 1;
  previousVersion_->setVisible(shown);
  version_->setVisible(shown);
  nextVersion_->setVisible(shown);
  version_->setText(shown ? QStringLiteral("%1/%2").arg(current).arg(count) : QString());
  version_->setToolTip(tr("Version %1 of %2").arg(current).arg(count));
  previousVersion_->setEnabled(current > 1);
  nextVersion_->setEnabled(current < count);
}

void MessageWidget::setVersionSwitchingEnabled(bool enabled) {
  previousVersion_->setEnabled(enabled && versionCurrent_ > 1);
  nextVersion_->setEnabled(enabled && versionCurrent_ < versionCount_);
}

QString MessageWidget::versionText() const {
  return version_->text();
}

namespace {

// Rendered Markdown is cut into chunks of complete blocks at least this long: few enough widgets
// for a long answer, small enough that rendering one chunk takes a few milliseconds.
constexpr int kChunkChars = 1500;

}  // namespace

void MessageWidget::appendText(const QString& delta) {
  if (!stream_) return;
  text_ += delta;
  pending_ += delta;
  if (!sinceFlush_.isValid() || sinceFlush_.elapsed() >= frame_.interval())
    flushPending();
  else if (!frame_.isActive())
    frame_.start();
}

void MessageWidget::flushPending() {
  if (!stream_ || pending_.isEmpty()) return;
  const int before = rendered_;
  for (int end; (end = completeMarkdownBlocks(text_, rendered_, kChunkChars)) > rendered_;) {
    renderChunk(text_.mid(rendered_, end - rendered_), body_->indexOf(stream_));
    rendered_ = end;
  }
  if (rendered_ > before) {
    stream_->setPlainText(text_.mid(rendered_));  // the short tail still being written
  } else {
    const bool first = rendered_ == 0 && stream_->document()->isEmpty();
    stream_->appendAtEnd(first ? withoutLeadingSpace(pending_) : pending_);
  }
  pending_.clear();
  sinceFlush_.start();
}

QString MessageWidget::streamedText() const {
  return stream_ ? stream_->toPlainText() : QString();
}

void MessageWidget::clearBody() {
  // deleteLater: the Cancel button that triggers this is itself among the widgets removed.
  while (QLayoutItem* item = body_->takeAt(0)) {
    if (QWidget* widget = item->widget()) {
      widget->hide();
      widget->deleteLater();
    }
    delete item;
  }
  stream_ = nullptr;
  rendered_ = 0;
  chunks_ = 0;
}

void MessageWidget::showFinished(const QString& text) {
  frame_.stop();
  pending_.clear();
  if (stream_ && rendered_ > 0 && text.startsWith(text_.left(rendered_))) {
    // The chunks rendered while streaming stay; only the tail is rendered now.
    body_->removeWidget(stream_);
    stream_->hide();
    stream_->deleteLater();
    stream_ = nullptr;
    text_ = text;
    renderAll(text, rendered_);
    return;
  }
  clearBody();
  text_ = text;
  if (editButton_) editButton_->setEnabled(true);
  if (interrupted_) {
    auto* note = new QLabel(
        tr("(interrupted: Tessera stopped while writing this answer; Regenerate writes it again)"),
        this);
    note->setObjectName("interruptedNote");
    note->setEnabled(false);
    note->setWordWrap(true);
    body_->addWidget(note);
  }
  if (withoutLeadingSpace(text).isEmpty()) {
    if (interrupted_) return;
    auto* note = new QLabel(tr("(stopped before any text was generated)"), this);
    note->setObjectName("emptyNote");
    note->setEnabled(false);
    body_->addWidget(note);
    return;
  }
  if (role_ == MessageRole::User) {
    auto* view = new AutoHeightBrowser(this);
    view->setPlainText(text);
    body_->addWidget(view);
    return;
  }
  renderAll(withoutLeadingSpace(text), 0);
}

void MessageWidget::renderAll(const QString& text, int from) {
  for (int end; (end = completeMarkdownBlocks(text, from, kChunkChars)) > from;) {
    renderChunk(text.mid(from, end - from), body_->count());
    from = end;
  }
  if (!text.mid(from).trimmed().isEmpty()) renderChunk(text.mid(from), body_->count());
  rendered_ = text.size();
}

int MessageWidget::renderChunk(const QString& markdown, int at) {
  for (const MarkdownSegment& segment :
       splitMarkdown(at == 0 ? withoutLeadingSpace(markdown) : markdown)) {
    if (segment.isCode) {
      body_->insertWidget(at++, codeBlock(segment.text, segment.language));
    } else {
      auto* view = new AutoHeightBrowser(this);
      view->setHtml(markdownToHtml(segment.text));
      body_->insertWidget(at++, view);
    }
  }
  ++chunks_;
  return at;
}

QWidget* MessageWidget::codeBlock(const QString& code, const QString& language) {
  auto* frame = new QFrame(this);
  frame->setObjectName("codeBlock");
  auto* layout = new QVBoxLayout(frame);
  layout->setContentsMargins(6, 2, 6, 4);
  layout->setSpacing(0);
  auto* bar = new QHBoxLayout;
  auto* lang = new QLabel(language.isEmpty() ? tr("code") : language, frame);
  lang->setEnabled(false);
  auto* copy = new QToolButton(frame);
  copy->setObjectName("copyCode");
  copy->setText(tr("Copy"));
  copy->setToolTip(tr("Copy this code to the clipboard"));
  copy->setAutoRaise(true);
  connect(copy, &QToolButton::clicked, frame, [code, copy] {
    QApplication::clipboard()->setText(code);
    copy->setText(tr("Copied"));
  });
  bar->addWidget(lang);
  bar->addStretch();
  bar->addWidget(copy);
  layout->addLayout(bar);
  auto* view = new AutoHeightBrowser(frame);
  view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  view->setLineWrapMode(QTextEdit::NoWrap);
  view->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
  // The highlighter belongs to the document and colours it as the text is set.
  new CodeHighlighter(view->document(), language,
                      palette().color(QPalette::Base).lightness() < 128);
  view->setPlainText(code);
  layout->addWidget(view);
  return frame;
}

void MessageWidget::startEditing() {
  clearBody();
  editButton_->setEnabled(false);
  auto* editor = new QPlainTextEdit(text_, this);
  editor->setMinimumHeight(80);
  auto* buttons = new QHBoxLayout;
  auto* resend = new QPushButton(tr("Send again"), this);
  resend->setToolTip(tr("Send the edited text as a new version of this message"));
  auto* cancel = new QPushButton(tr("Cancel"), this);
  buttons->addStretch();
  buttons->addWidget(cancel);
  buttons->addWidget(resend);
  auto* holder = new QWidget(this);
  holder->setLayout(buttons);
  body_->addWidget(editor);
  body_->addWidget(holder);
  editor->setFocus();
  const QString original = text_;
  connect(cancel, &QPushButton::clicked, this, [this, original] { showFinished(original); });
  connect(resend, &QPushButton::clicked, this,
          [this, editor] { emit editSubmitted(editor->toPlainText()); });
}

// One message of a chat, shown as Markdown (raw HTML in it stays text; see markdown_html.h) with
// a copy button on each code block, highlighted by its language, and one for the whole answer.
// While an answer streams, its complete blocks are rendered once, in chunks of about kChunkChars,
// and only the block still being written is plain text, so a long answer never re-renders from the
// start (and finishing it renders only the last chunk). User messages can be edited and sent again
// (as a new branch); a message with several versions shows "‹ 2/3 ›" to switch between them.
#pragma once

#include <QElapsedTimer>
#include <QFrame>
#include <QTimer>

#include "data/chat_types.h"

class AutoHeightBrowser;
class QLabel;
class QPlainTextEdit;
class QVBoxLayout;
class QToolButton;

class MessageWidget : public QFrame {
  Q_OBJECT

 public:
  MessageWidget(const ChatMessage& message, bool streaming, QWidget* parent = nullptr);

  void appendText(const QString& delta);   // streaming only
  void showFinished(const QString& text);  // renders the final Markdown
  QString streamedText() const;  // the plain-text tail of a streaming answer (not yet rendered)
  int renderedChunks() const { return chunks_; }  // Markdown chunks shown so far
  void flushPending();  // shows at once the text held back for the next frame
  // "‹ current/count ›" in the header when count > 1; hidden otherwise.
  void setVersion(int current, int count);
  void setVersionSwitchingEnabled(bool enabled);  // off while the chat is generating
  QString versionText() const;                    // "2/3", empty when hidden

 signals:
  void editSubmitted(const QString& text);
  void versionStepped(int step);  // -1 previous version, +1 next

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void clearBody();
  // Renders `markdown` as prose and code widgets at body position `at`; returns the next one.
  int renderChunk(const QString& markdown, int at);
  void renderAll(const QString& text, int from);  // chunked the same way streaming chunks it
  void startEditing();
  void retranslateCopyAnswer();
  QWidget* codeBlock(const QString& code, const QString& language);

  MessageRole role_;
  QString text_;
  bool interrupted_ = false;  // the app stopped while this answer was being generated
  QVBoxLayout* body_ = nullptr;
  AutoHeightBrowser* stream_ = nullptr;
  QToolButton* editButton_ = nullptr;  // user messages
  QToolButton* copyAnswer_ = nullptr;  // answers: copies the whole Markdown text
  QToolButton* previousVersion_ = nullptr;
  QLabel* version_ = nullptr;
  QToolButton* nextVersion_ = nullptr;
  int versionCurrent_ = 0;
  int versionCount_ = 0;
  // Deltas are shown at most once a frame: a fast model on a busy GUI never queues a backlog.
  QString pending_;
  int rendered_ = 0;  // text_ up to here is shown as rendered Markdown
  int chunks_ = 0;
  QTimer frame_;
  QElapsedTimer sinceFlush_;
};

// One message of a chat: streamed as plain text while it arrives, then shown as Markdown with a
// copy button on each code block. User messages can be edited and sent again.
#pragma once

#include <QElapsedTimer>
#include <QFrame>
#include <QTimer>

#include "data/chat_types.h"

class AutoHeightBrowser;
class QPlainTextEdit;
class QVBoxLayout;
class QToolButton;

class MessageWidget : public QFrame {
  Q_OBJECT

 public:
  MessageWidget(const ChatMessage& message, bool streaming, QWidget* parent = nullptr);

  void appendText(const QString& delta);   // streaming only
  void showFinished(const QString& text);  // renders the final Markdown
  QString streamedText() const;            // what the streaming view holds (shown so far)
  void flushPending();                     // shows at once the text held back for the next frame

 signals:
  void editSubmitted(const QString& text);

 private:
  void clearBody();
  void startEditing();
  QWidget* codeBlock(const QString& code, const QString& language);

  MessageRole role_;
  QString text_;
  bool interrupted_ = false;  // the app stopped while this answer was being generated
  QVBoxLayout* body_ = nullptr;
  AutoHeightBrowser* stream_ = nullptr;
  QToolButton* editButton_ = nullptr;
  // Deltas are shown at most once a frame: a fast model on a busy GUI never queues a backlog.
  QString pending_;
  QTimer frame_;
  QElapsedTimer sinceFlush_;
};

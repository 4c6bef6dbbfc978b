// One message of a chat: streamed as plain text while it arrives, then shown as Markdown with a
// copy button on each code block. User messages can be edited and sent again (as a new branch);
// a message with several versions shows "‹ 2/3 ›" to switch between them.
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
  QString streamedText() const;            // what the streaming view holds (shown so far)
  void flushPending();                     // shows at once the text held back for the next frame
  // "‹ current/count ›" in the header when count > 1; hidden otherwise.
  void setVersion(int current, int count);
  void setVersionSwitchingEnabled(bool enabled);  // off while the chat is generating
  QString versionText() const;                    // "2/3", empty when hidden

 signals:
  void editSubmitted(const QString& text);
  void versionStepped(int step);  // -1 previous version, +1 next

 private:
  void clearBody();
  void startEditing();
  QWidget* codeBlock(const QString& code, const QString& language);

  MessageRole role_;
  QString text_;
  QVBoxLayout* body_ = nullptr;
  AutoHeightBrowser* stream_ = nullptr;
  QToolButton* editButton_ = nullptr;
  QToolButton* previousVersion_ = nullptr;
  QLabel* version_ = nullptr;
  QToolButton* nextVersion_ = nullptr;
  int versionCurrent_ = 0;
  int versionCount_ = 0;
  // Deltas are shown at most once a frame: a fast model on a busy GUI never queues a backlog.
  QString pending_;
  QTimer frame_;
  QElapsedTimer sinceFlush_;
};

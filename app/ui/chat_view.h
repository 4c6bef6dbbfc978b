// The scrolling column of a chat's messages. It follows its ChatSession: new messages are added,
// a streaming answer grows at its end (only that message changes), finished answers are rendered.
#pragma once

#include <QScrollArea>
#include <QVector>

class ChatSession;
class MessageWidget;
class QVBoxLayout;

class ChatView : public QScrollArea {
  Q_OBJECT

 public:
  ChatView(ChatSession* session, QWidget* parent = nullptr);
  int messageCount() const { return messages_.size(); }
  MessageWidget* message(int index) const { return messages_.value(index); }

 private:
  void rebuild();
  void addMessage(int index);
  void keepBottomInView();

  ChatSession* session_;
  QWidget* column_;
  QVBoxLayout* layout_;
  QVector<MessageWidget*> messages_;
  bool followEnd_ = true;  // the user is reading the end; keep scrolling with the stream
};

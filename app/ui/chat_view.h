// The scrolling column of a chat's messages. It follows its ChatSession: new messages are added,
// a streaming answer grows at its end (only that message changes), finished answers are rendered.
// A long chat (an import of 100,000 messages) is laid out lazily: only its last kWindow messages
// are widgets at first, and "Show N earlier messages" (or scrolling to the top) adds kPage more
// above them, so opening a chat costs the same whatever its length.
#pragma once

#include <QScrollArea>
#include <QVector>

class ChatSession;
class MessageWidget;
class QPushButton;
class QVBoxLayout;

class ChatView : public QScrollArea {
  Q_OBJECT

 public:
  static constexpr int kWindow = 60;  // widgets made when a chat opens (or is reset)
  static constexpr int kPage = 60;    // widgets added by each "Show earlier messages"

  ChatView(ChatSession* session, QWidget* parent = nullptr);
  // The messages laid out as widgets: the chat's last messageCount(), from firstShown() on.
  int messageCount() const { return messages_.size(); }
  int firstShown() const { return first_; }
  // The widget of the chat's message `index`; null when it is not laid out (yet).
  MessageWidget* message(int index) const { return messages_.value(index - first_); }
  // Lays out up to kPage more messages above the first shown one.
  void showEarlier();

 private:
  void rebuild();
  void addMessage(int index);
  MessageWidget* makeWidget(int index);
  int indexOf(MessageWidget* widget) const;
  void updateEarlierButton();
  void keepBottomInView();

  ChatSession* session_;
  QWidget* column_;
  QVBoxLayout* layout_;
  QPushButton* earlier_;
  QVector<MessageWidget*> messages_;  // messages first_, first_ + 1, ...
  int first_ = 0;
  bool followEnd_ = true;  // the user is reading the end; keep scrolling with the stream
};

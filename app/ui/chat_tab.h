// One tab: a chat's messages, the composer and its buttons, and the chat's status line.
#pragma once

#include <QWidget>

class ChatSession;
class ChatStore;
class ChatView;
class Composer;
class EngineBridge;
class QLabel;
class QPushButton;
class QVBoxLayout;
class StatusLine;

class ChatTab : public QWidget {
  Q_OBJECT

 public:
  // `store` may be null: the chat is then not saved.
  ChatTab(EngineBridge* bridge, ChatStore* store, QWidget* parent = nullptr);

  ChatSession* session() const { return session_; }
  ChatView* view() const { return view_; }
  Composer* composer() const { return composer_; }
  StatusLine* statusLine() const { return status_; }
  QPushButton* stopButton() const { return stop_; }

  void send();  // sends what the composer holds
  void editSettings();
  void addControl(QWidget* control);  // below the buttons (the engine picker)

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void updateButtons();
  void showError(const QString& message);

  ChatSession* session_;
  ChatView* view_;
  Composer* composer_;
  QPushButton* settings_;
  QPushButton* send_;
  QPushButton* stop_;
  QPushButton* regenerate_;
  QLabel* error_;
  StatusLine* status_;
  QVBoxLayout* buttons_;
};

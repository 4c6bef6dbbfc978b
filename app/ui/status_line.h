// The line under a chat: what its request is doing, its speed and how full the context is.
#pragma once

#include <QWidget>

class ChatSession;
class QLabel;
class QProgressBar;

class StatusLine : public QWidget {
  Q_OBJECT

 public:
  StatusLine(ChatSession* session, QWidget* parent = nullptr);
  QString stateText() const;

 private:
  void refresh();

  ChatSession* session_;
  QLabel* state_;
  QLabel* speed_;
  QProgressBar* context_;
};

// The line under a chat: what its request is doing, its speed and how full the context is.
#pragma once

#include <QWidget>

class ChatSession;
class QLabel;
class QProgressBar;
class RequestColors;

class StatusLine : public QWidget {
  Q_OBJECT

 public:
  StatusLine(ChatSession* session, QWidget* parent = nullptr);
  QString stateText() const;
  // The dot before the state takes the request's colour in the dashboard.
  void setRequestColors(RequestColors* colors);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void refresh();

  ChatSession* session_;
  RequestColors* colors_ = nullptr;
  QLabel* dot_;
  QLabel* state_;
  QLabel* speed_;
  QProgressBar* context_;
  QLabel* contextLabel_;
};

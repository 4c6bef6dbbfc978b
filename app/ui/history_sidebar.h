// The saved chats beside the tabs, newest first, with full-text search over their messages.
#pragma once

#include <QWidget>

class ChatStore;
class QLineEdit;
class QListWidget;
class QListWidgetItem;

class HistorySidebar : public QWidget {
  Q_OBJECT

 public:
  HistorySidebar(ChatStore* store, QWidget* parent = nullptr);
  QLineEdit* searchField() const { return search_; }
  QListWidget* list() const { return list_; }

 signals:
  void chatActivated(qint64 chatId);
  void chatDeleted(qint64 chatId);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void refresh();
  void showMenu(const QPoint& pos);
  void exportChat(qint64 chatId, bool markdown);

  ChatStore* store_;
  QLineEdit* search_;
  QListWidget* list_;
};

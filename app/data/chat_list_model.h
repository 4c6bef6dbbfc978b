// The chats of a ChatStore as a list model for views (sidebar, tab switcher): most recently
// updated first, reloaded whenever the store reports a change.
#pragma once

#include <QAbstractListModel>
#include <QList>

#include "data/chat_types.h"

class ChatStore;

class ChatListModel : public QAbstractListModel {
  Q_OBJECT

 public:
  enum Role {
    ChatIdRole = Qt::UserRole + 1,  // qint64
    UpdatedAtRole,                  // QDateTime, local time
    TabColorRole,                   // QString, "#rrggbb" or empty
  };

  // The store must outlive the model.
  explicit ChatListModel(ChatStore& store, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QHash<int, QByteArray> roleNames() const override;

  qint64 chatIdAt(int row) const;  // 0 when out of range
  int rowOf(qint64 chatId) const;  // -1 when absent
  void reload();

 private:
  ChatStore& m_store;
  QList<Chat> m_chats;
};

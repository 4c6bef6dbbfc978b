#include "data/chat_list_model.h"

#include <QColor>
#include <QDateTime>

#include "data/chat_store.h"

ChatListModel::ChatListModel(ChatStore& store, QObject* parent)
    : QAbstractListModel(parent), m_store(store) {
  connect(&m_store, &ChatStore::chatsChanged, this, &ChatListModel::reload);
  reload();
}

// A full reset is cheap at chat-list sizes and keeps the order exactly the store's.
void ChatListModel::reload() {
  beginResetModel();
  m_chats = m_store.isOpen() ? m_store.listChats() : QList<Chat>{};
  endResetModel();
}

int ChatListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_chats.size());
}

QVariant ChatListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= m_chats.size()) return {};
  const Chat& chat = m_chats[index.row()];
  switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
      return chat.title.isEmpty() ? tr("Untitled chat") : chat.title;
    case Qt::ToolTipRole:
      return tr("Last activity: %1")
          .arg(QLocale().toString(QDateTime::fromMSecsSinceEpoch(chat.updatedAt),
                                  QLocale::ShortFormat));
    case Qt::DecorationRole:
      return chat.tabColor.isEmpty() ? QVariant() : QVariant(QColor(chat.tabColor));
    case ChatIdRole:
      return chat.id;
    case UpdatedAtRole:
      return QDateTime::fromMSecsSinceEpoch(chat.updatedAt);
    case TabColorRole:
      return chat.tabColor;
  }
  return {};
}

QHash<int, QByteArray> ChatListModel::roleNames() const {
  QHash<int, QByteArray> names = QAbstractListModel::roleNames();
  names.insert(ChatIdRole, "chatId");
  names.insert(UpdatedAtRole, "updatedAt");
  names.insert(TabColorRole, "tabColor");
  return names;
}

qint64 ChatListModel::chatIdAt(int row) const {
  return row >= 0 && row < m_chats.size() ? m_chats[row].id : 0;
}

int ChatListModel::rowOf(qint64 chatId) const {
  for (int row = 0; row < m_chats.size(); ++row) {
    if (m_chats[row].id == chatId) return row;
  }
  return -1;
}

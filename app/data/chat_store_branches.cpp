// ChatStore: which version of a conversation a chat shows (its current leaf).
#include <QDateTime>

#include "data/chat_store.h"
#include "data/chat_store_transaction.h"

bool ChatStore::writeCurrentLeaf(qint64 chatId, qint64 leafId) {
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral("UPDATE chats SET current_leaf = ? WHERE id = ?"));
  query.addBindValue(leafId ? QVariant(leafId) : QVariant(QMetaType::fromType<qint64>()));
  query.addBindValue(chatId);
  return exec(query);
}

bool ChatStore::setCurrentLeaf(qint64 chatId, qint64 leafId) {
  const ConversationTree tree = conversation(chatId);
  const ChatMessage* leaf = tree.find(leafId);
  if (!leaf) {
    m_lastError = tr("Chat history: message %1 is not in chat %2").arg(leafId).arg(chatId);
    return false;
  }
  Transaction transaction(m_db);
  if (!finishWrite(transaction, transaction.begun() && writeCurrentLeaf(chatId, leafId)))
    return false;
  emit messagesChanged(chatId);
  return true;
}

qint64 ChatStore::revealMessage(qint64 messageId) {
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral("SELECT chat_id FROM messages WHERE id = ?"));
  query.addBindValue(messageId);
  if (!exec(query) || !query.next()) return 0;
  const qint64 chatId = query.value(0).toLongLong();
  query.finish();
  const ConversationTree tree = conversation(chatId);
  for (const ChatMessage& m : tree.path())
    if (m.id == messageId) return chatId;  // already shown
  return setCurrentLeaf(chatId, tree.newestLeafUnder(messageId)) ? chatId : 0;
}

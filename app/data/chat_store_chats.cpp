// ChatStore: chats and their messages.
#include <QDateTime>
#include <QJsonDocument>

#include "data/chat_store.h"
#include "data/chat_store_transaction.h"

namespace {

qint64 nowMs() {
  return QDateTime::currentMSecsSinceEpoch();
}

QString toJsonText(const QJsonObject& json) {
  return QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact));
}

QJsonObject fromJsonText(const QString& text) {
  return QJsonDocument::fromJson(text.toUtf8()).object();
}

const char kChatColumns[] =
    "id, title, created_at, updated_at, system_prompt, sampling, template_name, tab_color, "
    "tab_order";

Chat readChat(const QSqlQuery& query) {
  Chat chat;
  chat.id = query.value(0).toLongLong();
  chat.title = query.value(1).toString();
  chat.createdAt = query.value(2).toLongLong();
  chat.updatedAt = query.value(3).toLongLong();
  chat.systemPrompt = query.value(4).toString();
  QString ignored;  // a malformed stored value falls back to the defaults
  chat.sampling = ChatSampling::fromJson(fromJsonText(query.value(5).toString()), &ignored)
                      .value_or(ChatSampling{});
  chat.templateName = query.value(6).toString();
  chat.tabColor = query.value(7).toString();
  chat.tabOrder = query.value(8).toInt();
  return chat;
}

}  // namespace

qint64 ChatStore::createChat(const Chat& chat) {
  Transaction transaction(m_db);
  const qint64 id = transaction.begun() ? insertChat(chat, nowMs()) : 0;
  if (!finishWrite(transaction, id != 0)) return 0;
  emit chatsChanged();
  return id;
}

qint64 ChatStore::insertChat(const Chat& chat, qint64 now) {
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral(
      "INSERT INTO chats(title, created_at, updated_at, system_prompt, sampling, template_name, "
      "tab_color, tab_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
  query.addBindValue(notNull(chat.title));
  query.addBindValue(chat.createdAt ? chat.createdAt : now);
  query.addBindValue(chat.updatedAt ? chat.updatedAt : now);
  query.addBindValue(notNull(chat.systemPrompt));
  query.addBindValue(toJsonText(chat.sampling.toJson()));
  query.addBindValue(notNull(chat.templateName));
  query.addBindValue(notNull(chat.tabColor));
  query.addBindValue(chat.tabOrder);
  return exec(query) ? query.lastInsertId().toLongLong() : 0;
}

bool ChatStore::renameChat(qint64 chatId, const QString& title) {
  Transaction transaction(m_db);
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral("UPDATE chats SET title = ?, updated_at = ? WHERE id = ?"));
  query.addBindValue(notNull(title));
  query.addBindValue(nowMs());
  query.addBindValue(chatId);
  if (!finishWrite(transaction, transaction.begun() && exec(query))) return false;
  emit chatsChanged();
  return query.numRowsAffected() == 1;
}

bool ChatStore::updateChatSettings(const Chat& chat) {
  Transaction transaction(m_db);
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral(
      "UPDATE chats SET system_prompt = ?, sampling = ?, template_name = ?, tab_color = ?, "
      "tab_order = ? WHERE id = ?"));
  query.addBindValue(notNull(chat.systemPrompt));
  query.addBindValue(toJsonText(chat.sampling.toJson()));
  query.addBindValue(notNull(chat.templateName));
  query.addBindValue(notNull(chat.tabColor));
  query.addBindValue(chat.tabOrder);
  query.addBindValue(chat.id);
  if (!finishWrite(transaction, transaction.begun() && exec(query))) return false;
  emit chatsChanged();
  return query.numRowsAffected() == 1;
}

bool ChatStore::deleteChat(qint64 chatId) {
  Transaction transaction(m_db);
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral("DELETE FROM chats WHERE id = ?"));
  query.addBindValue(chatId);
  if (!finishWrite(transaction, transaction.begun() && exec(query))) return false;
  emit chatsChanged();
  return query.numRowsAffected() == 1;
}

QList<Chat> ChatStore::listChats() const {
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral("SELECT %1 FROM chats ORDER BY updated_at DESC, id DESC")
                    .arg(QLatin1String(kChatColumns)));
  QList<Chat> chats;
  if (!exec(query)) return chats;
  while (query.next()) chats.append(readChat(query));
  return chats;
}

std::optional<Chat> ChatStore::chat(qint64 chatId) const {
  QSqlQuery query(m_db);
  query.prepare(
      QStringLiteral("SELECT %1 FROM chats WHERE id = ?").arg(QLatin1String(kChatColumns)));
  query.addBindValue(chatId);
  if (!exec(query) || !query.next()) return std::nullopt;
  return readChat(query);
}

std::optional<SavedChat> ChatStore::loadChat(qint64 chatId) const {
  std::optional<Chat> found = chat(chatId);
  if (!found) return std::nullopt;
  SavedChat saved{*std::move(found), conversation(chatId), {}};
  saved.path = saved.tree.path();
  return saved;
}

QList<ChatMessage> ChatStore::messages(qint64 chatId) const {
  return conversation(chatId).path();
}

ConversationTree ChatStore::conversation(qint64 chatId) const {
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral(
      "SELECT id, chat_id, position, role, content, created_at, updated_at, prompt_tokens, "
      "output_tokens, finish_reason, settings_used, COALESCE(parent_id, 0) FROM messages "
      "WHERE chat_id = ? ORDER BY position"));
  query.addBindValue(chatId);
  QList<ChatMessage> all;
  if (!exec(query)) return {};
  while (query.next()) {
    ChatMessage m;
    m.id = query.value(0).toLongLong();
    m.chatId = query.value(1).toLongLong();
    m.position = query.value(2).toInt();
    m.role = roleFromName(query.value(3).toString()).value_or(MessageRole::User);
    m.content = query.value(4).toString();
    m.createdAt = query.value(5).toLongLong();
    m.updatedAt = query.value(6).toLongLong();
    m.promptTokens = query.value(7).toInt();
    m.outputTokens = query.value(8).toInt();
    m.finishReason = query.value(9).toString();
    m.settingsUsed = fromJsonText(query.value(10).toString());
    m.parentId = query.value(11).toLongLong();
    all.append(m);
  }
  return ConversationTree(all, currentLeaf(chatId));
}

qint64 ChatStore::currentLeaf(qint64 chatId) const {
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral("SELECT COALESCE(current_leaf, 0) FROM chats WHERE id = ?"));
  query.addBindValue(chatId);
  return exec(query) && query.next() ? query.value(0).toLongLong() : 0;
}

qint64 ChatStore::appendMessage(const ChatMessage& message) {
  return appendMessageAfter(conversation(message.chatId).currentLeaf(), message);
}

qint64 ChatStore::appendMessageAfter(qint64 parentId, const ChatMessage& message) {
  Transaction transaction(m_db);
  const qint64 now = nowMs();
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral(
      "INSERT INTO messages(chat_id, position, role, content, created_at, updated_at, "
      "prompt_tokens, output_tokens, finish_reason, settings_used, parent_id) "
      "VALUES (?, (SELECT COALESCE(MAX(position) + 1, 0) FROM messages WHERE chat_id = ?), "
      "?, ?, ?, ?, ?, ?, ?, ?, ?)"));
  query.addBindValue(message.chatId);
  query.addBindValue(message.chatId);
  query.addBindValue(roleName(message.role));
  query.addBindValue(notNull(message.content));
  query.addBindValue(message.createdAt ? message.createdAt : now);
  query.addBindValue(message.updatedAt ? message.updatedAt : now);
  query.addBindValue(message.promptTokens);
  query.addBindValue(message.outputTokens);
  query.addBindValue(notNull(message.finishReason));
  query.addBindValue(toJsonText(message.settingsUsed));
  query.addBindValue(parentId ? QVariant(parentId) : QVariant(QMetaType::fromType<qint64>()));
  bool ok = transaction.begun() && exec(query);
  const qint64 id = ok ? query.lastInsertId().toLongLong() : 0;
  ok = ok && writeCurrentLeaf(message.chatId, id) && touchChat(message.chatId, now);
  if (!finishWrite(transaction, ok)) return 0;
  emit messagesChanged(message.chatId);
  emit chatsChanged();
  return id;
}

bool ChatStore::touchChat(qint64 chatId, qint64 now) {
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral("UPDATE chats SET updated_at = ? WHERE id = ?"));
  query.addBindValue(now);
  query.addBindValue(chatId);
  return exec(query);
}

bool ChatStore::updateMessageContent(qint64 messageId, const QString& content) {
  Transaction transaction(m_db);
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral("UPDATE messages SET content = ?, updated_at = ? WHERE id = ?"));
  query.addBindValue(notNull(content));
  query.addBindValue(nowMs());
  query.addBindValue(messageId);
  return finishWrite(transaction, transaction.begun() && exec(query)) &&
         query.numRowsAffected() == 1;
}

bool ChatStore::finishMessage(qint64 messageId, const QString& content, const QString& finishReason,
                              int promptTokens, int outputTokens) {
  Transaction transaction(m_db);
  const qint64 now = nowMs();
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral(
      "UPDATE messages SET content = ?, updated_at = ?, finish_reason = ?, prompt_tokens = ?, "
      "output_tokens = ? WHERE id = ? RETURNING chat_id"));
  query.addBindValue(notNull(content));
  query.addBindValue(now);
  query.addBindValue(notNull(finishReason));
  query.addBindValue(promptTokens);
  query.addBindValue(outputTokens);
  query.addBindValue(messageId);
  bool ok = transaction.begun() && exec(query);
  const qint64 chatId = ok && query.next() ? query.value(0).toLongLong() : 0;
  query.finish();
  if (ok && chatId == 0) m_lastError = tr("Chat history: message %1 does not exist").arg(messageId);
  ok = ok && chatId != 0 && touchChat(chatId, now);
  if (!finishWrite(transaction, ok)) return false;
  emit messagesChanged(chatId);
  emit chatsChanged();
  return true;
}

bool ChatStore::truncateAfter(qint64 chatId, int position) {
  const QList<ChatMessage> path = messages(chatId);
  if (position + 1 >= path.size()) return true;
  Transaction transaction(m_db);
  QSqlQuery query(m_db);
  // The first dropped message and everything that follows from it, in every branch.
  query.prepare(QStringLiteral(
      "WITH RECURSIVE doomed(id) AS (SELECT ? UNION ALL SELECT m.id FROM messages m "
      "JOIN doomed d ON m.parent_id = d.id) DELETE FROM messages WHERE id IN doomed"));
  query.addBindValue(path[position + 1].id);
  const qint64 newLeaf = position >= 0 ? path[position].id : 0;
  const bool ok = transaction.begun() && exec(query) && writeCurrentLeaf(chatId, newLeaf) &&
                  touchChat(chatId, nowMs());
  if (!finishWrite(transaction, ok)) return false;
  emit messagesChanged(chatId);
  emit chatsChanged();
  return true;
}

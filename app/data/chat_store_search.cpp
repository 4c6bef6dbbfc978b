// ChatStore: full-text search, export and import.
#include <QDateTime>
#include <QHash>
#include <QJsonDocument>
#include <QRegularExpression>

#include "data/chat_json.h"
#include "data/chat_store.h"
#include "data/chat_store_transaction.h"

namespace {

// FTS5 has its own query language; user text is turned into quoted terms so that any input
// (quotes, dashes, "AND") is searched literally. The last term also matches as a prefix.
QString ftsQuery(const QString& text) {
  const QStringList words =
      text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
  QStringList terms;
  for (QString word : words) {
    terms << QLatin1Char('"') + word.replace(QLatin1Char('"'), QLatin1String("\"\"")) +
                 QLatin1Char('"');
  }
  if (!terms.isEmpty()) terms.last() += QLatin1Char('*');
  return terms.join(QLatin1Char(' '));
}

// snippet() marks matches with \x01 / \x02 so the text can be escaped before adding <b> tags.
QString snippetToHtml(const QString& snippet) {
  return snippet.toHtmlEscaped()
      .replace(QChar(1), QLatin1String("<b>"))
      .replace(QChar(2), QLatin1String("</b>"));
}

}  // namespace

QList<SearchHit> ChatStore::search(const QString& text, int limit) const {
  QList<SearchHit> hits;
  const QString match = ftsQuery(text);
  if (match.isEmpty()) return hits;
  QSqlQuery query(m_db);
  query.prepare(
      QStringLiteral("SELECT m.chat_id, m.id, c.title, "
                     "snippet(message_fts, 0, char(1), char(2), '…', 16) "
                     "FROM message_fts JOIN messages m ON m.id = message_fts.rowid "
                     "JOIN chats c ON c.id = m.chat_id "
                     "WHERE message_fts MATCH ? ORDER BY rank LIMIT ?"));
  query.addBindValue(match);
  query.addBindValue(limit);
  if (!exec(query)) return hits;
  while (query.next()) {
    hits.append(SearchHit{query.value(0).toLongLong(), query.value(1).toLongLong(),
                          query.value(2).toString(), snippetToHtml(query.value(3).toString())});
  }
  return hits;
}

QString ChatStore::exportMarkdown(qint64 chatId) const {
  const std::optional<Chat> found = chat(chatId);
  if (!found) return {};
  const ConversationTree tree = conversation(chatId);
  return chat_json::toMarkdown({*found, tree.all(), tree.currentLeaf()});
}

QByteArray ChatStore::exportJson(qint64 chatId) const {
  const std::optional<Chat> found = chat(chatId);
  if (!found) return {};
  const ConversationTree tree = conversation(chatId);
  return chat_json::toJson({*found, tree.all(), tree.currentLeaf()});
}

qint64 ChatStore::importJson(const QByteArray& json, const ImportProgress& progress) {
  QString error;
  const std::optional<chat_json::ChatDocument> document = chat_json::fromJson(json, &error);
  if (!document) {
    m_lastError = tr("Cannot import the chat: %1").arg(error);
    return 0;
  }
  const qint64 now = QDateTime::currentMSecsSinceEpoch();
  Transaction transaction(m_db);
  const qint64 chatId = transaction.begun() ? insertChat(document->chat, now) : 0;
  bool ok = chatId != 0;
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral(
      "INSERT INTO messages(chat_id, position, role, content, created_at, updated_at, "
      "prompt_tokens, output_tokens, finish_reason, settings_used, parent_id) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
  QHash<qint64, qint64> storedId;  // document id -> id in this database
  const int total = static_cast<int>(document->messages.size());
  for (int saved = 0; ok && saved < total; ++saved) {
    if (progress && saved % kImportProgressStep == 0 && !progress(saved, total)) {
      m_lastError = tr("The import was cancelled.");
      return 0;  // the transaction rolls back
    }
    const ChatMessage& m = document->messages[saved];
    query.addBindValue(chatId);
    query.addBindValue(m.position);
    query.addBindValue(roleName(m.role));
    query.addBindValue(notNull(m.content));
    query.addBindValue(m.createdAt ? m.createdAt : now);
    query.addBindValue(m.updatedAt ? m.updatedAt : now);
    query.addBindValue(m.promptTokens);
    query.addBindValue(m.outputTokens);
    query.addBindValue(notNull(m.finishReason));
    query.addBindValue(
        QString::fromUtf8(QJsonDocument(m.settingsUsed).toJson(QJsonDocument::Compact)));
    query.addBindValue(m.parentId ? QVariant(storedId.value(m.parentId))
                                  : QVariant(QMetaType::fromType<qint64>()));
    ok = exec(query);
    storedId.insert(m.id, query.lastInsertId().toLongLong());
  }
  if (ok && progress) progress(total, total);
  const qint64 leaf = ConversationTree(document->messages, document->currentLeaf).currentLeaf();
  ok = ok && writeCurrentLeaf(chatId, storedId.value(leaf));
  if (!finishWrite(transaction, ok)) return 0;
  emit chatsChanged();
  return chatId;
}

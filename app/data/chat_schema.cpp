#include "data/chat_schema.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace chat_schema {
namespace {

// Version 1: chats, messages, settings and a full-text index over message content. The index
// is an external-content FTS5 table, so the text is stored once and triggers keep it in sync.
const char* const kVersion1[] = {
    "CREATE TABLE chats ("
    " id INTEGER PRIMARY KEY,"
    " title TEXT NOT NULL,"
    " created_at INTEGER NOT NULL,"
    " updated_at INTEGER NOT NULL,"
    " system_prompt TEXT NOT NULL DEFAULT '',"
    " sampling TEXT NOT NULL DEFAULT '{}',"
    " template_name TEXT NOT NULL DEFAULT '')",
    "CREATE INDEX chats_by_update ON chats(updated_at)",
    "CREATE TABLE messages ("
    " id INTEGER PRIMARY KEY,"
    " chat_id INTEGER NOT NULL REFERENCES chats(id) ON DELETE CASCADE,"
    " position INTEGER NOT NULL,"
    " role TEXT NOT NULL CHECK (role IN ('system', 'user', 'assistant')),"
    " content TEXT NOT NULL,"
    " created_at INTEGER NOT NULL,"
    " updated_at INTEGER NOT NULL,"
    " prompt_tokens INTEGER NOT NULL DEFAULT 0,"
    " output_tokens INTEGER NOT NULL DEFAULT 0,"
    " finish_reason TEXT NOT NULL DEFAULT '',"
    " settings_used TEXT NOT NULL DEFAULT '{}',"
    " UNIQUE (chat_id, position))",
    "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE VIRTUAL TABLE message_fts USING fts5("
    " content, content='messages', content_rowid='id')",
    "CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN"
    " INSERT INTO message_fts(rowid, content) VALUES (new.id, new.content); END",
    "CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN"
    " INSERT INTO message_fts(message_fts, rowid, content)"
    " VALUES ('delete', old.id, old.content); END",
    "CREATE TRIGGER messages_fts_update AFTER UPDATE OF content ON messages BEGIN"
    " INSERT INTO message_fts(message_fts, rowid, content)"
    " VALUES ('delete', old.id, old.content);"
    " INSERT INTO message_fts(rowid, content) VALUES (new.id, new.content); END",
};

// Version 2: chat tabs remember their colour and order. Existing chats keep creation order.
const char* const kVersion2[] = {
    "ALTER TABLE chats ADD COLUMN tab_color TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE chats ADD COLUMN tab_order INTEGER NOT NULL DEFAULT 0",
    "UPDATE chats SET tab_order = id",
};

// Version 3: answer versions and branches. Each message points at the message it follows
// (parent_id), so a regenerated answer or an edited question becomes a sibling instead of
// replacing the old one; chats.current_leaf is the end of the path the chat shows. `position`
// stays unique per chat and now means creation order. Existing chats become one straight path.
const char* const kVersion3[] = {
    "ALTER TABLE messages ADD COLUMN parent_id INTEGER REFERENCES messages(id) ON DELETE CASCADE",
    "UPDATE messages SET parent_id = (SELECT p.id FROM messages p WHERE p.chat_id = "
    "messages.chat_id AND p.position < messages.position ORDER BY p.position DESC LIMIT 1)",
    "CREATE INDEX messages_by_parent ON messages(parent_id)",
    "ALTER TABLE chats ADD COLUMN current_leaf INTEGER",
    "UPDATE chats SET current_leaf = (SELECT m.id FROM messages m WHERE m.chat_id = chats.id "
    "ORDER BY m.position DESC LIMIT 1)",
};

template <std::size_t N>
bool runAll(QSqlDatabase& db, const char* const (&statements)[N], int version, QString* error) {
  QSqlQuery query(db);
  for (const char* statement : statements) {
    if (!query.exec(QString::fromLatin1(statement))) {
      *error = QCoreApplication::translate("ChatStore", "migration to schema %1 failed: %2")
                   .arg(version)
                   .arg(query.lastError().text());
      return false;
    }
  }
  return true;
}

bool migrateStep(QSqlDatabase& db, int toVersion, QString* error) {
  switch (toVersion) {
    case 1:
      return runAll(db, kVersion1, toVersion, error);
    case 2:
      return runAll(db, kVersion2, toVersion, error);
    case 3:
      return runAll(db, kVersion3, toVersion, error);
  }
  return false;
}

}  // namespace

bool migrate(QSqlDatabase& db, int fromVersion, QString* error) {
  for (int version = fromVersion + 1; version <= kCurrentVersion; ++version) {
    if (!migrateStep(db, version, error)) return false;
  }
  QSqlQuery query(db);
  if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(kCurrentVersion))) {
    *error = query.lastError().text();
    return false;
  }
  return true;
}

}  // namespace chat_schema

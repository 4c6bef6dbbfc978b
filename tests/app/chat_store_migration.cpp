// Version-1 and version-2 history files (written here with raw SQL, as those versions of the app
// wrote them) are migrated to the current schema without losing anything; a failing migration
// changes nothing.
#include <QTemporaryDir>
#include <QtTest>

#include "data/chat_store.h"
#include "support/store_raw_db.h"

namespace {

const char* const kVersion1Schema[] = {
    "CREATE TABLE chats (id INTEGER PRIMARY KEY, title TEXT NOT NULL, created_at INTEGER NOT "
    "NULL, updated_at INTEGER NOT NULL, system_prompt TEXT NOT NULL DEFAULT '', sampling TEXT "
    "NOT NULL DEFAULT '{}', template_name TEXT NOT NULL DEFAULT '')",
    "CREATE INDEX chats_by_update ON chats(updated_at)",
    "CREATE TABLE messages (id INTEGER PRIMARY KEY, chat_id INTEGER NOT NULL REFERENCES "
    "chats(id) ON DELETE CASCADE, position INTEGER NOT NULL, role TEXT NOT NULL CHECK (role IN "
    "('system', 'user', 'assistant')), content TEXT NOT NULL, created_at INTEGER NOT NULL, "
    "updated_at INTEGER NOT NULL, prompt_tokens INTEGER NOT NULL DEFAULT 0, output_tokens "
    "INTEGER NOT NULL DEFAULT 0, finish_reason TEXT NOT NULL DEFAULT '', settings_used TEXT NOT "
    "NULL DEFAULT '{}', UNIQUE (chat_id, position))",
    "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE VIRTUAL TABLE message_fts USING fts5(content, content='messages', "
    "content_rowid='id')",
    "CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN INSERT INTO "
    "message_fts(rowid, content) VALUES (new.id, new.content); END",
    "CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN INSERT INTO "
    "message_fts(message_fts, rowid, content) VALUES ('delete', old.id, old.content); END",
    "CREATE TRIGGER messages_fts_update AFTER UPDATE OF content ON messages BEGIN INSERT INTO "
    "message_fts(message_fts, rowid, content) VALUES ('delete', old.id, old.content); INSERT "
    "INTO message_fts(rowid, content) VALUES (new.id, new.content); END",
    "INSERT INTO chats VALUES (7, 'Old chat', 1000, 2000, 'Be old.', '{\"temperature\": 0.5}', "
    "'llama2')",
    "INSERT INTO chats VALUES (3, 'Older chat', 500, 600, '', '{}', '')",
    "INSERT INTO messages(chat_id, position, role, content, created_at, updated_at) VALUES "
    "(7, 0, 'user', 'What is a quokka?', 1000, 1000)",
    "INSERT INTO messages(chat_id, position, role, content, created_at, updated_at, "
    "output_tokens, finish_reason) VALUES (7, 1, 'assistant', 'A small marsupial.', 1500, 2000, "
    "5, 'stop')",
    "INSERT INTO settings VALUES ('theme', 'dark')",
    "PRAGMA user_version = 1",
};

void writeVersion1(const QString& path) {
  RawDb raw(path);
  for (const char* statement : kVersion1Schema) QCOMPARE(raw.exec(statement), QVariant());
}

// What version 2 of the app added, and a chat whose positions have a gap (a message deleted by
// an old edit-and-resend), so the migration must link each message to the previous position.
const char* const kVersion2Additions[] = {
    "ALTER TABLE chats ADD COLUMN tab_color TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE chats ADD COLUMN tab_order INTEGER NOT NULL DEFAULT 0",
    "UPDATE chats SET tab_order = id",
    "INSERT INTO messages(chat_id, position, role, content, created_at, updated_at) VALUES "
    "(7, 3, 'user', 'Where do they live?', 3000, 3000)",
    "INSERT INTO messages(chat_id, position, role, content, created_at, updated_at) VALUES "
    "(3, 0, 'user', 'Only a question', 600, 600)",
    "PRAGMA user_version = 2",
};

void writeVersion2(const QString& path) {
  writeVersion1(path);
  RawDb raw(path);
  for (const char* statement : kVersion2Additions) QCOMPARE(raw.exec(statement), QVariant());
}

}  // namespace

class ChatStoreMigration : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir m_dir;
  QString path() const {
    return m_dir.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()));
  }

 private slots:
  void version1FileMigratesKeepingEverything() {
    const QString file = path();
    writeVersion1(file);

    ChatStore store;
    const StoreOpenResult result = store.open(file);
    QCOMPARE(result.state, StoreOpenResult::State::Ok);
    QCOMPARE(RawDb(file).exec("PRAGMA user_version").toInt(), 3);

    const QList<Chat> chats = store.listChats();
    QCOMPARE(chats.size(), 2);
    QCOMPARE(chats[0].id, 7);
    QCOMPARE(chats[0].title, QStringLiteral("Old chat"));
    QCOMPARE(chats[0].systemPrompt, QStringLiteral("Be old."));
    QCOMPARE(chats[0].sampling.temperature, 0.5);
    QCOMPARE(chats[0].templateName, QStringLiteral("llama2"));
    QCOMPARE(chats[0].tabColor, QString(""));
    QCOMPARE(chats[0].tabOrder, 7);  // migration 2 keeps creation order
    QCOMPARE(chats[1].tabOrder, 3);

    const QList<ChatMessage> messages = store.messages(7);
    QCOMPARE(messages.size(), 2);
    QCOMPARE(messages[1].content, QStringLiteral("A small marsupial."));
    QCOMPARE(messages[1].finishReason, QStringLiteral("stop"));
    QCOMPARE(messages[1].outputTokens, 5);
    QCOMPARE(messages[1].parentId, messages[0].id);  // migration 3: one straight path
    QCOMPARE(store.setting("theme"), QStringLiteral("dark"));
    QCOMPARE(store.search("quokka").size(), 1);

    Chat edited = chats[1];
    edited.tabColor = "#aa0000";
    QVERIFY(store.updateChatSettings(edited));
    QCOMPARE(store.chat(3)->tabColor, QStringLiteral("#aa0000"));
  }

  void version2FileBecomesOneStraightPathPerChat() {
    const QString file = path();
    writeVersion2(file);
    ChatStore store;
    QCOMPARE(store.open(file).state, StoreOpenResult::State::Ok);
    QCOMPARE(RawDb(file).exec("PRAGMA user_version").toInt(), 3);

    const QList<ChatMessage> path = store.messages(7);
    QCOMPARE(path.size(), 3);
    QCOMPARE(path[0].content, QStringLiteral("What is a quokka?"));
    QCOMPARE(path[0].parentId, 0);
    QCOMPARE(path[1].parentId, path[0].id);
    QCOMPARE(path[2].content, QStringLiteral("Where do they live?"));
    QCOMPARE(path[2].parentId, path[1].id);  // across the gap in positions
    QCOMPARE(store.messages(3).size(), 1);
    QCOMPARE(store.chat(7)->tabOrder, 7);
    QCOMPARE(store.search("quokka").size(), 1);

    // The migrated chat takes a second answer version like a new one.
    ChatMessage again;
    again.chatId = 7;
    again.role = MessageRole::Assistant;
    again.content = "A cheerful marsupial.";
    const qint64 id = store.appendMessageAfter(path[0].id, again);
    QVERIFY(id != 0);
    QCOMPARE(store.conversation(7).versions(id).size(), 2);
    QCOMPARE(store.messages(7).size(), 2);
  }

  void aFailingMigration3LeavesAVersion2File() {
    const QString file = path();
    writeVersion2(file);
    QCOMPARE(RawDb(file).exec("ALTER TABLE chats ADD COLUMN current_leaf INTEGER"), QVariant());
    ChatStore store;
    const StoreOpenResult result = store.open(file);
    QCOMPARE(result.state, StoreOpenResult::State::Error);
    QVERIFY2(result.message.contains("migration to schema 3 failed"), qPrintable(result.message));
    RawDb raw(file);
    QCOMPARE(raw.exec("PRAGMA user_version").toInt(), 2);
    QVERIFY(raw.exec("SELECT parent_id FROM messages").toString().startsWith("ERROR: "));
  }

  void aFailingMigrationLeavesTheFileAtItsVersion() {
    const QString file = path();
    writeVersion1(file);
    // A column migration 2 is about to add already exists: the ALTER fails half-way.
    QCOMPARE(RawDb(file).exec("ALTER TABLE chats ADD COLUMN tab_order INTEGER"), QVariant());

    ChatStore store;
    const StoreOpenResult result = store.open(file);
    QCOMPARE(result.state, StoreOpenResult::State::Error);
    QVERIFY2(result.message.contains("migration to schema 2 failed"), qPrintable(result.message));
    RawDb raw(file);
    QCOMPARE(raw.exec("PRAGMA user_version").toInt(), 1);
    QVERIFY(raw.exec("SELECT tab_color FROM chats").toString().startsWith("ERROR: "));
  }
};

QTEST_GUILESS_MAIN(ChatStoreMigration)
#include "chat_store_migration.moc"

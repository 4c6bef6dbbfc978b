// ChatStore on files it must not use: not SQLite, damaged pages, a newer schema, a held lock.
// Each is reported precisely, left byte-for-byte as it was, and can be set aside for a new file.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "data/chat_store.h"
#include "support/store_raw_db.h"

namespace {

void writeFile(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
  QCOMPARE(file.write(bytes), bytes.size());
}

// A valid history with enough messages to span several pages.
void createHistory(const QString& path) {
  ChatStore store;
  QVERIFY(store.open(path).ok());
  Chat chat;
  chat.title = "kept";
  const qint64 id = store.createChat(chat);
  for (int i = 0; i < 40; ++i) {
    ChatMessage m;
    m.chatId = id;
    m.content = QString("message %1 ").arg(i).repeated(40);
    QVERIFY(store.appendMessage(m) != 0);
  }
}

}  // namespace

class ChatStoreDamage : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir m_dir;
  QString path() const {
    return m_dir.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()));
  }

 private slots:
  void aFileThatIsNotSqliteIsCorruptAndSetAsideIntact() {
    const QString file = path();
    const QByteArray original =
        QByteArray("This is my shopping list, not a database.\n").repeated(50);
    writeFile(file, original);

    ChatStore store;
    const StoreOpenResult result = store.open(file);
    QCOMPARE(result.state, StoreOpenResult::State::Corrupt);
    QVERIFY2(result.message.contains("is damaged"), qPrintable(result.message));
    QVERIFY(!store.isOpen());
    QCOMPARE(readAll(file), original);
    QVERIFY(!QFile::exists(file + "-wal"));

    const StoreOpenResult fresh = store.backupAndStartFresh();
    QCOMPARE(fresh.state, StoreOpenResult::State::Ok);
    QVERIFY(QRegularExpression(QRegularExpression::anchoredPattern(
                                   QRegularExpression::escape(file) + "\\.broken-\\d{8}-\\d{6}"))
                .match(store.backupPath())
                .hasMatch());
    QCOMPARE(readAll(store.backupPath()), original);
    QVERIFY(store.listChats().isEmpty());
    Chat chat;
    chat.title = "new";
    QVERIFY(store.createChat(chat) != 0);
  }

  void damagedPagesFailTheQuickCheck() {
    const QString file = path();
    createHistory(file);
    QByteArray bytes = readAll(file);
    const int pageSize = 4096;
    QVERIFY(bytes.size() > 4 * pageSize);
    bytes.replace(pageSize, pageSize, QByteArray(pageSize, char(0xA5)));
    writeFile(file, bytes);

    ChatStore store;
    const StoreOpenResult result = store.open(file);
    QCOMPARE(result.state, StoreOpenResult::State::Corrupt);
    QCOMPARE(readAll(file), bytes);
    QCOMPARE(store.backupAndStartFresh().state, StoreOpenResult::State::Ok);
    QCOMPARE(readAll(store.backupPath()), bytes);
  }

  void aNewerSchemaIsRefusedWithoutChangingTheFile() {
    const QString file = path();
    {
      RawDb raw(file);
      raw.exec("CREATE TABLE future (x)");
      raw.exec("PRAGMA user_version = 99");
    }
    const QByteArray original = readAll(file);

    ChatStore store;
    const StoreOpenResult result = store.open(file);
    QCOMPARE(result.state, StoreOpenResult::State::TooNew);
    QCOMPARE(result.schemaVersion, 99);
    QVERIFY2(result.message.contains("schema 99"), qPrintable(result.message));
    QCOMPARE(readAll(file), original);
    QVERIFY(!QFile::exists(file + "-wal"));
    QCOMPARE(RawDb(file).exec("PRAGMA journal_mode").toString(), QStringLiteral("delete"));
  }

  void aFileLockedByAnotherWriterIsReportedAndUsableLater() {
    const QString file = path();
    createHistory(file);
    RawDb other(file);
    QCOMPARE(other.exec("BEGIN EXCLUSIVE"), QVariant());
    QCOMPARE(other.exec("INSERT INTO settings(key, value) VALUES ('holder', 'other')"), QVariant());

    ChatStore store;
    ChatStore::Options options;
    options.busyTimeoutMs = 50;
    const StoreOpenResult result = store.open(file, options);
    QCOMPARE(result.state, StoreOpenResult::State::Locked);
    QVERIFY2(result.message.contains("in use by another program"), qPrintable(result.message));
    QCOMPARE(store.backupAndStartFresh().state, StoreOpenResult::State::Error);
    QVERIFY(QFile::exists(file));

    QCOMPARE(other.exec("COMMIT"), QVariant());
    QCOMPARE(store.open(file, options).state, StoreOpenResult::State::Ok);
    QCOMPARE(store.listChats().size(), 1);
    QCOMPARE(store.setting("holder"), QStringLiteral("other"));
  }

  void setAsideMovesTheWriteAheadLogWithTheFile() {
    const QString file = path();
    createHistory(file);
    writeFile(file + "-wal", "a stale log");
    writeFile(file, QByteArray("garbage").repeated(100));

    ChatStore store;
    QCOMPARE(store.open(file).state, StoreOpenResult::State::Corrupt);
    QCOMPARE(readAll(file + "-wal"), QByteArray("a stale log"));
    QCOMPARE(store.backupAndStartFresh().state, StoreOpenResult::State::Ok);
    QCOMPARE(readAll(store.backupPath() + "-wal"), QByteArray("a stale log"));
    QVERIFY(store.listChats().isEmpty());
  }
};

QTEST_GUILESS_MAIN(ChatStoreDamage)
#include "chat_store_damage.moc"

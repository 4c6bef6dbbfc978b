// ChatStore: opening, health checks, migrations, backups and settings.
#include "data/chat_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

#include "data/chat_schema.h"
#include "data/chat_store_transaction.h"

namespace {

// Primary SQLite result codes (Qt reports extended codes; the low byte is the primary one).
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteNotADatabase = 26;

int primaryCode(const QSqlError& error) {
  return error.nativeErrorCode().toInt() & 0xff;
}

// The first 16 bytes of every SQLite 3 database file.
const QByteArray kSqliteHeader("SQLite format 3\0", 16);

// The SQLite files that belong to a database besides the main one.
const char* const kCompanionSuffixes[] = {"-wal", "-shm", "-journal"};

QString freeBackupPath(const QString& path) {
  const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
  const QString base = path + QStringLiteral(".broken-") + stamp;
  QString candidate = base;
  for (int n = 2; QFileInfo::exists(candidate); ++n)
    candidate = base + QStringLiteral("-%1").arg(n);
  return candidate;
}

}  // namespace

ChatStore::ChatStore(QObject* parent)
    : QObject(parent), m_connectionName(QUuid::createUuid().toString()) {}

ChatStore::~ChatStore() {
  close();
}

QString ChatStore::defaultPath() {
  return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
      .filePath(QStringLiteral("history.sqlite"));
}

void ChatStore::close() {
  if (!m_db.isValid()) return;
  m_db.close();
  m_db = QSqlDatabase();
  QSqlDatabase::removeDatabase(m_connectionName);
}

StoreOpenResult ChatStore::open(const QString& path, const Options& options) {
  close();
  m_path = path;
  m_options = options;
  m_backupPath.clear();
  const QString dir = QFileInfo(path).absolutePath();
  m_openResult = QDir().mkpath(dir) ? openConnection()
                                    : failOpen(StoreOpenResult::State::Error,
                                               tr("cannot create the folder %1").arg(dir));
  if (!m_openResult.ok()) close();
  return m_openResult;
}

// The existing file is inspected through a read-only connection first: a file that is not ours
// to change (damaged, too new) is never written, and its -wal is neither applied nor removed.
StoreOpenResult ChatStore::openConnection() {
  if (m_options.maintain && QFileInfo(m_path).size() > 0) {
    const StoreOpenResult inspected = inspectExisting();
    if (!inspected.ok()) return inspected;
  }
  m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
  m_db.setDatabaseName(m_path);
  m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(m_options.busyTimeoutMs));
  if (!m_db.open()) return classifyOpenError(m_db.lastError());

  QSqlQuery query(m_db);
  if (!query.exec(QStringLiteral("PRAGMA foreign_keys = ON")) ||
      !query.exec(QStringLiteral("PRAGMA journal_mode = WAL")) ||
      // In WAL mode NORMAL survives any crash of the app (only a power cut can lose the last
      // commits) and saves the fsync of every commit, which cost the GUI thread 16-32 ms per
      // finished answer (measured by tests/app/ui_responsiveness).
      !query.exec(QStringLiteral("PRAGMA synchronous = NORMAL"))) {
    return classifyOpenError(query.lastError());
  }
  query.finish();
  if (!m_options.maintain)
    return StoreOpenResult{StoreOpenResult::State::Ok, {}, chat_schema::kCurrentVersion};

  // BEGIN IMMEDIATE takes the write lock now, so a file held by another writer is reported
  // here (after the busy timeout) rather than at the first save.
  Transaction transaction(m_db);
  if (!transaction.begun()) return classifyOpenError(transaction.error());
  if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
    return classifyOpenError(query.lastError());
  }
  const int lockedVersion = query.value(0).toInt();
  query.finish();
  QString error;
  if (lockedVersion < chat_schema::kCurrentVersion &&
      !chat_schema::migrate(m_db, lockedVersion, &error)) {
    return failOpen(StoreOpenResult::State::Error, error, lockedVersion);
  }
  // An answer still without a finish reason was being generated when the app last stopped
  // (killed, crashed, power lost): its saved text is kept and marked, so the chat can say so.
  if (!query.exec(
          QStringLiteral("UPDATE messages SET finish_reason = 'interrupted' WHERE role = "
                         "'assistant' AND (finish_reason IS NULL OR finish_reason = '')"))) {
    return classifyOpenError(query.lastError());
  }
  if (!transaction.commit()) return classifyOpenError(transaction.error());
  return StoreOpenResult{StoreOpenResult::State::Ok, {}, chat_schema::kCurrentVersion};
}

StoreOpenResult ChatStore::inspectExisting() {
  QFile file(m_path);
  if (!file.open(QIODevice::ReadOnly)) {
    return failOpen(StoreOpenResult::State::Error, file.errorString());
  }
  // SQLite itself would create -shm/-wal files next to any file; a foreign file is refused first.
  if (file.read(kSqliteHeader.size()) != kSqliteHeader) {
    return failOpen(StoreOpenResult::State::Corrupt, tr("not an SQLite database"));
  }
  file.close();
  const QString name = m_connectionName + QStringLiteral("-inspect");
  StoreOpenResult result;
  {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(m_path);
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1")
                             .arg(m_options.busyTimeoutMs));
    result = db.open() ? inspect(db) : classifyOpenError(db.lastError());
    db.close();
  }
  QSqlDatabase::removeDatabase(name);
  return result;
}

StoreOpenResult ChatStore::inspect(QSqlDatabase& db) {
  QSqlQuery query(db);
  if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
    return classifyOpenError(query.lastError());
  }
  const int version = query.value(0).toInt();
  query.finish();
  if (version > chat_schema::kCurrentVersion) {
    return failOpen(StoreOpenResult::State::TooNew,
                    tr("it was written by a newer version of Tessera (schema %1; this version "
                       "understands up to %2)")
                        .arg(version)
                        .arg(chat_schema::kCurrentVersion),
                    version);
  }
  if (!query.exec(QStringLiteral("PRAGMA quick_check")) || !query.next()) {
    return classifyOpenError(query.lastError());
  }
  const QString check = query.value(0).toString();
  if (check != QLatin1String("ok"))
    return failOpen(StoreOpenResult::State::Corrupt, check, version);
  return StoreOpenResult{StoreOpenResult::State::Ok, {}, version};
}

StoreOpenResult ChatStore::classifyOpenError(const QSqlError& error) {
  switch (primaryCode(error)) {
    case kSqliteBusy:
    case kSqliteLocked:
      return failOpen(StoreOpenResult::State::Locked, error.text());
    case kSqliteCorrupt:
    case kSqliteNotADatabase:
      return failOpen(StoreOpenResult::State::Corrupt, error.text());
  }
  return failOpen(StoreOpenResult::State::Error, error.text());
}

StoreOpenResult ChatStore::failOpen(StoreOpenResult::State state, const QString& detail,
                                    int version) {
  const QString file = QDir::toNativeSeparators(m_path);
  QString message;
  switch (state) {
    case StoreOpenResult::State::Corrupt:
      message = tr("The chat history file %1 is damaged (%2). It was left untouched; you can "
                   "keep it aside and start a new history.")
                    .arg(file, detail);
      break;
    case StoreOpenResult::State::Locked:
      message = tr("The chat history file %1 is in use by another program (%2). Is Tessera "
                   "already running? Close it and try again.")
                    .arg(file, detail);
      break;
    case StoreOpenResult::State::TooNew:
      message = tr("The chat history file %1 cannot be used: %2. It was left untouched.")
                    .arg(file, detail);
      break;
    case StoreOpenResult::State::Error:
    case StoreOpenResult::State::Ok:
      message = tr("The chat history file %1 cannot be opened: %2").arg(file, detail);
      break;
  }
  m_lastError = message;
  return StoreOpenResult{state, message, version};
}

StoreOpenResult ChatStore::backupAndStartFresh() {
  if (m_path.isEmpty() || m_openResult.ok() ||
      m_openResult.state == StoreOpenResult::State::Locked) {
    m_lastError = tr("There is no damaged chat history file to set aside.");
    return StoreOpenResult{StoreOpenResult::State::Error, m_lastError, 0};
  }
  close();
  const QString backup = freeBackupPath(m_path);
  QStringList moved;  // companions first: a stale -wal must never meet the fresh database
  for (const char* suffix : kCompanionSuffixes) {
    const QString from = m_path + QLatin1String(suffix);
    if (!QFileInfo::exists(from)) continue;
    if (!QFile::rename(from, backup + QLatin1String(suffix))) {
      for (const QString& done : moved) QFile::rename(backup + done, m_path + done);
      return failOpen(StoreOpenResult::State::Error, tr("cannot rename %1").arg(from));
    }
    moved << QLatin1String(suffix);
  }
  if (QFileInfo::exists(m_path) && !QFile::rename(m_path, backup)) {
    for (const QString& done : moved) QFile::rename(backup + done, m_path + done);
    return failOpen(StoreOpenResult::State::Error, tr("cannot rename it to %1").arg(backup));
  }
  const QString path = m_path;
  const StoreOpenResult result = open(path, m_options);
  m_backupPath = backup;
  return result;
}

QString ChatStore::setting(const QString& key, const QString& fallback) const {
  QSqlQuery query(m_db);
  query.prepare(QStringLiteral("SELECT value FROM settings WHERE key = ?"));
  query.addBindValue(notNull(key));
  if (!exec(query)) return fallback;
  return query.next() ? query.value(0).toString() : fallback;
}

bool ChatStore::setSetting(const QString& key, const QString& value) {
  Transaction transaction(m_db);
  QSqlQuery query(m_db);
  query.prepare(
      QStringLiteral("INSERT INTO settings(key, value) VALUES (?, ?) "
                     "ON CONFLICT(key) DO UPDATE SET value = excluded.value"));
  query.addBindValue(notNull(key));
  query.addBindValue(notNull(value));
  return finishWrite(transaction, transaction.begun() && exec(query));
}

bool ChatStore::exec(QSqlQuery& query) const {
  if (!m_db.isOpen()) {
    m_lastError = tr("The chat history is not open.");
    return false;
  }
  if (query.exec()) return true;
  m_lastError = tr("Chat history: %1").arg(query.lastError().text());
  return false;
}

bool ChatStore::finishWrite(Transaction& transaction, bool ok) {
  if (ok && transaction.commit()) return true;
  if (!m_db.isOpen()) {
    m_lastError = tr("The chat history is not open.");
  } else if (!transaction.begun() || ok) {
    m_lastError = tr("Chat history: %1").arg(transaction.error().text());
  }
  transaction.rollback();
  emit writeFailed(m_lastError);
  return false;
}

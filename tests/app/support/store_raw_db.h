// A raw SQLite connection for tests that build or inspect history files behind ChatStore's back.
#pragma once

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUuid>
#include <QVariant>

class RawDb {
 public:
  explicit RawDb(const QString& path) : m_name(QUuid::createUuid().toString()) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    db.setDatabaseName(path);
    db.open();
  }
  ~RawDb() {
    {
      QSqlDatabase db = QSqlDatabase::database(m_name, false);
      db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
  }
  RawDb(const RawDb&) = delete;
  RawDb& operator=(const RawDb&) = delete;

  QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

  // Runs one statement; returns the first column of the first row (or an invalid QVariant).
  // A failing statement returns the error text prefixed with "ERROR: ".
  QVariant exec(const QString& sql) const {
    QSqlQuery query(db());
    if (!query.exec(sql)) return QStringLiteral("ERROR: ") + query.lastError().text();
    return query.next() ? query.value(0) : QVariant();
  }

 private:
  QString m_name;
};

inline QByteArray readAll(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A write transaction that rolls back unless committed. Private to ChatStore's sources.
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include "data/chat_store.h"

// Qt binds a null QString as SQL NULL; the schema's text columns are NOT NULL.
inline QString notNull(const QString& text) {
  return text.isNull() ? QStringLiteral("") : text;
}

class ChatStore::Transaction {
 public:
  // IMMEDIATE takes the write lock at BEGIN, so two writers never deadlock on an upgrade.
  explicit Transaction(QSqlDatabase& db) : m_db(db) {
    if (!m_db.isOpen()) return;
    QSqlQuery query(m_db);
    m_begun = query.exec(QStringLiteral("BEGIN IMMEDIATE"));
    if (!m_begun) m_error = query.lastError();
  }
  ~Transaction() { rollback(); }
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;

  bool begun() const { return m_begun; }
  QSqlError error() const { return m_error; }

  bool commit() {
    if (!m_begun) return false;
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("COMMIT"))) {
      m_error = query.lastError();
      return false;
    }
    m_begun = false;
    return true;
  }

  void rollback() {
    if (!m_begun) return;
    QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
    m_begun = false;
  }

 private:
  QSqlDatabase& m_db;
  bool m_begun = false;
  QSqlError m_error;
};

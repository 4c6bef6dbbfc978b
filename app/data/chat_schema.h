// The history database's schema and its ordered migrations (PRAGMA user_version = version).
#pragma once

#include <QString>

class QSqlDatabase;

namespace chat_schema {

// The version this build writes. A file with a higher user_version is refused, never touched.
constexpr int kCurrentVersion = 3;

// Runs every migration from `fromVersion` up to kCurrentVersion, in order, and sets
// user_version. The caller holds a write transaction, so a failure leaves the file unchanged.
bool migrate(QSqlDatabase& db, int fromVersion, QString* error);

}  // namespace chat_schema

// Asks the Hugging Face Hub about a model repository before anything is downloaded, through the
// Hub's documented HTTP API:
//   GET /api/models/{repo}/revision/{rev}   the commit and the repo's gating
//   GET /api/models/{repo}/tree/{rev}       files with sizes, LFS files with their SHA-256
//   GET /{repo}/resolve/{rev}/{file}        config.json and generation_config.json
// then checks the config with the engine's own validation (tessera::check_model_config) and
// estimates size and memory. A Hub token, when set, is sent as "Authorization: Bearer" and
// never logged or put in a message.
#pragma once

#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <optional>

#include "library/hub_model_report.h"

class QNetworkReply;

class HubInspector : public QObject {
  Q_OBJECT

 public:
  explicit HubInspector(QUrl endpoint = QUrl(QStringLiteral("https://huggingface.co")),
                        QObject* parent = nullptr);

  void setToken(const QString& token) { token_ = token; }
  // "owner/name" or "owner/name@revision"; false with a message when it is neither.
  static bool parseRepoSpec(const QString& text, QString* repo, QString* revision, QString* error);
  // Emits inspected or failed. A new call abandons the one before.
  void inspect(const QString& repo, const QString& revision = QStringLiteral("main"));
  // Abandons the inspection under way: neither inspected nor failed comes for it.
  void abandon() { ++run_; }
  // The URL a file of the repo is downloaded from.
  QUrl fileUrl(const QString& path) const;

 signals:
  void inspected(const HubModelReport& report);
  void failed(const QString& message);

 private:
  QNetworkReply* get(const QString& path);
  // Null (and emits failed with the reason) on an HTTP or network error.
  std::optional<QByteArray> bodyOf(QNetworkReply* reply, const QString& what);
  void onRevision(QNetworkReply* reply);
  void onTree(QNetworkReply* reply);
  void fetchConfigs();
  void evaluate();
  QString encodedRepoPath() const;

  QNetworkAccessManager network_;
  QUrl endpoint_;
  QString token_;
  int run_ = 0;  // stale replies of an abandoned inspection compare it
  HubModelReport report_;
  QStringList configFiles_;                    // still to fetch
  QList<QPair<QString, QByteArray>> configs_;  // fetched: name, content
};

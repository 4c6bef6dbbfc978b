#include "library/hub_inspector.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>

#include "library/hub_assessment.h"

HubInspector::HubInspector(QUrl endpoint, QObject* parent)
    : QObject(parent), endpoint_(std::move(endpoint)) {}

bool HubInspector::parseRepoSpec(const QString& text, QString* repo, QString* revision,
                                 QString* error) {
  // The Hub's repo names: letters, digits, '-', '_', '.'; one owner and one name.
  static const QRegularExpression spec(
      QStringLiteral("^([A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*)(?:@([^\\s@]+))?$"));
  const QString trimmed = text.trimmed().remove(QRegularExpression("^https://huggingface.co/"));
  const QRegularExpressionMatch match = spec.match(trimmed);
  if (!match.hasMatch()) {
    *error = tr("'%1' is not a Hugging Face model id: expected owner/name or owner/name@revision")
                 .arg(text.trimmed());
    return false;
  }
  *repo = match.captured(1);
  *revision = match.captured(2).isEmpty() ? QStringLiteral("main") : match.captured(2);
  return true;
}

QString HubInspector::encodedRepoPath() const {
  return report_.repo;  // owner/name is already URL-safe (see parseRepoSpec)
}

QUrl HubInspector::fileUrl(const QString& path) const {
  QUrl url = endpoint_;
  url.setPath(QStringLiteral("/%1/resolve/%2/%3")
                  .arg(encodedRepoPath(),
                       QString::fromLatin1(QUrl::toPercentEncoding(report_.revision)), path));
  return url;
}

QNetworkReply* HubInspector::get(const QString& path) {
  QUrl url = endpoint_;
  url.setPath(path);
  QNetworkRequest request(url);
  if (!token_.isEmpty()) request.setRawHeader("Authorization", "Bearer " + token_.toUtf8());
  request.setTransferTimeout(30000);
  return network_.get(request);
}

void HubInspector::inspect(const QString& repo, const QString& revision) {
  ++run_;
  report_ = HubModelReport{};
  report_.repo = repo;
  report_.revision = revision.isEmpty() ? QStringLiteral("main") : revision;
  configs_.clear();
  const QString rev = QString::fromLatin1(QUrl::toPercentEncoding(report_.revision));
  QNetworkReply* reply = get(QStringLiteral("/api/models/%1/revision/%2").arg(repo, rev));
  connect(reply, &QNetworkReply::finished, this,
          [this, reply, run = run_] { run == run_ ? onRevision(reply) : reply->deleteLater(); });
}

std::optional<QByteArray> HubInspector::bodyOf(QNetworkReply* reply, const QString& what) {
  reply->deleteLater();
  const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
  const QString where = QStringLiteral("%1 (%2)").arg(report_.repo, what);
  if (status == 401) {
    emit failed(token_.isEmpty()
                    ? tr("%1: the Hub refused access (401). The model is gated or private: add "
                         "your Hugging Face token in Settings.")
                          .arg(where)
                    : tr("%1: the Hub refused the token (401). Check that it is valid and has "
                         "read access.")
                          .arg(where));
    return std::nullopt;
  }
  if (status == 403) {
    emit failed(tr("%1: access not granted yet (403). Accept the model's licence on its Hugging "
                   "Face page with the account of your token.")
                    .arg(where));
    return std::nullopt;
  }
  if (status == 404) {
    emit failed(tr("%1: not found (404). Check the model id and the revision '%2'.")
                    .arg(where, report_.revision));
    return std::nullopt;
  }
  if (reply->error() != QNetworkReply::NoError) {
    emit failed(tr("%1: %2").arg(where, reply->errorString()));
    return std::nullopt;
  }
  return reply->readAll();
}

void HubInspector::onRevision(QNetworkReply* reply) {
  const std::optional<QByteArray> body = bodyOf(reply, QStringLiteral("revision"));
  if (!body) return;
  const QJsonObject info = QJsonDocument::fromJson(*body).object();
  if (info.isEmpty()) {
    emit failed(tr("%1: the Hub's answer about revision '%2' is not a JSON object")
                    .arg(report_.repo, report_.revision));
    return;
  }
  report_.commit = info.value("sha").toString();
  const QString rev = QString::fromLatin1(QUrl::toPercentEncoding(report_.revision));
  QNetworkReply* tree = get(QStringLiteral("/api/models/%1/tree/%2").arg(report_.repo, rev));
  connect(tree, &QNetworkReply::finished, this,
          [this, tree, run = run_] { run == run_ ? onTree(tree) : tree->deleteLater(); });
}

void HubInspector::onTree(QNetworkReply* reply) {
  const std::optional<QByteArray> body = bodyOf(reply, QStringLiteral("file list"));
  if (!body) return;
  const QJsonDocument doc = QJsonDocument::fromJson(*body);
  if (!doc.isArray()) {
    emit failed(tr("%1: the Hub's file list is not a JSON array").arg(report_.repo));
    return;
  }
  hub_assessment::chooseFiles(
      doc.array(), [this](const QString& p) { return fileUrl(p); }, &report_);
  configFiles_ = hub_assessment::configFiles(report_);
  fetchConfigs();
}

void HubInspector::fetchConfigs() {
  if (configFiles_.isEmpty()) return evaluate();
  const QString name = configFiles_.takeFirst();
  QNetworkRequest request(fileUrl(name));
  if (!token_.isEmpty()) request.setRawHeader("Authorization", "Bearer " + token_.toUtf8());
  request.setTransferTimeout(30000);
  QNetworkReply* reply = network_.get(request);
  connect(reply, &QNetworkReply::finished, this, [this, reply, name, run = run_] {
    if (run != run_) return reply->deleteLater();
    const std::optional<QByteArray> body = bodyOf(reply, name);
    if (!body) return;
    configs_.append({name, *body});
    fetchConfigs();
  });
}

void HubInspector::evaluate() {
  if (!configs_.isEmpty()) {
    hub_assessment::checkConfigs(configs_, &report_);
  } else {
    report_.availableMemoryBytes = hub_assessment::availableMemory();
    report_.canRun = false;
  }
  emit inspected(report_);
}

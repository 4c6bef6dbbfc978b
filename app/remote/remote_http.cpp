#include "remote/remote_http.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>

namespace {

QString tr(const char* text) {
  return QCoreApplication::translate("RemoteHttp", text);
}

}  // namespace

QNetworkRequest remoteRequest(const RemoteEndpoint& endpoint, const QUrl& url, int timeoutMs) {
  QNetworkRequest request(url);
  request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
  if (!endpoint.apiKey.isEmpty())
    request.setRawHeader("Authorization", "Bearer " + endpoint.apiKey.toUtf8());
  request.setTransferTimeout(timeoutMs);
  return request;
}

QString serverMessage(const QByteArray& body) {
  const QJsonObject o = QJsonDocument::fromJson(body).object();
  const QJsonValue error = o.value("error");
  if (error.isObject() && error.toObject().value("message").isString())
    return error.toObject().value("message").toString();
  if (error.isString()) return error.toString();
  if (o.value("message").isString()) return o.value("message").toString();
  if (o.value("detail").isString()) return o.value("detail").toString();
  const QString text = QString::fromUtf8(body).trimmed();
  return text.section('\n', 0, 0).left(300);
}

RemoteError remoteError(QNetworkReply* reply, const QByteArray& body) {
  RemoteError e;
  const QString url = reply->url().toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
  e.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
  if (e.httpStatus >= 400) {
    const QString said = serverMessage(body);
    const QString reason = reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
    e.kind = e.httpStatus == 401 || e.httpStatus == 403 ? RemoteFailure::Unauthorized
             : e.httpStatus == 404                      ? RemoteFailure::NotFound
                                                        : RemoteFailure::Http;
    e.message = tr("%1 answered %2 %3.").arg(url).arg(e.httpStatus).arg(reason);
    if (e.kind == RemoteFailure::Unauthorized)
      e.message += " " + tr("Check the API key in Settings → Engines.");
    if (!said.isEmpty()) e.message += " " + tr("The server says: %1").arg(said);
    return e;
  }
  switch (reply->error()) {
    case QNetworkReply::NoError:
      return e;
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::UnknownNetworkError:
      e.kind = RemoteFailure::Unreachable;
      e.message = tr("Could not reach %1: %2.").arg(url, reply->errorString());
      return e;
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError:  // what a transfer timeout reports
      e.kind = RemoteFailure::Timeout;
      e.message = tr("%1 sent nothing for %2 s; gave up.")
                      .arg(url)
                      .arg(reply->request().transferTimeout() / 1000.0);
      return e;
    case QNetworkReply::SslHandshakeFailedError:
      e.kind = RemoteFailure::Tls;
      e.message = tr("Secure connection (TLS) to %1 failed: %2.").arg(url, reply->errorString());
      return e;
    default:
      e.kind = RemoteFailure::Other;
      e.message = tr("Request to %1 failed: %2.").arg(url, reply->errorString());
      return e;
  }
}

#include "remote/connection_test.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>

#include "remote/remote_http.h"

ConnectionTest::ConnectionTest(QNetworkAccessManager* network, QObject* parent)
    : QObject(parent), network_(network) {}

ConnectionTest::~ConnectionTest() {
  if (!reply_) return;
  reply_->disconnect(this);
  reply_->abort();
  reply_->deleteLater();
}

void ConnectionTest::run(const RemoteEndpoint& endpoint, int timeoutMs) {
  if (reply_) {
    reply_->disconnect(this);
    reply_->abort();
    reply_->deleteLater();
  }
  model_ = endpoint.model;
  if (!endpoint.baseUrl.isValid() || endpoint.baseUrl.scheme().isEmpty() ||
      endpoint.baseUrl.host().isEmpty()) {
    ConnectionVerdict v;
    v.message = tr("\"%1\" is not a server address; write it like http://host:8000.")
                    .arg(endpoint.baseUrl.toString());
    emit finished(v);
    return;
  }
  QNetworkReply* reply =
      network_->get(remoteRequest(endpoint, endpoint.apiUrl("models"), timeoutMs));
  reply_ = reply;
  connect(reply, &QNetworkReply::finished, this, [this, reply] {
    reply_ = nullptr;
    reply->deleteLater();
    const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray();  // closed on timeout
    const RemoteError error = remoteError(reply, body);
    ConnectionVerdict v;
    switch (error.kind) {
      case RemoteFailure::None:
        emit finished(judgeModels(body, model_));
        return;
      case RemoteFailure::Unreachable:
        v.kind = ConnectionVerdict::Kind::Unreachable;
        break;
      case RemoteFailure::Timeout:
        v.kind = ConnectionVerdict::Kind::Timeout;
        break;
      case RemoteFailure::Tls:
        v.kind = ConnectionVerdict::Kind::Tls;
        break;
      case RemoteFailure::Unauthorized:
        v.kind = ConnectionVerdict::Kind::Unauthorized;
        break;
      case RemoteFailure::NotFound:
      case RemoteFailure::Http:
      case RemoteFailure::Other:
        v.kind = ConnectionVerdict::Kind::Http;
        break;
    }
    v.message = error.message;
    emit finished(v);
  });
}

ConnectionVerdict ConnectionTest::judgeModels(const QByteArray& body, const QString& model) {
  ConnectionVerdict v;
  const QJsonDocument doc = QJsonDocument::fromJson(body);
  const QJsonValue data = doc.object().value("data");
  if (!data.isArray()) {
    v.kind = ConnectionVerdict::Kind::BadAnswer;
    v.message =
        tr("The server answered, but not with an OpenAI model list (no \"data\" array "
           "in its /v1/models answer).");
    return v;
  }
  for (const QJsonValue& card : data.toArray()) {
    const QString id = card.toObject().value("id").toString();
    if (id.isEmpty()) continue;
    v.models.append(id);
    if (id == model || (model.isEmpty() && v.maxModelLen == 0))
      v.maxModelLen = card.toObject().value("max_model_len").toInt();
  }
  if (v.models.isEmpty()) {
    v.kind = ConnectionVerdict::Kind::NoSuchModel;
    v.message = tr("The server serves no models.");
  } else if (!model.isEmpty() && !v.models.contains(model)) {
    v.kind = ConnectionVerdict::Kind::NoSuchModel;
    v.message =
        tr("The server does not serve \"%1\"; it serves: %2.").arg(model, v.models.join(", "));
  } else {
    v.kind = ConnectionVerdict::Kind::Ok;
    const QString name = model.isEmpty() ? v.models.first() : model;
    v.message = v.maxModelLen > 0
                    ? tr("Connected: %1 with %2 tokens of context.").arg(name).arg(v.maxModelLen)
                    : tr("Connected: %1 (the server does not say its context length).").arg(name);
  }
  return v;
}

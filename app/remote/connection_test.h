// "Test connection" for a remote engine: GET <base>/v1/models with the key, and a verdict a
// user can act on (unreachable, TLS error, key refused, no such model, or ok with the model's
// context length). Also how the Engines page fills its model list.
#pragma once

#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include "remote/remote_endpoint.h"

class QNetworkAccessManager;

struct ConnectionVerdict {
  enum class Kind { Ok, Unreachable, Timeout, Tls, Unauthorized, NoSuchModel, BadAnswer, Http };
  Kind kind = Kind::Unreachable;
  QString message;      // one or two sentences for the user
  QStringList models;   // what /v1/models listed (when it answered)
  int maxModelLen = 0;  // the chosen model's, when the server says (vLLM, tessera-server)
  bool ok() const { return kind == Kind::Ok; }
};

Q_DECLARE_METATYPE(ConnectionVerdict)

class ConnectionTest : public QObject {
  Q_OBJECT

 public:
  explicit ConnectionTest(QNetworkAccessManager* network, QObject* parent = nullptr);
  ~ConnectionTest() override;

  // An empty endpoint.model only lists the models (the verdict is Ok when any is served).
  void run(const RemoteEndpoint& endpoint, int timeoutMs = 15000);
  bool isRunning() const { return reply_ != nullptr; }

  // The verdict for a /v1/models answer (public for tests).
  static ConnectionVerdict judgeModels(const QByteArray& body, const QString& model);

 signals:
  void finished(const ConnectionVerdict& verdict);

 private:
  QNetworkAccessManager* network_;
  QPointer<QNetworkReply> reply_;
  QString model_;
};

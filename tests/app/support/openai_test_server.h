// Stand-in for an OpenAI-compatible server on 127.0.0.1 until tessera-server (issue 10) can be
// started by the tests: /v1/chat/completions streams server-sent events in OpenAI's documented
// chunk format (role chunk, content chunks, a finish_reason chunk, a usage chunk when
// stream_options.include_usage, "data: [DONE]") with chunked transfer encoding as uvicorn sends
// it; /v1/models lists one model with vLLM's max_model_len; /metrics serves a given text.
// It can misbehave on purpose: cut the connection after N content chunks.
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QTcpServer>
#include <QUrl>

class QTcpSocket;

class OpenAiTestServer : public QObject {
  Q_OBJECT

 public:
  OpenAiTestServer(const QString& apiKey, const QString& model, QObject* parent = nullptr);
  ~OpenAiTestServer() override;

  bool listen();
  QUrl baseUrl() const;  // http://127.0.0.1:PORT

  void setAnswer(const QStringList& pieces) { answer_ = pieces; }  // one chunk each
  void setChunkIntervalMs(int ms) { intervalMs_ = ms; }
  void setMaxModelLen(int n) { maxModelLen_ = n; }
  void setMetrics(const QByteArray& text) { metrics_ = text; }  // empty: /metrics is 404
  void cutAfterChunks(int n) { cutAfter_ = n; }                 // -1: never

  QList<QJsonObject> chatRequests() const { return requests_; }
  QList<QByteArray> requestPaths() const { return paths_; }  // every request, in order
  int closedByClient() const { return closedByClient_; }     // streams the client closed early

 private:
  struct Stream {
    int sent = 0;
    bool usage = false;
    QString model;
    int promptTokens = 0;
  };
  void onReadyRead(QTcpSocket* socket);
  void respond(QTcpSocket* socket, const QByteArray& method, const QByteArray& path,
               const QHash<QByteArray, QByteArray>& headers, const QByteArray& body);
  void sendJson(QTcpSocket* socket, int status, const QByteArray& reason, const QJsonObject& o);
  void startStream(QTcpSocket* socket, const QJsonObject& request);
  void nextChunk(QTcpSocket* socket);
  static void sendEvent(QTcpSocket* socket, const QByteArray& data);

  QTcpServer server_;
  QString apiKey_;
  QString model_;
  QStringList answer_ = {"Once", " upon", " a", " time"};
  int intervalMs_ = 20;
  int maxModelLen_ = 512;
  int cutAfter_ = -1;
  QByteArray metrics_;
  QList<QJsonObject> requests_;
  int closedByClient_ = 0;
  QList<QByteArray> paths_;
  QHash<QTcpSocket*, QByteArray> buffers_;
  QHash<QTcpSocket*, Stream> streams_;
};

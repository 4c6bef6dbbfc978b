#include "support/openai_test_server.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

OpenAiTestServer::OpenAiTestServer(const QString& apiKey, const QString& model, QObject* parent)
    : QObject(parent), apiKey_(apiKey), model_(model) {
  connect(&server_, &QTcpServer::newConnection, this, [this] {
    while (QTcpSocket* socket = server_.nextPendingConnection()) {
      connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
      connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
        if (streams_.contains(socket)) ++closedByClient_;  // still streaming
        streams_.remove(socket);
        buffers_.remove(socket);
        socket->deleteLater();
      });
    }
  });
}

OpenAiTestServer::~OpenAiTestServer() {
  for (QTcpSocket* socket : server_.findChildren<QTcpSocket*>()) socket->disconnect(this);
}

bool OpenAiTestServer::listen() {
  return server_.listen(QHostAddress::LocalHost, 0);
}

QUrl OpenAiTestServer::baseUrl() const {
  return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server_.serverPort()));
}

void OpenAiTestServer::onReadyRead(QTcpSocket* socket) {
  QByteArray& buffer = buffers_[socket];
  buffer += socket->readAll();
  const qsizetype end = buffer.indexOf("\r\n\r\n");
  if (end < 0) return;
  const QList<QByteArray> lines = buffer.left(end).split('\n');
  QHash<QByteArray, QByteArray> headers;
  for (int i = 1; i < lines.size(); ++i) {
    const qsizetype colon = lines[i].indexOf(':');
    if (colon > 0)
      headers[lines[i].left(colon).trimmed().toLower()] = lines[i].mid(colon + 1).trimmed();
  }
  const qsizetype length = headers.value("content-length", "0").toLongLong();
  if (buffer.size() < end + 4 + length) return;
  const QByteArray body = buffer.mid(end + 4, length);
  buffer.clear();
  const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
  respond(socket, requestLine.value(0), requestLine.value(1), headers, body);
}

void OpenAiTestServer::respond(QTcpSocket* socket, const QByteArray& method, const QByteArray& path,
                               const QHash<QByteArray, QByteArray>& headers,
                               const QByteArray& body) {
  paths_.append(path);
  if (path == "/metrics" && method == "GET") {
    if (metrics_.isEmpty()) {
      sendJson(socket, 404, "Not Found", {{"detail", "Not Found"}});
      return;
    }
    socket->write(
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain; version=0.0.4; charset=utf-8\r\n"
        "Content-Length: " +
        QByteArray::number(metrics_.size()) + "\r\n\r\n" + metrics_);
    return;
  }
  if (headers.value("authorization") != "Bearer " + apiKey_.toUtf8()) {
    // vLLM's --api-key middleware answers exactly this.
    sendJson(socket, 401, "Unauthorized", {{"error", "Unauthorized"}});
    return;
  }
  if (path == "/v1/models" && method == "GET") {
    const QJsonObject card{{"id", model_},          {"object", "model"},
                           {"created", 1700000000}, {"owned_by", "vllm"},
                           {"root", model_},        {"max_model_len", maxModelLen_}};
    sendJson(socket, 200, "OK", {{"object", "list"}, {"data", QJsonArray{card}}});
    return;
  }
  if (path == "/v1/chat/completions" && method == "POST") {
    const QJsonObject request = QJsonDocument::fromJson(body).object();
    requests_.append(request);
    if (request.value("model").toString() != model_) {
      sendJson(socket, 404, "Not Found",
               {{"error", QJsonObject{{"message", QString("The model `%1` does not exist.")
                                                      .arg(request.value("model").toString())},
                                      {"type", "NotFoundError"},
                                      {"code", 404}}}});
      return;
    }
    startStream(socket, request);
    return;
  }
  sendJson(socket, 404, "Not Found", {{"detail", "Not Found"}});
}

void OpenAiTestServer::sendJson(QTcpSocket* socket, int status, const QByteArray& reason,
                                const QJsonObject& o) {
  const QByteArray body = QJsonDocument(o).toJson(QJsonDocument::Compact);
  socket->write("HTTP/1.1 " + QByteArray::number(status) + " " + reason +
                "\r\nContent-Type: application/json\r\nContent-Length: " +
                QByteArray::number(body.size()) + "\r\n\r\n" + body);
}

void OpenAiTestServer::startStream(QTcpSocket* socket, const QJsonObject& request) {
  socket->write(
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"
      "Transfer-Encoding: chunked\r\n\r\n");
  Stream stream;
  stream.model = request.value("model").toString();
  stream.usage = request.value("stream_options").toObject().value("include_usage").toBool();
  for (const QJsonValue& m : request.value("messages").toArray())
    stream.promptTokens += m.toObject().value("content").toString().split(' ').size() + 4;
  streams_.insert(socket, stream);
  nextChunk(socket);
}

void OpenAiTestServer::sendEvent(QTcpSocket* socket, const QByteArray& data) {
  const QByteArray event = "data: " + data + "\n\n";
  socket->write(QByteArray::number(event.size(), 16) + "\r\n" + event + "\r\n");
}

// Chunk 0 carries the role, chunks 1..n the answer's pieces, then finish_reason, usage, [DONE].
void OpenAiTestServer::nextChunk(QTcpSocket* socket) {
  if (!streams_.contains(socket)) return;  // the client closed it
  Stream& s = streams_[socket];
  const int n = answer_.size();
  auto chunk = [&](const QJsonArray& choices) {
    return QJsonObject{{"id", "chatcmpl-test"},
                       {"object", "chat.completion.chunk"},
                       {"created", 1700000000},
                       {"model", s.model},
                       {"choices", choices}};
  };
  auto choice = [](const QJsonObject& delta, const QJsonValue& finish) {
    return QJsonObject{
        {"index", 0}, {"delta", delta}, {"logprobs", QJsonValue()}, {"finish_reason", finish}};
  };
  if (cutAfter_ >= 0 && s.sent > cutAfter_) {
    streams_.remove(socket);
    socket->abort();  // as when the server process dies
    return;
  }
  QJsonObject data;
  if (s.sent == 0) {
    data = chunk({choice({{"role", "assistant"}, {"content", ""}}, QJsonValue())});
  } else if (s.sent <= n) {
    data = chunk({choice({{"content", answer_[s.sent - 1]}}, QJsonValue())});
  } else {
    sendEvent(socket, QJsonDocument(chunk({choice({}, "stop")})).toJson(QJsonDocument::Compact));
    if (s.usage) {
      QJsonObject usage = chunk({});
      usage["usage"] = QJsonObject{{"prompt_tokens", s.promptTokens},
                                   {"completion_tokens", n},
                                   {"total_tokens", s.promptTokens + n}};
      sendEvent(socket, QJsonDocument(usage).toJson(QJsonDocument::Compact));
    }
    sendEvent(socket, "[DONE]");
    socket->write("0\r\n\r\n");
    streams_.remove(socket);
    return;
  }
  sendEvent(socket, QJsonDocument(data).toJson(QJsonDocument::Compact));
  ++s.sent;
  QTimer::singleShot(intervalMs_, this, [this, guard = QPointer<QTcpSocket>(socket)] {
    if (guard) nextChunk(guard);
  });
}

// ChatStream's failures from raw HTTP answers (a scripted socket server): a 5xx with the
// server's message, a server that never answers (transfer timeout), an error event inside a
// started stream (how vLLM reports one), and a plain-text 502 from a proxy; and an answer that
// ends inside a nested event loop run by a delta() handler.
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QtTest>

#include "remote/chat_stream.h"

namespace {

// Answers every request with `response` (or nothing when it is empty).
class ScriptedServer : public QObject {
 public:
  explicit ScriptedServer(QByteArray response) : response_(std::move(response)) {
    connect(&server_, &QTcpServer::newConnection, this, [this] {
      while (QTcpSocket* socket = server_.nextPendingConnection()) {
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
          socket->readAll();
          if (!response_.isEmpty()) socket->write(response_);
        });
      }
    });
    server_.listen(QHostAddress::LocalHost, 0);
  }
  RemoteEndpoint endpoint() const {
    return RemoteEndpoint{"s",  "s", QUrl(QString("http://127.0.0.1:%1").arg(server_.serverPort())),
                          "sk", "m", 0};
  }

 private:
  QTcpServer server_;
  QByteArray response_;
};

QByteArray http(const QByteArray& status, const QByteArray& type, const QByteArray& body) {
  return "HTTP/1.1 " + status + "\r\nContent-Type: " + type +
         "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

QString failure(const ScriptedServer& server, int timeoutMs, bool* cut, QStringList* text) {
  QNetworkAccessManager network;
  ChatStream stream(&network);
  stream.setTransferTimeout(timeoutMs);
  QSignalSpy failed(&stream, &ChatStream::failed);
  QSignalSpy finished(&stream, &ChatStream::finished);
  QObject::connect(&stream, &ChatStream::delta, [text](const QString& t) { *text << t; });
  stream.start(server.endpoint(), {QJsonObject{{"role", "user"}, {"content", "hi"}}}, {});
  if (!failed.wait(10000) || !finished.isEmpty()) return {};
  *cut = failed[0][1].toBool();
  return failed[0][0].toString();
}

}  // namespace

class RemoteStreamErrorsTest : public QObject {
  Q_OBJECT

 private slots:
  void serverErrorCarriesItsMessage() {
    ScriptedServer server(http(
        "500 Internal Server Error", "application/json",
        R"({"error":{"message":"CUDA out of memory","type":"InternalServerError","code":500}})"));
    bool cut = true;
    QStringList text;
    const QString message = failure(server, 5000, &cut, &text);
    QVERIFY2(message.contains("answered 500 Internal Server Error") &&
                 message.endsWith("The server says: CUDA out of memory"),
             qPrintable(message));
    QVERIFY(!cut);
  }

  void proxyErrorPageIsQuoted() {
    ScriptedServer server(http("502 Bad Gateway", "text/plain", "upstream connect error\nmore"));
    bool cut = true;
    QStringList text;
    const QString message = failure(server, 5000, &cut, &text);
    QVERIFY2(message.contains("502") && message.endsWith("The server says: upstream connect error"),
             qPrintable(message));
  }

  void silentServerTimesOut() {
    ScriptedServer server{QByteArray()};
    bool cut = true;
    QStringList text;
    const QString message = failure(server, 500, &cut, &text);
    QVERIFY2(message.endsWith("sent nothing for 0.5 s; gave up."), qPrintable(message));
    QVERIFY(!cut);
  }

  void errorEventInsideTheStream() {
    const QByteArray events =
        "data: "
        "{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hel\"},\"finish_reason\":null}]}\n\n"
        "data: {\"error\":{\"message\":\"engine "
        "dead\",\"type\":\"InternalServerError\",\"code\":500}}\n\n"
        "data: [DONE]\n\n";
    ScriptedServer server(http("200 OK", "text/event-stream", events));
    bool cut = false;
    QStringList text;
    const QString message = failure(server, 5000, &cut, &text);
    QCOMPARE(message, QString("The server stopped the answer: engine dead"));
    QVERIFY(cut);
    QCOMPARE(text, QStringList{"Hel"});
  }

  // A delta() handler that runs a nested event loop until the answer has finished (the test of
  // two servers streaming together does, and a modal dialog would): the reply ends inside that
  // loop, under its own readyRead emission, and must outlive it (a reply freed there was then
  // used by Qt's downloadProgress emission: a segfault in CI).
  void answerEndingInsideADeltaHandlersEventLoop() {
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    const QByteArray first =
        "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hel\"}}]}\n\n";
    const QByteArray rest =
        "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"lo\"},"
        "\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n";
    connect(&server, &QTcpServer::newConnection, this, [&] {
      while (QTcpSocket* socket = server.nextPendingConnection()) {
        connect(socket, &QTcpSocket::readyRead, socket, [&, socket] {
          const QByteArray request = socket->readAll();
          if (!request.contains("chat/completions")) {  // /tokenize: no count
            socket->write(http("404 Not Found", "text/plain", "no"));
            return;
          }
          socket->write(
              "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
              "Connection: close\r\n\r\n" +
              first);
          QTimer::singleShot(200, socket, [socket, rest] {
            socket->write(rest);
            socket->disconnectFromHost();
          });
        });
      }
    });
    QNetworkAccessManager network;
    ChatStream stream(&network);
    QSignalSpy finished(&stream, &ChatStream::finished);
    QSignalSpy failed(&stream, &ChatStream::failed);
    QStringList text;
    bool endedInside = false;
    int handlers = 0;  // delta() handlers on the stack
    bool freedInside = false;
    connect(&network, &QNetworkAccessManager::finished, this, [&](QNetworkReply* reply) {
      connect(reply, &QObject::destroyed, this, [&] { freedInside = freedInside || handlers > 0; });
    });
    connect(&stream, &ChatStream::delta, this, [&](const QString& t) {
      ++handlers;
      text << t;
      if (text.size() == 1)
        endedInside = QTest::qWaitFor([&] { return !finished.isEmpty(); }, 10000);
      --handlers;
    });
    const RemoteEndpoint endpoint{
        "s", "s", QUrl(QString("http://127.0.0.1:%1").arg(server.serverPort())), "sk", "m", 0};
    stream.start(endpoint, {QJsonObject{{"role", "user"}, {"content", "hi"}}}, {});
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    QTest::qWait(100);  // the outer emission returns, and the reply's deferred delete runs
    QVERIFY(endedInside);
    QVERIFY2(!freedInside, "the reply was deleted under its own readyRead emission");
    QCOMPARE(finished[0][0].toString(), QString("stop"));
    QVERIFY(failed.isEmpty());
    QCOMPARE(text, (QStringList{"Hel", "lo"}));
    QVERIFY(!stream.isActive());
  }

  // A server that ignores "stream": true still gives its answer.
  void wholeAnswerWithoutStreaming() {
    ScriptedServer server(http(
        "200 OK", "application/json",
        R"({"id":"c","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"Hello there"},"finish_reason":"length"}],"usage":{"prompt_tokens":7,"completion_tokens":2,"total_tokens":9}})"));
    QNetworkAccessManager network;
    ChatStream stream(&network);
    QSignalSpy finished(&stream, &ChatStream::finished);
    QSignalSpy deltas(&stream, &ChatStream::delta);
    QSignalSpy usage(&stream, &ChatStream::usage);
    stream.start(server.endpoint(), {QJsonObject{{"role", "user"}, {"content", "hi"}}}, {});
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished[0][0].toString(), QString("length"));
    QCOMPARE(deltas.value(0).value(0).toString(), QString("Hello there"));
    QCOMPARE(usage.value(0).value(0).toInt(), 7);
  }
};

QTEST_GUILESS_MAIN(RemoteStreamErrorsTest)
#include "remote_stream_errors.moc"

// A chat on a remote engine: ChatSession streaming from an OpenAI-compatible server over
// QNetworkAccessManager, with a real SQLite history. The server is OpenAiTestServer (OpenAI's
// documented stream format) until tessera-server (issue 10) can be started here instead.
#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "chat/chat_session.h"
#include "data/chat_store.h"
#include "engine_bridge.h"
#include "remote/chat_stream.h"
#include "support/openai_test_server.h"

namespace {

const QString kKey = QStringLiteral("sk-test-123");
const QString kModel = QStringLiteral("stories260K");

RemoteEndpoint endpointFor(const OpenAiTestServer& server, const QString& key = kKey) {
  RemoteEndpoint e;
  e.id = "remote-1";
  e.name = "Test server";
  e.baseUrl = server.baseUrl();
  e.apiKey = key;
  e.model = kModel;
  e.maxModelLen = 512;
  return e;
}

// Waits for the answer to end (finished, or an error that ended it).
bool waitIdle(ChatSession& session, int ms = 10000) {
  return QTest::qWaitFor([&] { return !session.isGenerating(); }, ms);
}

}  // namespace

class RemoteChatTest : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  EngineBridge bridge_;  // no model loaded: a remote chat needs none
  QNetworkAccessManager network_;
  ChatStore* store_ = nullptr;

 private slots:
  void init() {
    store_ = new ChatStore(this);
    QVERIFY(
        store_->open(dir_.filePath(QString("%1.sqlite").arg(QTest::currentTestFunction()))).ok());
  }
  void cleanup() { delete store_; }

  // Like OpenAI's own API, this server has no /tokenize (404): the meter waits for `usage`,
  // max_tokens goes as asked, and the second answer does not ask /tokenize again.
  void withoutTokenizeTheMeterWaitsForUsage() {
    OpenAiTestServer server(kKey, kModel);
    QVERIFY(server.listen());
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpointFor(server));
    Chat settings;
    settings.sampling.maxTokens = 64;
    session.setSettings(settings);
    QVERIFY(session.send("Tell me a story"));
    QVERIFY(waitIdle(session));
    QVERIFY(session.send("Another one"));
    QVERIFY(waitIdle(session));
    QCOMPARE(session.messages().last().content, QString("Once upon a time"));
    QCOMPARE(server.requestPaths().count("/tokenize"), 1);
    QCOMPARE(server.chatRequests().size(), 2);
    QCOMPARE(server.chatRequests().value(1)["max_tokens"].toInt(), 64);
    QCOMPARE(session.contextUsed(), session.messages().last().promptTokens + 4);
  }

  void clampsMaxTokensOnlyWhenBothAreKnown() {
    QCOMPARE(ChatStream::clampedMaxTokens(1000, 300, 512), 212);
    QCOMPARE(ChatStream::clampedMaxTokens(100, 300, 512), 100);
    QCOMPARE(ChatStream::clampedMaxTokens(1000, 0, 512), 1000);    // prompt not counted
    QCOMPARE(ChatStream::clampedMaxTokens(1000, 300, 0), 1000);    // context unknown
    QCOMPARE(ChatStream::clampedMaxTokens(1000, 600, 512), 1000);  // the server explains
  }

  void streamsAnAnswerAndRecordsTheEngine() {
    OpenAiTestServer server(kKey, kModel);
    QVERIFY(server.listen());
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpointFor(server));
    Chat settings;
    settings.systemPrompt = "You tell stories.";
    settings.sampling.temperature = 0.0;
    settings.sampling.maxTokens = 64;
    session.setSettings(settings);
    QSignalSpy deltas(&session, &ChatSession::answerDelta);
    QVERIFY(session.send("Tell me a story"));
    QVERIFY(session.isGenerating());
    QVERIFY(waitIdle(session));
    QCOMPARE(deltas.size(), 4);
    QCOMPARE(session.messages().last().content, QString("Once upon a time"));
    QCOMPARE(session.messages().last().finishReason, QString("stop"));
    QCOMPARE(session.messages().last().outputTokens, 4);
    QVERIFY(session.messages().last().promptTokens > 0);  // from `usage`
    QCOMPARE(session.contextUsed(), session.messages().last().promptTokens + 4);
    QCOMPARE(session.contextLength(), 512);

    const QJsonObject body = server.chatRequests().value(0);
    QCOMPARE(body["model"].toString(), kModel);
    QCOMPARE(body["stream"].toBool(), true);
    QCOMPARE(body["stream_options"].toObject()["include_usage"].toBool(), true);
    QCOMPARE(body["temperature"].toDouble(), 0.0);
    QCOMPARE(body["max_tokens"].toInt(), 64);
    const QJsonArray messages = body["messages"].toArray();
    QCOMPARE(messages.size(), 2);
    QCOMPARE(messages[0].toObject()["role"].toString(), QString("system"));
    QCOMPARE(messages[1].toObject()["content"].toString(), QString("Tell me a story"));

    // The history has the answer, which engine and model wrote it, and never the key.
    const QList<ChatMessage> saved = store_->messages(session.chat().id);
    QCOMPARE(saved.size(), 2);
    QCOMPARE(saved[1].content, QString("Once upon a time"));
    QCOMPARE(saved[1].finishReason, QString("stop"));
    const QJsonObject engine = saved[1].settingsUsed["engine"].toObject();
    QCOMPARE(engine["kind"].toString(), QString("remote"));
    QCOMPARE(engine["id"].toString(), QString("remote-1"));
    QCOMPARE(engine["model"].toString(), kModel);
    QCOMPARE(engine["url"].toString(), server.baseUrl().toString());
    QVERIFY(!QJsonDocument(saved[1].settingsUsed).toJson().contains(kKey.toUtf8()));
  }

  void regenerateAndEditResend() {
    OpenAiTestServer server(kKey, kModel);
    QVERIFY(server.listen());
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpointFor(server));
    QVERIFY(session.send("First"));
    QVERIFY(waitIdle(session));
    server.setAnswer({"Second", " answer"});
    QVERIFY(session.regenerate());
    QVERIFY(waitIdle(session));
    QCOMPARE(session.messages().size(), 2);
    QCOMPARE(session.messages().last().content, QString("Second answer"));
    QVERIFY(session.resendEdited(0, "Edited"));
    QVERIFY(waitIdle(session));
    QCOMPARE(session.messages().size(), 2);
    const QJsonArray sent = server.chatRequests().last()["messages"].toArray();
    QCOMPARE(sent.size(), 1);
    QCOMPARE(sent[0].toObject()["content"].toString(), QString("Edited"));
    QCOMPARE(store_->messages(session.chat().id).size(), 2);
  }

  void stopClosesTheStreamAndKeepsTheText() {
    OpenAiTestServer server(kKey, kModel);
    server.setAnswer({"a", " b", " c", " d", " e", " f", " g", " h"});
    server.setChunkIntervalMs(150);
    QVERIFY(server.listen());
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpointFor(server));
    QSignalSpy deltas(&session, &ChatSession::answerDelta);
    QVERIFY(session.send("Go"));
    QVERIFY(deltas.wait(5000));
    session.stop();
    QVERIFY(!session.isGenerating());
    QCOMPARE(session.messages().last().finishReason, QString("abort"));
    const QString kept = session.messages().last().content;
    QVERIFY(kept.startsWith("a") && kept.size() < 15);
    QVERIFY(QTest::qWaitFor([&] { return server.closedByClient() == 1; }, 5000));
    QCOMPARE(store_->messages(session.chat().id).last().content, kept);
    QCOMPARE(store_->messages(session.chat().id).last().finishReason, QString("abort"));
  }

  void wrongKeyShowsTheServers401() {
    OpenAiTestServer server(kKey, kModel);
    QVERIFY(server.listen());
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpointFor(server, "sk-wrong"));
    QSignalSpy errors(&session, &ChatSession::errorOccurred);
    QVERIFY(session.send("Hello"));
    QVERIFY(waitIdle(session));
    QCOMPARE(errors.size(), 1);
    const QString message = errors[0][0].toString();
    QVERIFY2(
        message.contains("401") && message.contains("API key") && message.contains("Unauthorized"),
        qPrintable(message));
    // Nothing lost: the question stays, the answer that never began is not kept.
    QCOMPARE(session.messages().size(), 1);
    QCOMPARE(store_->messages(session.chat().id).size(), 1);
  }

  void unknownModelAndRefusedConnectionAreExplained() {
    OpenAiTestServer server(kKey, kModel);
    QVERIFY(server.listen());
    RemoteEndpoint wrongModel = endpointFor(server);
    wrongModel.model = "no-such-model";
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, wrongModel);
    QSignalSpy errors(&session, &ChatSession::errorOccurred);
    QVERIFY(session.send("Hello"));
    QVERIFY(waitIdle(session));
    QVERIFY2(
        errors.value(0).value(0).toString().contains("The model `no-such-model` does not exist"),
        qPrintable(errors.value(0).value(0).toString()));

    RemoteEndpoint closed = endpointFor(server);
    {
      QTcpServer probe;  // a port nothing listens on once probe is gone
      QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
      closed.baseUrl = QUrl(QString("http://127.0.0.1:%1/v1").arg(probe.serverPort()));
    }
    session.useRemoteEngine(&network_, closed);
    QVERIFY(session.send("Again"));
    QVERIFY(waitIdle(session));
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors[1][0].toString().startsWith("Could not reach http://127.0.0.1:"),
             qPrintable(errors[1][0].toString()));
  }

  void streamCutMidAnswerKeepsThePartAndRegenerateRetries() {
    OpenAiTestServer server(kKey, kModel);
    server.cutAfterChunks(2);  // role chunk, "Once", " upon", then the connection dies
    QVERIFY(server.listen());
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpointFor(server));
    QSignalSpy errors(&session, &ChatSession::errorOccurred);
    QVERIFY(session.send("Tell me"));
    QVERIFY(waitIdle(session));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0][0].toString().startsWith("The answer was cut off: "),
             qPrintable(errors[0][0].toString()));
    QCOMPARE(session.messages().last().content, QString("Once upon"));
    QCOMPARE(session.messages().last().finishReason, QString("error"));
    const QList<ChatMessage> saved = store_->messages(session.chat().id);
    QCOMPARE(saved.last().content, QString("Once upon"));
    QCOMPARE(saved.last().finishReason, QString("error"));
    server.cutAfterChunks(-1);
    QVERIFY(session.regenerate());
    QVERIFY(waitIdle(session));
    QCOMPARE(session.messages().size(), 2);
    QCOMPARE(session.messages().last().content, QString("Once upon a time"));
  }

  void twoChatsOnTwoEnginesStreamTogether() {
    OpenAiTestServer one(kKey, kModel);
    OpenAiTestServer two("sk-other", kModel);
    one.setChunkIntervalMs(60);
    two.setChunkIntervalMs(60);
    two.setAnswer({"The", " end", " came", " soon"});
    QVERIFY(one.listen());
    QVERIFY(two.listen());
    ChatSession a(&bridge_, store_);
    ChatSession b(&bridge_, store_);
    a.useRemoteEngine(&network_, endpointFor(one));
    RemoteEndpoint second = endpointFor(two, "sk-other");
    second.id = "remote-2";
    b.useRemoteEngine(&network_, second);
    QStringList order;
    connect(&a, &ChatSession::answerDelta, this, [&] { order << "a"; });
    connect(&b, &ChatSession::answerDelta, this, [&] { order << "b"; });
    QVERIFY(a.send("One"));
    QVERIFY(b.send("Two"));
    QVERIFY(a.isGenerating() && b.isGenerating());
    QVERIFY(waitIdle(a) && waitIdle(b));
    QCOMPARE(a.messages().last().content, QString("Once upon a time"));
    QCOMPARE(b.messages().last().content, QString("The end came soon"));
    // Interleaved: b's first text came before a's last.
    QVERIFY2(order.indexOf("b") < order.lastIndexOf("a"), qPrintable(order.join("")));
    QCOMPARE(
        store_->messages(a.chat().id).last().settingsUsed["engine"].toObject()["id"].toString(),
        QString("remote-1"));
    QCOMPARE(
        store_->messages(b.chat().id).last().settingsUsed["engine"].toObject()["id"].toString(),
        QString("remote-2"));
  }
};

QTEST_MAIN(RemoteChatTest)
#include "remote_chat.moc"

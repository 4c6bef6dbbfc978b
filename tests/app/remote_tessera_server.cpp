// Chats on a real tessera-server (stories260K on the CPU): streaming, Stop (the server sees the
// client go and aborts), a wrong key's 401, the server killed mid-answer (the part is kept),
// two chats on two servers streaming at once, the engine in the history, and the remote
// dashboard reading the server's live /metrics.
#include <QJsonArray>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QtTest>

#include "chat/chat_session.h"
#include "data/chat_store.h"
#include "engine_bridge.h"
#include "remote/metrics_poller.h"
#include "remote/remote_dashboard.h"
#include "remote/series_chart.h"
#include "support/prom_reference.h"
#include "support/tessera_server_process.h"
#include "ui/chat_view.h"
#include "ui/message_widget.h"

namespace {

const QString kKey = QStringLiteral("sk-tessera-test");

RemoteEndpoint endpointFor(const TesseraServerProcess& server, const QString& id,
                           const QString& key = kKey) {
  return RemoteEndpoint{id, id, server.baseUrl(), key, "stories260K", 0};
}

Chat storySettings(int maxTokens) {
  Chat settings;
  settings.sampling.temperature = 0.0;
  settings.sampling.maxTokens = maxTokens;
  return settings;
}

bool waitIdle(ChatSession& session, int ms = 60000) {
  return QTest::qWaitFor([&] { return !session.isGenerating(); }, ms);
}

// The value of a sample in the server's /metrics, read with the parser under test.
std::optional<double> metric(QNetworkAccessManager& network, const TesseraServerProcess& server,
                             const std::string& name) {
  QNetworkReply* reply = network.get(QNetworkRequest(server.baseUrl().resolved(QUrl("/metrics"))));
  if (!QTest::qWaitFor([&] { return reply->isFinished(); }, 10000)) return std::nullopt;
  const QByteArray body = reply->readAll();
  reply->deleteLater();
  const prom::Scrape scrape = prom::parse_text(std::string_view(body.constData(), body.size()));
  for (const prom::Family& f : scrape.families)
    if (auto v = prom::sum_samples(f, name)) return v;
  return std::nullopt;
}

}  // namespace

class RemoteTesseraServerTest : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  EngineBridge bridge_;
  QNetworkAccessManager network_;
  ChatStore* store_ = nullptr;
  std::unique_ptr<TesseraServerProcess> server_;

 private slots:
  void initTestCase() {
    server_ = std::make_unique<TesseraServerProcess>(kKey);
    QVERIFY2(server_->start(), qPrintable(server_->log()));
  }
  void init() {
    store_ = new ChatStore(this);
    QVERIFY(
        store_->open(dir_.filePath(QString("%1.sqlite").arg(QTest::currentTestFunction()))).ok());
  }
  void cleanup() { delete store_; }

  void streamsAndRecordsTheEngine() {
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpointFor(*server_, "tessera-1"));
    session.setSettings(storySettings(40));
    QSignalSpy deltas(&session, &ChatSession::answerDelta);
    QVERIFY(session.send("Once upon a time"));
    QVERIFY(waitIdle(session));
    const ChatMessage answer = session.messages().last();  // a copy: Regenerate replaces the path
    QVERIFY2(deltas.size() > 3, "the answer did not stream");
    QVERIFY(!answer.content.trimmed().isEmpty());
    QVERIFY2(answer.finishReason == "length" || answer.finishReason == "stop",
             qPrintable(answer.finishReason));
    QVERIFY(answer.promptTokens > 0);  // from the server's usage
    QVERIFY(answer.outputTokens <= 40);
    QCOMPARE(session.contextUsed(), answer.promptTokens + answer.outputTokens);
    QVERIFY(session.contextLength() > 0);  // asked from /v1/models: the endpoint had none
    const ChatMessage saved = store_->messages(session.chat().id).last();
    QCOMPARE(saved.content, answer.content);
    const QJsonObject engine = saved.settingsUsed["engine"].toObject();
    QCOMPARE(engine["id"].toString(), QString("tessera-1"));
    QCOMPARE(engine["model"].toString(), QString("stories260K"));
    QCOMPARE(engine["url"].toString(), server_->baseUrl().toString());

    // The same question at temperature 0 gives the same answer again (Regenerate).
    QVERIFY(session.regenerate());
    QVERIFY(waitIdle(session));
    QCOMPARE(session.messages().last().content, answer.content);
  }

  // The answer's box shows the text while the server still generates it: the widget streams
  // from the first delta on, instead of "(stopped before any text was generated)" until the end.
  void theAnswerShowsTextWhileItStreams() {
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpointFor(*server_, "tessera-1"));
    session.setSettings(storySettings(200));
    ChatView view(&session);
    view.resize(700, 500);
    view.show();
    int deltasWithText = 0;
    bool noteWhileGenerating = false;
    connect(&session, &ChatSession::answerDelta, this, [&] {
      MessageWidget* answer = view.message(1);
      answer->flushPending();
      if (session.isGenerating() && !answer->streamedText().trimmed().isEmpty()) ++deltasWithText;
      noteWhileGenerating |= answer->findChild<QLabel*>("emptyNote") != nullptr;
    });
    QVERIFY(session.send("Once upon a time"));
    QVERIFY(view.message(1));
    QVERIFY(waitIdle(session));
    QVERIFY2(deltasWithText > 3, qPrintable(QString::number(deltasWithText)));
    QVERIFY(!noteWhileGenerating);
    QVERIFY(!session.messages().last().content.trimmed().isEmpty());
  }

  // Before `usage` comes, the meter already holds the prompt as the server's /tokenize counted
  // it, chat template included: the same count the server reports in `usage` afterwards. (The
  // fallback would show only the answer's first token: the chat had no earlier answer.)
  void contextMeterCountsThePromptBeforeUsage() {
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpointFor(*server_, "tessera-1"));
    Chat settings = storySettings(20);
    settings.systemPrompt = "You tell short stories about a cat.";
    session.setSettings(settings);
    int usedAtFirstText = -1;
    int lengthAtFirstText = -1;
    connect(&session, &ChatSession::answerDelta, this, [&] {
      if (usedAtFirstText >= 0) return;
      usedAtFirstText = session.contextUsed();
      lengthAtFirstText = session.contextLength();
    });
    QVERIFY(session.send("Once upon a time there was a little girl"));
    QVERIFY(waitIdle(session));
    const ChatMessage answer = session.messages().last();  // a copy: Regenerate replaces the path
    QVERIFY(answer.promptTokens > 10);
    QCOMPARE(usedAtFirstText, answer.promptTokens + 1);
    QVERIFY(lengthAtFirstText > answer.promptTokens);
  }

  // max_tokens far beyond the model's context: tessera-server (like vLLM) refuses such a
  // request, so the client asks only for what the context has left, and the answer comes.
  void maxTokensIsClampedToTheContext() {
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpointFor(*server_, "tessera-1"));
    session.setSettings(storySettings(1000000));
    QSignalSpy errors(&session, &ChatSession::errorOccurred);
    QVERIFY(session.send("Once upon a time"));
    QVERIFY(waitIdle(session, 120000));
    QVERIFY2(errors.isEmpty(), errors.isEmpty() ? "" : qPrintable(errors[0][0].toString()));
    const ChatMessage answer = session.messages().last();  // a copy: Regenerate replaces the path
    QVERIFY(!answer.content.isEmpty());
    QVERIFY(answer.promptTokens + answer.outputTokens <= session.contextLength());
  }

  // Stop at the first text: the answer ends "abort" with that text. The server must notice the
  // closed stream (its disconnect counter); a story that was already sent whole cannot show
  // that, so each try samples another.
  void stopMakesTheServerAbort() {
    for (int attempt = 0; attempt < 5; ++attempt) {
      const double before =
          metric(network_, *server_, "tessera_api_client_disconnects_total").value_or(0);
      ChatSession session(&bridge_, store_);
      session.useRemoteEngine(&network_, endpointFor(*server_, "tessera-1"));
      Chat settings = storySettings(400);
      settings.sampling.temperature = 1.0;
      settings.sampling.seed = 2000 + attempt;
      session.setSettings(settings);
      connect(&session, &ChatSession::answerDelta, this, [&] { session.stop(); });
      QVERIFY(session.send("Once upon a time"));
      QVERIFY(waitIdle(session));
      QCOMPARE(session.messages().last().finishReason, QString("abort"));
      QVERIFY(!session.messages().last().content.isEmpty());
      QCOMPARE(store_->messages(session.chat().id).last().finishReason, QString("abort"));
      if (QTest::qWaitFor(
              [&] {
                return metric(network_, *server_, "tessera_api_client_disconnects_total")
                           .value_or(0) > before;
              },
              3000))
        return;
    }
    QFAIL("tessera-server never counted the closed stream as a client disconnect");
  }

  void wrongKeyShows401() {
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpointFor(*server_, "tessera-1", "sk-wrong"));
    QSignalSpy errors(&session, &ChatSession::errorOccurred);
    QVERIFY(session.send("Hello"));
    QVERIFY(waitIdle(session));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0][0].toString().contains(" 401 "), qPrintable(errors[0][0].toString()));
    QCOMPARE(session.messages().size(), 1);
  }

  // The kill must land while the answer still streams; a short story can arrive whole before
  // it does, so each try samples another (longer-running) story on a fresh server.
  void killedServerLeavesThePartialAnswer() {
    for (int attempt = 0; attempt < 5; ++attempt) {
      TesseraServerProcess doomed(kKey);
      QVERIFY2(doomed.start(), qPrintable(doomed.log()));
      ChatSession session(&bridge_, store_);
      session.useRemoteEngine(&network_, endpointFor(doomed, "doomed"));
      Chat settings = storySettings(400);
      settings.sampling.temperature = 1.0;
      settings.sampling.seed = 1000 + attempt;
      session.setSettings(settings);
      QSignalSpy errors(&session, &ChatSession::errorOccurred);
      connect(&session, &ChatSession::answerDelta, this, [&] { doomed.kill(); });
      QVERIFY(session.send("Once upon a time"));
      QVERIFY(waitIdle(session));
      const QString kept = session.messages().last().content;
      QVERIFY(!kept.isEmpty());
      QCOMPARE(store_->messages(session.chat().id).last().content, kept);
      QCOMPARE(store_->messages(session.chat().id).last().finishReason,
               session.messages().last().finishReason);
      if (session.messages().last().finishReason != "error") continue;  // arrived whole
      QCOMPARE(errors.size(), 1);
      QVERIFY2(errors[0][0].toString().startsWith("The answer was cut off"),
               qPrintable(errors[0][0].toString()));
      return;
    }
    QFAIL("in five tries the answer always arrived whole before the server died");
  }

  void twoChatsOnTwoServersStreamTogether() {
    TesseraServerProcess other("sk-other");
    QVERIFY2(other.start(), qPrintable(other.log()));
    ChatSession a(&bridge_, store_);
    ChatSession b(&bridge_, store_);
    a.useRemoteEngine(&network_, endpointFor(*server_, "tessera-1"));
    b.useRemoteEngine(&network_, endpointFor(other, "tessera-2", "sk-other"));
    a.setSettings(storySettings(300));
    b.setSettings(storySettings(300));
    QElapsedTimer clock;
    clock.start();
    qint64 aFirst = -1, bFirst = -1;
    bool bWhileAOpen = false;
    // stories260K answers faster than a loaded machine reads, so a's whole answer may arrive in
    // one piece: a's first text waits (inside a's open stream) for b's to arrive, which only
    // happens if the two streams are not served one after the other.
    connect(&a, &ChatSession::answerDelta, this, [&] {
      if (aFirst >= 0) return;
      aFirst = clock.nsecsElapsed();
      bWhileAOpen = QTest::qWaitFor([&] { return bFirst >= 0; }, 30000);
    });
    connect(&b, &ChatSession::answerDelta, this, [&] {
      if (bFirst < 0) bFirst = clock.nsecsElapsed();
    });
    QVERIFY(a.send("Once upon a time"));
    QVERIFY(b.send("The little dog"));
    QVERIFY(waitIdle(a) && waitIdle(b));
    QVERIFY(aFirst >= 0 && bFirst >= 0);
    QVERIFY2(bWhileAOpen, "b's answer did not begin while a's stream was open");
    QCOMPARE(
        store_->messages(a.chat().id).last().settingsUsed["engine"].toObject()["id"].toString(),
        QString("tessera-1"));
    QCOMPARE(
        store_->messages(b.chat().id).last().settingsUsed["engine"].toObject()["id"].toString(),
        QString("tessera-2"));
  }

  void dashboardReadsTheLiveMetrics() {
    RemoteDashboard dashboard(&network_);
    dashboard.resize(1200, 300);
    dashboard.show();
    const RemoteEndpoint endpoint = endpointFor(*server_, "tessera-1");
    dashboard.showEngine(&endpoint);
    dashboard.poller()->start(endpoint, 100);
    ChatSession session(&bridge_, store_);
    session.useRemoteEngine(&network_, endpoint);
    session.setSettings(storySettings(200));
    QVERIFY(session.send("Once upon a time"));
    QVERIFY(waitIdle(session));
    QTRY_VERIFY_WITH_TIMEOUT(dashboard.poller()->history().size() >= 5, 20000);
    QCOMPARE(dashboard.poller()->state(), MetricsPoller::State::Ok);
    const prom::ServerSnapshot& last = dashboard.poller()->history().back().snapshot;
    QCOMPARE(last.dialect, std::string("tessera"));
    QVERIFY(last.generationTokens.value() > 0);
    QVERIFY(last.promptTokens.value() > 0);
    QVERIFY(last.kvUsage.has_value());
    QVERIFY(last.ttft.size() > 2 && last.ttft.back().count > 0);
    QVERIFY(!last.interToken.empty());
    // Over the whole run (from an empty histogram) the latency quantiles exist and are ordered.
    const auto p50 = prom::interval_quantile(0.5, {}, last.ttft);
    const auto p99 = prom::interval_quantile(0.99, {}, last.ttft);
    QVERIFY(p50 && p99 && *p50 > 0 && *p50 <= *p99);
    QCOMPARE(dashboard.statusText(), QString());

    // The live exposition reads the same with prometheus_client, sample by sample.
    QNetworkReply* reply =
        network_.get(QNetworkRequest(server_->baseUrl().resolved(QUrl("/metrics"))));
    QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10000);
    const QByteArray text = reply->readAll();
    reply->deleteLater();
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write(text);
    file.flush();
    const QStringList ours =
        prom_reference::ours(prom::parse_text(std::string_view(text.constData(), text.size())));
    QVERIFY(ours.size() > 50);
    QCOMPARE(ours, prom_reference::reference(file.fileName()));
  }
};

QTEST_MAIN(RemoteTesseraServerTest)
#include "remote_tessera_server.moc"

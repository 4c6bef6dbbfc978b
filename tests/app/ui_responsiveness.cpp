// Responsiveness benchmark (reports, never asserts a time): how long the GUI thread stalls while
//  1. eight chat tabs stream from the story model at the engine's full speed with the scheduler
//     dashboard live, and
//  2. one long Markdown answer (about 20,000 characters with code blocks) streams in small deltas
//     as fast as the event loop takes them, and is then shown finished.
// Prints one JSON object per scenario (and writes them to $TESSERA_RESPONSIVENESS_JSON when set);
// figures and the command are recorded in docs/benchmarks.md.
#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QScrollArea>
#include <QTest>

#include "chat/chat_session.h"
#include "dashboard/dashboard_widget.h"
#include "support/stall_meter.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"
#include "ui/message_widget.h"
#include "ui_window_fixture.h"

namespace {

const char* const kPrompts[] = {
    "Once upon a time",   "Lily and Tom went to the", "The little dog",      "One day, a big",
    "Sam wanted to play", "There was a girl named",   "The sun was shining", "Tim had a red"};

// A long answer as a code assistant writes it: prose, lists and fenced code, ~20k characters.
QString longMarkdownAnswer() {
  QString text;
  for (int section = 0; text.size() < 20000; ++section) {
    text += QStringLiteral(
                "## Step %1\n\nThis step explains **how** the parser handles case %1; "
                "it keeps the `state` small and checks every branch.\n\n"
                "- first, read the token\n- then, look ahead\n- finally, emit\n\n"
                "```cpp\n")
                .arg(section);
    for (int line = 0; line < 12; ++line)
      text +=
          QStringLiteral("int step%1_%2(int x) { return x * %2 + %1; }\n").arg(section).arg(line);
    text += QStringLiteral("```\n\n");
  }
  return text;
}

void report(QJsonObject result) {
  const QByteArray line = QJsonDocument(result).toJson(QJsonDocument::Compact);
  qInfo().noquote() << line;
  const QString path = qEnvironmentVariable("TESSERA_RESPONSIVENESS_JSON");
  QFile file(path);
  if (!path.isEmpty() && file.open(QIODevice::Append)) file.write(line + "\n");
}

}  // namespace

class ResponsivenessBench : public QObject {
  Q_OBJECT

 private slots:
  void eightTabsStreamingWithTheDashboardLive() {
    ui_test::LoadedWindow loaded;
    QVERIFY(loaded.open(EngineSettings{}));
    auto* dock = loaded.window->findChild<QDockWidget*>("dashboardDock");
    QVERIFY(dock);
    dock->show();
    QList<ChatTab*> tabs;
    for (int i = 0; i < 8; ++i) {
      ChatTab* tab = i == 0 && loaded.window->tabs()->count() > 0
                         ? loaded.window->tabs()->chatAt(0)
                         : loaded.window->tabs()->newChat();
      tab->session()->setSettings(ui_test::greedy(1000));  // capped at the context left
      tabs.append(tab);
    }
    QTest::qWait(200);  // the window settles before measuring
    constexpr int kRounds = 3;
    int outputTokens = 0;
    StallMeter meter;
    meter.start();
    for (int round = 0; round < kRounds; ++round) {
      int finished = 0;
      QList<QMetaObject::Connection> connections;
      for (int i = 0; i < tabs.size(); ++i) {
        connections << connect(tabs[i]->session(), &ChatSession::answerFinished, this,
                               [&finished] { ++finished; });
        // Later rounds regenerate: a new answer version, the same context length.
        ChatSession* session = tabs[i]->session();
        QVERIFY(round == 0 ? session->send(QString::fromLatin1(kPrompts[i]))
                           : session->regenerate());
      }
      QVERIFY(runEventLoopUntil([&] { return finished == tabs.size(); }, 120000));
      for (const auto& c : connections) disconnect(c);
      for (ChatTab* tab : tabs) outputTokens += tab->session()->messages().last().outputTokens;
      for (ChatTab* tab : tabs)
        QCOMPARE(tab->session()->messages().last().finishReason.isEmpty(), false);
    }
    meter.stop();
    QJsonObject result = meter.summary();
    result.insert("scenario", "8 tabs streaming + dashboard");
    result.insert("output_tokens", outputTokens);
    result.insert("output_tokens_per_s", outputTokens / result.value("seconds").toDouble());
    QVERIFY(outputTokens > 8 * kRounds);
    QVERIFY(result.value("ticks").toInt() > 0);
    report(result);
  }

  void longMarkdownAnswerStreamsAndFinishes() {
    const QString answer = longMarkdownAnswer();
    QScrollArea area;
    area.setWidgetResizable(true);
    ChatMessage message;
    message.role = MessageRole::Assistant;
    auto* widget = new MessageWidget(message, true);
    area.setWidget(widget);
    area.resize(900, 700);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));

    // The deltas arrive as from a fast engine: kTokensPerSecond, each token kDelta characters,
    // handed over by a 1 ms timer (the bridge also delivers outputs through the event loop).
    constexpr int kDelta = 4;
    constexpr double kTokensPerSecond = 5000.0;
    StallMeter meter;
    meter.start();
    QElapsedTimer streaming;
    streaming.start();
    int at = 0;
    QTimer feeder;
    feeder.setTimerType(Qt::PreciseTimer);
    connect(&feeder, &QTimer::timeout, this, [&] {
      const int due = static_cast<int>(streaming.nsecsElapsed() / 1e9 * kTokensPerSecond) * kDelta;
      for (; at < std::min<int>(due, answer.size()); at += kDelta)
        widget->appendText(answer.mid(at, kDelta));
    });
    feeder.start(1);
    QVERIFY(runEventLoopUntil([&] { return at >= answer.size(); }, 60000));
    feeder.stop();
    widget->flushPending();
    QCoreApplication::processEvents();
    const double streamSeconds = streaming.nsecsElapsed() / 1e9;
    QElapsedTimer finishing;
    finishing.start();
    widget->showFinished(answer);
    QCoreApplication::processEvents();
    const double finishMs = finishing.nsecsElapsed() / 1e6;
    runEventLoopUntil([] { return false; }, 100);
    meter.stop();
    QJsonObject result = meter.summary();
    result.insert("scenario", "20k-character Markdown answer");
    result.insert("characters", answer.size());
    result.insert("stream_seconds", streamSeconds);
    result.insert("finish_render_ms", finishMs);
    result.insert("markdown_chunks", widget->renderedChunks());
    report(result);
  }
};

QTEST_MAIN(ResponsivenessBench)
#include "ui_responsiveness.moc"

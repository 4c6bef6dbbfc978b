// Settings → Engines (Test connection verdicts, the model list from /v1/models), a chat on a
// remote engine in the main window without any local model, and the remote dashboard drawing
// the server's /metrics (a vLLM exposition whose counters grow while it is polled) or saying
// "no metrics". TESSERA_SCREENSHOT_ENGINES / TESSERA_SCREENSHOT_REMOTE: where to save images.
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "chat/chat_session.h"
#include "data/chat_store.h"
#include "engine_bridge.h"
#include "remote/dashboard_switch.h"
#include "remote/engine_catalog.h"
#include "remote/remote_dashboard.h"
#include "remote/series_chart.h"
#include "support/openai_test_server.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"
#include "ui/engines_dialog.h"
#include "ui/history_sidebar.h"
#include "ui/main_window.h"

namespace {

const QString kKey = QStringLiteral("sk-test-123");
const QString kModel = QStringLiteral("stories260K");

// The vLLM sample at poll `k`: engine 0's counters and histograms grown by 5% of their value
// per poll, its gauges moving, so rates and quantiles have something to show.
QByteArray vllmMetricsAt(int k) {
  QFile file(QStringLiteral(TESSERA_TEST_DATA_DIR "/vllm_metrics.txt"));
  if (!file.open(QIODevice::ReadOnly)) return {};
  QByteArray out;
  static const QRegularExpression sample(R"(^(vllm:[a-z_]+)(\{engine="0".*\}) (\S+)$)");
  for (const QByteArray& line : file.readAll().split('\n')) {
    const QRegularExpressionMatch m = sample.match(QString::fromUtf8(line));
    if (!m.hasMatch() || m.captured(1).endsWith("_created")) {
      out += line + '\n';
      continue;
    }
    const QString name = m.captured(1);
    double v = m.captured(3).toDouble();
    if (name == "vllm:num_requests_running")
      v = 10 + k % 5;
    else if (name == "vllm:num_requests_waiting")
      v = k % 3;
    else if (name == "vllm:kv_cache_usage_perc")
      v = 0.3 + 0.05 * (k % 6);
    else if (name != "vllm:num_preemptions_total" || k > 3)
      v *= 1.0 + 0.05 * k;
    out += (name + m.captured(2) + " " + QString::number(v, 'g', 12)).toUtf8() + '\n';
  }
  return out;
}

QLineEdit* edit(QWidget* parent, const char* name) {
  return parent->findChild<QLineEdit*>(name);
}

void type(QLineEdit* line, const QString& text) {
  line->selectAll();
  QTest::keyClick(line, Qt::Key_Delete);
  QTest::keyClicks(line, text);
}

}  // namespace

class RemoteUiTest : public QObject {
  Q_OBJECT

 private slots:
  void enginesDialogTestsTheConnection() {
    OpenAiTestServer server(kKey, kModel);
    server.setMaxModelLen(2048);
    QVERIFY(server.listen());
    QNetworkAccessManager network;
    EnginesDialog dialog(EngineList{}, &network);
    dialog.resize(820, 420);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.addServer();
    type(edit(&dialog, "engineName"), "GPU cluster");
    type(edit(&dialog, "engineUrl"), server.baseUrl().toString() + "/v1");
    type(edit(&dialog, "engineKey"), "sk-wrong");
    auto* model = dialog.findChild<QComboBox*>("engineModel");
    auto* verdict = dialog.findChild<QLabel*>("connectionVerdict");
    QSignalSpy tested(&dialog, &EnginesDialog::tested);

    dialog.testConnection();
    QVERIFY(tested.wait(10000));
    auto last = [&] { return tested.last().at(0).value<ConnectionVerdict>(); };
    QCOMPARE(last().kind, ConnectionVerdict::Kind::Unauthorized);
    QVERIFY2(verdict->text().contains("401"), qPrintable(verdict->text()));

    type(edit(&dialog, "engineKey"), kKey);
    dialog.testConnection();
    QVERIFY(tested.wait(10000));
    QCOMPARE(last().kind, ConnectionVerdict::Kind::Ok);
    QCOMPARE(verdict->text(), QString("Connected: stories260K with 2048 tokens of context."));
    QCOMPARE(model->currentText(), kModel);  // picked from /v1/models
    QCOMPARE(dialog.engines().remotes.value(0).model, kModel);
    QCOMPARE(dialog.engines().remotes.value(0).maxModelLen, 2048);
    QCOMPARE(dialog.engines().remotes.value(0).name, QString("GPU cluster"));
    const QString shot = qEnvironmentVariable("TESSERA_SCREENSHOT_ENGINES");
    if (!shot.isEmpty()) QVERIFY(dialog.grab().save(shot));

    model->setCurrentText("llama-70b");
    dialog.testConnection();
    QVERIFY(tested.wait(10000));
    QCOMPARE(last().kind, ConnectionVerdict::Kind::NoSuchModel);
    QVERIFY2(verdict->text().contains("does not serve \"llama-70b\"; it serves: stories260K"),
             qPrintable(verdict->text()));

    {
      QTcpServer probe;
      QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
      type(edit(&dialog, "engineUrl"), QString("http://127.0.0.1:%1").arg(probe.serverPort()));
    }
    dialog.testConnection();
    QVERIFY(tested.wait(10000));
    QCOMPARE(last().kind, ConnectionVerdict::Kind::Unreachable);
    QVERIFY2(verdict->text().startsWith("Could not reach"), qPrintable(verdict->text()));

    // The key is kept in the settings but never in what history and exports get.
    QTemporaryDir dir;
    QSettings settings(dir.filePath("s.ini"), QSettings::IniFormat);
    saveEngineList(settings, dialog.engines());
    const EngineList loaded = loadEngineList(settings);
    QCOMPARE(loaded.remotes.value(0).apiKey, kKey);
    QVERIFY(!QJsonDocument(loaded.remotes.value(0).describe()).toJson().contains(kKey.toUtf8()));
  }

  void remoteChatAndServerDashboardInTheWindow() {
    OpenAiTestServer vllm(kKey, kModel);
    OpenAiTestServer plain(kKey, kModel);  // serves no /metrics
    int poll = 0;
    vllm.setMetrics(vllmMetricsAt(0));
    QVERIFY(vllm.listen());
    QVERIFY(plain.listen());
    QTemporaryDir dir;
    QSettings settings(dir.filePath("settings.ini"), QSettings::IniFormat);
    EngineList engines;
    engines.remotes.append({"vllm-1", "GPU cluster", vllm.baseUrl(), kKey, kModel, 2048});
    engines.remotes.append({"plain-1", "Plain server", plain.baseUrl(), kKey, kModel, 512});
    engines.defaultId = "vllm-1";
    saveEngineList(settings, engines);
    ChatStore store;
    QVERIFY(store.open(dir.filePath("history.sqlite")).ok());
    EngineBridge bridge;  // no local model is ever opened
    MainWindow window(&bridge, &store, &settings);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QAction* newChat = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
      if (a->text() == "&New chat") newChat = a;
    QVERIFY(newChat);
    newChat->trigger();
    QVERIFY(!window.showsWelcome());
    ChatTab* tab = window.tabs()->currentChat();
    QVERIFY(tab);
    QCOMPARE(tab->session()->engineId(), QString("vllm-1"));
    QCOMPARE(tab->findChild<QComboBox*>("enginePicker")->currentText(), QString("GPU cluster"));
    QVERIFY(tab->session()->send("Tell me a story"));
    QTRY_VERIFY_WITH_TIMEOUT(!tab->session()->isGenerating(), 10000);
    QCOMPARE(tab->session()->messages().last().content, QString("Once upon a time"));

    RemoteDashboard* dashboard = window.dashboardSwitch()->remoteDashboard();
    QVERIFY(dashboard->isVisibleTo(&window));
    QCOMPARE(dashboard->poller()->endpoint()->id, QString("vllm-1"));
    dashboard->poller()->start(*dashboard->poller()->endpoint(), 100);  // faster than 1/s
    connect(dashboard->poller(), &MetricsPoller::updated, this,
            [&] { vllm.setMetrics(vllmMetricsAt(++poll)); });
    QTRY_VERIFY_WITH_TIMEOUT(dashboard->poller()->history().size() >= 12, 20000);
    const QList<SeriesChart*> charts = dashboard->charts();
    QVERIFY(charts[0]->latest(0).value() >= 10);   // running
    QVERIFY(charts[1]->latest(0).value() > 0.2);   // KV usage
    QCOMPARE(charts[2]->latest(0).value(), 0.25);  // both counters grow alike: 20000/80000
    QVERIFY(charts[3]->latest(0).value() > 0);     // prompt tokens/s
    QVERIFY(charts[3]->latest(1).value() > 0);     // generated tokens/s
    QVERIFY(charts[5]->latest(0).value() > 0.03);  // TTFT p50 (observations from 0.03 s)
    QVERIFY(charts[5]->latest(2).value() >= charts[5]->latest(0).value());
    QVERIFY(charts[6]->latest(0).value() >= 0.01);  // inter-token p50
    QVERIFY(window.findChild<QLabel*>("remoteDashboardHeader")->text().contains("vLLM metrics"));
    const QString shot = qEnvironmentVariable("TESSERA_SCREENSHOT_REMOTE");
    if (!shot.isEmpty()) QVERIFY(window.grab().save(shot));

    // A chat on a server without /metrics: the dashboard says so.
    newChat->trigger();
    ChatTab* second = window.tabs()->currentChat();
    QVERIFY(second != tab);
    window.engines()->apply(second->session(), "plain-1");
    auto* empty = window.findChild<QLabel*>("remoteDashboardEmpty");
    QTRY_VERIFY_WITH_TIMEOUT(empty->isVisibleTo(&window) && empty->text().startsWith("No metrics"),
                             10000);
    window.tabs()->setCurrentWidget(tab);
    QTRY_VERIFY_WITH_TIMEOUT(!empty->isVisibleTo(&window), 10000);
  }

  // A server set up but not made the default, no local model: the welcome page leaves the
  // history in view, New chat opens a chat on that server, and a saved chat opens from it.
  // TESSERA_SCREENSHOT_WELCOME: where to save the welcome page beside the history.
  void withOnlyARemoteEngineNewChatAndHistoryWork() {
    OpenAiTestServer server(kKey, kModel);
    QVERIFY(server.listen());
    QTemporaryDir dir;
    QSettings settings(dir.filePath("settings.ini"), QSettings::IniFormat);
    EngineList engines;
    engines.remotes.append({"plain-1", "Plain server", server.baseUrl(), kKey, kModel, 512});
    saveEngineList(settings, engines);  // the default stays the local engine
    ChatStore store;
    QVERIFY(store.open(dir.filePath("history.sqlite")).ok());
    Chat saved;
    saved.title = "An earlier chat";
    const qint64 savedId = store.createChat(saved);
    QVERIFY(savedId != 0);
    EngineBridge bridge;  // no local model is ever opened
    MainWindow window(&bridge, &store, &settings);
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.showsWelcome());
    auto* history = window.findChild<HistorySidebar*>();
    QVERIFY(history && history->isVisible());
    const QString shot = qEnvironmentVariable("TESSERA_SCREENSHOT_WELCOME");
    if (!shot.isEmpty()) QVERIFY(window.grab().save(shot));
    emit history->chatActivated(savedId);
    QVERIFY(!window.showsWelcome());
    QCOMPARE(window.tabs()->currentChat()->session()->chat().id, savedId);

    QAction* newChat = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
      if (a->text() == "&New chat") newChat = a;
    QVERIFY(newChat);
    newChat->trigger();
    QCOMPARE(window.tabs()->count(), 2);
    ChatTab* tab = window.tabs()->currentChat();
    QVERIFY(tab);
    QCOMPARE(tab->session()->engineId(), QString("plain-1"));
    QVERIFY(tab->session()->send("Tell me a story"));
    QTRY_VERIFY_WITH_TIMEOUT(!tab->session()->isGenerating(), 10000);
    QCOMPARE(tab->session()->messages().last().content, QString("Once upon a time"));
  }
};

QTEST_MAIN(RemoteUiTest)
#include "remote_ui.moc"

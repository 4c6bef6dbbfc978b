// The app's local API server: off by default; once enabled, the status bar shows its URL, a
// request streamed over loopback and a tab's answer run in the same batches, and the dashboard's
// request list shows both, the API one labelled as such.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTest>

#include "api/local_api_server.h"
#include "chat/chat_session.h"
#include "dashboard/dashboard_state.h"
#include "dashboard/dashboard_widget.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"
#include "ui_window_fixture.h"

namespace {

// Steps in which both requests were scheduled together.
int stepsWithBoth(const DashboardState& state, tessera::RequestId a, tessera::RequestId b) {
  int count = 0;
  for (const tessera::StepStats* step : state.steps()) {
    bool has_a = false, has_b = false;
    for (const tessera::ScheduledRequest& s : step->scheduled) {
      has_a = has_a || s.id == a;
      has_b = has_b || s.id == b;
    }
    count += has_a && has_b;
  }
  return count;
}

}  // namespace

class ApiServerDashboardTest : public QObject {
  Q_OBJECT

 private slots:
  void serverIsOffByDefault() {
    ui_test::LoadedWindow fixture;
    QVERIFY(fixture.open(EngineSettings{}));
    QVERIFY(!fixture.window->apiServer()->isRunning());
    QVERIFY(fixture.window->apiStatus()->isHidden());
  }

  void apiRequestAndTabStreamShowTogetherInTheDashboard() {
    ui_test::LoadedWindow fixture;
    QVERIFY(fixture.open(EngineSettings{}));
    MainWindow& window = *fixture.window;
    ApiServerSettings api;
    api.enabled = true;
    api.port = 0;  // any free port
    window.apiServer()->apply(api);
    QVERIFY(window.apiServer()->isRunning());
    const QString url = window.apiServer()->url();
    QVERIFY(url.startsWith("http://127.0.0.1:"));
    QVERIFY(window.apiStatus()->isVisible());
    QVERIFY(window.apiStatus()->text().contains(url));

    // A long streamed API request (EOS ignored), then a tab's answer while it still streams:
    // the story model is fast enough that a short request could end before the other starts.
    QNetworkAccessManager network;
    QNetworkRequest request(QUrl(url + "/completions"));
    request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
    const QJsonObject body{{"prompt", "Lily and Tom went to the"},
                           {"max_tokens", 480},
                           {"temperature", 0},
                           {"ignore_eos", true},
                           {"stream", true},
                           {"stream_options", QJsonObject{{"include_usage", true}}}};
    QNetworkReply* reply = network.post(request, QJsonDocument(body).toJson());
    QSignalSpy streaming(reply, &QNetworkReply::readyRead);
    QSignalSpy replied(reply, &QNetworkReply::finished);
    QVERIFY(streaming.wait(30000));

    ChatTab* tab = window.tabs()->chatAt(0);
    tab->session()->setSettings(ui_test::greedy(400));
    QSignalSpy delta(tab->session(), &ChatSession::answerDelta);
    QSignalSpy answered(tab->session(), &ChatSession::answerFinished);
    QVERIFY(tab->session()->send("Once upon a time"));
    const tessera::RequestId tabId = tab->session()->requestId();
    QVERIFY(delta.count() > 0 || delta.wait(30000));
    QVERIFY(answered.count() > 0 || answered.wait(60000));
    QVERIFY(replied.count() > 0 || replied.wait(60000));
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    const QByteArray events = reply->readAll();
    QVERIFY(events.endsWith("data: [DONE]\n\n"));
    QVERIFY(events.contains("\"completion_tokens\":480"));
    reply->deleteLater();

    DashboardWidget* dashboard = window.dashboard();
    DashboardState* state = dashboard->state();
    QTRY_VERIFY_WITH_TIMEOUT((dashboard->refresh(), !state->steps().empty()), 10000);
    const std::vector<tessera::RequestLife>& lives = state->lives(0, state->steps().size() - 1);
    tessera::RequestId apiId = 0;
    bool tabListed = false;
    for (const tessera::RequestLife& life : lives) {
      if (state->requestLabel(life.id).startsWith("API #")) {
        QCOMPARE(apiId, tessera::RequestId{0});  // exactly one API request
        apiId = life.id;
      }
      tabListed = tabListed || life.id == tabId;
    }
    QVERIFY(tabListed);
    QVERIFY(apiId != 0 && apiId != tabId);
    QCOMPARE(state->requestLabel(tabId), QStringLiteral("#%1").arg(tabId));
    QVERIFY2(stepsWithBoth(*state, tabId, apiId) > 0, "the two requests never shared a step");

    // TESSERA_API_SCREENSHOT=/tmp/api.png keeps a picture of the window at this point.
    if (const QString path = qEnvironmentVariable("TESSERA_API_SCREENSHOT"); !path.isEmpty()) {
      state->selectIndex(state->steps().size() - 1);
      QVERIFY(window.grab().save(path));
    }

    ApiServerSettings off = api;
    off.enabled = false;
    window.apiServer()->apply(off);
    QVERIFY(!window.apiServer()->isRunning());
    QVERIFY(window.apiStatus()->isHidden());
  }
};

QTEST_MAIN(ApiServerDashboardTest)
#include "api_server_dashboard.moc"

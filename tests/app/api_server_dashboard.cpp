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
#include <vector>

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

  // The server stops as the window goes, and its notice must not reach the window's deleted
  // status-bar label (a crash on quitting with the server on).
  void windowClosesWithTheServerRunning() {
    ui_test::LoadedWindow fixture;
    QVERIFY(fixture.open(EngineSettings{}));
    ApiServerSettings api;
    api.enabled = true;
    api.port = 0;
    fixture.window->apiServer()->apply(api);
    QVERIFY(fixture.window->apiServer()->isRunning());
    fixture.window.reset();
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

    // A long streamed API request (EOS ignored), then a tab's answer while it still streams.
    // The story model is fast: on a loaded machine the API request can end before the tab's
    // starts, so the pair is tried again (a few times at most) until they share a step.
    DashboardWidget* dashboard = window.dashboard();
    DashboardState* state = dashboard->state();
    int shared = 0;
    std::vector<tessera::RequestId> apiIds;
    tessera::RequestId tabId = 0;
    for (int attempt = 0; attempt < 5 && shared == 0; ++attempt) {
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

      // A fresh chat each try, so that each answer has the whole context.
      ChatTab* tab = attempt == 0 ? window.tabs()->chatAt(0) : window.tabs()->newChat();
      QVERIFY(tab != nullptr);
      tab->session()->setSettings(ui_test::greedy(400));
      QSignalSpy delta(tab->session(), &ChatSession::answerDelta);
      QSignalSpy answered(tab->session(), &ChatSession::answerFinished);
      QVERIFY(tab->session()->send("Once upon a time"));
      tabId = tab->session()->requestId();
      QVERIFY(delta.count() > 0 || delta.wait(30000));
      QVERIFY(answered.count() > 0 || answered.wait(60000));
      QVERIFY(replied.count() > 0 || replied.wait(60000));
      QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
      const QByteArray events = reply->readAll();
      QVERIFY(events.endsWith("data: [DONE]\n\n"));
      QVERIFY(events.contains("\"completion_tokens\":480"));
      delete reply;

      QTRY_VERIFY_WITH_TIMEOUT((dashboard->refresh(), !state->steps().empty()), 10000);
      const std::vector<tessera::RequestLife>& lives = state->lives(0, state->steps().size() - 1);
      bool tabListed = false;
      apiIds.clear();
      for (const tessera::RequestLife& life : lives) {
        if (state->requestLabel(life.id).startsWith("API #")) apiIds.push_back(life.id);
        tabListed = tabListed || life.id == tabId;
      }
      QVERIFY(tabListed);
      QCOMPARE(apiIds.size(), static_cast<std::size_t>(attempt + 1));  // one API request each
      QVERIFY(apiIds.back() != tabId);
      QCOMPARE(state->requestLabel(tabId), QStringLiteral("#%1").arg(tabId));
      shared = stepsWithBoth(*state, tabId, apiIds.back());
    }
    QVERIFY2(shared > 0, "the two requests never shared a step in five tries");

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

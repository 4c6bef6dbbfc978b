// Two tabs streaming at once, captured mid-stream. The image is written to the path in the
// environment variable TESSERA_SCREENSHOT when set (docs/screenshots/two-tabs.png comes from here).
#include <QTest>

#include "chat/chat_session.h"
#include "dashboard/dashboard_widget.h"
#include "dashboard/stats_recorder.h"
#include "data/chat_store.h"
#include "ui/app_settings.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"
#include "ui/chat_view.h"
#include "ui/main_window.h"
#include "ui/message_widget.h"
#include "ui_window_fixture.h"

class ScreenshotTest : public QObject {
  Q_OBJECT

 private slots:
  void twoTabsAreCapturedWhileBothStream() {
    ui_test::LoadedWindow loaded;
    QVERIFY(loaded.open(EngineSettings{}));
    EngineBridge& bridge = loaded.bridge;
    MainWindow& window = *loaded.window;

    ChatTab* first = window.tabs()->chatAt(0);
    ChatTab* second = window.tabs()->newChat();
    first->session()->setSettings(ui_test::greedy(480));
    second->session()->setSettings(ui_test::greedy(480));

    // Grabbed as soon as both answers have some text, while both still stream. For the picture
    // in the docs it also waits until the engine (ahead of the window) still runs both, so the
    // dashboard agrees with the tabs.
    const QString path = qEnvironmentVariable("TESSERA_SCREENSHOT");
    auto engineRunsBoth = [&] {
      const auto snapshot = bridge.recorder().snapshot();
      return !snapshot->steps.empty() && snapshot->steps.back()->num_running == 2;
    };
    QImage shot;
    bool bothStreamingAtGrab = false;
    auto capture = [&] {
      if (!shot.isNull() || first->session()->messages().last().content.size() < 100) return;
      if (second->session()->messages().last().content.size() < 100) return;
      if (!path.isEmpty() && !engineRunsBoth()) return;
      bothStreamingAtGrab = first->session()->isGenerating() && second->session()->isGenerating();
      window.dashboard()->refresh();
      second->view()->message(1)->flushPending();
      for (int nested = 0; nested < 4; ++nested)  // each layout level posts to its parent
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
      shot = window.grab().toImage();
    };
    connect(second->session(), &ChatSession::answerDelta, this, capture);
    QVERIFY(first->session()->send("Once upon a time"));
    QVERIFY(second->session()->send("Lily and Tom went to the"));
    QTRY_VERIFY_WITH_TIMEOUT(!shot.isNull() || !second->session()->isGenerating(), 30000);
    QVERIFY2(!shot.isNull(), "the second answer ended before both tabs were streaming with text");
    QVERIFY(bothStreamingAtGrab);
    QCOMPARE(shot.size(), window.size() * window.devicePixelRatio());

    if (!path.isEmpty()) QVERIFY2(shot.save(path), qPrintable(path));
  }
};

QTEST_MAIN(ScreenshotTest)
#include "ui_screenshot.moc"

// The dashboard in the main window while "Simulate load…" runs: many requests batched, some
// waiting, prompts chunked under a small budget. The image is written to the path in the
// environment variable TESSERA_SCREENSHOT when set (docs/screenshots/dashboard.png comes from here).
#include <QComboBox>
#include <QTemporaryDir>
#include <QTest>

#include "dashboard/dashboard_widget.h"
#include "dashboard/event_list_view.h"
#include "dashboard/replay_controller.h"
#include "dashboard/run_book.h"
#include "dashboard/run_compare_panel.h"
#include "dashboard/run_comparison_model.h"
#include "dashboard/simulated_load.h"
#include "dashboard/stats_recorder.h"
#include "dashboard/why_panel.h"
#include "support/preempting_run.h"
#include "support/replay_engine.h"
#include "ui_window_fixture.h"

class DashboardScreenshotTest : public QObject {
  Q_OBJECT

 private slots:
  void simulatedLoadIsBatchedWhileTheDashboardWatches() {
    EngineSettings engine;
    engine.scheduler.max_num_batched_tokens = 128;
    engine.scheduler.max_num_seqs = 16;
    ui_test::LoadedWindow loaded;
    QVERIFY(loaded.open(engine));
    EngineBridge& bridge = loaded.bridge;
    MainWindow& window = *loaded.window;
    QCOMPARE(bridge.schedulerConfig().max_num_seqs, 16);

    SimulatedLoad load;
    load.num_requests = 40;
    load.min_prompt_tokens = 32;
    load.max_prompt_tokens = 200;
    load.min_output_tokens = 100;
    load.max_output_tokens = 300;
    emit window.dashboard()->simulateLoadRequested(load);

    // Grabbed once the batch is full and requests still wait behind it for a free sequence
    // slot (not for the token budget, which prefill chunks of running requests may use up).
    std::uint64_t full_step = 0;
    auto busy = [&] {
      const auto snapshot = bridge.recorder().snapshot();
      if (snapshot->steps.size() < 40) return false;
      for (const auto& step : snapshot->steps) {
        if (step->num_running != 16 || step->waiting.empty()) continue;
        for (const tessera::WaitingRequest& w : step->waiting) {
          if (w.behind == 0 && w.reason == tessera::WaitReason::MaxNumSeqs) {
            full_step = step->step;
            return true;
          }
        }
      }
      return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(busy(), 60000);
    window.dashboard()->pause();
    window.dashboard()->refresh();
    window.dashboard()->state()->selectStep(full_step);
    QCoreApplication::processEvents();
    QCOMPARE(window.dashboard()->state()->selectedStep()->step, full_step);
    // The why panel explains the waiting requests of the shown step: max_num_seqs holds them.
    const QStringList why = window.dashboard()->why()->shownLines();
    QVERIFY2(why.size() >= 1 && why.join("\n").contains("max_num_seqs"),
             qPrintable(why.join("\n")));
    const QImage shot = window.grab().toImage();
    QCOMPARE(shot.size(), window.size() * window.devicePixelRatio());
    const QString path = qEnvironmentVariable("TESSERA_SCREENSHOT");
    if (!path.isEmpty()) QVERIFY2(shot.save(path), qPrintable(path));
  }

  // The dashboard alone over a run of the real engine short of KV blocks (12), paused on its
  // first preemption: the "Why this step" panel names the victim, the request that needed its
  // blocks and the numbers, and why each other request waits. Written to TESSERA_WHY_SCREENSHOT
  // when set (docs/screenshots/why-panel.png).
  void whyPanelExplainsAPreemptingStep() {
    StatsRecorder recorder;
    if (recordPreemptingRun(recorder).empty()) QSKIP("stories260K is not available");

    DashboardWidget dashboard(&recorder);
    dashboard.setSchedulerConfig(preemptingRunScheduler());
    dashboard.resize(1300, 900);
    dashboard.show();
    dashboard.refresh();
    QVERIFY(dashboard.events()->selectNext(EventListView::Kind::Preempted));
    QCoreApplication::processEvents();
    const QStringList why = dashboard.why()->shownLines();
    QVERIFY2(why.join("\n").contains("preempted") && why.join("\n").contains("waits"),
             qPrintable(why.join("\n")));
    const QString path = qEnvironmentVariable("TESSERA_WHY_SCREENSHOT");
    if (!path.isEmpty()) QVERIFY2(dashboard.grab().toImage().save(path), qPrintable(path));
  }

  // A scripted load replayed with 64 KV blocks, then the recording replayed with 12 (it
  // preempts), compared side by side in the dashboard's "Compare runs" window. Written to
  // TESSERA_REPLAY_SCREENSHOT when set (docs/screenshots/replay-compare.png).
  void replayComparisonShowsTwoRunsSideBySide() {
    ReplayEngine roomy;
    ReplayEngine tight;
    if (!roomy.open(64) || !tight.open(12)) QSKIP("stories260K is not available");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString script = dir.filePath("script.json");
    QCOMPARE(ArrivalFile::save(script, scriptedArrivals()), QString());
    QCOMPARE(roomy.controller.replayArrivals(script), QString());
    roomy.drive();
    const QString recorded = dir.filePath("recorded.json");
    QCOMPARE(roomy.controller.saveArrivals(recorded), QString());
    QCOMPARE(tight.controller.replayArrivals(recorded), QString());
    tight.drive();

    DashboardWidget dashboard(&tight.recorder);
    dashboard.setSchedulerConfig(preemptingRunScheduler());
    RunBook& runs = *dashboard.replay()->runs();
    runs.add(roomy.controller.runs()->run(0));
    runs.add(tight.controller.runs()->run(0));
    RunComparePanel* panel = dashboard.showComparison();
    QCoreApplication::processEvents();
    QCOMPARE(panel->leftBox()->currentIndex(), 0);
    QCOMPARE(panel->rightBox()->currentIndex(), 1);
    QVERIFY(panel->model()->number(RunComparisonModel::Preemptions, 1) > 0);
    QWidget* window = panel->window();
    QVERIFY(window->width() <= 1366 && window->height() <= 768);
    const QString path = qEnvironmentVariable("TESSERA_REPLAY_SCREENSHOT");
    if (!path.isEmpty()) QVERIFY2(window->grab().toImage().save(path), qPrintable(path));
  }
};

QTEST_MAIN(DashboardScreenshotTest)
#include "ui_dashboard_screenshot.moc"

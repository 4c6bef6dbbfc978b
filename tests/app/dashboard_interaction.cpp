// The dashboard widget as a user drives it: live / pause / step through history, clicking a
// request to highlight it, knobs emitting SchedulerConfig, simulated load, colours, export.
#include <QApplication>
#include <QComboBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolButton>
#include <QWheelEvent>
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>

#include "dashboard/batch_timeline_view.h"
#include "dashboard/block_map_view.h"
#include "dashboard/dashboard_state.h"
#include "dashboard/dashboard_widget.h"
#include "dashboard/event_list_view.h"
#include "dashboard/knobs_panel.h"
#include "dashboard/load_simulator.h"
#include "dashboard/numbers_panel.h"
#include "dashboard/request_colors.h"
#include "dashboard/simulate_load_dialog.h"
#include "dashboard/stats_recorder.h"
#include "support/dashboard_fixture.h"

using fixture::kA;
using fixture::kB;

Q_DECLARE_METATYPE(tessera::SchedulerConfig)

namespace {

void recordAll(StatsRecorder& recorder, const fixture::Recording& rec) {
  for (const auto& e : rec.events) recorder.record(e);
  for (const auto& s : rec.steps) recorder.record(s);
}

tessera::StepStats nextStep(std::uint64_t step) {
  tessera::StepStats s = fixture::threeRequests().steps.back();
  s.step = step;
  s.start_s += 0.01 * static_cast<double>(step - 5);
  return s;
}

}  // namespace

class DashboardInteractionTest : public QObject {
  Q_OBJECT

 private slots:
  void init() {
    recorder_ = std::make_unique<StatsRecorder>(100);
    recordAll(*recorder_, fixture::threeRequests());
    widget_ = std::make_unique<DashboardWidget>(recorder_.get());
    widget_->resize(1200, 800);
    widget_->show();
    QVERIFY(QTest::qWaitForWindowExposed(widget_.get()));
  }

  void cleanup() {
    widget_.reset();
    recorder_.reset();
  }

  // Every admission, preemption and finish in step order; "Next ..." pauses on the step of the
  // next event of its kind after the selected row, and new steps append their events.
  void eventListJumpsToTheNextEventOfAKind() {
    EventListView* events = widget_->events();
    QCOMPARE(events->rowCount(), 7);
    QVERIFY2(events->rowText(0).contains("step 0") && events->rowText(0).contains("#1"),
             qPrintable(events->rowText(0)));
    QVERIFY(events->rowText(3).contains("preempted") && events->rowText(3).contains("#3"));
    events->findChild<QToolButton*>("nextPreemption")->click();
    QVERIFY(!widget_->state()->isLive());
    QCOMPARE(widget_->state()->selectedStep()->step, std::uint64_t{3});
    QVERIFY(!events->selectNext(EventListView::Kind::Preempted));  // the only one
    QVERIFY(events->selectNext(EventListView::Kind::Admitted));
    QCOMPARE(widget_->state()->selectedStep()->step, std::uint64_t{4});
    QVERIFY(events->selectNext(EventListView::Kind::Finished));
    QCOMPARE(widget_->state()->selectedStep()->step, std::uint64_t{5});
    recorder_->record(nextStep(6));  // B finishes again in the copy
    QTRY_COMPARE(events->rowCount(), 8);
    QVERIFY(events->rowText(7).contains("step 6"));
  }

  void followsTheNewestStepWhileLive() {
    QVERIFY(widget_->state()->isLive());
    QCOMPARE(widget_->state()->selectedStep()->step, std::uint64_t{5});
    recorder_->record(nextStep(6));
    QTRY_COMPARE(widget_->state()->selectedStep()->step, std::uint64_t{6});  // frame timer
  }

  void pauseHoldsTheSelectedStepWhileRecordingGoesOn() {
    widget_->pause();
    recorder_->record(nextStep(6));
    widget_->refresh();
    QCOMPARE(widget_->state()->steps().size(), std::size_t{7});
    QCOMPARE(widget_->state()->selectedStep()->step, std::uint64_t{5});
    widget_->resume();
    QCOMPARE(widget_->state()->selectedStep()->step, std::uint64_t{6});
  }

  void stepBackwardShowsEarlierNumbers() {
    QCOMPARE(widget_->numbers()->valueText("waiting"), QString("0"));
    widget_->stepBackward();
    widget_->stepBackward();
    QVERIFY(!widget_->state()->isLive());
    QCOMPARE(widget_->state()->selectedStep()->step, std::uint64_t{3});
    QCOMPARE(widget_->numbers()->valueText("waiting"), QString("1"));
    QCOMPARE(widget_->numbers()->valueText("preempted"), QString("1"));
    QCOMPARE(widget_->numbers()->valueText("kv_usage"), QString("40.0% (2 / 5 blocks)"));
    for (int i = 0; i < 5; ++i) widget_->stepForward();
    QCOMPARE(widget_->state()->selectedStep()->step, std::uint64_t{5});  // clamped at the end
    for (int i = 0; i < 9; ++i) widget_->stepBackward();
    QCOMPARE(widget_->state()->selectedStep()->step, std::uint64_t{0});
  }

  void clickingABlockHighlightsItsRequestEverywhere() {
    QSignalSpy activated(widget_.get(), &DashboardWidget::requestActivated);
    widget_->state()->selectStep(3);
    BlockMapView* map = widget_->blockMap();
    const QPoint block2 = map->cellRect(map->rect(), 2).center();
    QTest::mouseClick(map, Qt::LeftButton, {}, block2);
    QCOMPARE(widget_->state()->highlighted(), kB);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).value<tessera::RequestId>(), kB);
    QCOMPARE(widget_->state()->requestColor(kB), widget_->colors()->color(kB));
    QVERIFY(widget_->state()->requestColor(kA) != widget_->colors()->color(kA));
    QTest::mouseClick(map, Qt::LeftButton, {}, block2);  // again: highlight off
    QCOMPARE(widget_->state()->highlighted(), tessera::RequestId{0});
    QCOMPARE(activated.count(), 1);
  }

  void hoveringABlockDescribesIt() {
    widget_->state()->selectStep(1);
    const QString shared = widget_->blockMap()->describeBlock(0);
    QVERIFY2(shared.contains("shared by 2 requests"), qPrintable(shared));
    QVERIFY2(shared.contains("Owners: #1, #2"), qPrintable(shared));
    QVERIFY2(shared.contains("Tokens: 4 / 4"), qPrintable(shared));
    QVERIFY2(shared.contains("Hash: 0000000000000011"), qPrintable(shared));
    widget_->state()->selectStep(3);
    const QString cached = widget_->blockMap()->describeBlock(3);
    QVERIFY2(cached.contains("free, cached prefix"), qPrintable(cached));
    QVERIFY2(cached.contains("Hash: 0000000000000044"), qPrintable(cached));
  }

  void wheelZoomsTheBlockMapAndBack() {
    BlockMapView* map = widget_->blockMap();
    const int fitted = map->cellRect(map->rect(), 0).width();
    const QPointF at = map->rect().center();
    QWheelEvent in(at, map->mapToGlobal(at), {}, {0, 120}, Qt::NoButton, {}, Qt::NoScrollPhase,
                   false);
    QApplication::sendEvent(map, &in);
    QVERIFY(map->zoomedCell() > fitted);
    for (int i = 0; i < 20; ++i) {
      QWheelEvent out(at, map->mapToGlobal(at), {}, {0, -120}, Qt::NoButton, {}, Qt::NoScrollPhase,
                      false);
      QApplication::sendEvent(map, &out);
    }
    QCOMPARE(map->zoomedCell(), 0);  // back to fitting the view
  }

  void arrowKeysStepThroughHistoryWhenTheDashboardHasFocus() {
    widget_->activateWindow();
    widget_->batchTimeline()->setFocus();
    QTRY_VERIFY(widget_->batchTimeline()->hasFocus());
    QTest::keyClick(widget_->batchTimeline(), Qt::Key_Left);
    QCOMPARE(widget_->state()->selectedStep()->step, std::uint64_t{4});
    QTest::keyClick(widget_->batchTimeline(), Qt::Key_Space);
    QVERIFY(widget_->state()->isLive());
  }

  void clickingABatchColumnSelectsItsStep() {
    BatchTimelineView* batch = widget_->batchTimeline();
    const QRect slice = batch->sliceRect(batch->rect(), 2, fixture::kC);
    QVERIFY(!slice.isEmpty());
    QTest::mouseClick(batch, Qt::LeftButton, {}, slice.center());
    QVERIFY(!widget_->state()->isLive());
    QCOMPARE(widget_->state()->selectedStep()->step, std::uint64_t{2});
    QCOMPARE(widget_->state()->highlighted(), fixture::kC);
  }

  void knobChangesEmitTheWholeConfig() {
    QSignalSpy requested(widget_.get(), &DashboardWidget::schedulerConfigRequested);
    tessera::SchedulerConfig shown;
    shown.max_num_batched_tokens = 1024;
    shown.max_num_seqs = 8;
    shown.chunked_prefill = false;
    widget_->setSchedulerConfig(shown);
    QCOMPARE(requested.count(), 0);  // showing the engine's config is not a request
    widget_->knobs()->budgetBox()->setValue(512);
    QCOMPARE(requested.count(), 1);
    auto config = requested.at(0).at(0).value<tessera::SchedulerConfig>();
    QCOMPARE(config.max_num_batched_tokens, 512);
    QCOMPARE(config.max_num_seqs, 8);
    QCOMPARE(config.chunked_prefill, false);
    QCOMPARE(config.prefix_caching, true);
    QComboBox* policy = widget_->knobs()->policyBox();
    policy->setCurrentIndex(policy->findData(int(tessera::BatchingPolicy::Static)));
    QCOMPARE(requested.count(), 2);
    config = requested.at(1).at(0).value<tessera::SchedulerConfig>();
    QCOMPARE(config.batching, tessera::BatchingPolicy::Static);
    QCOMPARE(config.max_num_batched_tokens, 512);
  }

  void requestColoursAreDeterministicAndOverridable() {
    QCOMPARE(RequestColors::defaultColor(7), RequestColors::defaultColor(7));
    QVERIFY(RequestColors::defaultColor(1) != RequestColors::defaultColor(2));
    QCOMPARE(widget_->colors()->color(3), RequestColors::defaultColor(3));
    widget_->setRequestColor(3, QColor(1, 2, 3));
    QCOMPARE(widget_->colors()->color(3), QColor(1, 2, 3));
    widget_->setRequestColor(3, QColor());
    QCOMPARE(widget_->colors()->color(3), RequestColors::defaultColor(3));
  }

  void loadSimulatorMakesRequestsOfTheChosenLengths() {
    std::vector<tessera::GenerationRequest> submitted;
    LoadSimulator simulator(512, [&](tessera::GenerationRequest r) {
      submitted.push_back(std::move(r));
      return static_cast<tessera::RequestId>(100 + submitted.size());
    });
    SimulatedLoad load{20, 5, 9, 3, 4, 42};
    const auto ids = simulator.run(load);
    QCOMPARE(ids.size(), std::size_t{20});
    QCOMPARE(ids.back(), tessera::RequestId{120});
    for (const auto& r : submitted) {
      QVERIFY(r.prompt_ids.size() >= 5 && r.prompt_ids.size() <= 9);
      QVERIFY(r.sampling.max_tokens >= 3 && r.sampling.max_tokens <= 4);
      QVERIFY(r.sampling.ignore_eos);
      for (auto id : r.prompt_ids) QVERIFY(id >= 3 && id < 512);
    }
    const auto again = simulator.makeRequests(load);
    QCOMPARE(again[7].prompt_ids, submitted[7].prompt_ids);  // same seed, same load
    load.seed = 43;
    QVERIFY(simulator.makeRequests(load)[7].prompt_ids != submitted[7].prompt_ids);
    load.max_output_tokens = 2;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, simulator.makeRequests(load));
  }

  void simulateLoadDialogRoundTripsItsLoad() {
    SimulateLoadDialog dialog;
    const SimulatedLoad load{12, 30, 60, 5, 50, 9};
    dialog.setLoad(load);
    const SimulatedLoad shown = dialog.load();
    QCOMPARE(shown.num_requests, 12);
    QCOMPARE(shown.min_prompt_tokens, 30);
    QCOMPARE(shown.max_prompt_tokens, 60);
    QCOMPARE(shown.max_output_tokens, 50);
    QCOMPARE(shown.seed, std::uint64_t{9});
  }

  void exportsTheRecordingToFiles() {
    QTemporaryDir dir;
    const QString trace = dir.filePath("trace.json");
    QCOMPARE(widget_->exportChromeTrace(trace), QString());
    std::ifstream in(trace.toStdString());
    const auto json = nlohmann::json::parse(in);
    QVERIFY(json.at("traceEvents").size() > 20);
    const QString lines = dir.filePath("steps.jsonl");
    QCOMPARE(widget_->exportStepStatsJsonl(lines), QString());
    QFile file(lines);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().count('\n'), 6);
    QVERIFY(!widget_->exportChromeTrace(dir.filePath("missing/trace.json")).isEmpty());
  }

  // Set TESSERA_DASHBOARD_SCREENSHOT=/tmp/dashboard.png to keep the picture.
  void rendersTheWholeDashboardForALongRun() {
    StatsRecorder recorder;
    const auto run = fixture::simulatedRun(600, 96, 3);
    recordAll(recorder, run);
    DashboardWidget widget(&recorder);
    tessera::SchedulerConfig config;
    config.max_num_batched_tokens = run.steps.back().token_budget;
    config.max_num_seqs = run.steps.back().max_num_seqs;
    widget.setSchedulerConfig(config);
    widget.resize(1400, 900);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    QCOMPARE(widget.state()->steps().size(), std::size_t{600});
    for (int i = 0; i < 40; ++i) widget.stepBackward();
    widget.highlightRequest(widget.state()->selectedStep()->scheduled.front().id);
    const QImage image = widget.grab().toImage();
    QCOMPARE(image.size(), QSize(1400, 900));
    const QString path = qEnvironmentVariable("TESSERA_DASHBOARD_SCREENSHOT");
    if (!path.isEmpty()) QVERIFY(image.save(path));
  }

 private:
  std::unique_ptr<StatsRecorder> recorder_;
  std::unique_ptr<DashboardWidget> widget_;
};

QTEST_MAIN(DashboardInteractionTest)
#include "dashboard_interaction.moc"

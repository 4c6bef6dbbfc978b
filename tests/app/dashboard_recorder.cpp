// StatsRecorder: ring buffer wrap-around, versions, snapshot caching and concurrent recording.
#include <QtTest>
#include <thread>

#include "dashboard/stats_recorder.h"

namespace {

tessera::StepStats stepNumber(std::uint64_t n) {
  tessera::StepStats s;
  s.step = n;
  s.start_s = 0.01 * static_cast<double>(n);
  return s;
}

tessera::RequestEvent queued(tessera::RequestId id) {
  tessera::RequestEvent e;
  e.id = id;
  e.type = tessera::RequestEventType::Queued;
  return e;
}

}  // namespace

class DashboardRecorderTest : public QObject {
  Q_OBJECT

 private slots:
  void keepsStepsOldestFirstUntilFull() {
    StatsRecorder recorder(4);
    for (std::uint64_t i = 0; i < 3; ++i) recorder.record(stepNumber(i));
    const auto snap = recorder.snapshot();
    QCOMPARE(snap->steps.size(), std::size_t{3});
    QCOMPARE(snap->steps[0]->step, std::uint64_t{0});
    QCOMPARE(snap->steps[2]->step, std::uint64_t{2});
    QCOMPARE(snap->dropped_steps, std::uint64_t{0});
  }

  void wrapsAroundDroppingTheOldestSteps() {
    StatsRecorder recorder(4);
    for (std::uint64_t i = 0; i < 11; ++i) recorder.record(stepNumber(i));
    const auto snap = recorder.snapshot();
    QCOMPARE(snap->steps.size(), std::size_t{4});
    for (std::size_t i = 0; i < 4; ++i) QCOMPARE(snap->steps[i]->step, 7 + i);
    QCOMPARE(snap->dropped_steps, std::uint64_t{7});
  }

  void keepsFourEventsPerStepOfCapacity() {
    StatsRecorder recorder(2);
    for (tessera::RequestId id = 1; id <= 11; ++id) recorder.record(queued(id));
    const auto snap = recorder.snapshot();
    QCOMPARE(snap->events.size(), std::size_t{8});
    QCOMPARE(snap->events.front().id, std::uint64_t{4});
    QCOMPARE(snap->events.back().id, std::uint64_t{11});
  }

  void versionGrowsWithEveryRecordAndClear() {
    StatsRecorder recorder(4);
    const auto v0 = recorder.version();
    recorder.record(stepNumber(0));
    QCOMPARE(recorder.version(), v0 + 1);
    recorder.record(queued(1));
    QCOMPARE(recorder.version(), v0 + 2);
    recorder.clear();
    QCOMPARE(recorder.version(), v0 + 3);
    QCOMPARE(recorder.snapshot()->version, v0 + 3);
  }

  void returnsTheSameSnapshotWhileNothingChanged() {
    StatsRecorder recorder(4);
    recorder.record(stepNumber(0));
    const auto first = recorder.snapshot();
    QCOMPARE(recorder.snapshot().get(), first.get());
    recorder.record(stepNumber(1));
    const auto second = recorder.snapshot();
    QVERIFY(second.get() != first.get());
    QCOMPARE(first->steps.size(), std::size_t{1});  // an old snapshot never changes
    QCOMPARE(second->steps.size(), std::size_t{2});
  }

  void clearForgetsStepsAndEvents() {
    StatsRecorder recorder(4);
    for (std::uint64_t i = 0; i < 6; ++i) recorder.record(stepNumber(i));
    recorder.record(queued(1));
    recorder.clear();
    auto snap = recorder.snapshot();
    QVERIFY(snap->steps.empty());
    QVERIFY(snap->events.empty());
    QCOMPARE(snap->dropped_steps, std::uint64_t{0});
    recorder.record(stepNumber(9));
    snap = recorder.snapshot();
    QCOMPARE(snap->steps.size(), std::size_t{1});
    QCOMPARE(snap->steps[0]->step, std::uint64_t{9});
  }

  void recordsFromTheEngineThreadWhileTheUiReads() {
    StatsRecorder recorder(100);
    std::thread engine([&] {
      for (std::uint64_t i = 0; i < 5000; ++i) {
        recorder.record(stepNumber(i));
        recorder.record(queued(i + 1));
      }
    });
    std::uint64_t last_version = 0;
    for (int i = 0; i < 200; ++i) {
      const auto snap = recorder.snapshot();
      QVERIFY(snap->version >= last_version);
      last_version = snap->version;
      for (std::size_t j = 1; j < snap->steps.size(); ++j) {
        QCOMPARE(snap->steps[j]->step, snap->steps[j - 1]->step + 1);
      }
    }
    engine.join();
    const auto snap = recorder.snapshot();
    QCOMPARE(snap->steps.size(), std::size_t{100});
    QCOMPARE(snap->steps.back()->step, std::uint64_t{4999});
    QCOMPARE(snap->events.back().id, std::uint64_t{5000});
  }
};

QTEST_GUILESS_MAIN(DashboardRecorderTest)
#include "dashboard_recorder.moc"

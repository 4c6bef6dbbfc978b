// Measures how responsive the GUI thread is: a 1 ms precise timer ticks on the event loop and
// every gap between two ticks is recorded. A long gap is a stall the user would feel (input and
// painting wait just as long). Used by the responsiveness benchmark; it reports, never asserts.
// Each gap also records how much CPU time the GUI thread itself used in it: on a machine shared
// with other work a long gap with little CPU time is the OS running something else, a long gap
// with as much CPU time is work the app did on its GUI thread.
#pragma once

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QTimer>
#include <functional>
#include <vector>

class StallMeter : public QObject {
 public:
  StallMeter();
  void start();
  void stop();
  // gaps in milliseconds: ticks, p50, p99, max, over_16ms, over_50ms, seconds; the same
  // percentiles of the GUI thread's own CPU time per gap (cpu_p99_ms, cpu_max_ms)
  QJsonObject summary() const;

 private:
  QTimer timer_;
  QElapsedTimer clock_;
  qint64 lastNs_ = 0;
  qint64 lastCpuNs_ = 0;
  std::vector<double> gapsMs_;
  std::vector<double> cpuMs_;
};

// Runs a real event loop (as the app's main loop runs) until `done` or the timeout; true when
// done. QTest::qWait and the QTRY macros sleep between event batches, which would show up as
// stalls that the app does not have.
bool runEventLoopUntil(const std::function<bool()>& done, int timeoutMs);

#include "support/stall_meter.h"

#include <time.h>

#include <QEventLoop>
#include <algorithm>
#include <cmath>

namespace {

qint64 threadCpuNs() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<qint64>(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

struct Percentiles {
  double p50 = 0, p99 = 0, max = 0;
};

Percentiles percentiles(std::vector<double> values) {
  if (values.empty()) return {};
  std::sort(values.begin(), values.end());
  const auto at = [&](double q) {
    const auto i = static_cast<std::size_t>(std::ceil(q * static_cast<double>(values.size())));
    return values[std::min(i == 0 ? 0 : i - 1, values.size() - 1)];
  };
  return {at(0.50), at(0.99), values.back()};
}

}  // namespace

StallMeter::StallMeter() {
  timer_.setTimerType(Qt::PreciseTimer);
  timer_.setInterval(1);
  connect(&timer_, &QTimer::timeout, this, [this] {
    const qint64 now = clock_.nsecsElapsed();
    const qint64 cpu = threadCpuNs();
    gapsMs_.push_back(static_cast<double>(now - lastNs_) / 1e6);
    cpuMs_.push_back(static_cast<double>(cpu - lastCpuNs_) / 1e6);
    lastNs_ = now;
    lastCpuNs_ = cpu;
  });
}

void StallMeter::start() {
  gapsMs_.clear();
  cpuMs_.clear();
  clock_.start();
  lastNs_ = 0;
  lastCpuNs_ = threadCpuNs();
  timer_.start();
}

void StallMeter::stop() {
  timer_.stop();
}

QJsonObject StallMeter::summary() const {
  const Percentiles wall = percentiles(gapsMs_);
  const Percentiles cpu = percentiles(cpuMs_);
  const auto over = [&](double ms) {
    return static_cast<int>(
        std::count_if(gapsMs_.begin(), gapsMs_.end(), [ms](double g) { return g > ms; }));
  };
  return QJsonObject{{"ticks", static_cast<int>(gapsMs_.size())},
                     {"p50_ms", wall.p50},
                     {"p99_ms", wall.p99},
                     {"max_ms", wall.max},
                     {"gaps_over_16ms", over(16.0)},
                     {"gaps_over_50ms", over(50.0)},
                     {"cpu_p99_ms", cpu.p99},
                     {"cpu_max_ms", cpu.max},
                     {"seconds", static_cast<double>(clock_.nsecsElapsed()) / 1e9}};
}

bool runEventLoopUntil(const std::function<bool()>& done, int timeoutMs) {
  QEventLoop loop;
  QTimer check;
  QObject::connect(&check, &QTimer::timeout, &loop, [&] {
    if (done()) loop.quit();
  });
  check.start(5);
  QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
  if (!done()) loop.exec();
  return done();
}

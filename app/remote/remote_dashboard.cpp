#include "remote/remote_dashboard.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "remote/series_chart.h"

namespace {

constexpr double kSpanSeconds = 120.0;

using Pick = std::function<std::optional<double>(const MetricsPoint&)>;

SeriesChart::Series series(const std::deque<MetricsPoint>& history, const QString& name,
                           const QColor& color, const Pick& pick) {
  SeriesChart::Series s{name, color, {}};
  for (const MetricsPoint& p : history) s.points.emplace_back(p.seconds, pick(p));
  return s;
}

QString number(double v) {
  return v >= 100 ? QString::number(v, 'f', 0) : QString::number(v, 'g', 3);
}

QString percent(double v) {
  return QString::number(100.0 * v, 'f', v < 0.1 ? 1 : 0) + "%";
}

QString seconds(double v) {
  return v < 1.0 ? QString::number(1000.0 * v, 'g', 3) + " ms" : QString::number(v, 'g', 3) + " s";
}

const QColor kBlue(0x1f, 0x77, 0xb4), kOrange(0xff, 0x7f, 0x0e), kGreen(0x2c, 0xa0, 0x2c),
    kRed(0xd6, 0x27, 0x28), kPurple(0x94, 0x67, 0xbd);

}  // namespace

RemoteDashboard::RemoteDashboard(QNetworkAccessManager* network, QWidget* parent)
    : QWidget(parent),
      poller_(network),
      header_(new QLabel(this)),
      pages_(new QStackedWidget(this)),
      empty_(new QLabel(this)) {
  setObjectName("remoteDashboard");
  header_->setObjectName("remoteDashboardHeader");
  header_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  empty_->setObjectName("remoteDashboardEmpty");
  empty_->setAlignment(Qt::AlignCenter);
  empty_->setWordWrap(true);
  QFont big = empty_->font();
  big.setPointSizeF(big.pointSizeF() * 1.4);
  empty_->setFont(big);
  auto* grid = new QWidget(this);
  auto* layout = new QGridLayout(grid);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(6);
  const QStringList titles = chartTitles();
  const QList<std::function<QString(double)>> formats = {
      number,
      percent,
      percent,
      [](double v) { return tr("%1 tok/s").arg(number(v)); },
      [](double v) { return tr("%1/s").arg(number(v)); },
      seconds,
      seconds};
  for (int i = 0; i < titles.size(); ++i) {
    auto* chart = new SeriesChart(titles[i], formats[i], grid);
    charts_.append(chart);
    layout->addWidget(chart, i / 4, i % 4);
  }
  charts_[1]->setFixedMax(1.0);
  charts_[2]->setFixedMax(1.0);
  pages_->addWidget(grid);
  pages_->addWidget(empty_);
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(6, 4, 6, 4);
  outer->addWidget(header_);
  outer->addWidget(pages_, 1);
  connect(&poller_, &MetricsPoller::updated, this, &RemoteDashboard::refresh);
  refresh();
}

void RemoteDashboard::showEngine(const RemoteEndpoint* endpoint) {
  if (!endpoint) {
    poller_.stop();
    return;
  }
  const auto& current = poller_.endpoint();
  if (current && current->id == endpoint->id && current->baseUrl == endpoint->baseUrl &&
      current->apiKey == endpoint->apiKey && current->model == endpoint->model)
    return;
  poller_.start(*endpoint);
}

QString RemoteDashboard::statusText() const {
  switch (poller_.state()) {
    case MetricsPoller::State::Idle:
      return tr("This chat runs on the local engine.");
    case MetricsPoller::State::Waiting:
      return tr("Reading /metrics…");
    case MetricsPoller::State::NoMetrics:
      return tr("No metrics. %1").arg(poller_.message());
    case MetricsPoller::State::Failed:
      return poller_.message();
    case MetricsPoller::State::Ok:
      break;
  }
  return QString();
}

QStringList RemoteDashboard::chartTitles() {
  return {tr("Requests"),           tr("KV cache in use"), tr("Prefix cache hit rate"),
          tr("Throughput"),         tr("Preemptions"),     tr("Time to first token"),
          tr("Inter-token latency")};
}

void RemoteDashboard::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    const QStringList titles = chartTitles();
    for (int i = 0; i < charts_.size(); ++i) charts_[i]->setTitle(titles.value(i));
    refresh();  // the header, the status text and the series names
  }
  QWidget::changeEvent(event);
}

void RemoteDashboard::refresh() {
  const auto& endpoint = poller_.endpoint();
  const auto& history = poller_.history();
  QString dialect;
  if (!history.empty())
    dialect = history.back().snapshot.dialect == "vllm" ? tr("vLLM metrics")
                                                        : tr("tessera-server metrics");
  header_->setText(endpoint ? tr("%1 · %2 · %3 %4")
                                  .arg(endpoint->displayName(),
                                       endpoint->serverUrl("metrics").toString(), endpoint->model,
                                       dialect.isEmpty() ? QString() : "· " + dialect)
                            : QString());
  const bool ok = poller_.state() == MetricsPoller::State::Ok ||
                  (poller_.state() == MetricsPoller::State::Failed && !history.empty());
  empty_->setText(statusText());
  pages_->setCurrentIndex(ok ? 0 : 1);
  if (!ok) return;
  const double now = history.back().seconds;
  // The charts fill their width while the first two minutes of polling come in.
  const double span = std::clamp(now - history.front().seconds, 1.0, kSpanSeconds);
  auto set = [&](int chart, QList<SeriesChart::Series> s) {
    charts_[chart]->setSeries(std::move(s), now, span);
  };
  set(0, {series(history, tr("running"), kBlue, [](auto& p) { return p.snapshot.running; }),
          series(history, tr("waiting"), kOrange, [](auto& p) { return p.snapshot.waiting; })});
  set(1, {series(history, QString(), kPurple, [](auto& p) { return p.snapshot.kvUsage; })});
  set(2, {series(history, QString(), kGreen, [](auto& p) { return p.rates.prefixHitRate; })});
  set(3,
      {series(history, tr("prompt"), kBlue, [](auto& p) { return p.rates.promptTokensPerSecond; }),
       series(history, tr("generated"), kGreen,
              [](auto& p) { return p.rates.generationTokensPerSecond; })});
  set(4, {series(history, QString(), kRed, [](auto& p) { return p.rates.preemptionsPerSecond; })});
  set(5, {series(history, "p50", kBlue, [](auto& p) { return p.rates.ttftP50; }),
          series(history, "p90", kOrange, [](auto& p) { return p.rates.ttftP90; }),
          series(history, "p99", kRed, [](auto& p) { return p.rates.ttftP99; })});
  set(6, {series(history, "p50", kBlue, [](auto& p) { return p.rates.interTokenP50; }),
          series(history, "p90", kOrange, [](auto& p) { return p.rates.interTokenP90; }),
          series(history, "p99", kRed, [](auto& p) { return p.rates.interTokenP99; })});
}

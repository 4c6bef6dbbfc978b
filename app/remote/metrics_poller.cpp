#include "remote/metrics_poller.h"

#include <QNetworkAccessManager>

#include "remote/remote_http.h"

MetricsPoller::MetricsPoller(QNetworkAccessManager* network, QObject* parent)
    : QObject(parent), network_(network) {
  connect(&timer_, &QTimer::timeout, this, &MetricsPoller::poll);
}

void MetricsPoller::start(const RemoteEndpoint& endpoint, int intervalMs) {
  stop();
  endpoint_ = endpoint;
  history_.clear();
  clock_.start();
  setState(State::Waiting, QString());
  timer_.start(intervalMs);
  poll();
}

void MetricsPoller::stop() {
  timer_.stop();
  if (reply_) {
    reply_->disconnect(this);
    reply_->abort();
    reply_->deleteLater();
  }
  endpoint_.reset();
  history_.clear();
  setState(State::Idle, QString());
}

void MetricsPoller::setState(State state, const QString& message) {
  state_ = state;
  message_ = message;
  emit updated();
}

void MetricsPoller::poll() {
  if (!endpoint_ || reply_) return;  // the last scrape is still on its way
  QNetworkRequest request = remoteRequest(*endpoint_, endpoint_->serverUrl("metrics"), 5000);
  request.setRawHeader("Accept", "text/plain;version=0.0.4");
  QNetworkReply* reply = network_->get(request);
  reply_ = reply;
  connect(reply, &QNetworkReply::finished, this, [this, reply] {
    reply_ = nullptr;
    reply->deleteLater();
    const QByteArray body = reply->readAll();
    const RemoteError error = remoteError(reply, body);
    if (error.kind == RemoteFailure::NotFound) {
      setState(State::NoMetrics, tr("The server has no /metrics."));
    } else if (error.kind != RemoteFailure::None) {
      setState(State::Failed, error.message);
    } else {
      addScrape(body, clock_.elapsed() / 1000.0);
    }
  });
}

void MetricsPoller::addScrape(const QByteArray& text, double seconds) {
  prom::Scrape scrape;
  try {
    scrape = prom::parse_text(std::string_view(text.constData(), text.size()));
  } catch (const prom::ParseError& e) {
    setState(State::Failed, tr("Could not read the server's /metrics: %1").arg(e.what()));
    return;
  }
  MetricsPoint point{seconds, prom::read_server_metrics(scrape, seconds), {}};
  if (!point.snapshot.hasMetrics()) {
    setState(State::NoMetrics, tr("The server's /metrics has neither vLLM's nor "
                                  "tessera-server's metrics."));
    return;
  }
  if (!history_.empty()) {
    // Counters over the last interval; latency and hit rate over a longer window, else a quiet
    // second would show nothing.
    const prom::ServerSnapshot& last = history_.back().snapshot;
    const prom::ServerSnapshot* window = &history_.front().snapshot;
    for (auto it = history_.rbegin(); it != history_.rend(); ++it) {
      window = &it->snapshot;
      if (seconds - it->seconds >= kQuantileWindowSeconds) break;
    }
    point.rates = prom::server_rates(last, point.snapshot);
    const prom::ServerRates slow = prom::server_rates(*window, point.snapshot);
    point.rates.prefixHitRate = slow.prefixHitRate;
    point.rates.ttftP50 = slow.ttftP50;
    point.rates.ttftP90 = slow.ttftP90;
    point.rates.ttftP99 = slow.ttftP99;
    point.rates.interTokenP50 = slow.interTokenP50;
    point.rates.interTokenP90 = slow.interTokenP90;
    point.rates.interTokenP99 = slow.interTokenP99;
  }
  history_.push_back(std::move(point));
  while (!history_.empty() && seconds - history_.front().seconds > kHistorySeconds)
    history_.pop_front();
  setState(State::Ok, QString());
}

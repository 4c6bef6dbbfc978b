// Polls a remote engine's /metrics about once a second and keeps the recent history the remote
// dashboard draws: each scrape's gauges and the rates and latency quantiles since earlier ones
// (counters over the last second, quantiles and hit rate over the last ten, as a Prometheus
// rate(...[10s]) would). A server without /metrics, or without vLLM's or tessera-server's
// metrics on it, is "no metrics", not an error.
#pragma once

#include <QElapsedTimer>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <deque>
#include <optional>

#include "remote/remote_endpoint.h"
#include "remote/server_metrics.h"

class QNetworkAccessManager;

struct MetricsPoint {
  double seconds = 0.0;  // since polling began
  prom::ServerSnapshot snapshot;
  prom::ServerRates rates;
};

class MetricsPoller : public QObject {
  Q_OBJECT

 public:
  enum class State { Idle, Waiting, Ok, NoMetrics, Failed };
  static constexpr int kHistorySeconds = 300;
  static constexpr double kQuantileWindowSeconds = 10.0;

  explicit MetricsPoller(QNetworkAccessManager* network, QObject* parent = nullptr);

  void start(const RemoteEndpoint& endpoint, int intervalMs = 1000);  // clears the history
  void stop();
  const std::optional<RemoteEndpoint>& endpoint() const { return endpoint_; }
  State state() const { return state_; }
  QString message() const { return message_; }  // why Failed or NoMetrics
  const std::deque<MetricsPoint>& history() const { return history_; }
  // Adds one scrape as if it had just arrived (the poller's own path; public for tests).
  void addScrape(const QByteArray& text, double seconds);

 signals:
  void updated();

 private:
  void poll();
  void setState(State state, const QString& message);

  QNetworkAccessManager* network_;
  QTimer timer_;
  QElapsedTimer clock_;
  QPointer<QNetworkReply> reply_;
  std::optional<RemoteEndpoint> endpoint_;
  std::deque<MetricsPoint> history_;
  State state_ = State::Idle;
  QString message_;
};

// The dashboard of a chat on a remote engine. Per-step scheduler data does not cross HTTP, so
// it draws what the server exports on /metrics, polled about once a second: running and
// waiting requests, KV-cache usage, prefix-cache hit rate, prompt and generation tokens/s,
// preemptions, and TTFT and inter-token latency quantiles, over the last two minutes.
#pragma once

#include <QWidget>

#include "remote/metrics_poller.h"

class QLabel;
class QStackedWidget;
class SeriesChart;

class RemoteDashboard : public QWidget {
  Q_OBJECT

 public:
  explicit RemoteDashboard(QNetworkAccessManager* network, QWidget* parent = nullptr);

  // Starts polling `endpoint` (unless it already does); null stops.
  void showEngine(const RemoteEndpoint* endpoint);
  MetricsPoller* poller() { return &poller_; }
  QList<SeriesChart*> charts() const { return charts_; }
  QString statusText() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  static QStringList chartTitles();  // in the order of charts_
  void refresh();

  MetricsPoller poller_;
  QLabel* header_;
  QStackedWidget* pages_;
  QLabel* empty_;  // "no metrics", or why polling fails
  QList<SeriesChart*> charts_;
};

// The dashboard's numbers at the selected step, for a glance: queue sizes, throughput,
// latency percentiles, prefix-cache hit rate and KV usage.
#pragma once

#include <QWidget>
#include <utility>
#include <vector>

#include "dashboard/dashboard_state.h"

class QLabel;
class QGridLayout;

class NumbersPanel : public QWidget {
  Q_OBJECT

 public:
  explicit NumbersPanel(DashboardState* state, QWidget* parent = nullptr);

  // The value shown for a row, by its key: "running", "waiting", "preempted", "prompt_tps",
  // "generation_tps", "ttft", "itl", "prefix_hit", "kv_usage".
  QString valueText(const QString& key) const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void refresh();
  // `label` is the source text (QT_TR_NOOP); it follows the installed translation.
  void addRow(QGridLayout* grid, const QString& key, const char* label);
  std::vector<std::pair<QLabel*, const char*>> labels_;

  DashboardState* state_;
  std::vector<std::pair<QString, QLabel*>> values_;
};

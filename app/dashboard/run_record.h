// A named run of the engine kept for comparison: its steps and its requests' events, taken from
// the recorder, and what can be read from them (per-request metrics and a run summary).
#pragma once

#include <QHash>
#include <QString>
#include <cstdint>
#include <memory>
#include <vector>

#include "dashboard/dashboard_metrics.h"
#include "dashboard/stats_recorder.h"

struct RunRecord {
  QString name;
  std::vector<tessera::StepStats> steps;      // oldest first
  std::vector<tessera::RequestEvent> events;  // of the run's requests only
  QHash<tessera::RequestId, QString> sources;
};

// The run of `ids` in the snapshot: their events, and the steps from the one in which the first
// was queued to the one in which the last finished. Empty `ids`: every request recorded.
RunRecord capture_run(const StatsSnapshot& snapshot, const std::vector<tessera::RequestId>& ids,
                      const QString& name);

struct RequestMetrics {
  tessera::RequestId id = 0;
  QString source;
  double arrival_s = 0.0;  // after the run's first arrival
  int prompt_tokens = 0;
  int output_tokens = 0;
  double ttft_s = -1.0;      // QUEUED -> FIRST_TOKEN; -1 when it had none
  double mean_itl_s = -1.0;  // (last token - first token) / (output tokens - 1); -1 when < 2
  int preemptions = 0;
  bool finished = false;
};

// One row per request, in arrival order.
std::vector<RequestMetrics> request_metrics(const RunRecord& run);

struct Histogram {
  double max = 0.0;         // the last bin ends here (the largest sample)
  std::vector<int> counts;  // equal-width bins over [0, max]
};

// Over [0, max]; max <= 0: the largest sample. Samples past max count in the last bin.
Histogram histogram(const std::vector<double>& samples, int bins = 12, double max = 0.0);

struct RunSummary {
  QString name;
  QString knobs;  // the scheduler settings in force at the run's last step
  int num_steps = 0;
  int num_requests = 0;
  std::vector<double> ttft_s;  // samples, one per first token
  std::vector<double> itl_s;   // samples, one per gap between the run's requests' output tokens
  Percentiles ttft;
  Percentiles itl;
  int preemptions = 0;
  int blocks_total = 0;
  int peak_blocks_used = 0;  // of every request in the run's steps
  double mean_blocks_used = 0.0;
};

RunSummary summarize_run(const RunRecord& run);

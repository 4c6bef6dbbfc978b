#include "dashboard/run_record.h"

#include <QObject>
#include <algorithm>
#include <iterator>
#include <map>
#include <set>

using tessera::RequestEventType;

RunRecord capture_run(const StatsSnapshot& snapshot, const std::vector<tessera::RequestId>& ids,
                      const QString& name) {
  RunRecord run;
  run.name = name;
  const std::set<tessera::RequestId> wanted(ids.begin(), ids.end());
  std::uint64_t first = ~std::uint64_t{0};
  std::uint64_t last = 0;
  for (const auto& e : snapshot.events) {
    if (!wanted.empty() && !wanted.count(e.id)) continue;
    run.events.push_back(e);
    first = std::min(first, e.step);
    last = std::max(last, e.step);
  }
  for (const auto& s : snapshot.steps) {
    // An event stamped with step n happened after step n-1 ended (queued) or in step n.
    if (wanted.empty() || (s->step >= first && s->step <= last)) run.steps.push_back(*s);
  }
  return run;
}

std::vector<RequestMetrics> request_metrics(const RunRecord& run) {
  std::vector<RequestMetrics> rows;
  std::map<tessera::RequestId, std::size_t> index;
  std::map<tessera::RequestId, double> queued_at;
  std::map<tessera::RequestId, double> first_token_at;
  double first_arrival = 0.0;
  for (const auto& e : run.events) {
    if (e.type == RequestEventType::Queued) {
      if (rows.empty()) first_arrival = e.time_s;
      index[e.id] = rows.size();
      queued_at[e.id] = e.time_s;
      RequestMetrics row;
      row.id = e.id;
      row.source = run.sources.value(e.id);
      row.arrival_s = e.time_s - first_arrival;
      rows.push_back(row);
    }
    const auto it = index.find(e.id);
    if (it == index.end()) continue;
    RequestMetrics& row = rows[it->second];
    row.prompt_tokens = std::max(row.prompt_tokens, e.num_prompt_tokens);
    row.output_tokens = std::max(row.output_tokens, e.num_output_tokens);
    if (e.type == RequestEventType::Preempted) ++row.preemptions;
    if (e.type == RequestEventType::FirstToken && row.ttft_s < 0.0) {
      row.ttft_s = e.time_s - queued_at[e.id];
      first_token_at[e.id] = e.time_s;
    }
    if (e.type == RequestEventType::Finished) {
      row.finished = true;
      const auto first_token = first_token_at.find(e.id);
      if (first_token != first_token_at.end() && e.num_output_tokens > 1) {
        row.mean_itl_s = (e.time_s - first_token->second) / (e.num_output_tokens - 1);
      }
    }
  }
  return rows;
}

Histogram histogram(const std::vector<double>& samples, int bins, double max) {
  Histogram h;
  h.counts.assign(static_cast<std::size_t>(std::max(bins, 1)), 0);
  h.max = max > 0.0 || samples.empty() ? max : *std::max_element(samples.begin(), samples.end());
  if (samples.empty()) return h;
  for (double v : samples) {
    const double at = h.max > 0.0 ? v / h.max * static_cast<double>(h.counts.size()) : 0.0;
    const auto bin = std::clamp(static_cast<std::size_t>(std::max(at, 0.0)), std::size_t{0},
                                h.counts.size() - 1);
    ++h.counts[bin];
  }
  return h;
}

namespace {

QString knobs_of(const tessera::StepStats& s) {
  return QObject::tr("budget %1 · max_num_seqs %2 · %3 · %4 · %5 · %6 KV blocks of %7")
      .arg(s.token_budget)
      .arg(s.max_num_seqs)
      .arg(QString::fromLatin1(tessera::to_string(s.policy)))
      .arg(s.chunked_prefill ? QObject::tr("chunked") : QObject::tr("unchunked"))
      .arg(s.prefix_caching ? QObject::tr("prefix cache") : QObject::tr("no prefix cache"))
      .arg(s.blocks_total)
      .arg(s.block_size);
}

}  // namespace

RunSummary summarize_run(const RunRecord& run) {
  RunSummary out;
  out.name = run.name;
  out.num_steps = static_cast<int>(run.steps.size());
  for (const auto& e : run.events) {
    out.num_requests += e.type == RequestEventType::Queued;
    out.preemptions += e.type == RequestEventType::Preempted;
  }
  if (run.steps.empty()) return out;
  // The gaps between tokens of the run's own requests: a chat answered meanwhile shares the
  // steps but is not part of the run.
  std::set<tessera::RequestId> ids;
  for (const auto& e : run.events) ids.insert(e.id);
  std::vector<tessera::StepStats> own(run.steps.size());
  std::vector<const tessera::StepStats*> steps;
  long used = 0;
  for (std::size_t i = 0; i < run.steps.size(); ++i) {
    const tessera::StepStats& s = run.steps[i];
    own[i].start_s = s.start_s;
    own[i].duration_ms = s.duration_ms;
    std::copy_if(s.scheduled.begin(), s.scheduled.end(), std::back_inserter(own[i].scheduled),
                 [&](const tessera::ScheduledRequest& r) { return ids.count(r.id) > 0; });
    steps.push_back(&own[i]);
    used += s.blocks_used;
    out.peak_blocks_used = std::max(out.peak_blocks_used, s.blocks_used);
  }
  out.mean_blocks_used = static_cast<double>(used) / static_cast<double>(steps.size());
  out.blocks_total = run.steps.back().blocks_total;
  out.knobs = knobs_of(run.steps.back());
  out.ttft_s = ttft_samples(run.events, 0, run.steps.back().step);
  out.itl_s = itl_samples(steps, 0, steps.size() - 1);
  out.ttft = percentiles(out.ttft_s);
  out.itl = percentiles(out.itl_s);
  return out;
}

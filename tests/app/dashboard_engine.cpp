// The dashboard fed by the real engine (stories260K on the CPU) under a simulated load small
// enough in KV blocks to preempt: what the views derive must agree with the engine's counts,
// and the "why" panel with the scheduler's own reasons.
#include <QtTest>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>

#include "dashboard/block_map_model.h"
#include "dashboard/dashboard_metrics.h"
#include "dashboard/dashboard_state.h"
#include "dashboard/request_colors.h"
#include "dashboard/stats_recorder.h"
#include "dashboard/why_panel.h"
#include "support/preempting_run.h"
#include "tessera/engine.h"
#include "tessera/request_segments.h"
#include "tessera/trace_export.h"

using tessera::RequestEventType;

class DashboardEngineTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    ids_ = recordPreemptingRun(recorder_);
    if (ids_.empty()) QSKIP("stories260K is not available");
    snapshot_ = recorder_.snapshot();
    for (const auto& s : snapshot_->steps) steps_.push_back(s.get());
  }

  void blockMapAgreesWithTheEngineCounts() {
    QVERIFY(!steps_.empty());
    for (const auto* s : steps_) {
      const auto cells = build_block_cells(*s);
      QCOMPARE(static_cast<int>(cells.size()), 12);
      int used = 0;
      int cached = 0;
      for (const auto& cell : cells) {
        used += cell.state == BlockCell::State::Used;
        cached += cell.state == BlockCell::State::Cached;
        if (cell.state == BlockCell::State::Used) QVERIFY(cell.fill > 0.0f && cell.fill <= 1.0f);
      }
      QCOMPARE(used, s->blocks_used);
      QCOMPARE(cached, s->blocks_cached);
    }
  }

  void requestLivesAccountForEveryComputedToken() {
    const auto lives = tessera::build_request_lives(steps_, snapshot_->events);
    QCOMPARE(lives.size(), ids_.size());
    int preempted_requests = 0;
    for (const auto& life : lives) {
      QVERIFY(life.finished);
      QCOMPARE(life.reason, tessera::FinishReason::Length);
      int prompt = 0;
      int output = 0;
      bool preempted = false;
      for (const auto& e : snapshot_->events) {
        if (e.id != life.id) continue;
        preempted = preempted || e.type == RequestEventType::Preempted;
        if (e.type == RequestEventType::Finished) {
          prompt = e.num_prompt_tokens;
          output = e.num_output_tokens;
        }
      }
      int prefill = 0;
      int decode = 0;
      bool preempted_segment = false;
      for (const auto& seg : life.segments) {
        prefill += seg.state == tessera::SegmentState::Prefill ? seg.tokens : 0;
        decode += seg.state == tessera::SegmentState::Decode ? seg.tokens : 0;
        preempted_segment = preempted_segment || seg.state == tessera::SegmentState::Preempted;
      }
      QCOMPARE(preempted_segment, preempted);
      preempted_requests += preempted;
      if (preempted) {
        QVERIFY(prefill + decode >= prompt + output - 1);  // recomputed after preemption
      } else {
        QCOMPARE(prefill, prompt);
        QCOMPARE(decode, output - 1);  // the last sampled token is never fed back
      }
    }
    QVERIFY2(preempted_requests > 0, "12 KV blocks should force a preemption");
  }

  void numbersAgreeWithTheEvents() {
    const auto n = compute_numbers(steps_, snapshot_->events, steps_.size() - 1);
    QCOMPARE(n.ttft_s.count, static_cast<int>(ids_.size()));
    QVERIFY(n.ttft_s.p50 > 0.0 && n.ttft_s.p50 <= n.ttft_s.p90 && n.ttft_s.p90 <= n.ttft_s.p99);
    const auto preemptions = std::count_if(
        snapshot_->events.begin(), snapshot_->events.end(),
        [](const tessera::RequestEvent& e) { return e.type == RequestEventType::Preempted; });
    QCOMPARE(n.num_preempted_total, static_cast<int>(preemptions));
    QCOMPARE(n.num_running, 0);
    QCOMPARE(n.num_waiting, 0);
  }

  // The "why" panel against the scheduler's own decisions: every waiting request of every step
  // has a reason that the step's numbers bear out, every preemption its victim and numbers, and
  // the panel shows one line for each.
  void whyPanelExplainsEveryWaitingRequestAndPreemption() {
    int preempting = 0;
    int blocked = 0;
    const tessera::StepStats* busiest = nullptr;
    for (const auto* s : steps_) {
      QCOMPARE(static_cast<int>(s->waiting.size()), s->num_waiting);
      QCOMPARE(s->preemptions.size(), s->preempted.size());
      for (std::size_t i = 0; i < s->preempted.size(); ++i) {
        QCOMPARE(s->preemptions[i].victim, s->preempted[i]);
        QVERIFY(s->preemptions[i].blocks_needed > s->preemptions[i].blocks_free);
      }
      for (const tessera::WaitingRequest& w : s->waiting) {
        using tessera::WaitReason;
        if (!s->preempted.empty()) {
          QCOMPARE(w.reason, WaitReason::Preempting);
          QVERIFY(s->admitted.empty());
        } else if (w.reason == WaitReason::MaxNumSeqs) {
          QVERIFY(s->num_running + static_cast<int>(s->finished.size()) >= s->max_num_seqs);
        } else if (w.reason == WaitReason::TokenBudget) {
          QCOMPARE(s->tokens_used, s->token_budget);  // chunked prefill: the budget ran out
        } else if (w.reason == WaitReason::FreeBlocks) {
          if (w.behind == 0) QVERIFY(w.blocks_needed > w.blocks_free);
          ++blocked;
        } else {
          QFAIL(tessera::to_string(w.reason));
        }
      }
      preempting += !s->preempted.empty();
      if (!busiest || s->waiting.size() + s->preemptions.size() >
                          busiest->waiting.size() + busiest->preemptions.size()) {
        busiest = s;
      }
    }
    QVERIFY(preempting > 0);  // the load is sized to preempt and to run out of blocks
    QVERIFY(blocked > 0);
    RequestColors colors;
    DashboardState state(&colors);
    state.setSnapshot(snapshot_);
    state.selectStep(busiest->step);
    WhyPanel panel(&state);
    const QStringList lines = panel.shownLines();
    QCOMPARE(lines.size(),
             static_cast<qsizetype>(busiest->waiting.size() + busiest->preemptions.size()));
    for (const tessera::WaitingRequest& w : busiest->waiting) {
      const QString label = state.requestLabel(w.id);
      QVERIFY2(std::any_of(lines.begin(), lines.end(),
                           [&](const QString& line) { return line.startsWith(label + " "); }),
               qPrintable(label + " has no line in: " + lines.join(" | ")));
    }
  }

  void chromeTraceHasATrackPerRequest() {
    std::vector<tessera::StepStats> steps;
    for (const auto* s : steps_) steps.push_back(*s);
    std::stringstream out;
    tessera::write_chrome_trace(out, steps, snapshot_->events);
    const auto trace = nlohmann::json::parse(out.str());
    std::size_t tracks = 0;
    for (const auto& e : trace.at("traceEvents")) {
      tracks += e.at("ph") == "M" && e.at("name") == "thread_name" && e.at("tid") != 0;
    }
    QCOMPARE(tracks, ids_.size());
  }

 private:
  StatsRecorder recorder_;
  std::vector<tessera::RequestId> ids_;
  std::shared_ptr<const StatsSnapshot> snapshot_;
  std::vector<const tessera::StepStats*> steps_;
};

QTEST_MAIN(DashboardEngineTest)
#include "dashboard_engine.moc"

// The dashboard's derived data against values computed by hand from the fixture recording:
// percentiles, throughput, latencies, prefix hit rate, request segments and block cells.
#include <QtTest>

#include "dashboard/block_map_model.h"
#include "dashboard/dashboard_metrics.h"
#include "support/dashboard_fixture.h"
#include "tessera/request_segments.h"

using fixture::kA;
using fixture::kB;
using fixture::kC;

namespace {

std::vector<const tessera::StepStats*> pointers(const std::vector<tessera::StepStats>& steps) {
  std::vector<const tessera::StepStats*> out;
  for (const auto& s : steps) out.push_back(&s);
  return out;
}

const tessera::RequestLife& lifeOf(const std::vector<tessera::RequestLife>& lives,
                                   tessera::RequestId id) {
  for (const auto& life : lives) {
    if (life.id == id) return life;
  }
  qFatal("no life for request %llu", static_cast<unsigned long long>(id));
}

bool near(double a, double b) {
  return std::abs(a - b) < 1e-9;
}

}  // namespace

class DashboardModelTest : public QObject {
  Q_OBJECT

 private slots:
  void percentileInterpolatesBetweenClosestRanks() {
    const std::vector<double> values{4, 1, 3, 2, 10};  // sorted: 1 2 3 4 10
    QVERIFY(near(percentile(values, 50), 3.0));
    QVERIFY(near(percentile(values, 90), 7.6));   // rank 3.6: 4 + 0.6 * 6
    QVERIFY(near(percentile(values, 99), 9.76));  // rank 3.96
    QVERIFY(near(percentile(values, 0), 1.0));
    QVERIFY(near(percentile(values, 100), 10.0));
    QVERIFY(near(percentile({7.0}, 90), 7.0));
    QCOMPARE(percentile({}, 50), 0.0);
  }

  void numbersAtTheLastStepMatchHandComputedValues() {
    const auto rec = fixture::threeRequests();
    const auto n = compute_numbers(pointers(rec.steps), rec.events, 5);
    QCOMPARE(n.step, std::uint64_t{5});
    QCOMPARE(n.num_running, 1);
    QCOMPARE(n.num_waiting, 0);
    QCOMPARE(n.num_preempted_total, 1);
    // 17 prefill and 8 decode tokens between 0.010 s and 0.070 s.
    QVERIFY(near(n.prompt_tokens_per_s, 17 / 0.060));
    QVERIFY(near(n.generation_tokens_per_s, 8 / 0.060));
    // TTFT: A 0.020, B 0.015, C 0.035.
    QCOMPARE(n.ttft_s.count, 3);
    QVERIFY(near(n.ttft_s.p50, 0.020));
    QVERIFY(near(n.ttft_s.p90, 0.032));
    QVERIFY(near(n.ttft_s.p99, 0.0347));
    // ITL gaps: A 10 12 8, B 12 8 10 10, C 10 (ms).
    QCOMPARE(n.itl_s.count, 8);
    QVERIFY(near(n.itl_s.p50, 0.010));
    QVERIFY(near(n.itl_s.p90, 0.012));
    // 8 hit tokens over admissions of 6 + 6 + 7 + 7 prompt tokens.
    QVERIFY(n.has_prefix_admissions);
    QVERIFY(near(n.prefix_hit_rate, 8.0 / 26.0));
    QCOMPARE(n.blocks_used, 2);
    QCOMPARE(n.blocks_cached, 2);
    QVERIFY(near(n.kv_usage, 0.4));
  }

  void numbersAtAnEarlierStepIgnoreLaterHistory() {
    const auto rec = fixture::threeRequests();
    const auto n = compute_numbers(pointers(rec.steps), rec.events, 3);
    QCOMPARE(n.num_waiting, 1);
    QCOMPARE(n.ttft_s.count, 2);  // C's first token comes at step 4
    QVERIFY(near(n.ttft_s.p50, 0.0175));
    QVERIFY(near(n.prefix_hit_rate, 4.0 / 19.0));
    QVERIFY(near(n.kv_usage, 0.4));
  }

  void throughputWindowStartsWithinWindowSeconds() {
    const auto rec = fixture::threeRequests();
    // Window 0.025 s before the end of step 5 (0.070): steps starting at 0.050 and 0.060.
    const auto n = compute_numbers(pointers(rec.steps), rec.events, 5, 0.025);
    QVERIFY(near(n.prompt_tokens_per_s, 3 / 0.020));
    QVERIFY(near(n.generation_tokens_per_s, 3 / 0.020));
  }

  void latencyPercentilesCoverOnlyTheLatencyWindow() {
    const auto rec = fixture::threeRequests();
    const auto n = compute_numbers(pointers(rec.steps), rec.events, 5, 2.0, 2);
    QCOMPARE(n.ttft_s.count, 1);  // only C's first token falls in steps 4 and 5
    QVERIFY(near(n.ttft_s.p50, 0.035));
    QCOMPARE(n.itl_s.count, 2);  // B 0.060 -> 0.070, C 0.060 -> 0.070
    QVERIFY(near(n.itl_s.p99, 0.010));
  }

  void requestLivesOverAWindowStartFromEarlierEvents() {
    const auto rec = fixture::threeRequests();
    const auto all = pointers(rec.steps);
    const std::vector<const tessera::StepStats*> window(all.begin() + 3, all.end());
    const auto lives = tessera::build_request_lives(window, rec.events);
    const auto& c = lifeOf(lives, kC);
    QCOMPARE(c.segments.size(), std::size_t{4});  // queued by its event, then steps 3..5
    QCOMPARE(c.segments[0].num_steps, 0);
    QVERIFY(near(c.segments[0].end_s, 0.030));  // closed by its SCHEDULED event
    QCOMPARE(c.segments[1].state, tessera::SegmentState::Preempted);
    QCOMPARE(c.segments[1].first_step, std::uint64_t{3});
    QCOMPARE(c.segments[3].state, tessera::SegmentState::Decode);
    const auto& a = lifeOf(lives, kA);
    QCOMPARE(a.segments.back().state, tessera::SegmentState::Decode);
    QCOMPARE(a.segments.back().first_step, std::uint64_t{3});
    QCOMPARE(a.segments.back().num_steps, 1);
    QVERIFY(a.finished);
  }

  void requestLivesFollowEventsAndScheduledEntries() {
    const auto rec = fixture::threeRequests();
    const auto lives = tessera::build_request_lives(pointers(rec.steps), rec.events);
    QCOMPARE(lives.size(), std::size_t{3});
    const auto& c = lifeOf(lives, kC);
    const std::vector<tessera::SegmentState> expected{
        tessera::SegmentState::Queued, tessera::SegmentState::Prefill,
        tessera::SegmentState::Preempted, tessera::SegmentState::Prefill,
        tessera::SegmentState::Decode};
    QCOMPARE(c.segments.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) QCOMPARE(c.segments[i].state, expected[i]);
    QCOMPARE(c.segments[0].num_steps, 0);
    QVERIFY(near(c.segments[0].begin_s, 0.025));
    QVERIFY(near(c.segments[0].end_s, 0.030));
    QCOMPARE(c.segments[1].tokens, 6);
    QCOMPARE(c.segments[2].first_step, std::uint64_t{3});
    QVERIFY(near(c.segments[2].begin_s, 0.042));
    QVERIFY(near(c.segments[2].end_s, 0.050));
    QCOMPARE(c.segments[3].tokens, 3);
    QVERIFY(!c.finished);

    const auto& a = lifeOf(lives, kA);
    QCOMPARE(a.segments.size(), std::size_t{3});
    QCOMPARE(a.segments[2].state, tessera::SegmentState::Decode);
    QCOMPARE(a.segments[2].first_step, std::uint64_t{1});
    QCOMPARE(a.segments[2].last_step, std::uint64_t{3});
    QCOMPARE(a.segments[2].tokens, 3);
    QVERIFY(a.finished);
    QCOMPARE(a.reason, tessera::FinishReason::Length);

    const auto& b = lifeOf(lives, kB);
    QCOMPARE(b.segments.back().state, tessera::SegmentState::Decode);
    QCOMPARE(b.segments.back().last_step, std::uint64_t{5});
    QCOMPARE(b.segments.back().tokens, 4);
  }

  void runningRequestWithoutTokensCountsAsQueued() {
    auto rec = fixture::threeRequests();
    rec.steps[2].scheduled.erase(rec.steps[2].scheduled.begin() + 1);  // B gets nothing
    const auto lives = tessera::build_request_lives(pointers(rec.steps), rec.events);
    const auto& b = lifeOf(lives, kB);
    QCOMPARE(b.segments[2].state, tessera::SegmentState::Queued);
    QCOMPARE(b.segments[2].first_step, std::uint64_t{2});
    QCOMPARE(b.segments[3].state, tessera::SegmentState::Decode);
  }

  void blockCellsShowOwnersSharingFillAndCache() {
    const auto rec = fixture::threeRequests();
    const auto cells = build_block_cells(rec.steps[1]);
    QCOMPARE(cells.size(), std::size_t{5});
    QCOMPARE(cells[0].num_owners, std::uint16_t{2});
    QCOMPARE(cells[0].owner, kA);
    QCOMPARE(cells[1].owner, kA);
    QCOMPARE(cells[1].fill, 0.75f);  // A holds 7 tokens: 4 + 3
    QCOMPARE(cells[2].owner, kB);
    QCOMPARE(cells[2].fill, 0.5f);
    QCOMPARE(cells[3].state, BlockCell::State::Free);
    QCOMPARE(build_block_cells(rec.steps[1], kB)[0].owner, kB);  // highlighted owner first

    const auto later = build_block_cells(rec.steps[3]);
    QCOMPARE(later[1].state, BlockCell::State::Cached);
    QCOMPARE(later[3].state, BlockCell::State::Cached);
    QCOMPARE(later[4].state, BlockCell::State::Free);
    QCOMPARE(later[2].owner, kB);
  }

  void blockInfoNamesOwnersTokensAndHash() {
    const auto rec = fixture::threeRequests();
    const auto shared = block_info(rec.steps[1], 0);
    QCOMPARE(shared.owners, (std::vector<tessera::RequestId>{kA, kB}));
    QCOMPARE(shared.tokens, 4);
    QCOMPARE(shared.hash, std::uint64_t{0x11});
    const auto cached = block_info(rec.steps[3], 3);
    QCOMPARE(cached.state, BlockCell::State::Cached);
    QCOMPARE(cached.hash, std::uint64_t{0x44});
    QVERIFY(cached.owners.empty());
    QCOMPARE(block_info(rec.steps[3], 4).state, BlockCell::State::Free);
  }

  void simulatedRunIsConsistent() {
    const auto rec = fixture::simulatedRun(400, 96, 7);
    int preemptions = 0;
    for (const auto& s : rec.steps) {
      QVERIFY(s.tokens_used <= s.token_budget);
      QCOMPARE(s.blocks_used + s.blocks_free, s.blocks_total);
      QCOMPARE(static_cast<int>(s.block_tables.size()), s.num_running);
      const auto cells = build_block_cells(s);
      const auto used = std::count_if(cells.begin(), cells.end(), [](const BlockCell& c) {
        return c.state == BlockCell::State::Used;
      });
      QCOMPARE(static_cast<int>(used), s.blocks_used);
      preemptions += static_cast<int>(s.preempted.size());
    }
    QVERIFY(preemptions > 0);
    QCOMPARE(rec.steps.back().num_preempted_total, preemptions);
  }
};

QTEST_GUILESS_MAIN(DashboardModelTest)
#include "dashboard_model.moc"

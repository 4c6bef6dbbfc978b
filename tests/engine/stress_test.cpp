// Randomized scheduler run: thousands of steps of arrivals, aborts and config changes over a
// small cache, with the KV bookkeeping checked after every single step.
#include <QtTest>
#include <random>
#include <set>

#include "core/scheduler.h"
#include "support/core_fixtures.h"

using namespace tessera;
using tessera::testing::check_kv_invariants;
using tessera::testing::fake_model_step;
using tessera::testing::make_request;

namespace {

constexpr int kBlockSize = 4;
constexpr int kNumBlocks = 24;
constexpr int kMaxModelLen = 80;

struct Run {
  std::mt19937 rng;
  Scheduler scheduler;
  std::set<RequestId> open;  // added and not yet finished
  RequestId next_id = 1;
  int preemptions = 0;
  int prefix_hits = 0;

  explicit Run(unsigned seed)
      : rng(seed), scheduler(SchedulerConfig{}, kNumBlocks, kBlockSize, kMaxModelLen) {
    SchedulerConfig c;
    c.max_num_batched_tokens = 32;
    c.max_num_seqs = 6;
    scheduler.set_config(c);
  }

  int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

  // Prompts share one of three prefixes, so prefix caching has something to find.
  void arrive() {
    std::vector<TokenId> prompt;
    const int shared = uniform(0, 2) * 8;
    for (int i = 0; i < shared; ++i) prompt.push_back(shared + i);
    const int own = uniform(0, 30) + (uniform(0, 40) == 0 ? kMaxModelLen : 0);
    for (int i = 0; i < own; ++i) prompt.push_back(uniform(3, 500));
    const RequestId id = next_id++;
    // Impossible requests are refused at once, with the error they finish with.
    const Message refused =
        scheduler.add_request(make_request(id, prompt, uniform(1, 40), uniform(0, 3)));
    if (refused.empty()) open.insert(id);
  }

  void abort_one() {
    if (open.empty()) return;
    auto it = open.begin();
    std::advance(it, uniform(0, static_cast<int>(open.size()) - 1));
    scheduler.finish_request(*it, FinishReason::Abort);
    open.erase(it);
  }

  void change_config() {
    SchedulerConfig c = scheduler.config();
    c.max_num_batched_tokens = uniform(8, 64);
    c.max_num_seqs = uniform(1, 8);
    c.prefix_caching = uniform(0, 4) != 0;
    c.queue = uniform(0, 1) ? QueuePolicy::Priority : QueuePolicy::Fcfs;
    c.batching = static_cast<BatchingPolicy>(uniform(0, 6) < 4 ? 0 : uniform(1, 3));
    c.max_num_batched_tokens = std::max(c.max_num_batched_tokens, c.max_num_seqs);
    scheduler.set_config(c);
  }

  QString step() {
    const SchedulerOutput out = scheduler.schedule();
    if (out.num_scheduled_tokens > scheduler.config().max_num_batched_tokens) {
      return "budget exceeded";
    }
    preemptions += static_cast<int>(out.preempted.size());
    prefix_hits += out.prefix_hit_tokens;
    for (RequestId id : fake_model_step(scheduler, out)) open.erase(id);
    return QString::fromStdString(check_kv_invariants(scheduler));
  }
};

}  // namespace

class StressTest : public QObject {
  Q_OBJECT
 private slots:
  void random_traffic_keeps_block_bookkeeping_exact_data() {
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed : {1u, 2u, 3u, 4u}) QTest::newRow(qPrintable(QString::number(seed))) << seed;
  }

  void random_traffic_keeps_block_bookkeeping_exact() {
    QFETCH(unsigned, seed);
    Run run(seed);
    for (int step = 0; step < 3000; ++step) {
      for (int n = run.uniform(0, 3) == 0 ? run.uniform(1, 3) : 0; n > 0; --n) run.arrive();
      if (run.uniform(0, 15) == 0) run.abort_one();
      if (run.uniform(0, 200) == 0) run.change_config();
      const QString error = run.step();
      QVERIFY2(error.isEmpty(), qPrintable(QString("step %1: %2").arg(step).arg(error)));
    }
    // Drain: with no new arrivals every request must finish (the one-at-a-time policies may
    // have a long backlog, hence the generous bound).
    for (int step = 0; step < 200000 && run.scheduler.has_unfinished_requests(); ++step) {
      const QString error = run.step();
      QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    QVERIFY(run.open.empty());
    QVERIFY(!run.scheduler.has_unfinished_requests());
    QCOMPARE(run.scheduler.kv_cache().pool().num_used(), 0);
    QVERIFY(run.preemptions > 0);
    QVERIFY(run.prefix_hits > 0);
  }
};

QTEST_GUILESS_MAIN(StressTest)
#include "stress_test.moc"

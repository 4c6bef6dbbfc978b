// Continuous batching must not change what a request generates: 64 concurrent greedy requests
// on the real default model give exactly the tokens of reference_greedy.json, however the
// scheduler slices, preempts or shares their work.
#include <QtTest>

#include "support/core_engine_fixtures.h"

using namespace tessera;
using namespace tessera::testing;

namespace {

struct Expected {
  std::vector<TokenId> prompt;
  std::vector<TokenId> output;
  int max_tokens = 0;
};

// The reference prompts, and the same prompts extended by the first k reference tokens (whose
// greedy continuation is the rest of the reference): long prompts with shared prefixes.
std::vector<Expected> mixed_requests(int count) {
  const std::vector<ReferenceCase> cases = load_reference_cases();
  const int extensions[] = {0, 37, 0, 20, 90, 0, 53, 0};
  std::vector<Expected> requests;
  for (int i = 0; static_cast<int>(requests.size()) < count; ++i) {
    const ReferenceCase& c = cases[i % cases.size()];
    const int k = extensions[(i / cases.size()) % 8];
    Expected e;
    e.prompt = c.prompt_ids;
    e.prompt.insert(e.prompt.end(), c.output_ids.begin(), c.output_ids.begin() + k);
    e.output.assign(c.output_ids.begin() + k, c.output_ids.end());
    e.max_tokens = 200 - k;  // the reference's horizon
    requests.push_back(std::move(e));
  }
  return requests;
}

struct RunSummary {
  QString mismatch;  // empty when every request matched the reference
  int preemptions = 0;
  int prefix_hit_tokens = 0;
  int max_tokens_in_step = 0;
};

// TESSERA_TEST_DEVICE=cuda runs the same checks on the GPU in FP32 (tests/gpu/check.sh does).
EngineConfig test_engine_config() {
  EngineConfig config = cpu_engine_config();
  if (qEnvironmentVariable("TESSERA_TEST_DEVICE") == QLatin1String("cuda")) {
    config.device = Device::Cuda;
    config.precision = Precision::F32;
  }
  return config;
}

RunSummary run_and_compare(const EngineConfig& config) {
  Collector collector;  // outlives the engine, whose destruction may still report
  const std::unique_ptr<Engine> engine = Engine::create(config);
  collector.watch(*engine);
  const std::vector<Expected> requests = mixed_requests(64);
  std::vector<RequestId> ids;
  for (const Expected& e : requests) {
    ids.push_back(collector.submit(*engine, e.prompt, greedy(e.max_tokens)));
  }
  engine->wait_until_idle();
  RunSummary summary;
  for (std::size_t i = 0; i < ids.size() && summary.mismatch.isEmpty(); ++i) {
    const Collected got = collector.result(ids[i]);
    const bool stopped = static_cast<int>(requests[i].output.size()) < requests[i].max_tokens;
    if (got.tokens != requests[i].output) {
      summary.mismatch = QString("request %1: %2 tokens differ from the reference's %3")
                             .arg(i)
                             .arg(got.tokens.size())
                             .arg(requests[i].output.size());
    } else if (got.reason != (stopped ? FinishReason::Stop : FinishReason::Length)) {
      summary.mismatch = QString("request %1 finished with %2").arg(i).arg(to_string(got.reason));
    }
  }
  for (const StepStats& s : collector.steps()) {
    summary.preemptions += static_cast<int>(s.preempted.size());
    summary.prefix_hit_tokens += s.prefix_hit_tokens;
    summary.max_tokens_in_step = std::max(summary.max_tokens_in_step, s.tokens_used);
  }
  return summary;
}

}  // namespace

class BatchInvarianceTest : public QObject {
  Q_OBJECT
 private slots:
  void concurrent_requests_match_reference() {
    const RunSummary s = run_and_compare(test_engine_config());
    QVERIFY2(s.mismatch.isEmpty(), qPrintable(s.mismatch));
    QVERIFY(s.prefix_hit_tokens > 0);  // the extended prompts share prefixes
  }

  void heavy_chunking_matches_reference() {
    EngineConfig config = test_engine_config();
    config.scheduler.max_num_batched_tokens = 32;
    config.scheduler.max_num_seqs = 32;
    const RunSummary s = run_and_compare(config);
    QVERIFY2(s.mismatch.isEmpty(), qPrintable(s.mismatch));
    QCOMPARE(s.max_tokens_in_step, 32);
  }

  void preemption_matches_reference() {
    EngineConfig config = test_engine_config();
    config.num_kv_blocks = 160;  // 64 requests need up to 14 blocks each
    const RunSummary s = run_and_compare(config);
    QVERIFY2(s.mismatch.isEmpty(), qPrintable(s.mismatch));
    QVERIFY(s.preemptions > 0);
  }

  void prefix_caching_off_matches_reference() {
    EngineConfig config = test_engine_config();
    config.scheduler.prefix_caching = false;
    const RunSummary s = run_and_compare(config);
    QVERIFY2(s.mismatch.isEmpty(), qPrintable(s.mismatch));
    QCOMPARE(s.prefix_hit_tokens, 0);
  }
};

QTEST_GUILESS_MAIN(BatchInvarianceTest)
#include "batch_invariance_test.moc"

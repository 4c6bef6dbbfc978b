// Prompt logprobs (SamplingParams::prompt_logprobs, vLLM's): every prompt token after the first
// gets the log_softmax of the logits at the position before it, with the top alternatives. The
// reference runs the CPU backend on each prefix alone and takes log_softmax in double; the engine
// must agree whatever the chunking, the prefix cache or the batch around the request.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>

#include "support/core_engine_fixtures.h"
#include "support/reference_driver.h"
#include "support/reference_model.h"
#include "tessera/backend/backend.h"

using namespace tessera;
using namespace tessera::testing;

namespace {

constexpr int kBlockSize = 16;
constexpr int kTop = 3;
constexpr double kTolerance = 2e-4;

// log_softmax of one logits row, in double.
std::vector<double> log_softmax(const std::vector<float>& logits) {
  const double max = *std::max_element(logits.begin(), logits.end());
  double sum = 0;
  for (float v : logits) sum += std::exp(v - max);
  const double log_sum = max + std::log(sum);
  std::vector<double> out(logits.size());
  for (std::size_t i = 0; i < logits.size(); ++i) out[i] = logits[i] - log_sum;
  return out;
}

// Entry k - 1: the log-probabilities of the token after prompt[0, k), from a forward pass of
// that prefix alone (its last position's logits).
std::vector<std::vector<double>> reference_prompt_logprobs(Backend& backend,
                                                           const std::vector<TokenId>& prompt) {
  std::vector<std::vector<double>> rows;
  std::vector<float> logits;
  for (std::size_t k = 1; k < prompt.size(); ++k) {
    const test::SequenceStep step{{prompt.begin(), prompt.begin() + static_cast<long>(k)},
                                  0,
                                  test::contiguous_blocks(static_cast<int>(k), kBlockSize),
                                  true};
    backend.forward(test::make_batch({step}, kBlockSize), logits);
    rows.push_back(log_softmax(logits));
  }
  return rows;
}

// The first output's prompt logprobs and every sampled token of each request.
class PromptCollector {
 public:
  RequestId submit(Engine& engine, std::vector<TokenId> prompt, SamplingParams params) {
    return engine.submit({std::move(prompt), std::move(params), 0}, [this](const RequestOutput& o) {
      std::lock_guard lock(mu_);
      Result& r = results_[o.id];
      if (r.num_outputs++ == 0) r.prompt_logprobs = o.prompt_logprobs;
      if (r.num_outputs > 1 && !o.prompt_logprobs.empty()) r.error += "prompt logprobs sent twice";
      r.tokens.insert(r.tokens.end(), o.new_token_ids.begin(), o.new_token_ids.end());
      r.error += o.error.english();
    });
  }
  struct Result {
    std::vector<PositionLogprobs> prompt_logprobs;
    std::vector<TokenId> tokens;
    std::string error;
    int num_outputs = 0;
  };
  Result result(RequestId id) {
    std::lock_guard lock(mu_);
    return results_[id];
  }

 private:
  std::mutex mu_;
  std::map<RequestId, Result> results_;
};

SamplingParams with_prompt_logprobs(int max_tokens) {
  SamplingParams params = greedy(max_tokens);
  params.prompt_logprobs = kTop;
  return params;
}

}  // namespace

class PromptLogprobsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    cases_ = load_reference_cases();
    model_ = test::load_test_model();
    backend_ = make_cpu_backend(model_.config, model_.weights, 1);
    backend_->allocate_kv_cache(512 / kBlockSize, kBlockSize);
  }

  // Whole prompt in one step, then chunks of 4 and 7 tokens: the same logprobs, equal to the
  // prefix-by-prefix reference.
  void prompt_logprobs_match_prefix_reference_whatever_the_chunking_data() {
    QTest::addColumn<int>("budget");
    QTest::newRow("one step") << 2048;
    QTest::newRow("chunks of 4") << 4;
    QTest::newRow("chunks of 7") << 7;
  }

  void prompt_logprobs_match_prefix_reference_whatever_the_chunking() {
    QFETCH(int, budget);
    EngineConfig config = cpu_engine_config();
    config.scheduler.max_num_batched_tokens = budget;
    config.scheduler.max_num_seqs = 4;  // all four requests share the steps
    const auto engine = Engine::create(config);
    PromptCollector c;
    std::vector<RequestId> ids;
    for (const ReferenceCase& rc : cases_) {
      ids.push_back(c.submit(*engine, rc.prompt_ids, with_prompt_logprobs(3)));
    }
    engine->wait_until_idle();
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const PromptCollector::Result result = c.result(ids[i]);
      check_prompt_logprobs(result, cases_[i].prompt_ids);
      const std::vector<TokenId> expected(cases_[i].output_ids.begin(),
                                          cases_[i].output_ids.begin() + result.tokens.size());
      QCOMPARE(result.tokens, expected);  // asking for prompt logprobs changes no sampled token
    }
  }

  // A prompt whose blocks are in the prefix cache is still computed in full, and requests that
  // do not ask beside it keep their greedy output.
  void prefix_cache_hits_are_skipped_and_neighbours_unchanged() {
    const auto engine = Engine::create(cpu_engine_config());
    PromptCollector c;
    // The reference prompts joined (without their BOS after the first): a full block and more.
    std::vector<TokenId> prompt = cases_[0].prompt_ids;
    for (std::size_t i = 1; i < cases_.size(); ++i) {
      prompt.insert(prompt.end(), cases_[i].prompt_ids.begin() + 1, cases_[i].prompt_ids.end());
    }
    QVERIFY(prompt.size() > kBlockSize);
    const RequestId warm = c.submit(*engine, prompt, greedy(4));
    engine->wait_until_idle();
    const RequestId scored = c.submit(*engine, prompt, with_prompt_logprobs(4));
    const RequestId plain = c.submit(*engine, cases_[1].prompt_ids, greedy(8));
    engine->wait_until_idle();
    check_prompt_logprobs(c.result(scored), prompt);
    QCOMPARE(c.result(scored).tokens, c.result(warm).tokens);
    const std::vector<TokenId> expected(cases_[1].output_ids.begin(),
                                        cases_[1].output_ids.begin() + 8);
    QCOMPARE(c.result(plain).tokens, expected);
    QVERIFY(c.result(plain).prompt_logprobs.empty());
  }

  void out_of_range_prompt_logprobs_are_refused() {
    const auto engine = Engine::create(cpu_engine_config());
    PromptCollector c;
    SamplingParams params = greedy(2);
    params.prompt_logprobs = kMaxLogprobs + 1;
    const RequestId id = c.submit(*engine, cases_[0].prompt_ids, params);
    engine->wait_until_idle();
    QVERIFY2(c.result(id).error.find("prompt_logprobs") != std::string::npos,
             c.result(id).error.c_str());
  }

 private:
  void check_prompt_logprobs(const PromptCollector::Result& result,
                             const std::vector<TokenId>& prompt) {
    QVERIFY2(result.error.empty(), result.error.c_str());
    const auto reference = reference_prompt_logprobs(*backend_, prompt);
    QCOMPARE(result.prompt_logprobs.size(), prompt.size() - 1);
    for (std::size_t k = 0; k + 1 < prompt.size(); ++k) {
      const PositionLogprobs& got = result.prompt_logprobs[k];
      const std::vector<double>& ref = reference[k];
      QCOMPARE(got.chosen.token, prompt[k + 1]);
      QVERIFY2(std::abs(got.chosen.logprob - ref[prompt[k + 1]]) < kTolerance,
               qPrintable(QString("position %1: %2 vs %3")
                              .arg(k)
                              .arg(got.chosen.logprob)
                              .arg(ref[prompt[k + 1]])));
      QCOMPARE(static_cast<int>(got.top.size()), kTop);
      std::vector<double> sorted = ref;
      std::sort(sorted.begin(), sorted.end(), std::greater<>());
      for (int r = 0; r < kTop; ++r) {
        QVERIFY(std::abs(got.top[r].logprob - sorted[r]) < kTolerance);
        QVERIFY(std::abs(ref[got.top[r].token] - sorted[r]) < kTolerance);
      }
    }
  }

  std::vector<ReferenceCase> cases_;
  test::TestModel model_;
  std::unique_ptr<Backend> backend_;
};

QTEST_GUILESS_MAIN(PromptLogprobsTest)
#include "prompt_logprobs_test.moc"

// The CPU backend reproduces the float64 reference of stories260K: greedy tokens and logits.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>

#include "support/reference_driver.h"
#include "support/reference_model.h"
#include "tessera/backend/backend.h"

using namespace tessera;

namespace {

constexpr int kBlockSize = 16;

nlohmann::json reference_cases(const std::string& model_dir) {
  std::ifstream file(model_dir + "/reference_greedy.json");
  return nlohmann::json::parse(file);
}

// max |a - b| over the row, relative to the largest reference logit magnitude.
double relative_error(const std::vector<float>& actual, const std::vector<double>& expected) {
  double max_diff = 0;
  double scale = 0;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    max_diff = std::max(max_diff, std::abs(actual[i] - expected[i]));
    scale = std::max(scale, std::abs(expected[i]));
  }
  return max_diff / scale;
}

}  // namespace

class CpuBackendGreedyTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    model_ = test::load_test_model();
    json_ = reference_cases(model_.dir);
    backend_ = make_cpu_backend(model_.config, model_.weights, 2);
    const int longest = 400;
    backend_->allocate_kv_cache(longest / kBlockSize, kBlockSize);
  }

  void greedy_decoding_reproduces_reference_outputs_data() {
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < json_["cases"].size(); ++i) {
      QTest::newRow(("case " + std::to_string(i)).c_str()) << static_cast<int>(i);
    }
  }

  void greedy_decoding_reproduces_reference_outputs() {
    QFETCH(int, index);
    const nlohmann::json& c = json_["cases"][index];
    const auto prompt = c["prompt_ids"].get<std::vector<TokenId>>();
    const auto expected = c["output_ids"].get<std::vector<TokenId>>();
    const auto stops = json_["stop_token_ids"].get<std::vector<TokenId>>();
    const test::GreedyRun run =
        test::run_greedy(*backend_, prompt, json_["max_new_tokens"].get<int>(), stops, kBlockSize);
    QCOMPARE(run.output_ids, expected);
  }

  // The reference file keeps the float64 top-5 logits of the first steps of each case.
  void first_steps_match_reference_top5_logits() {
    const auto stops = json_["stop_token_ids"].get<std::vector<TokenId>>();
    for (const nlohmann::json& c : json_["cases"]) {
      const auto prompt = c["prompt_ids"].get<std::vector<TokenId>>();
      const auto& steps = c["top5_logits_first_steps"];
      const test::GreedyRun run =
          test::run_greedy(*backend_, prompt, static_cast<int>(steps.size()), stops, kBlockSize);
      for (std::size_t s = 0; s < steps.size(); ++s) {
        const std::vector<float>& logits = run.step_logits[s];
        std::vector<int> order(logits.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
        std::partial_sort(order.begin(), order.begin() + 5, order.end(),
                          [&](int a, int b) { return logits[a] > logits[b]; });
        for (int rank = 0; rank < 5; ++rank) {
          const int id = steps[s][rank][0].get<int>();
          const double value = steps[s][rank][1].get<double>();
          QCOMPARE(order[rank], id);
          QVERIFY2(
              std::abs(logits[id] - value) <= 1e-4 * std::abs(value),
              qPrintable(
                  QString("step %1 token %2: %3 vs %4").arg(s).arg(id).arg(logits[id]).arg(value)));
        }
      }
    }
  }

  // Every vocabulary entry, at several points of a long generation, against the dense float64
  // forward of the same tokens.
  void logits_match_float64_reference_forward() {
    const nlohmann::json& c = json_["cases"][1];
    const auto prompt = c["prompt_ids"].get<std::vector<TokenId>>();
    const auto output = c["output_ids"].get<std::vector<TokenId>>();
    const test::GreedyRun run = test::run_greedy(*backend_, prompt, 120, {}, kBlockSize);
    for (int step : {0, 1, 17, 63, 119}) {
      std::vector<TokenId> tokens = prompt;
      tokens.insert(tokens.end(), run.output_ids.begin(), run.output_ids.begin() + step);
      const std::vector<double> expected = test::reference_last_logits(model_, tokens);
      const double error = relative_error(run.step_logits[step], expected);
      QVERIFY2(error <= 1e-4,
               qPrintable(QString("step %1: relative error %2").arg(step).arg(error)));
    }
    QCOMPARE(std::vector<TokenId>(run.output_ids.begin(), run.output_ids.begin() + 120),
             std::vector<TokenId>(output.begin(), output.begin() + 120));
  }

  // forward_rows: the listed rows' logits exactly as forward() gives them, in order, and every
  // other row's argmax; the four reference prompts batched, rows 1 and 3 on the host.
  void forward_rows_splits_the_rows_of_forward() {
    std::vector<test::SequenceStep> steps;
    int next_block = 0;
    for (const nlohmann::json& c : json_["cases"]) {
      const auto prompt = c["prompt_ids"].get<std::vector<TokenId>>();
      const int blocks = (static_cast<int>(prompt.size()) + kBlockSize - 1) / kBlockSize;
      std::vector<std::int32_t> table;
      for (int b = 0; b < blocks; ++b) table.push_back(next_block++);
      steps.push_back({prompt, 0, table, true});
    }
    const ForwardBatch batch = test::make_batch(steps, kBlockSize);
    std::vector<float> all;
    backend_->forward(batch, all);
    const std::size_t vocab = all.size() / steps.size();
    const std::vector<std::size_t> host_rows{1, 3};
    std::vector<TokenId> tokens;
    std::vector<float> logits;
    backend_->forward_rows(batch, host_rows, tokens, logits);
    QCOMPARE(tokens.size(), steps.size());
    QCOMPARE(logits.size(), host_rows.size() * vocab);
    for (std::size_t r = 0; r < steps.size(); ++r) {
      const std::span<const float> row(all.data() + r * vocab, vocab);
      const auto at = std::find(host_rows.begin(), host_rows.end(), r);
      if (at == host_rows.end()) {
        QCOMPARE(tokens[r], argmax(row));
        continue;
      }
      QCOMPARE(tokens[r], -1);
      const std::size_t k = static_cast<std::size_t>(at - host_rows.begin());
      QVERIFY(std::equal(row.begin(), row.end(), logits.begin() + static_cast<long>(k * vocab)));
    }
    // With a pick limit below a row's argmax (a tokenizer smaller than the padded rows) the picks
    // come from the ids below it.
    ForwardBatch limited = batch;
    const std::span<const float> row0(all.data(), vocab);
    limited.pick_limit = argmax(row0);
    QVERIFY(limited.pick_limit > 0);
    std::vector<TokenId> picks;
    backend_->forward_greedy(limited, picks);
    QCOMPARE(picks[0], argmax(row0.first(static_cast<std::size_t>(limited.pick_limit))));
    QVERIFY(picks[0] < limited.pick_limit);
  }

 private:
  test::TestModel model_;
  nlohmann::json json_;
  std::unique_ptr<Backend> backend_;
};

QTEST_GUILESS_MAIN(CpuBackendGreedyTest)
#include "cpu_backend_greedy_test.moc"

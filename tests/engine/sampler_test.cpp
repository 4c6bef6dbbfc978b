// sample_token: penalties, greedy, temperature, top-k, min-p, top-p and the seeded draw.
#include "runtime/sampler.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

#include "tessera/backend/forward_batch.h"
#include "tessera/error.h"

using namespace tessera;

namespace {

std::vector<float> log_probs(const std::vector<double>& probs) {
  std::vector<float> logits;
  for (double p : probs) logits.push_back(static_cast<float>(std::log(p)));
  return logits;
}

std::vector<float> random_logits(std::size_t vocab, std::uint32_t seed, float spread = 3.0f) {
  std::mt19937 rng(seed);
  std::normal_distribution<float> normal(0.0f, spread);
  std::vector<float> logits(vocab);
  for (float& logit : logits) logit = normal(rng);
  return logits;
}

SamplingParams sampling(float temperature) {
  SamplingParams params;
  params.temperature = temperature;
  return params;
}

// How often each token comes out of `draws` samples of the same logits with one rng.
std::map<TokenId, int> histogram(const std::vector<float>& logits, const SamplingParams& params,
                                 int draws, std::uint64_t seed = 7) {
  std::mt19937_64 rng(seed);
  std::map<TokenId, int> counts;
  for (int i = 0; i < draws; ++i) {
    std::vector<float> row = logits;
    ++counts[sample_token(row, params, {}, {}, rng)];
  }
  return counts;
}

TokenId argmax(const std::vector<float>& logits) {
  return static_cast<TokenId>(std::max_element(logits.begin(), logits.end()) - logits.begin());
}

}  // namespace

class SamplerTest : public QObject {
  Q_OBJECT

 private slots:
  // OpenAI's logit_bias: +100 all but forces a token, -100 bans the best one, under greedy and
  // sampled decoding alike; the bias comes before the penalties, as in vLLM.
  void logit_bias_forces_bans_and_comes_before_the_penalties() {
    std::mt19937_64 rng(3);
    for (std::uint32_t seed = 0; seed < 10; ++seed) {
      const std::vector<float> logits = random_logits(32000, seed);
      const TokenId best = argmax(logits);
      const TokenId forced = static_cast<TokenId>((best + 977) % 32000);
      for (float temperature : {0.0f, 1.0f}) {
        SamplingParams params = sampling(temperature);
        params.logit_bias = {{forced, 100.0f}};
        std::vector<float> row = logits;
        QCOMPARE(sample_token(row, params, {}, {}, rng), forced);
        params.logit_bias = {{best, -100.0f}};
        for (int i = 0; i < 50; ++i) {
          row = logits;
          QVERIFY(sample_token(row, params, {}, {}, rng) != best);
        }
      }
    }
    SamplingParams params = sampling(0.0f);
    params.logit_bias = {{1, -4.0f}};
    params.repetition_penalty = 2.0f;
    std::vector<float> row = {0.0f, 2.0f, 1.0f};
    const std::vector<TokenId> seen = {1};
    QCOMPARE(sample_token(row, params, seen, {}, rng), TokenId(2));
    QCOMPARE(row[1], -4.0f);  // (2 - 4) * 2; the penalty first would give 2 / 2 - 4 = -3
  }

  void temperature_zero_picks_the_largest_logit() {
    std::mt19937_64 rng(1);
    for (std::uint32_t seed = 0; seed < 20; ++seed) {
      std::vector<float> logits = random_logits(32000, seed);
      const TokenId best = argmax(logits);
      QCOMPARE(sample_token(logits, sampling(0.0f), {}, {}, rng), best);
    }
  }

  // The host argmax (eight lanes, then the first index of the largest) against std::max_element
  // at every length around the lanes: ties (also -0 against +0), -infinity rows, the largest in
  // the leftovers; and a NaN anywhere is an error naming the row and its index.
  void argmax_is_the_first_of_the_largest_and_refuses_nan() {
    std::mt19937 rng(3);
    std::uniform_int_distribution<int> level(-3, 3);
    for (int n = 1; n <= 41; ++n) {
      for (int trial = 0; trial < 20; ++trial) {
        std::vector<float> logits(n);
        for (float& x : logits) x = static_cast<float>(level(rng));  // many ties
        if (trial == 1) std::fill(logits.begin(), logits.end(), -INFINITY);
        if (trial == 2) {
          for (int i = 0; i < n; ++i) logits[i] = i % 2 ? 0.0f : -0.0f;
        }
        const TokenId want =
            static_cast<TokenId>(std::max_element(logits.begin(), logits.end()) - logits.begin());
        QCOMPARE(tessera::argmax(logits, 7), want);
      }
      for (int at : {0, n / 2, n - 1}) {
        std::vector<float> logits(n, 1.0f);
        logits[at] = std::numeric_limits<float>::quiet_NaN();
        try {
          tessera::argmax(logits, 7);
          QFAIL("a NaN logit was taken");
        } catch (const tessera::Error& e) {
          const std::string what = e.what();
          QVERIFY2(what.find("row 7") != std::string::npos &&
                       what.find("token " + std::to_string(at)) != std::string::npos,
                   what.c_str());
        }
      }
    }
  }

  void greedy_ties_go_to_the_lowest_id() {
    std::mt19937_64 rng(1);
    std::vector<float> logits = {0.5f, 2.0f, -1.0f, 3.0f, 3.0f, 3.0f};
    QCOMPARE(sample_token(logits, sampling(0.0f), {}, {}, rng), 3);
  }

  void greedy_leaves_the_rng_untouched() {
    std::mt19937_64 rng(5);
    std::mt19937_64 untouched(5);
    std::vector<float> logits = random_logits(100, 3);
    sample_token(logits, sampling(0.0f), {}, {}, rng);
    QCOMPARE(rng(), untouched());
  }

  void same_seed_gives_the_same_sequence() {
    const std::vector<float> logits = random_logits(32000, 11);
    auto run = [&](std::uint64_t seed) {
      std::mt19937_64 rng(seed);
      std::vector<TokenId> tokens;
      for (int i = 0; i < 50; ++i) {
        std::vector<float> row = logits;
        tokens.push_back(sample_token(row, sampling(0.8f), {}, {}, rng));
      }
      return tokens;
    };
    QCOMPARE(run(42), run(42));
    QVERIFY(run(42) != run(43));
  }

  // The draw is the inverse CDF, in token-id order, at u = (top 53 bits of one rng() call) / 2^53:
  // fully determined by std::mt19937_64, which the standard specifies bit for bit.
  void draw_is_the_inverse_cdf_at_the_rngs_top_53_bits() {
    const std::vector<double> probs = {0.1, 0.2, 0.3, 0.4};
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
      std::mt19937_64 rng(seed);
      std::mt19937_64 copy(seed);
      const double u = static_cast<double>(copy() >> 11) / 9007199254740992.0;
      TokenId expected = 0;
      for (double cumulative = probs[0]; cumulative <= u; cumulative += probs[++expected]) {
      }
      std::vector<float> logits = log_probs(probs);
      QCOMPARE(sample_token(logits, sampling(1.0f), {}, {}, rng), expected);
    }
  }

  void temperature_sharpens_and_flattens_the_distribution_data() {
    QTest::addColumn<float>("temperature");
    QTest::newRow("0.5") << 0.5f;
    QTest::newRow("1") << 1.0f;
    QTest::newRow("2") << 2.0f;
  }

  void temperature_sharpens_and_flattens_the_distribution() {
    QFETCH(float, temperature);
    const int draws = 20000;
    const auto counts = histogram({1.0f, 0.0f}, sampling(temperature), draws);
    const double expected = 1.0 / (1.0 + std::exp(-1.0 / temperature));
    const double observed = counts.count(0) ? counts.at(0) / static_cast<double>(draws) : 0.0;
    QVERIFY2(std::abs(observed - expected) < 0.02,
             qPrintable(QString("p(0) %1, expected %2").arg(observed).arg(expected)));
  }

  // logits / T would overflow to inf here; the draw must still be the best token every time.
  void tiny_temperature_converges_to_greedy() {
    const auto counts = histogram({1.0f, 3.0f, 2.9f, -5.0f}, sampling(1e-40f), 100);
    QCOMPARE(counts.size(), std::size_t{1});
    QCOMPARE(counts.begin()->first, 1);
  }

  void top_k_of_one_equals_greedy() {
    SamplingParams params = sampling(1.5f);
    params.top_k = 1;
    std::mt19937_64 rng(3);
    for (std::uint32_t seed = 0; seed < 50; ++seed) {
      std::vector<float> logits = random_logits(32000, seed);
      const TokenId best = argmax(logits);
      QCOMPARE(sample_token(logits, params, {}, {}, rng), best);
    }
  }

  void top_k_draws_only_the_k_most_likely() {
    const std::vector<float> logits = random_logits(32000, 21);
    std::vector<TokenId> order(logits.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](TokenId a, TokenId b) { return logits[a] > logits[b]; });
    SamplingParams params = sampling(5.0f);  // flat enough that all five show up
    params.top_k = 5;
    const auto counts = histogram(logits, params, 1000);
    QCOMPARE(counts.size(), std::size_t{5});
    for (const auto& [token, count] : counts) {
      QVERIFY(std::find(order.begin(), order.begin() + 5, token) != order.begin() + 5);
    }
  }

  void min_p_drops_tokens_below_the_fraction_of_the_best() {
    SamplingParams params = sampling(1.0f);
    params.min_p = 0.2f;  // keeps p >= 0.12: tokens 0 and 1
    const auto counts = histogram(log_probs({0.6, 0.3, 0.06, 0.04}), params, 4000);
    QCOMPARE(counts.size(), std::size_t{2});
    QVERIFY(counts.count(0) && counts.count(1));
    QVERIFY(std::abs(counts.at(0) / 4000.0 - 2.0 / 3.0) < 0.03);
  }

  void top_p_keeps_the_smallest_nucleus() {
    SamplingParams params = sampling(1.0f);
    params.top_p = 0.75f;  // 0.5 + 0.3 is the smallest prefix reaching 0.75
    const auto counts = histogram(log_probs({0.15, 0.5, 0.05, 0.3}), params, 4000);
    QCOMPARE(counts.size(), std::size_t{2});
    QVERIFY(counts.count(1) && counts.count(3));
    QVERIFY(std::abs(counts.at(1) / 4000.0 - 0.625) < 0.03);
  }

  // A flat-ish 32000-token distribution whose nucleus holds thousands of tokens.
  void top_p_on_a_large_vocabulary_matches_a_full_sort() {
    const std::vector<float> logits = random_logits(32000, 5, 1.0f);
    std::vector<TokenId> order(logits.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](TokenId a, TokenId b) { return logits[a] > logits[b]; });
    const float max_logit = logits[order[0]];
    double total = 0;
    for (float logit : logits) total += std::exp(static_cast<double>(logit - max_logit));
    std::set<TokenId> nucleus;
    double cumulative = 0;
    for (TokenId token : order) {
      nucleus.insert(token);
      cumulative += std::exp(static_cast<double>(logits[token] - max_logit));
      if (cumulative >= 0.5 * total) break;
    }
    QVERIFY(nucleus.size() > 256);
    SamplingParams params = sampling(1.0f);
    params.top_p = 0.5f;
    const auto counts = histogram(logits, params, 200);
    QVERIFY(counts.size() > 100);
    for (const auto& [token, count] : counts) QVERIFY(nucleus.count(token));
  }

  void top_p_keeps_at_least_one_token() {
    SamplingParams params = sampling(1.0f);
    params.top_p = 0.0f;
    const auto counts = histogram(log_probs({0.2, 0.5, 0.3}), params, 200);
    QCOMPARE(counts.size(), std::size_t{1});
    QCOMPARE(counts.begin()->first, 1);
  }

  void masked_tokens_never_appear() {
    std::vector<float> logits(64, 0.0f);
    for (std::size_t i = 0; i < logits.size(); i += 2) logits[i] = -INFINITY;
    const auto counts = histogram(logits, sampling(1.0f), 5000);
    QCOMPARE(counts.size(), std::size_t{32});
    for (const auto& [token, count] : counts) QCOMPARE(token % 2, 1);
  }

  void repetition_penalty_divides_positive_and_multiplies_negative_logits() {
    SamplingParams params = sampling(0.0f);
    params.repetition_penalty = 2.0f;
    std::vector<float> logits = {2.0f, -2.0f, 1.0f, 0.5f, 4.0f};
    const std::vector<TokenId> prompt = {0, 0, 4};
    const std::vector<TokenId> output = {1, 1, 4};
    std::mt19937_64 rng(1);
    const TokenId token = sample_token(logits, params, prompt, output, rng);
    // Each seen token once, however often it appears.
    QCOMPARE(logits, (std::vector<float>{1.0f, -4.0f, 1.0f, 0.5f, 2.0f}));
    QCOMPARE(token, 4);
  }

  void presence_and_frequency_penalties_count_output_tokens_only() {
    SamplingParams params = sampling(0.0f);
    params.presence_penalty = 0.5f;
    params.frequency_penalty = 0.25f;
    std::vector<float> logits = {1.0f, 1.0f, 3.0f, 2.0f};
    const std::vector<TokenId> prompt = {0, 1};
    const std::vector<TokenId> output = {2, 2, 2, 3};
    std::mt19937_64 rng(1);
    const TokenId token = sample_token(logits, params, prompt, output, rng);
    QCOMPARE(logits, (std::vector<float>{1.0f, 1.0f, 1.75f, 1.25f}));
    QCOMPARE(token, 2);
  }
};

QTEST_GUILESS_MAIN(SamplerTest)
#include "sampler_test.moc"

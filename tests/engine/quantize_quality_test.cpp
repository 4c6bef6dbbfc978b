// --quantize int8, bf16 and q4 are held to quality, not exactness: on stories260K the perplexity
// of int8 and bf16 on a held text stays within 1% of float32's, q4's (4-bit) within 5%, and
// their greedy continuations of the reference prompts agree with the float32 reference on nearly
// every token (q4: on most). stories260K's rows of 64 and 172 are too short for Q4_K: q4 holds it
// as Q4_0 with Q8_0 and int8 (quantization.h), the fallbacks; Q4_K and Q6_K are measured on larger
// models in docs/benchmarks.md and checked format by format in engine/block_quantize_test.
#include <QtTest>

#include "support/core_engine_fixtures.h"
#include "tessera/error.h"
#include "tessera/perplexity.h"

using namespace tessera;
using namespace tessera::testing;

namespace {

std::string held_text() {
  QFile file(QFINDTESTDATA("engine/data/held_story.txt"));
  if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read data/held_story.txt");
  return file.readAll().toStdString();
}

// Teacher-forced greedy agreement over the reference prompts and their float32 continuations:
// at every position of the continuations, does the model pick the reference's next token?
// (Once a free-running continuation diverges, every later token differs, so comparing free runs
// would measure where the first near-tie falls rather than the quality of the weights.)
double greedy_agreement(const EngineConfig& config) {
  std::size_t agreed = 0, total = 0;
  for (const ReferenceCase& c : load_reference_cases()) {
    std::vector<TokenId> tokens = c.prompt_ids;
    tokens.insert(tokens.end(), c.output_ids.begin(), c.output_ids.end());
    const PerplexityResult r = measure_perplexity(config, tokens);
    // predictions[i] predicts tokens[i + 1]; the continuation starts at the prompt's end.
    for (std::size_t i = c.prompt_ids.size() - 1; i + 1 < tokens.size(); ++i) {
      agreed += r.predictions[i] == tokens[i + 1];
      ++total;
    }
  }
  return static_cast<double>(agreed) / static_cast<double>(total);
}

}  // namespace

Q_DECLARE_METATYPE(tessera::Quantization)

class QuantizeQualityTest : public QObject {
  Q_OBJECT

  // The largest relative rise of perplexity, and the least greedy agreement, each allows.
  static void add_quantizations() {
    QTest::addColumn<Quantization>("quantize");
    QTest::addColumn<double>("rise");
    QTest::addColumn<double>("agreement");
    QTest::newRow("int8") << Quantization::Int8 << 0.01 << 0.99;
    QTest::newRow("bf16") << Quantization::BF16 << 0.01 << 0.99;
    // measured +3.1%, 88.3%
    QTest::newRow("q4") << Quantization::Q4 << 0.05 << 0.85;
  }

 private slots:
  void perplexity_close_to_float32_data() { add_quantizations(); }

  void perplexity_close_to_float32() {
    QFETCH(Quantization, quantize);
    QFETCH(double, rise);
    EngineConfig config = cpu_engine_config();
    const std::string text = held_text();
    const PerplexityResult f32 = measure_perplexity(config, text);
    config.quantize = quantize;
    const PerplexityResult q = measure_perplexity(config, text);
    qInfo("perplexity F32 %.4f, %s %.4f (%+.3f%%) over %d tokens", f32.perplexity,
          quantization_name(quantize), q.perplexity, 100.0 * (q.perplexity / f32.perplexity - 1.0),
          f32.predicted_tokens);
    QVERIFY(f32.predicted_tokens > 300);
    QCOMPARE(q.predicted_tokens, f32.predicted_tokens);
    QVERIFY(q.perplexity != f32.perplexity);  // the weights really were quantized
    QVERIFY(std::abs(q.perplexity / f32.perplexity - 1.0) < rise);
  }

  void greedy_agrees_with_float32_reference_data() { add_quantizations(); }

  void greedy_agrees_with_float32_reference() {
    QFETCH(Quantization, quantize);
    QFETCH(double, agreement);
    EngineConfig config = cpu_engine_config();
    // Float32 scored this way reproduces its own reference exactly: the measure is sound.
    QCOMPARE(greedy_agreement(config), 1.0);
    config.quantize = quantize;
    const double agreed = greedy_agreement(config);
    qInfo("%s greedy agreement with the F32 reference: %.2f%%", quantization_name(quantize),
          100.0 * agreed);
    QVERIFY(agreed >= agreement);
  }

  void perplexity_of_too_short_text_is_an_error() {
    QVERIFY_THROWS_EXCEPTION(tessera::Error, measure_perplexity(cpu_engine_config(), ""));
  }
};

QTEST_GUILESS_MAIN(QuantizeQualityTest)
#include "quantize_quality_test.moc"

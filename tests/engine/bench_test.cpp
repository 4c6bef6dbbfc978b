// tessera-bench end to end on the default model: the JSON contract of the scenarios and the
// hardware-independent figures (token and step counts), never timings.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>

namespace {

const QString kBench = QStringLiteral(TESSERA_BUILD_DIR "/engine/tessera-bench" TESSERA_EXE_SUFFIX);
const QString kModel = QStringLiteral(TESSERA_MODELS_DIR "/stories260K");

nlohmann::json run_bench(QStringList args) {
  args << "--model" << kModel << "--device"
       << "cpu"
       << "--json";
  QProcess process;
  process.start(kBench, args);
  if (!process.waitForFinished(300000) || process.exitCode() != 0) {
    qWarning().noquote() << process.readAllStandardError();
    return {};
  }
  return nlohmann::json::parse(process.readAllStandardOutput().toStdString(), nullptr, false);
}

}  // namespace

class BenchTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QVERIFY2(QFile::exists(kBench), "tessera-bench is not built"); }

  void prefixCacheComputesTheSharedPrefixOnce() {
    const nlohmann::json r = run_bench({"--scenario", "prefix-cache"});
    QCOMPARE(r.value("scenario", ""), std::string("prefix-cache"));
    // 32 prompts of 400 shared + 16 own tokens: with the cache only the first prefix and each
    // request's own block are computed (the last prompt token is always recomputed).
    QCOMPARE(r["off"]["prefill_tokens_computed"].get<long>(), 32L * 416);
    QCOMPARE(r["on"]["prefill_tokens_computed"].get<long>(), 416L + 31 * 16);
    QVERIFY(r.contains("kv_waste_fraction"));
  }

  void continuousNeedsFewerStepsThanStaticAndWritesATrace() {
    QTemporaryDir dir;
    const QString trace = dir.filePath("trace.json");
    const nlohmann::json r =
        run_bench({"--scenario", "throughput", "--requests", "160", "--workload", "chat",
                   "--policy", "continuous", "--policy", "static", "--trace", trace});
    QCOMPARE(r.value("scenario", ""), std::string("throughput"));
    QCOMPARE(r["results"].size(), std::size_t{2});
    long steps[2] = {0, 0};
    for (const auto& result : r["results"]) {
      QCOMPARE(result["requests"].get<int>(), 160);
      QVERIFY(result["output_tokens"].get<long>() > 0);
      steps[result["policy"] == "static"] = result["steps"].get<long>();
    }
    // More requests than max_num_seqs (64): static batches wait for their longest member.
    QVERIFY2(steps[0] < steps[1], "continuous batching should finish in fewer engine steps");
    std::ifstream in(trace.toStdString());
    const nlohmann::json chrome = nlohmann::json::parse(in, nullptr, false);
    QVERIFY(!chrome.is_discarded());
    QVERIFY(chrome.contains("traceEvents") && !chrome["traceEvents"].empty());
    QVERIFY(QFile::exists(trace + ".steps.jsonl"));
  }

  void perplexityScenarioScoresTheTextQuantizedOrNot() {
    const QString text = QFINDTESTDATA("engine/data/held_story.txt");
    const nlohmann::json f32 = run_bench({"--scenario", "perplexity", "--text", text});
    QCOMPARE(f32.value("scenario", ""), std::string("perplexity"));
    QVERIFY(f32["predicted_tokens"].get<int>() > 300);
    for (const char* quantize : {"int8", "bf16"}) {
      const nlohmann::json q =
          run_bench({"--scenario", "perplexity", "--text", text, "--quantize", quantize});
      QCOMPARE(q.value("quantize", ""), std::string(quantize));
      QCOMPARE(q["predicted_tokens"].get<int>(), f32["predicted_tokens"].get<int>());
      const double ratio = q["perplexity"].get<double>() / f32["perplexity"].get<double>();
      QVERIFY(ratio != 1.0 && std::abs(ratio - 1.0) < 0.01);
    }
  }

  void decodeScenarioReportsTheRoofline() {
    const nlohmann::json r = run_bench({"--scenario", "decode", "--batches", "1,4"});
    QCOMPARE(r.value("scenario", ""), std::string("decode"));
    QCOMPARE(r.value("weight_dtype", ""), std::string("F32"));
    QVERIFY(r["read_bandwidth_gb_s"].get<double>() > 0);
    QVERIFY(r["matmul_gflops"].get<double>() > 0);
    QCOMPARE(r["results"].size(), std::size_t{2});
    for (const nlohmann::json& result : r["results"]) {
      QVERIFY(result["roofline_bound_tokens_per_s"].get<double>() > 0);
      QVERIFY(result["roofline_fraction"].get<double>() > 0);
    }
  }

  void attentionScenarioTimesTheModelsHeads() {
    const nlohmann::json r = run_bench({"--scenario", "attention", "--batches", "1,3"});
    QCOMPARE(r.value("scenario", ""), std::string("attention"));
    QCOMPARE(r.value("heads", 0), 8);  // stories260K: 8 heads of 8, 4 kv heads, 5 layers
    QCOMPARE(r.value("kv_heads", 0), 4);
    QCOMPARE(r.value("head_dim", 0), 8);
    QCOMPARE(r["results"].size(), std::size_t{2});
    QCOMPARE(r["results"][0]["mean_context"].get<double>(), 128.0);  // one sequence: the longest
    QCOMPARE(r["results"][1]["mean_context"].get<double>(), 96.0);   // 64, 96 and 128
    for (const nlohmann::json& result : r["results"]) {
      QVERIFY(result["us_per_layer"].get<double>() > 0);
      QVERIFY(result["kv_gb_s"].get<double>() > 0);
    }
  }

  // One token's matmuls of stories260K's shape, F32 (its dtype), int8 and BF16 x BF16 in turn:
  // 5 layers of 64 x 64 (q, o), 32 x 64 (k, v), 172 x 64 (gate, up), 64 x 172 (down) and the
  // classifier of 512 x 64, whose bytes each format counts (int8 with a scale per 128 of a row).
  void matmulsScenarioTimesEveryFormatOfTheModelsShape() {
    const nlohmann::json r = run_bench({"--scenario", "matmuls", "--quantize", "none,int8,bf16",
                                        "--rounds", "3", "--threads", "2"});
    QCOMPARE(r.value("scenario", ""), std::string("matmuls"));
    QCOMPARE(r["results"].size(), std::size_t{3});
    const double weights = 5.0 * (2 * 64 * 64 + 2 * 32 * 64 + 3 * 172 * 64) + 512 * 64;
    const double scale_rows = 5.0 * (64 + 2 * 32 + 64 + 2 * 172 + 64 * 2) + 512;  // groups
    const char* formats[] = {"F32", "INT8", "BF16DOT"};
    const double bytes[] = {4 * weights, weights + 4 * scale_rows, 2 * weights};
    for (int i = 0; i < 3; ++i) {
      const nlohmann::json& result = r["results"][i];
      QCOMPARE(result.value("format", ""), std::string(formats[i]));
      QCOMPARE(result["weight_bytes"].get<double>(), bytes[i]);
      QVERIFY(result["median_ms"].get<double>() > 0);
      QVERIFY(result["ratio_min"].get<double>() <= result["ratio"].get<double>());
      QVERIFY(result["ratio"].get<double>() <= result["ratio_max"].get<double>());
    }
    QCOMPARE(r["results"][0]["ratio"].get<double>(), 1.0);  // the first against itself
  }

  void prefillScenarioTimesOnePromptInOneStep() {
    const nlohmann::json r = run_bench({"--scenario", "prefill", "--prompt-tokens", "100"});
    QCOMPARE(r.value("scenario", ""), std::string("prefill"));
    QCOMPARE(r.value("prompt_tokens", 0), 100);
    QVERIFY(r["prefill_ms"].get<double>() > 0);  // the step that computed all 100 was seen
    QVERIFY(r["prefill_tokens_per_s"].get<double>() > 0);
    QVERIFY(r["load_seconds"].get<double>() > 0);
  }

  // Variants side by side: every model each way (--quantize a list), every round, and each one's
  // ratio to the first within a round.
  // The structured scenario: masks of both schemas (the unbounded one mostly from the cache),
  // and a ratio for each batch.
  void structuredScenarioTimesMasksAndTheBatch() {
    const nlohmann::json r =
        run_bench({"--scenario", "structured", "--batches", "2", "--rounds", "1"});
    QCOMPARE(r.value("scenario", ""), std::string("structured"));
    QCOMPARE(r["masks"].size(), std::size_t{2});
    for (const nlohmann::json& m : r["masks"]) {
      QVERIFY(m["tokens"].get<int>() > 10);
      QVERIFY(m["mask_ms_median"].get<double>() >= 0.0);
    }
    QCOMPARE(r["masks"][0]["cache_hits"].get<int>() * 2 < r["masks"][0]["tokens"].get<int>(), true);
    QVERIFY(r["masks"][1]["cache_hits"].get<int>() * 2 > r["masks"][1]["tokens"].get<int>());
    QCOMPARE(r["results"].size(), std::size_t{1});
    QVERIFY(r["results"][0]["ratio_median"].get<double>() > 0.0);
  }

  void compareRunsEveryVariantInEveryRound() {
    const nlohmann::json r =
        run_bench({"--scenario", "compare", "--model", kModel, "--quantize", "none,int8",
                   "--rounds", "2", "--batches", "1,3"});
    QCOMPARE(r.value("scenario", ""), std::string("compare"));
    QCOMPARE(r.value("rounds", 0), 2);
    // Two models (the same folder twice) x two formats, for each batch size.
    QCOMPARE(r["results"].size(), std::size_t{8});
    for (std::size_t i = 0; i < 8; ++i) {
      const nlohmann::json& result = r["results"][i];
      QCOMPARE(result["batch"].get<int>(), i < 4 ? 1 : 3);
      QCOMPARE(result["quantize"].get<std::string>(), std::string(i % 2 ? "int8" : "none"));
      QCOMPARE(result["weight_dtype"].get<std::string>().rfind(i % 2 ? "INT8" : "F32", 0),
               std::size_t{0});
      QCOMPARE(result["tokens_per_s"].size(), std::size_t{2});
      QCOMPARE(result["ratio_to_first"].size(), std::size_t{2});
      for (const auto& rate : result["tokens_per_s"]) QVERIFY(rate.get<double>() > 0);
      if (i % 4 == 0) {  // the first variant of a batch size is the reference
        for (const auto& ratio : result["ratio_to_first"]) QCOMPARE(ratio.get<double>(), 1.0);
      }
      QVERIFY(result["min_ratio"].get<double>() <= result["median_ratio"].get<double>());
      QVERIFY(result["median_ratio"].get<double>() <= result["max_ratio"].get<double>());
      // Each batch size against the same variant's first one (batch 1), round by round.
      const nlohmann::json& first_batch = r["results"][i % 4];
      QCOMPARE(result["ratio_to_first_batch"].size(), std::size_t{2});
      for (std::size_t round = 0; round < 2; ++round) {
        const double want = result["tokens_per_s"][round].get<double>() /
                            first_batch["tokens_per_s"][round].get<double>();
        QCOMPARE(result["ratio_to_first_batch"][round].get<double>(), want);
      }
      QVERIFY(result["min_ratio_to_first_batch"].get<double>() <=
              result["median_ratio_to_first_batch"].get<double>());
    }
  }

  // Several models only for compare; several formats for compare and matmuls.
  void severalModelsOrFormatsOnlyForCompare() {
    const std::pair<QStringList, const char*> cases[] = {
        {{"--model", kModel}, "only --scenario compare runs several models"},
        {{"--quantize", "none,int8"}, "only --scenario compare and matmuls run several"}};
    for (const auto& [extra, message] : cases) {
      QProcess process;
      process.start(kBench, QStringList{"--scenario", "decode", "--model", kModel} + extra);
      QVERIFY(process.waitForFinished(60000));
      QCOMPARE(process.exitCode(), 1);
      QVERIFY(process.readAllStandardError().contains(message));
    }
  }

  // A number that is not one is named, not an escaping std::invalid_argument.
  void badNumberIsAClearError() {
    QProcess process;
    process.start(kBench, {"--scenario", "decode", "--model", kModel, "--batches", "1,x"});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    QVERIFY(process.readAllStandardError().contains(
        "--batches: expected a positive integer, got 'x'"));
  }

  // A device, precision or quantization the bench does not know is refused with what it accepts
  // (the same words as tessera-cli and tessera-server), never taken for "auto".
  void unknownChoiceIsAClearError_data() {
    QTest::addColumn<QString>("flag");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("device") << "--device"
                            << "gpu"
                            << "--device: expected cpu, cuda or auto, got 'gpu'";
    QTest::newRow("precision") << "--precision"
                               << "f64"
                               << "--precision: expected auto, f32, f16 or bf16, got 'f64'";
    QTest::newRow("quantize in a list")
        << "--quantize"
        << "none,int4"
        << "--quantize: expected int8, bf16, q4 or none, got 'int4'";
  }

  void unknownChoiceIsAClearError() {
    QFETCH(QString, flag);
    QFETCH(QString, value);
    QFETCH(QString, message);
    QProcess process;
    process.start(kBench, {"--scenario", "compare", "--model", kModel, flag, value});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    const QByteArray error = process.readAllStandardError();
    QVERIFY2(error.contains(message.toUtf8()), error.constData());
  }

  void unknownScenarioIsAClearError() {
    QProcess process;
    process.start(kBench, {"--scenario", "nonsense", "--model", kModel});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 1);
    QVERIFY(process.readAllStandardError().contains("unknown --scenario 'nonsense'"));
  }
};

QTEST_GUILESS_MAIN(BenchTest)
#include "bench_test.moc"

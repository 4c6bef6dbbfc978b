// Engine sizes at the edge of what config.json may say: a context of INT_MAX tokens
// (max_position_embeddings 2147483647) loads and generates exactly what the real context does,
// without integer overflow (checked by UBSan in the asan preset), and requests with nonsense
// sampling knobs are refused by name.
#include <QTemporaryDir>
#include <QtTest>
#include <climits>
#include <filesystem>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>

#include "support/core_engine_fixtures.h"

using namespace tessera;
using namespace tessera::testing;

class EngineLimitsTest : public QObject {
  Q_OBJECT

 private slots:
  void contextOfIntMaxTokensGeneratesLikeTheRealOne() {
    QTemporaryDir dir;
    const std::filesystem::path model = dir.path().toStdString();
    const std::filesystem::path source = default_model_dir();
    for (const auto& entry : std::filesystem::directory_iterator(source)) {
      std::filesystem::copy_file(entry.path(), model / entry.path().filename());
    }
    nlohmann::json config = nlohmann::json::parse(std::ifstream(model / "config.json"));
    config["max_position_embeddings"] = INT_MAX;
    std::ofstream(model / "config.json", std::ios::trunc) << config.dump();

    EngineConfig engine_config = cpu_engine_config();
    engine_config.model_dir = model.string();
    engine_config.num_kv_blocks = 64;
    const std::unique_ptr<Engine> engine = Engine::create(engine_config);
    QCOMPARE(engine->model_info().max_model_len, INT_MAX);

    const ReferenceCase reference = load_reference_cases().front();
    Collector collector;
    const RequestId id = collector.submit(*engine, reference.prompt_ids, greedy(40));
    while (engine->step()) {
    }
    const Collected result = collector.result(id);
    QVERIFY2(result.error.empty(), result.error.c_str());
    const std::vector<TokenId> expected(
        reference.output_ids.begin(),
        reference.output_ids.begin() + std::min<std::size_t>(40, reference.output_ids.size()));
    QCOMPARE(result.tokens, expected);
  }

  void infiniteOrNanTemperatureIsRefused() {
    const std::unique_ptr<Engine> engine = Engine::create(cpu_engine_config());
    Collector collector;
    for (const float temperature :
         {std::numeric_limits<float>::infinity(), std::numeric_limits<float>::quiet_NaN(), -1.0f}) {
      SamplingParams params = greedy(5);
      params.temperature = temperature;
      const RequestId id = collector.submit(*engine, {1, 400, 401}, params);
      while (engine->step()) {
      }
      const Collected result = collector.result(id);
      QCOMPARE(result.reason, FinishReason::Error);
      QVERIFY2(result.error.ends_with("temperature must be a finite number >= 0"),
               result.error.c_str());
      QVERIFY(result.tokens.empty());
    }
  }
};

QTEST_GUILESS_MAIN(EngineLimitsTest)
#include "engine_limits_test.moc"

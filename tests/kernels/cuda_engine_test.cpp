// The whole engine on the CUDA backend: 64 concurrent greedy requests (continuous batching,
// chunked prefill, prefix caching, device argmax) each reproduce the float64 reference exactly;
// and each architecture the CUDA module runs gives transformers' float32 greedy ids on its tiny
// random model (tests/engine/data/arch, as the CPU's architectures_test checks them).
#include <QtTest>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>

#include "support/batch_driver.h"
#include "support/gpu_test.h"
#include "tessera/engine.h"

using namespace tessera;

class CudaEngineTest : public QObject {
  Q_OBJECT

 private slots:
  void sixty_four_concurrent_greedy_requests_reproduce_reference() {
    TESSERA_REQUIRE_GPU();
    std::ifstream file(test::model_dir() + "/reference_greedy.json");
    const nlohmann::json reference = nlohmann::json::parse(file);
    const auto& cases = reference["cases"];

    EngineConfig config;
    config.model_dir = test::model_dir();
    config.device = Device::Cuda;
    config.precision = Precision::F32;
    config.scheduler.max_num_seqs = 64;
    config.scheduler.max_num_batched_tokens = 256;  // the prompts' prefill spreads over steps
    auto engine = Engine::create(config);
    QCOMPARE(engine->model_info().device, Device::Cuda);

    std::mutex mu;
    std::map<RequestId, std::vector<TokenId>> outputs;
    std::map<RequestId, std::size_t> case_of;
    for (int i = 0; i < 64; ++i) {
      const std::size_t c = i % cases.size();
      GenerationRequest request;
      request.prompt_ids = cases[c]["prompt_ids"].get<std::vector<TokenId>>();
      request.sampling.temperature = 0.0f;
      request.sampling.max_tokens = reference["max_new_tokens"].get<int>();
      const RequestId id = engine->submit(request, [&](const RequestOutput& out) {
        std::lock_guard lock(mu);
        auto& ids = outputs[out.id];
        ids.insert(ids.end(), out.new_token_ids.begin(), out.new_token_ids.end());
      });
      std::lock_guard lock(mu);
      case_of[id] = c;
    }
    engine->wait_until_idle();

    std::lock_guard lock(mu);
    QCOMPARE(outputs.size(), std::size_t{64});
    for (const auto& [id, c] : case_of) {
      const auto expected = cases[c]["output_ids"].get<std::vector<TokenId>>();
      QVERIFY2(outputs[id] == expected,
               qPrintable(QString("request %1 (case %2) differs").arg(id).arg(c)));
    }
  }

  void each_architecture_gives_the_transformers_ids_data() {
    QTest::addColumn<QString>("model");
    // As architectures_test lists them: llama3 scaling with every bias and an explicit
    // head_dim; linear; dynamic past 32 positions; Qwen2 biases and tied embeddings; Qwen3 q/k
    // norms; Mistral's window of 12; Phi-3 fused projections, longrope, half the head rotated;
    // SmolLM3's layers without RoPE.
    for (const char* name : {"llama3", "llama_linear", "llama_dynamic", "qwen2", "qwen3", "mistral",
                             "phi3", "smollm3"}) {
      QTest::newRow(name) << name;
    }
  }
  void each_architecture_gives_the_transformers_ids() {
    TESSERA_REQUIRE_GPU();
    QFETCH(QString, model);
    const std::string dir = std::string(TESSERA_ARCH_MODELS_DIR) + "/" + model.toStdString();
    std::ifstream file(dir + "/reference.json");
    const nlohmann::json reference = nlohmann::json::parse(file);
    EngineConfig config;
    config.model_dir = dir;
    config.device = Device::Cuda;
    config.precision = Precision::F32;
    config.scheduler.max_num_batched_tokens = 7;  // prompts in chunks, beside decodes
    auto engine = Engine::create(config);
    QCOMPARE(engine->model_info().device, Device::Cuda);
    std::mutex mu;
    std::map<RequestId, std::vector<TokenId>> outputs;
    std::map<RequestId, std::vector<TokenId>> expected;
    for (int round = 0; round < 3; ++round) {
      for (const nlohmann::json& c : reference["cases"]) {
        GenerationRequest request;
        request.prompt_ids = c["prompt_ids"].get<std::vector<TokenId>>();
        const auto output = c["output_ids"].get<std::vector<TokenId>>();
        request.sampling.temperature = 0.0f;
        request.sampling.max_tokens = static_cast<int>(output.size());
        const RequestId id = engine->submit(request, [&](const RequestOutput& out) {
          std::lock_guard lock(mu);
          auto& ids = outputs[out.id];
          ids.insert(ids.end(), out.new_token_ids.begin(), out.new_token_ids.end());
        });
        std::lock_guard lock(mu);
        expected[id] = output;
      }
    }
    engine->wait_until_idle();
    std::lock_guard lock(mu);
    for (const auto& [id, output] : expected) {
      QVERIFY2(outputs[id] == output,
               qPrintable(QString("%1: request %2 differs").arg(model).arg(id)));
    }
  }
};

QTEST_GUILESS_MAIN(CudaEngineTest)
#include "cuda_engine_test.moc"

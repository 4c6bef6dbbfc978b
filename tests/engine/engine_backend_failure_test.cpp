// A failing forward ends the requests of that batch with FinishReason::Error and the engine
// goes on serving the next ones. The real CPU backend is wrapped by one that fails on demand.
#include <QtTest>

#include "engine_impl.h"
#include "support/core_engine_fixtures.h"
#include "tessera/error.h"

using namespace tessera;
using namespace tessera::testing;

namespace {

class FailingBackend : public Backend {
 public:
  explicit FailingBackend(std::unique_ptr<Backend> inner) : inner_(std::move(inner)) {}
  void fail_next_forward() { fail_next_ = true; }

  std::string device_name() const override { return inner_->device_name(); }
  std::size_t kv_bytes_per_block(int block_size) const override {
    return inner_->kv_bytes_per_block(block_size);
  }
  std::size_t kv_memory_budget(const EngineConfig& config) const override {
    return inner_->kv_memory_budget(config);
  }
  void allocate_kv_cache(int num_blocks, int block_size) override {
    inner_->allocate_kv_cache(num_blocks, block_size);
  }
  void forward(const ForwardBatch& batch, std::vector<float>& logits) override {
    if (fail_next_) {
      fail_next_ = false;
      throw Error("simulated device failure");
    }
    inner_->forward(batch, logits);
  }

 private:
  std::unique_ptr<Backend> inner_;
  bool fail_next_ = false;
};

}  // namespace

class EngineBackendFailureTest : public QObject {
  Q_OBJECT
 private slots:
  void failed_forward_errors_its_batch_and_the_engine_carries_on() {
    const EngineConfig config = cpu_engine_config();
    LoadedModel model;
    model.config = load_model_config(config.model_dir);
    model.weights = load_model_weights(config.model_dir, model.config);
    model.tokenizer = Tokenizer::load(config.model_dir);
    auto backend = std::make_unique<FailingBackend>(
        make_cpu_backend(model.config, model.weights, config.num_threads));
    FailingBackend& failing = *backend;
    model.backend = std::move(backend);
    model.info.vocab_size = model.config.vocab_size;
    model.info.max_model_len = model.config.max_position_embeddings;
    model.info.eos_token_ids = model.config.eos_token_ids;
    model.info.block_size = config.block_size;
    model.info.num_kv_blocks = 64;
    model.backend->allocate_kv_cache(64, config.block_size);

    const std::vector<ReferenceCase> cases = load_reference_cases();
    Collector c;
    Engine::Impl engine(config, std::move(model));
    const RequestId a = engine.submit({cases[1].prompt_ids, greedy(30), 0}, c.sink());
    const RequestId b = engine.submit({cases[2].prompt_ids, greedy(30), 0}, c.sink());
    engine.step();
    failing.fail_next_forward();
    engine.step();
    for (RequestId id : {a, b}) {
      QCOMPARE(c.result(id).reason, FinishReason::Error);
      QVERIFY2(c.result(id).error.find("simulated device failure") != std::string::npos,
               c.result(id).error.c_str());
      QCOMPARE(c.result(id).tokens.size(), std::size_t{1});
    }
    QVERIFY(!engine.has_unfinished_requests());
    const RequestId next = engine.submit({cases[1].prompt_ids, greedy(30), 0}, c.sink());
    engine.wait_until_idle();
    QCOMPARE(c.result(next).reason, FinishReason::Length);
    QCOMPARE(c.result(next).tokens,
             std::vector<TokenId>(cases[1].output_ids.begin(), cases[1].output_ids.begin() + 30));
  }
};

QTEST_GUILESS_MAIN(EngineBackendFailureTest)
#include "engine_backend_failure_test.moc"

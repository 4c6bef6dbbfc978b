// make_backend picks the device asked for, and --device auto falls back to the CPU with a
// user-facing notice when CUDA is not built or no GPU answers. Runs with or without a GPU.
#include <QtTest>

#include "runtime/backend.h"
#include "support/batch_driver.h"
#include "support/gpu_test.h"
#include "tessera/error.h"

using namespace tessera;

class BackendSelectionTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { model_ = test::load_model(); }

  void cpu_device_gives_the_cpu_backend_without_notice() {
    EngineConfig config;
    config.device = Device::Cpu;
    config.num_threads = 1;
    Device chosen = Device::Auto;
    std::string notice = "stale";
    auto backend = make_backend(config, model_.config, model_.weights, chosen, notice);
    QVERIFY(backend != nullptr);
    QCOMPARE(chosen, Device::Cpu);
    QCOMPARE(notice, std::string());
  }

  void auto_uses_cuda_only_when_a_gpu_answers_and_otherwise_says_why() {
    EngineConfig config;
    config.device = Device::Auto;
    config.num_threads = 1;
    Device chosen = Device::Auto;
    std::string notice;
    auto backend = make_backend(config, model_.config, model_.weights, chosen, notice);
    std::string why_no_gpu;
    if (test::gpu_ready(why_no_gpu)) {
      QCOMPARE(chosen, Device::Cuda);
      QCOMPARE(notice, std::string());
      return;
    }
    QCOMPARE(chosen, Device::Cpu);
    QVERIFY2(QString::fromStdString(notice).contains("CPU"), notice.c_str());
#ifdef TESSERA_HAVE_CUDA
    QVERIFY2(QString::fromStdString(notice).contains("No usable NVIDIA GPU"), notice.c_str());
#else
    QVERIFY2(QString::fromStdString(notice).contains("no CUDA backend"), notice.c_str());
#endif
    // The fallback is a working backend: its first greedy token from <s> is the reference's.
    backend->allocate_kv_cache(1, 16);
    ForwardBatch batch;
    batch.token_ids = {1};
    batch.positions = {0};
    batch.slot_mapping = {0};
    batch.sequences.push_back({0, 1, 1, {0}, true});
    std::vector<TokenId> tokens;
    backend->forward_greedy(batch, tokens);
    QCOMPARE(tokens, std::vector<TokenId>{403});
  }

  void cuda_device_without_a_gpu_is_an_error() {
    std::string why_no_gpu;
    if (test::gpu_ready(why_no_gpu)) QSKIP("a CUDA device is present");
    EngineConfig config;
    config.device = Device::Cuda;
    Device chosen = Device::Auto;
    std::string notice;
    try {
      make_backend(config, model_.config, model_.weights, chosen, notice);
      QFAIL("make_backend(Cuda) succeeded without a GPU");
    } catch (const Error& error) {
#ifdef TESSERA_HAVE_CUDA
      QVERIFY2(QString(error.what()).contains("no CUDA driver or device"), error.what());
#else
      QVERIFY2(QString(error.what()).contains("built without CUDA"), error.what());
#endif
    }
  }

 private:
  test::LoadedModel model_;
};

QTEST_GUILESS_MAIN(BackendSelectionTest)
#include "backend_selection_test.moc"

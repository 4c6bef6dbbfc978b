// Batch invariance with narrow weights: stories260K converted to F16 or BF16 (used as stored by
// the CPU backend) or quantized to int8 at load. 64 concurrent greedy requests, with long shared
// prompts and chunked prefill, must generate exactly what each request generates alone.
#include <QTemporaryDir>
#include <QtTest>

#include "tessera/model_writer.h"
#include "support/core_engine_fixtures.h"

using namespace tessera;
using namespace tessera::testing;

namespace {

struct Request {
  std::vector<TokenId> prompt;
  int max_tokens = 0;
};

// The reference prompts, alone and extended by reference tokens, with varied lengths.
std::vector<Request> mixed_requests(int count) {
  const std::vector<ReferenceCase> cases = load_reference_cases();
  const int extensions[] = {0, 37, 0, 20, 90, 0, 53, 0};
  std::vector<Request> requests;
  for (int i = 0; static_cast<int>(requests.size()) < count; ++i) {
    const ReferenceCase& c = cases[i % cases.size()];
    const int k = extensions[(i / cases.size()) % 8];
    Request r;
    r.prompt = c.prompt_ids;
    r.prompt.insert(r.prompt.end(), c.output_ids.begin(), c.output_ids.begin() + k);
    r.max_tokens = 120 - k / 2;
    requests.push_back(std::move(r));
  }
  return requests;
}

std::vector<std::vector<TokenId>> generate(const EngineConfig& config,
                                           const std::vector<Request>& requests) {
  Collector collector;
  const std::unique_ptr<Engine> engine = Engine::create(config);
  std::vector<RequestId> ids;
  for (const Request& r : requests) {
    ids.push_back(collector.submit(*engine, r.prompt, greedy(r.max_tokens)));
  }
  engine->wait_until_idle();
  std::vector<std::vector<TokenId>> outputs;
  for (RequestId id : ids) outputs.push_back(collector.result(id).tokens);
  return outputs;
}

}  // namespace

Q_DECLARE_METATYPE(tessera::DType)
Q_DECLARE_METATYPE(tessera::Quantization)

class NarrowWeightsBatchTest : public QObject {
  Q_OBJECT

 private slots:
  void batched_requests_match_each_alone_data() {
    QTest::addColumn<DType>("dtype");
    QTest::addColumn<Quantization>("quantize");
    QTest::newRow("F16") << DType::F16 << Quantization::None;
    QTest::newRow("BF16") << DType::BF16 << Quantization::None;
    QTest::newRow("F32 quantized to int8") << DType::F32 << Quantization::Int8;
    QTest::newRow("F32 quantized to q4") << DType::F32 << Quantization::Q4;
    QTest::newRow("F32 as BF16 x BF16") << DType::F32 << Quantization::BF16;
    QTest::newRow("BF16 as BF16 x BF16") << DType::BF16 << Quantization::BF16;
  }

  void batched_requests_match_each_alone() {
    QFETCH(DType, dtype);
    QFETCH(Quantization, quantize);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string model_dir = dir.path().toStdString() + "/model";
    write_converted_model(default_model_dir(), model_dir, {dtype, 1, false});

    EngineConfig batched = cpu_engine_config();
    batched.model_dir = model_dir;
    batched.quantize = quantize;
    batched.scheduler.max_num_batched_tokens = 96;  // prompts arrive in chunks
    EngineConfig alone = batched;
    alone.scheduler.max_num_seqs = 1;

    // Under a sanitizer 16: the same code, threads and hand-offs, batches of up to 16 (64 took
    // three of the TSan stage's eight minutes of tests).
#ifdef TESSERA_TEST_UNDER_SANITIZER
    const std::vector<Request> requests = mixed_requests(16);
#else
    const std::vector<Request> requests = mixed_requests(64);
#endif
    const auto together = generate(batched, requests);
    const auto one_by_one = generate(alone, requests);
    for (std::size_t i = 0; i < requests.size(); ++i) {
      QVERIFY2(!together[i].empty(), qPrintable(QString("request %1 generated nothing").arg(i)));
      QVERIFY2(together[i] == one_by_one[i],
               qPrintable(QString("request %1 differs batched and alone").arg(i)));
    }
  }
};

QTEST_GUILESS_MAIN(NarrowWeightsBatchTest)
#include "narrow_weights_batch_test.moc"

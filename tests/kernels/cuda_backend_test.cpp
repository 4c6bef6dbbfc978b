// The CUDA backend end to end on stories260K: FP32 greedy decoding reproduces the float64
// reference exactly, with the prompts batched together, prefilled in chunks and decoded side by
// side; BF16 stays close to FP32; malformed batches are refused with a named field.
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>

#include "support/batch_driver.h"
#include "support/gpu_test.h"
#include "tessera/error.h"

#ifdef TESSERA_HAVE_CUDA
#include "host/cuda_backend.h"
#include "host/step_plan.h"
#endif

using namespace tessera;

class CudaBackendTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void step_plan_packs_a_mixed_batch();
  void step_plan_refuses_batches_that_break_the_contract_data();
  void step_plan_refuses_batches_that_break_the_contract();
  void fp32_greedy_decoding_reproduces_reference_data();
  void fp32_greedy_decoding_reproduces_reference();
  void bf16_logits_stay_close_to_fp32();
  void bad_token_is_an_error_and_the_backend_keeps_working();
  void memory_plan_reports_block_size_and_budget();

 private:
  test::LoadedModel model_;
  nlohmann::json reference_;
};

#ifdef TESSERA_HAVE_CUDA

namespace {

constexpr int kBlockSize = 16;

// Two sequences: a 3-token prefill chunk after 2 cached tokens, and one decode token at 20.
ForwardBatch valid_batch() {
  ForwardBatch batch;
  batch.block_size = kBlockSize;
  batch.token_ids = {5, 6, 7, 9};
  batch.positions = {2, 3, 4, 20};
  batch.slot_mapping = {3 * 16 + 2, 3 * 16 + 3, 3 * 16 + 4, 1 * 16 + 4};
  batch.sequences.push_back({0, 3, 5, {3}, false});
  batch.sequences.push_back({3, 1, 21, {0, 1}, true});
  return batch;
}

std::unique_ptr<Backend> make(const test::LoadedModel& model, Precision precision, int num_blocks) {
  EngineConfig config;
  config.precision = precision;
  config.scheduler.max_num_batched_tokens = 64;
  auto backend = make_cuda_backend(config, model.config, model.weights);
  backend->allocate_kv_cache(num_blocks, kBlockSize);
  return backend;
}

}  // namespace

void CudaBackendTest::initTestCase() {
  model_ = test::load_model();
  std::ifstream file(test::model_dir() + "/reference_greedy.json");
  reference_ = nlohmann::json::parse(file);
}

void CudaBackendTest::step_plan_packs_a_mixed_batch() {
  const cuda::StepPlan plan = cuda::plan_step(valid_batch(), 512, 8, kBlockSize);
  QCOMPARE(plan.num_tokens, 4);
  QCOMPARE(plan.num_seqs, 2);
  QCOMPARE(plan.num_logit_rows, 1);
  QCOMPARE(plan.max_context_len, 21);
  QCOMPARE(plan.block_table_stride, 2);
  const auto at = [&](std::size_t offset, std::size_t i) { return plan.packed[offset + i]; };
  QCOMPARE(at(plan.token_seq, 0), 0);
  QCOMPARE(at(plan.token_seq, 3), 1);
  QCOMPARE(at(plan.logit_tokens, 0), 3);  // the decode token of the sequence that needs logits
  QCOMPARE(at(plan.block_tables, 0), 3);
  QCOMPARE(at(plan.block_tables, 2), 0);
  QCOMPARE(at(plan.block_tables, 3), 1);
  QCOMPARE(at(plan.context_len, 1), 21);
}

void CudaBackendTest::step_plan_refuses_batches_that_break_the_contract_data() {
  QTest::addColumn<int>("breakage");
  QTest::addColumn<QString>("message");
  QTest::newRow("token id outside the vocabulary") << 0 << "has id 512";
  QTest::newRow("position does not continue the cache") << 1 << "has position 7, expected 4";
  QTest::newRow("slot disagrees with the block table") << 2 << "its block table gives 20";
  QTest::newRow("block outside the cache") << 3 << "is outside the 8-block cache";
  QTest::newRow("sequences do not tile the tokens") << 4 << "sequences must tile the tokens";
  QTest::newRow("block table too short") << 5 << "needs 2";
  QTest::newRow("block size differs from the cache") << 6 << "allocated with 16";
}

void CudaBackendTest::step_plan_refuses_batches_that_break_the_contract() {
  QFETCH(int, breakage);
  QFETCH(QString, message);
  ForwardBatch batch = valid_batch();
  switch (breakage) {
    case 0:
      batch.token_ids[1] = 512;
      break;
    case 1:
      batch.positions[2] = 7;
      break;
    case 2:
      batch.slot_mapping[3] = 99;
      break;
    case 3:
      batch.sequences[0].block_table[0] = 8;
      break;
    case 4:
      batch.sequences[1].query_start = 2;
      break;
    case 5:
      batch.sequences[1].block_table.pop_back();
      break;
    case 6:
      batch.block_size = 32;
      break;
  }
  try {
    cuda::plan_step(batch, 512, 8, kBlockSize);
    QFAIL("the batch was accepted");
  } catch (const Error& error) {
    QVERIFY2(QString(error.what()).contains(message), error.what());
  }
}

void CudaBackendTest::fp32_greedy_decoding_reproduces_reference_data() {
  QTest::addColumn<int>("prefill_chunk");  // 0: the whole prompt in one step
  QTest::addColumn<int>("pick");           // test::GreedyBatchOptions::Pick
  using Pick = test::GreedyBatchOptions::Pick;
  QTest::newRow("whole prompts, host argmax") << 0 << static_cast<int>(Pick::HostArgmax);
  QTest::newRow("whole prompts, device argmax") << 0 << static_cast<int>(Pick::DeviceArgmax);
  QTest::newRow("prompts in chunks of 3, device argmax")
      << 3 << static_cast<int>(Pick::DeviceArgmax);
  QTest::newRow("chunks of 3, every other row's logits on the host")
      << 3 << static_cast<int>(Pick::MixedRows);
}

void CudaBackendTest::fp32_greedy_decoding_reproduces_reference() {
  TESSERA_REQUIRE_GPU();
  QFETCH(int, prefill_chunk);
  QFETCH(int, pick);
  std::vector<std::vector<TokenId>> prompts, expected;
  for (const auto& c : reference_["cases"]) {
    prompts.push_back(c["prompt_ids"].get<std::vector<TokenId>>());
    expected.push_back(c["output_ids"].get<std::vector<TokenId>>());
  }
  test::GreedyBatchOptions options;
  options.max_new_tokens = reference_["max_new_tokens"].get<int>();
  options.stop_token_ids = reference_["stop_token_ids"].get<std::vector<TokenId>>();
  options.block_size = kBlockSize;
  options.prefill_chunk = prefill_chunk > 0 ? prefill_chunk : 1 << 30;
  options.pick = static_cast<test::GreedyBatchOptions::Pick>(pick);
  auto backend = make(model_, Precision::F32, test::blocks_needed(prompts, options));
  const auto outputs = test::run_greedy_batch(*backend, prompts, options);
  for (std::size_t i = 0; i < prompts.size(); ++i) {
    QVERIFY2(outputs[i] == expected[i], qPrintable(QString("case %1 differs").arg(i)));
  }
}

void CudaBackendTest::bf16_logits_stay_close_to_fp32() {
  TESSERA_REQUIRE_GPU();
  const auto prompt = reference_["cases"][3]["prompt_ids"].get<std::vector<TokenId>>();
  const int blocks = static_cast<int>(prompt.size() + kBlockSize - 1) / kBlockSize;
  ForwardBatch batch;
  batch.block_size = kBlockSize;
  batch.token_ids = prompt;
  for (int p = 0; p < static_cast<int>(prompt.size()); ++p) {
    batch.positions.push_back(p);
    batch.slot_mapping.push_back(p);
  }
  std::vector<std::int32_t> table(blocks);
  for (int b = 0; b < blocks; ++b) table[b] = b;
  batch.sequences.push_back(
      {0, static_cast<int>(prompt.size()), static_cast<int>(prompt.size()), table, true});
  std::vector<float> fp32, bf16;
  make(model_, Precision::F32, blocks)->forward(batch, fp32);
  make(model_, Precision::BF16, blocks)->forward(batch, bf16);
  // BF16 keeps 8 mantissa bits through 5 layers; 5% of the largest logit is a loose bound that
  // still catches a wrong layout or a missing layer.
  TESSERA_EXPECT_CLOSE(bf16, fp32, 5e-2, "BF16 vs FP32 logits");
  QCOMPARE(test::argmax(bf16), test::argmax(fp32));
}

void CudaBackendTest::bad_token_is_an_error_and_the_backend_keeps_working() {
  TESSERA_REQUIRE_GPU();
  auto backend = make(model_, Precision::F32, 4);
  ForwardBatch batch;
  batch.block_size = kBlockSize;
  batch.token_ids = {1, 9999};
  batch.positions = {0, 1};
  batch.slot_mapping = {0, 1};
  batch.sequences.push_back({0, 2, 2, {0}, true});
  std::vector<float> logits;
  QVERIFY_THROWS_EXCEPTION(Error, backend->forward(batch, logits));
  batch.token_ids[1] = 403;
  backend->forward(batch, logits);
  QCOMPARE(logits.size(), static_cast<std::size_t>(model_.config.vocab_size));
  for (float v : logits) QVERIFY(std::isfinite(v));
}

void CudaBackendTest::memory_plan_reports_block_size_and_budget() {
  TESSERA_REQUIRE_GPU();
  EngineConfig config;
  config.precision = Precision::BF16;
  auto backend = make_cuda_backend(config, model_.config, model_.weights);
  const ModelConfig& m = model_.config;
  QCOMPARE(backend->kv_bytes_per_block(16),
           std::size_t{2} * m.num_layers * 16 * m.num_kv_heads * m.head_dim * 2);
  config.gpu_memory_utilization = 0.5;
  QVERIFY(backend->kv_memory_budget(config) > 0);
  config.gpu_memory_utilization = 1.5;
  QVERIFY_THROWS_EXCEPTION(Error, backend->kv_memory_budget(config));
  QVERIFY(!backend->device_name().empty());
}

#else

void CudaBackendTest::initTestCase() {
  TESSERA_REQUIRE_GPU();
}
void CudaBackendTest::step_plan_packs_a_mixed_batch() {}
void CudaBackendTest::step_plan_refuses_batches_that_break_the_contract_data() {}
void CudaBackendTest::step_plan_refuses_batches_that_break_the_contract() {}
void CudaBackendTest::fp32_greedy_decoding_reproduces_reference_data() {}
void CudaBackendTest::fp32_greedy_decoding_reproduces_reference() {}
void CudaBackendTest::bf16_logits_stay_close_to_fp32() {}
void CudaBackendTest::bad_token_is_an_error_and_the_backend_keeps_working() {}
void CudaBackendTest::memory_plan_reports_block_size_and_budget() {}

#endif

QTEST_GUILESS_MAIN(CudaBackendTest)
#include "cuda_backend_test.moc"

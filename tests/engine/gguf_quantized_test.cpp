// GGUF files with block-quantized weights (Q8_0, Q4_0, Q4_K, Q5_K, Q6_K and a Q4_K_M-like mix,
// tests/engine/data/gguf/make_quantized.py) on the CPU backend: read in place, each gives logits
// close to an F32 model's holding its dequantized weights (made here with the reference
// dequantization, model/gguf_dequant.h), and a request the same tokens alone, in a batch and with
// its prompt in chunks. Every kernel set's integer dot products equal the reference
// (model/gguf_dot.h) bit for bit.
#include <QFileInfo>
#include <QtTest>
#include <cmath>
#include <cstring>
#include <memory>
#include <random>

#include "model/gguf_dequant.h"
#include "model/gguf_dot.h"
#include "model/gguf_file.h"
#include "model/gguf_model.h"
#include "runtime/cpu/forward/weights.h"
#include "runtime/cpu/kernels/kernel_set.h"
#include "runtime/cpu/thread_pool.h"
#include "support/core_engine_fixtures.h"
#include "support/model_test_files.h"
#include "support/reference_driver.h"
#include "tessera/backend/backend.h"
#include "tessera/engine.h"
#include "tessera/tokenizer.h"

using namespace tessera;

namespace {

constexpr int kBlockSize = 16;
constexpr int kNewTokens = 24;
// How far a block-quantized model's logits may be from its F32 twin's, relative to their largest
// magnitude: the activations' rounding to int8 (model/gguf_dot.h). At most 0.038 on these random
// one-layer models (every kernel set gives the same bits, so the figure holds on every machine).
constexpr float kTwinTolerance = 0.05f;

std::string data_path(const std::string& name) {
  return std::string(TESSERA_TEST_DATA_DIR) + "/gguf/" + name;
}

// Every weight matrix of `weights` (the embedding, the layers' and a separate LM head).
std::vector<TensorView*> matrices(ModelWeights& weights) {
  std::vector<TensorView*> out = {&weights.embed_tokens};
  for (LayerWeights& l : weights.layers) {
    out.insert(out.end(), {&l.q_proj, &l.k_proj, &l.v_proj, &l.o_proj, &l.gate_proj, &l.up_proj,
                           &l.down_proj});
  }
  if (weights.lm_head.data != weights.embed_tokens.data) out.push_back(&weights.lm_head);
  return out;
}

// `quantized` with every block-quantized matrix replaced by a float32 copy of its values.
ModelWeights dequantized_twin(const ModelWeights& quantized) {
  ModelWeights twin = quantized;
  const bool tied = quantized.lm_head.data == quantized.embed_tokens.data;
  for (TensorView* view : matrices(twin)) {
    if (!is_block_quantized(view->dtype)) continue;
    auto values = std::make_shared<std::vector<float>>(view->to_f32());
    view->dtype = DType::F32;
    view->data = reinterpret_cast<const std::byte*>(values->data());
    view->nbytes = values->size() * sizeof(float);
    view->mapped = false;
    twin.storage.push_back(values);
  }
  if (tied) twin.lm_head = twin.embed_tokens;
  twin.dtype = twin.layers.front().q_proj.dtype;
  return twin;
}

struct Model {
  ModelConfig config;
  ModelWeights weights;
};

Model load(const std::string& path) {
  Model model;
  model.config = load_model_config(path);
  model.weights = load_model_weights(path, model.config);
  return model;
}

std::unique_ptr<Backend> backend_of(const Model& model, const ModelWeights& weights) {
  auto backend = make_cpu_backend(model.config, weights, 2);
  backend->allocate_kv_cache(128 / kBlockSize, kBlockSize);
  return backend;
}

// Whether a and b are the same bits, any NaN equal to any NaN (which NaN operand's payload a
// product keeps is the compiler's choice of operand order).
bool same_values(const std::vector<float>& a, const std::vector<float>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (std::isnan(a[i]) && std::isnan(b[i])) continue;
    if (std::memcmp(&a[i], &b[i], sizeof(float)) != 0) return false;
  }
  return true;
}

// Empty when the quantized run `a` follows the F32 twin's `b` (the same prompt): while both have
// picked the same tokens, every step's logits are within `tolerance` of the largest magnitude of
// the twin's, and where they first pick differently the twin's own margin between the two picks
// is within what the logits differ by (a near tie, not a wrong model). Otherwise what differs.
QString follows_twin(const test::GreedyRun& a, const test::GreedyRun& b, float tolerance) {
  const std::size_t steps = std::min(a.output_ids.size(), b.output_ids.size());
  for (std::size_t step = 0; step < steps; ++step) {
    const std::vector<float>& got = a.step_logits[step];
    const std::vector<float>& want = b.step_logits[step];
    float largest = 0, differs = 0;
    for (std::size_t i = 0; i < want.size(); ++i) {
      largest = std::max(largest, std::fabs(want[i]));
      differs = std::max(differs, std::fabs(got[i] - want[i]));
    }
    if (!(differs <= tolerance * largest)) {
      return QString("step %1: logits differ by %2 of %3").arg(step).arg(differs).arg(largest);
    }
    if (a.output_ids[step] != b.output_ids[step]) {
      const float margin = want[b.output_ids[step]] - want[a.output_ids[step]];
      if (margin > 2 * differs) {
        return QString("step %1: picks %2, the twin %3 by %4")
            .arg(step)
            .arg(a.output_ids[step])
            .arg(b.output_ids[step])
            .arg(margin);
      }
      return {};
    }
  }
  return {};
}

const char* const kPrompts[] = {"Once upon a time, there was a little", "The dog said"};

// The greedy tokens of each prompt from an engine on `path` with `config`'s scheduling, all
// prompts submitted together (a batch) or one after the other.
std::vector<std::vector<TokenId>> engine_tokens(const std::string& path, EngineConfig config,
                                                bool together) {
  config.model_dir = path;
  config.num_threads = 2;
  const auto engine = Engine::create(config);
  testing::Collector collector;
  std::vector<RequestId> ids;
  for (const char* prompt : kPrompts) {
    ids.push_back(
        collector.submit(*engine, engine->tokenizer().encode(prompt), testing::greedy(kNewTokens)));
    if (!together) engine->wait_until_idle();
  }
  engine->wait_until_idle();
  std::vector<std::vector<TokenId>> tokens;
  for (RequestId id : ids) tokens.push_back(collector.result(id).tokens);
  return tokens;
}

// `count` blocks of `type` with random quants and finite scales of every size a file may hold
// (subnormal, the largest half, zero, negative), Q6_K's int8 scales anywhere in [-128, 127].
std::vector<std::byte> random_blocks(GgmlType type, std::size_t count, std::mt19937& random) {
  const GgmlTypeInfo info = ggml_type_info(static_cast<std::uint32_t>(type)).value();
  std::vector<std::byte> out(count * info.type_size);
  std::uniform_int_distribution<int> byte(0, 255);
  for (std::byte& b : out) b = static_cast<std::byte>(byte(random));
  const std::uint16_t halves[] = {0x3c00, 0x2e66, 0xb800, 0x0001, 0x7bff, 0x0000, 0x1c00, 0xa400};
  std::uniform_int_distribution<int> pick(0, 7);
  auto put_half = [&](std::byte* at) {
    const std::uint16_t h = halves[pick(random)];
    std::memcpy(at, &h, sizeof h);
  };
  for (std::size_t i = 0; i < count; ++i) {
    std::byte* block = out.data() + i * info.type_size;
    if (type == GgmlType::Q6_K) {
      put_half(block + 208);
    } else {
      put_half(block);
      if (type == GgmlType::Q4_K || type == GgmlType::Q5_K) put_half(block + 2);
    }
  }
  return out;
}

// [tokens][cols] activations: normal values of a few scales, a block of zeros and outliers.
std::vector<float> random_activations(int tokens, int cols, std::mt19937& random) {
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<float> x(static_cast<std::size_t>(tokens) * cols);
  for (int t = 0; t < tokens; ++t) {
    const float scale = std::pow(10.0f, static_cast<float>(t % 3) - 1.0f);
    for (int i = 0; i < cols; ++i) x[t * cols + i] = normal(random) * scale;
    for (int i = 32; i < 64; ++i) x[t * cols + i] = 0.0f;
    x[t * cols + 100] = 40.0f * scale;
  }
  return x;
}

}  // namespace

class GgufQuantizedTest : public QObject {
  Q_OBJECT

 private slots:
  void formats_data() {
    QTest::addColumn<QString>("file");
    for (const char* name : {"q8_0", "q4_0", "q4_k", "q5_k", "q6_k", "q4_k_m"}) {
      QTest::newRow(name) << QString("quant-%1.gguf").arg(name);
    }
  }

  // Logits of every step close to those of the F32 twin (follows_twin()), for both prompts.
  void formats() {
    QFETCH(QString, file);
    const Model model = load(data_path(file.toStdString()));
    QVERIFY(is_block_quantized(model.weights.layers[0].q_proj.dtype));
    QVERIFY(is_block_quantized(model.weights.embed_tokens.dtype));
    const ModelWeights twin = dequantized_twin(model.weights);
    QCOMPARE(twin.layers[0].down_proj.dtype, DType::F32);
    const auto tokenizer = Tokenizer::load(data_path(file.toStdString()));
    for (const char* prompt : kPrompts) {
      const std::vector<TokenId> ids = tokenizer->encode(prompt);
      const auto quantized = backend_of(model, model.weights);
      const auto f32 = backend_of(model, twin);
      const test::GreedyRun a = test::run_greedy(*quantized, ids, kNewTokens, {}, kBlockSize);
      const test::GreedyRun b = test::run_greedy(*f32, ids, kNewTokens, {}, kBlockSize);
      QCOMPARE(a.output_ids.size(), std::size_t{kNewTokens});
      const QString differs = follows_twin(a, b, kTwinTolerance);
      QVERIFY2(differs.isEmpty(), qPrintable(differs + " of '" + prompt + "'"));
      // Not a constant: the model's tokens vary.
      QVERIFY(std::any_of(a.output_ids.begin(), a.output_ids.end(),
                          [&](TokenId id) { return id != a.output_ids.front(); }));
    }
  }

  // The engine's tokens for each prompt: alone, in a batch with the other, and with the prompt
  // prefilled in chunks of 5 tokens; the same as the backend's own greedy run.
  void requests_are_batch_invariant_data() { formats_data(); }
  void requests_are_batch_invariant() {
    QFETCH(QString, file);
    const std::string path = data_path(file.toStdString());
    EngineConfig config = testing::cpu_engine_config();
    const auto alone = engine_tokens(path, config, false);
    QCOMPARE(engine_tokens(path, config, true), alone);
    config.scheduler.max_num_seqs = 2;
    config.scheduler.max_num_batched_tokens = 5;
    QCOMPARE(engine_tokens(path, config, true), alone);
    const Model model = load(path);
    const auto backend = backend_of(model, model.weights);
    const auto tokenizer = Tokenizer::load(path);
    const std::vector<TokenId> ids = tokenizer->encode(kPrompts[0]);
    QCOMPARE(test::run_greedy(*backend, ids, kNewTokens, {}, kBlockSize).output_ids, alone[0]);
  }

  // The backend reads the blocks in place (a model too small to fill a huge page is never moved
  // into one: forward/weights.h): no matrix is copied or widened, and what it holds for its
  // weights is within 1.1 times the file.
  void weights_stay_in_the_file() {
    const std::string path = data_path("quant-q4_k_m.gguf");
    Model model = load(path);
    ThreadPool pool(2);
    const cpu::CpuWeights bound =
        cpu::bind_cpu_weights(model.config, model.weights, Quantization::None, pool);
    QVERIFY(bound.copy_storage.empty() && bound.int8_storage.empty() &&
            bound.bf16_storage.empty() && bound.scale_storage.empty());
    std::size_t held = 0;
    auto check = [&](const cpu::WeightMatrix& m, const TensorView& view) {
      QVERIFY(cpu::is_block_format(m.format));
      QCOMPARE(m.data, static_cast<const void*>(view.data));
      QCOMPARE(cpu::weight_bytes(m), view.nbytes);
      held += cpu::weight_bytes(m);
    };
    for (std::size_t i = 0; i < bound.layers.size(); ++i) {
      const cpu::CpuWeights::Layer& b = bound.layers[i];
      const LayerWeights& l = model.weights.layers[i];
      check(b.wq, l.q_proj);
      check(b.wk, l.k_proj);
      check(b.wv, l.v_proj);
      check(b.wo, l.o_proj);
      check(b.w_gate, l.gate_proj);
      check(b.w_up, l.up_proj);
      check(b.w_down, l.down_proj);
      held += (b.input_norm.size() + b.post_attention_norm.size()) * sizeof(float);
    }
    QCOMPARE(bound.lm_head.format, cpu::WeightFormat::Q6_K);
    check(bound.lm_head, model.weights.lm_head);
    QCOMPARE(bound.embed.dtype, DType::Q4_K);
    held += bound.embed.nbytes + bound.final_norm.size() * sizeof(float);
    const auto file_bytes =
        static_cast<std::size_t>(QFileInfo(QString::fromStdString(path)).size());
    QVERIFY2(held * 10 <= file_bytes * 11,
             qPrintable(QString("%1 of %2").arg(held).arg(file_bytes)));
  }

  // Int8 and BF16 quantization at load start from the dequantized blocks.
  void quantize_at_load_starts_from_the_blocks() {
    const std::string path = data_path("quant-q4_k.gguf");
    EngineConfig config = testing::cpu_engine_config();
    config.model_dir = path;
    for (Quantization q : {Quantization::Int8, Quantization::BF16}) {
      config.quantize = q;
      const auto engine = Engine::create(config);
      QCOMPARE(engine->model_info().weight_dtype,
               std::string(q == Quantization::Int8 ? "INT8 (from Q4_K)" : "BF16xBF16 (from Q4_K)"));
      testing::Collector collector;
      const RequestId id =
          collector.submit(*engine, engine->tokenizer().encode(kPrompts[0]), testing::greedy(8));
      engine->wait_until_idle();
      QCOMPARE(collector.result(id).tokens.size(), std::size_t{8});
    }
  }

  // --quantize q4 on a Q8_0 file quantizes its matrices again: Q4_K, with Q6_K for the LM head and
  // (the one layer being the last eighth) the V and down projections. The logits are close to those
  // of an F32 model holding the values of those blocks (follows_twin()), and a request's tokens are
  // the same alone, in a batch and with its prompt in chunks.
  void q4_at_load_computes_with_its_blocks() {
    const std::string path = data_path("quant-q8_0.gguf");
    const Model model = load(path);
    ThreadPool pool(2);
    const cpu::CpuWeights bound =
        cpu::bind_cpu_weights(model.config, model.weights, Quantization::Q4, pool);
    const cpu::CpuWeights::Layer& layer = bound.layers.at(0);
    for (const cpu::WeightMatrix* m :
         {&layer.wq, &layer.wk, &layer.wo, &layer.w_gate, &layer.w_up}) {
      QCOMPARE(m->format, cpu::WeightFormat::Q4_K);
    }
    QCOMPARE(layer.wv.format, cpu::WeightFormat::Q6_K);
    QCOMPARE(layer.w_down.format, cpu::WeightFormat::Q6_K);
    QCOMPARE(bound.lm_head.format, cpu::WeightFormat::Q6_K);
    QCOMPARE(bound.block_storage.size(), std::size_t{8});

    ModelWeights twin = model.weights;
    auto values_of = [&](const cpu::WeightMatrix& m, TensorView& view) {
      const auto type = static_cast<std::uint32_t>(
          m.format == cpu::WeightFormat::Q4_K ? GgmlType::Q4_K : GgmlType::Q6_K);
      auto values = std::make_shared<std::vector<float>>(static_cast<std::size_t>(m.rows) * m.cols);
      dequantize(type, static_cast<const std::byte*>(m.data), values->data(), values->size());
      view.dtype = DType::F32;
      view.data = reinterpret_cast<const std::byte*>(values->data());
      view.nbytes = values->size() * sizeof(float);
      view.mapped = false;
      twin.storage.push_back(values);
    };
    LayerWeights& l = twin.layers.at(0);
    values_of(layer.wq, l.q_proj);
    values_of(layer.wk, l.k_proj);
    values_of(layer.wv, l.v_proj);
    values_of(layer.wo, l.o_proj);
    values_of(layer.w_gate, l.gate_proj);
    values_of(layer.w_up, l.up_proj);
    values_of(layer.w_down, l.down_proj);
    values_of(bound.lm_head, twin.lm_head);  // untied from the (Q8_0) embedding
    const auto tokenizer = Tokenizer::load(path);
    for (const char* prompt : kPrompts) {
      const std::vector<TokenId> ids = tokenizer->encode(prompt);
      auto q4 = make_cpu_backend(model.config, model.weights, 2, Quantization::Q4);
      q4->allocate_kv_cache(128 / kBlockSize, kBlockSize);
      const auto f32 = backend_of(model, twin);
      const test::GreedyRun a = test::run_greedy(*q4, ids, kNewTokens, {}, kBlockSize);
      const test::GreedyRun b = test::run_greedy(*f32, ids, kNewTokens, {}, kBlockSize);
      const QString differs = follows_twin(a, b, kTwinTolerance);
      QVERIFY2(differs.isEmpty(), qPrintable(differs + " of '" + prompt + "'"));
    }

    EngineConfig config = testing::cpu_engine_config();
    config.quantize = Quantization::Q4;
    const auto alone = engine_tokens(path, config, false);
    QCOMPARE(engine_tokens(path, config, true), alone);
    config.scheduler.max_num_seqs = 2;
    config.scheduler.max_num_batched_tokens = 5;
    QCOMPARE(engine_tokens(path, config, true), alone);
    config.model_dir = path;
    QCOMPARE(Engine::create(config)->model_info().weight_dtype, std::string("Q4_K_M (from Q8_0)"));
  }

  // The CUDA module does not run block-quantized weights: --device cuda says so, auto runs on the
  // CPU with a notice.
  void cuda_refuses_and_auto_falls_back() {
    const Model model = load(data_path("quant-q8_0.gguf"));
    EngineConfig config = testing::cpu_engine_config();
    config.device = Device::Cuda;
    Device chosen = Device::Auto;
    Message notice;
    const std::string error = test::error_message(
        [&] { make_backend(config, model.config, model.weights, chosen, notice); });
    QVERIFY2(error.find("the CUDA backend does not run Q8_0 weights") != std::string::npos,
             error.c_str());
    config.device = Device::Auto;
    const auto backend = make_backend(config, model.config, model.weights, chosen, notice);
    QCOMPARE(chosen, Device::Cpu);
    QVERIFY2(notice.english().find("does not run Q8_0 weights") != std::string::npos,
             notice.english().c_str());
  }

  void unsupported_type_is_named() {
    const std::string path = data_path("quant-q5_0.gguf");
    const std::string error = test::error_message([&] { load_model_config(path); });
    QVERIFY2(error.find("tensor 'token_embd.weight': Q5_0 weights are not supported") !=
                 std::string::npos,
             error.c_str());
  }

  // Every kernel set this CPU has computes the reference's integer dot products
  // (model/gguf_dot.h) bit for bit, for 1 to 11 tokens at once, each token's outputs the same
  // however many go with it; and the reference is the dot product of the dequantized weights
  // with the activations up to their rounding to int8 (a wrong reference would fail here).
  void kernel_sets_dot_as_the_reference() {
    std::vector<cpu::KernelSet> sets(1);
    cpu::portable_kernels(sets[0]);
    cpu::KernelSet set;
    if (cpu::avx2_kernels(set) && QByteArray(cpu::select_kernels().name) != "portable") {
      sets.push_back(set);
    }
    const std::string best = cpu::select_kernels().name;
    if (best.starts_with("avx512") && cpu::avx512_kernels(set)) sets.push_back(set);
    std::mt19937 random(7);
    for (const GgmlType type :
         {GgmlType::Q8_0, GgmlType::Q4_0, GgmlType::Q4_K, GgmlType::Q5_K, GgmlType::Q6_K}) {
      const GgmlTypeInfo info = ggml_type_info(static_cast<std::uint32_t>(type)).value();
      constexpr int kRows = 19;
      constexpr int kTokens = 11;  // every tile size of both widths (up to 8), and a remainder
      const int cols = 512 + (dot_takes_super_blocks(type) ? 256 : 96);
      const std::vector<std::byte> blocks =
          random_blocks(type, static_cast<std::size_t>(kRows) * cols / info.block_size, random);
      const std::vector<float> x = random_activations(kTokens, cols, random);
      const int block = dot_takes_super_blocks(type) ? kDotSuperBlock : kDotBlock;
      std::vector<float> scales(kTokens * cols / block);
      std::vector<std::int8_t> q(kTokens * cols);
      std::vector<std::int16_t> sums(kTokens * cols / kDotSumGroup);
      for (int t = 0; t < kTokens; ++t) {
        quantize_activations(x.data() + t * cols, cols, block, scales.data() + t * cols / block,
                             q.data() + t * cols, sums.data() + t * cols / kDotSumGroup);
      }
      auto token = [&](int t) {
        return QuantizedRow{scales.data() + t * cols / block, q.data() + t * cols,
                            sums.data() + t * cols / kDotSumGroup};
      };
      const std::size_t row_bytes =
          static_cast<std::size_t>(cols) / info.block_size * info.type_size;
      std::vector<float> expected(kTokens * kRows);
      std::vector<float> values(static_cast<std::size_t>(kRows) * cols);
      dequantize(static_cast<std::uint32_t>(type), blocks.data(), values.data(), values.size());
      for (int t = 0; t < kTokens; ++t) {
        for (int r = 0; r < kRows; ++r) {
          const float got = block_dot(type, blocks.data() + row_bytes * r, cols, token(t));
          expected[t * kRows + r] = got;
          // The exact sum of the dequantized weights times the activations, and how far the
          // activations' rounding (half a step of its block's scale at most) can move it.
          double exact = 0, bound = 0;
          for (int i = 0; i < cols; ++i) {
            const double w = values[static_cast<std::size_t>(r) * cols + i];
            exact += w * x[t * cols + i];
            bound += std::fabs(w) *
                     (0.5 * scales[(t * cols + i) / block] + 1e-6 * std::fabs(x[t * cols + i]));
          }
          QVERIFY2(std::fabs(got - exact) <= bound * 1.01 + 1e-3,
                   qPrintable(QString("%1 row %2 token %3: %4, exactly %5 (bound %6)")
                                  .arg(info.name.data())
                                  .arg(r)
                                  .arg(t)
                                  .arg(got)
                                  .arg(exact)
                                  .arg(bound)));
        }
      }
      const cpu::WeightMatrix w{
          cpu::held_format(Quantization::None, *gguf_dtype(static_cast<std::uint32_t>(type))),
          blocks.data(), nullptr, kRows, cols};
      cpu::QuantizedActivations xa;
      (block == kDotBlock ? xa.scales32 : xa.scales256) = scales.data();
      (block == kDotBlock ? xa.q32 : xa.q256) = q.data();
      xa.sums16 = block == kDotBlock ? nullptr : sums.data();
      for (const cpu::KernelSet& s : sets) {
        for (int tokens = 1; tokens <= kTokens; ++tokens) {
          std::vector<float> got(tokens * kRows, -1.0f);
          // Two ranges of rows, as the pool hands them out.
          s.block_dot[static_cast<int>(w.format)](xa, tokens, w, got.data(), kRows, 0, 7);
          s.block_dot[static_cast<int>(w.format)](xa, tokens, w, got.data(), kRows, 7, kRows);
          const std::vector<float> want(expected.begin(), expected.begin() + tokens * kRows);
          QVERIFY2(same_values(got, want),
                   qPrintable(
                       QString("%1 with %2, %3 tokens").arg(info.name.data(), s.name).arg(tokens)));
        }
      }
    }
  }
};

QTEST_MAIN(GgufQuantizedTest)
#include "gguf_quantized_test.moc"

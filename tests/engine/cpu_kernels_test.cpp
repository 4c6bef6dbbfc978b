// The CPU matmul kernels of every kernel set this machine runs (portable, AVX2, AVX-512), every
// weight format, on shapes with leftover elements: close to a float64 reference, and every output
// row bitwise the same whether its token is computed alone or among others (batch invariance).
#include <QtTest>
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <random>

#include "runtime/cpu/forward/quantize.h"
#include "runtime/cpu/kernels/kernel_set.h"
#include "runtime/cpu/ops/matmul.h"
#include "tessera/dtype.h"

using namespace tessera;
using namespace tessera::cpu;

Q_DECLARE_METATYPE(tessera::cpu::WeightFormat)

namespace {

struct Weights {
  WeightMatrix view;
  std::vector<float> widened;  // what the kernel should see, as float32
  std::vector<std::uint16_t> halves;
  std::vector<std::int8_t> int8;
  std::vector<float> floats;
  std::vector<float> scales;
};

Weights make_weights(WeightFormat format, int rows, int cols, std::mt19937& rng) {
  std::normal_distribution<float> normal(0.0f, 0.05f);
  Weights w;
  w.floats.resize(static_cast<std::size_t>(rows) * cols);
  for (float& v : w.floats) v = normal(rng);
  w.widened = w.floats;
  w.view = {format, w.floats.data(), nullptr, rows, cols};
  if (format == WeightFormat::F16 || format == WeightFormat::BF16 ||
      format == WeightFormat::BF16Dot) {
    w.halves.resize(w.floats.size());
    for (std::size_t i = 0; i < w.floats.size(); ++i) {
      const bool f16 = format == WeightFormat::F16;
      w.halves[i] = f16 ? f32_to_f16(w.floats[i]) : f32_to_bf16(w.floats[i]);
      w.widened[i] = f16 ? f16_to_f32(w.halves[i]) : bf16_to_f32(w.halves[i]);
    }
    w.view.data = w.halves.data();
  } else if (format == WeightFormat::Int8) {
    const int groups = (cols + kInt8Group - 1) / kInt8Group;
    w.int8.resize(w.floats.size());
    w.scales.resize(static_cast<std::size_t>(rows) * groups);
    quantize_int8(w.floats.data(), rows, cols, w.int8.data(), w.scales.data());
    for (std::size_t i = 0; i < w.int8.size(); ++i) {
      const std::size_t row = i / cols, group = (i % cols) / kInt8Group;
      w.widened[i] = w.int8[i] * w.scales[row * groups + group];
    }
    w.view.data = w.int8.data();
    w.view.scales = w.scales.data();
  }
  return w;
}

// tokens x cols activations drawn from N(0, 1).
std::vector<float> random_activations(int tokens, int cols, std::mt19937& rng) {
  std::normal_distribution<float> normal(0.0f, 1.0f);
  std::vector<float> x(static_cast<std::size_t>(tokens) * cols);
  for (float& v : x) v = normal(rng);
  return x;
}

// Data rows "<set> <dtype> <rows>x<cols>" for every kernel set and dtype (int8 included) and
// each shape, in the columns set, format, rows and cols.
void add_set_dtype_shape_rows(std::initializer_list<std::pair<int, int>> shapes) {
  QTest::addColumn<QByteArray>("set");
  QTest::addColumn<WeightFormat>("format");
  QTest::addColumn<int>("rows");
  QTest::addColumn<int>("cols");
  for (const char* set : {"portable", "avx2", "avx512", "avx512bf16"}) {
    for (auto [name, format] : {std::pair{"F32", WeightFormat::F32},
                                {"F16", WeightFormat::F16},
                                {"BF16", WeightFormat::BF16},
                                {"INT8", WeightFormat::Int8},
                                {"BF16DOT", WeightFormat::BF16Dot}}) {
      for (auto [rows, cols] : shapes) {
        QTest::addRow("%s %s %dx%d", set, name, rows, cols)
            << QByteArray(set) << format << rows << cols;
      }
    }
  }
}

// One data row of add_set_dtype_shape_rows(), with the kernel set it names where this CPU and
// build have it (otherwise kernels.name differs from set).
struct KernelCase {
  QByteArray set;
  WeightFormat format;
  int rows;
  int cols;
  KernelSet kernels;
};

KernelCase fetch_kernel_case() {
  QFETCH(QByteArray, set);
  QFETCH(WeightFormat, format);
  QFETCH(int, rows);
  QFETCH(int, cols);
  qputenv("TESSERA_CPU_KERNELS", set);
  const KernelSet kernels = select_kernels();
  qunsetenv("TESSERA_CPU_KERNELS");
  return {set, format, rows, cols, kernels};
}

}  // namespace

class CpuKernelsTest : public QObject {
  Q_OBJECT

 private slots:
  void kernels_match_reference_and_are_batch_invariant_data() {
    // Leftover rows, lanes and int8 group; then rows in several cache blocks per thread; then
    // rows that several tokens take in spans of k (kTileSpan), with leftovers.
    add_set_dtype_shape_rows({{45, 200}, {33, 1048}, {301, 1000}, {37, 2600}, {19, 5000}});
  }

  void kernels_match_reference_and_are_batch_invariant() {
    const auto [set, format, rows, cols, kernels] = fetch_kernel_case();
    if (set != kernels.name) QSKIP("this CPU or build does not have this kernel set");

    std::mt19937 rng(7);
    constexpr int tokens = 7;
    const Weights w = make_weights(format, rows, cols, rng);
    const std::vector<float> x = random_activations(tokens, cols, rng);

    ThreadPool pool(2);
    std::vector<float> batched(static_cast<std::size_t>(tokens) * rows);
    matmul(pool, kernels, x.data(), w.view, batched.data(), tokens);
    // Three tokens take the streaming tiles (one row at a time), seven the cached ones.
    std::vector<float> few(static_cast<std::size_t>(3) * rows);
    static_assert(3 <= kStreamingTokens && tokens > kStreamingTokens);
    matmul(pool, kernels, x.data(), w.view, few.data(), 3);
    for (int t = 0; t < tokens; ++t) {
      std::vector<float> alone(rows);
      matmul(pool, kernels, x.data() + static_cast<std::size_t>(t) * cols, w.view, alone.data(), 1);
      for (int o = 0; o < rows; ++o) {
        const float got = batched[static_cast<std::size_t>(t) * rows + o];
        QCOMPARE(alone[o], got);  // bitwise: same arithmetic alone and batched
        if (t < 3) QCOMPARE(few[static_cast<std::size_t>(t) * rows + o], got);
        double want = 0.0;
        for (int k = 0; k < cols; ++k) {
          float xk = x[static_cast<std::size_t>(t) * cols + k];
          if (format == WeightFormat::BF16Dot) xk = bf16_to_f32(f32_to_bf16(xk));  // rounded too
          want += static_cast<double>(xk) * w.widened[static_cast<std::size_t>(o) * cols + k];
        }
        QVERIFY2(std::abs(got - want) < 1e-4 * std::sqrt(cols / 200.0),
                 qPrintable(QString("token %1 row %2: %3 vs %4").arg(t).arg(o).arg(got).arg(want)));
      }
    }
  }

  // A long prompt goes through a matrix token_chunk() tokens at a time (fewer for long rows):
  // every token's outputs are the same bits as when it is computed in a small batch, with every
  // kernel set.
  void many_tokens_in_chunks_equal_a_small_batch_data() {
    add_set_dtype_shape_rows({{45, 200}, {21, 5000}});
  }

  void many_tokens_in_chunks_equal_a_small_batch() {
    const auto [set, format, rows, cols, kernels] = fetch_kernel_case();
    if (set != kernels.name) QSKIP("this CPU or build does not have this kernel set");
    std::mt19937 rng(9);
    const Weights w = make_weights(format, rows, cols, rng);
    const int chunk = token_chunk(w.view, format == WeightFormat::BF16Dot ? 2 : 4);
    // Long rows take fewer, but int8's, whose blocks hold more rows.
    QVERIFY(cols == 200 || format == WeightFormat::Int8 ? chunk == kTokenChunk
                                                        : chunk < kTokenChunk);
    const int tokens = 2 * chunk + 45;  // two whole chunks and a partial one
    const std::vector<float> x = random_activations(tokens, cols, rng);
    ThreadPool pool(2);
    std::vector<float> all(static_cast<std::size_t>(tokens) * rows);
    matmul(pool, kernels, x.data(), w.view, all.data(), tokens);
    for (int first : {0, chunk - 3, 2 * chunk + 38}) {  // across chunk boundaries
      constexpr int kFew = 7;
      std::vector<float> few(static_cast<std::size_t>(kFew) * rows);
      matmul(pool, kernels, x.data() + static_cast<std::size_t>(first) * cols, w.view, few.data(),
             kFew);
      QVERIFY2(std::memcmp(few.data(), all.data() + static_cast<std::size_t>(first) * rows,
                           few.size() * sizeof(float)) == 0,
               qPrintable(QString("tokens %1 to %2").arg(first).arg(first + kFew - 1)));
    }
  }

  // Small matrices with short rows are stored by columns at load (WeightMatrix::by_columns): close
  // to the float64 reference, every output the same bits alone, among a few tokens (streaming)
  // and among many, on one thread or two, and nothing written past the last row (rows that are
  // not a multiple of the lanes leave padding in the last register).
  void matrices_by_columns_match_reference_and_are_batch_invariant_data() {
    add_set_dtype_shape_rows({{45, 200}, {172, 64}, {64, 172}, {9, 5}});
  }

  void matrices_by_columns_match_reference_and_are_batch_invariant() {
    const auto [set, format, rows, cols, kernels] = fetch_kernel_case();
    if (set != kernels.name) QSKIP("this CPU or build does not have this kernel set");
    if (format == WeightFormat::Int8 || format == WeightFormat::BF16Dot) {
      QSKIP("int8 and BF16Dot matrices are never stored by columns");
    }
    std::mt19937 rng(11);
    Weights w = make_weights(format, rows, cols, rng);
    const std::size_t element = format == WeightFormat::F32 ? 4 : 2;
    std::vector<std::byte> columns(static_cast<std::size_t>(by_columns_stride(rows)) * cols *
                                   element);
    copy_by_columns(w.view.data, element, rows, cols, columns.data());
    w.view.data = columns.data();
    w.view.by_columns = true;
    constexpr int tokens = 11;
    const std::vector<float> x = random_activations(tokens, cols, rng);
    ThreadPool one(1), two(2);
    const std::size_t size = static_cast<std::size_t>(tokens) * rows;
    std::vector<float> batched(size + 32, NAN), serial(size);
    matmul(two, kernels, x.data(), w.view, batched.data(), tokens);
    matmul(one, kernels, x.data(), w.view, serial.data(), tokens);
    QVERIFY(
        std::all_of(batched.begin() + size, batched.end(), [](float v) { return std::isnan(v); }));
    QVERIFY(std::memcmp(serial.data(), batched.data(), size * sizeof(float)) == 0);
    std::vector<float> few(static_cast<std::size_t>(3) * rows);
    matmul(two, kernels, x.data(), w.view, few.data(), 3);
    QVERIFY(std::memcmp(few.data(), batched.data(), few.size() * sizeof(float)) == 0);
    for (int t = 0; t < tokens; ++t) {
      std::vector<float> alone(rows);
      matmul(two, kernels, x.data() + static_cast<std::size_t>(t) * cols, w.view, alone.data(), 1);
      for (int o = 0; o < rows; ++o) {
        const float got = batched[static_cast<std::size_t>(t) * rows + o];
        QCOMPARE(alone[o], got);
        double want = 0.0;
        for (int k = 0; k < cols; ++k) {
          want += static_cast<double>(x[static_cast<std::size_t>(t) * cols + k]) *
                  w.widened[static_cast<std::size_t>(o) * cols + k];
        }
        QVERIFY2(std::abs(got - want) < 1e-4 * std::sqrt(cols / 200.0 + 0.1),
                 qPrintable(QString("token %1 row %2: %3 vs %4").arg(t).arg(o).arg(got).arg(want)));
      }
    }
  }

  // Long rows are packed at load (WeightMatrix::packed): every output must be the same bits as
  // from the row-major matrix, for streaming and cached token counts, with every kernel set, on
  // shapes with a partial last group of rows, a short last piece and leftover elements (for
  // int8: a partial last group of columns), and enough rows that a few tokens read a thread's
  // range of rows as parts of whole groups side by side (two, or four for one token with AVX2),
  // with groups left over.
  void packed_rows_give_the_same_bits_as_whole_rows_data() {
    add_set_dtype_shape_rows({{13, 3079}, {40, 2100}, {21, 1030}, {300, 1030}});
  }

  void packed_rows_give_the_same_bits_as_whole_rows() {
    const auto [set, format, rows, cols, kernels] = fetch_kernel_case();
    if (set != kernels.name) QSKIP("this CPU or build does not have this kernel set");

    std::mt19937 rng(5);
    const Weights w = make_weights(format, rows, cols, rng);
    const std::size_t element = format == WeightFormat::F32    ? 4
                                : format == WeightFormat::Int8 ? 1
                                                               : 2;  // F16, BF16, BF16Dot
    std::vector<std::byte> packed(static_cast<std::size_t>(rows) * cols * element);
    ThreadPool packer(2);
    pack_rows(packer, w.view.data, element, rows, cols, packed.data());
    WeightMatrix view = w.view;
    view.data = packed.data();
    view.packed = true;
    if (format == WeightFormat::Int8) {  // quantizing straight into the packed order
      std::vector<std::int8_t> quantized(packed.size());
      std::vector<float> scales(w.scales.size());
      quantize_int8(packer, DType::F32, w.floats.data(), rows, cols, quantized.data(),
                    scales.data(), true);
      QVERIFY(std::memcmp(quantized.data(), packed.data(), packed.size()) == 0);
      QCOMPARE(scales, w.scales);
    }
    for (int row : {0, rows / 2, rows - 1}) {  // the layout: each element where packed_offset says
      for (int col : {0, cols / 3, cols - 1}) {
        const std::size_t from = (static_cast<std::size_t>(row) * cols + col) * element;
        const std::size_t to = packed_offset(rows, cols, row, col) * element;
        QVERIFY(std::memcmp(packed.data() + to, static_cast<const std::byte*>(w.view.data) + from,
                            element) == 0);
      }
    }

    constexpr int kMaxTokens = 9;
    const std::vector<float> x = random_activations(kMaxTokens, cols, rng);
    for (int threads : {1, 2, 3}) {
      ThreadPool pool(threads);
      for (int tokens : {1, 2, 3, 4, 5, 7, 9}) {
        std::vector<float> want(static_cast<std::size_t>(tokens) * rows, -1.0f);
        std::vector<float> got(want.size(), -2.0f);
        matmul(pool, kernels, x.data(), w.view, want.data(), tokens);
        matmul(pool, kernels, x.data(), view, got.data(), tokens);
        QVERIFY2(std::memcmp(got.data(), want.data(), got.size() * sizeof(float)) == 0,
                 qPrintable(QString("%1 threads, %2 tokens").arg(threads).arg(tokens)));
      }
    }
  }

  // q/k/v and gate/up go to the pool as one loop over several matrices of different heights: each
  // output must be the same bits as its matmul alone, for streaming and cached token counts.
  void grouped_matmul_equals_one_matmul_per_target_data() {
    QTest::addColumn<int>("tokens");
    QTest::newRow("1 token") << 1;
    QTest::newRow("4 tokens") << 4;
    QTest::newRow("9 tokens") << 9;
  }

  void grouped_matmul_equals_one_matmul_per_target() {
    QFETCH(int, tokens);
    const KernelSet kernels = select_kernels();
    std::mt19937 rng(11);
    constexpr int cols = 136;
    const Weights q = make_weights(WeightFormat::BF16, 160, cols, rng);
    const Weights k = make_weights(WeightFormat::BF16, 24, cols, rng);
    const Weights v = make_weights(WeightFormat::BF16, 3, cols, rng);
    const std::vector<float> x = random_activations(tokens, cols, rng);
    for (int threads : {1, 2, 3}) {
      ThreadPool pool(threads);
      std::vector<float> grouped[3], alone[3];
      const Weights* weights[3] = {&q, &k, &v};
      for (int i = 0; i < 3; ++i) {
        grouped[i].assign(static_cast<std::size_t>(tokens) * weights[i]->view.rows, -1.0f);
        alone[i].assign(grouped[i].size(), -2.0f);
        matmul(pool, kernels, x.data(), weights[i]->view, alone[i].data(), tokens);
      }
      matmul(pool, kernels, x.data(),
             {{&q.view, grouped[0].data()},
              {&k.view, grouped[1].data()},
              {&v.view, grouped[2].data()}},
             tokens);
      for (int i = 0; i < 3; ++i) QCOMPARE(grouped[i], alone[i]);
    }
  }

  // The feed-forward activation: close to a float64 silu(g) * u, the same bits with every kernel
  // set, and an element's result independent of the array's length (whole lanes or leftovers).
  void silu_mul_matches_reference_with_every_set() {
    std::mt19937 rng(11);
    std::normal_distribution<float> normal(0.0f, 4.0f);
    std::vector<float> gate(203), up(gate.size());
    for (float& v : gate) v = normal(rng);
    for (float& v : up) v = normal(rng);
    for (float edge : {0.0f, -0.0f, 1e-30f, -20.0f, 20.0f, -87.0f, 87.0f, -100.0f, 100.0f}) {
      gate.push_back(edge);
      up.push_back(1.5f);
    }
    std::vector<float> first;
    for (const char* name : {"portable", "avx2", "avx512"}) {
      qputenv("TESSERA_CPU_KERNELS", name);
      const KernelSet kernels = select_kernels();
      qunsetenv("TESSERA_CPU_KERNELS");
      if (std::string_view(name) != kernels.name) continue;
      std::vector<float> all = gate;
      kernels.silu_mul(all.data(), up.data(), all.size());
      for (std::size_t i = 0; i < all.size(); ++i) {
        const double g = gate[i];
        const double want = g / (1.0 + std::exp(-g)) * up[i];
        // Absolute 1e-35: e^x stops at e^88.3, so silu(-100) is -7e-37 instead of -4e-42.
        QVERIFY2(
            std::abs(all[i] - want) <= 4e-7 * std::abs(want) + 1e-35,
            qPrintable(
                QString("%1: element %2 = %3, want %4").arg(name).arg(i).arg(all[i]).arg(want)));
      }
      for (std::size_t n : {1, 7, 9, 13}) {  // leftovers only, and whole lanes plus leftovers
        std::vector<float> part(gate.begin() + 3, gate.begin() + 3 + n);
        kernels.silu_mul(part.data(), up.data() + 3, n);
        for (std::size_t i = 0; i < n; ++i) QCOMPARE(part[i], all[3 + i]);
      }
      if (first.empty()) first = all;
      QCOMPARE(all, first);
    }
  }

  // A BF16Dot matmul's activations are rounded once per call by the set's round_to_bf16: as
  // f32_to_bf16() rounds them (to the nearest, ties to even, NaN kept a NaN, overflow to
  // infinity) with every set, and leftovers as whole lanes; the AVX512_BF16 set's instruction
  // flushes subnormal inputs to a zero of their sign, as `vdpbf16ps` reads them anyway.
  void rounding_to_bf16_matches_f32_to_bf16_with_every_set() {
    std::mt19937 rng(13);
    std::normal_distribution<float> normal(0.0f, 3.0f);
    std::vector<float> x(203);
    for (float& v : x) v = normal(rng);
    const auto from_bits = [](std::uint32_t bits) { return std::bit_cast<float>(bits); };
    for (std::uint32_t bits : {0x3f808000u, 0x3f818000u, 0x3f808001u, 0xbf818000u, 0x7f7fffffu,
                               0x7f800000u, 0xff800000u, 0x7fc00000u, 0x7f800001u, 0xffa00000u,
                               0x00000000u, 0x80000000u, 0x00800000u, 0x00000001u, 0x807fffffu}) {
      x.push_back(
          from_bits(bits));  // ties both ways, overflow, infinities, NaNs, zeros, subnormals
    }
    for (const char* name : {"portable", "avx2", "avx512", "avx512bf16"}) {
      qputenv("TESSERA_CPU_KERNELS", name);
      const KernelSet kernels = select_kernels();
      qunsetenv("TESSERA_CPU_KERNELS");
      if (std::string_view(name) != kernels.name) continue;
      const bool flushes = std::string_view(name) == "avx512bf16";
      std::vector<std::uint16_t> all(x.size());
      kernels.round_to_bf16(x.data(), x.size(), all.data());
      for (std::size_t i = 0; i < x.size(); ++i) {
        const bool subnormal = std::fpclassify(x[i]) == FP_SUBNORMAL;
        const std::uint16_t want =
            flushes && subnormal ? (std::signbit(x[i]) ? 0x8000u : 0u) : f32_to_bf16(x[i]);
        QVERIFY2(all[i] == want, qPrintable(QString("%1: element %2 (%3) = %4, want %5")
                                                .arg(name)
                                                .arg(i)
                                                .arg(std::bit_cast<std::uint32_t>(x[i]), 8, 16)
                                                .arg(all[i], 4, 16)
                                                .arg(want, 4, 16)));
      }
      // Leftovers only, and whole lanes plus leftovers, ending at the special values.
      for (std::size_t n : {1, 7, 17, 31}) {
        const std::size_t first = x.size() - n;
        std::vector<std::uint16_t> part(n);
        kernels.round_to_bf16(x.data() + first, n, part.data());
        for (std::size_t i = 0; i < n; ++i) {
          QVERIFY2(part[i] == all[first + i],
                   qPrintable(QString("%1: %2 of %3 elements").arg(name).arg(i).arg(n)));
        }
      }
    }
  }

  // The forward pass splits a large activation across the pool: the same bits as one call over
  // the whole array (pieces end wherever they end, leftovers included).
  void silu_mul_on_the_pool_equals_one_call() {
    std::mt19937 rng(12);
    std::normal_distribution<float> normal(0.0f, 4.0f);
    std::vector<float> gate(64 * 172 + 5), up(gate.size());
    for (float& v : gate) v = normal(rng);
    for (float& v : up) v = normal(rng);
    const KernelSet kernels = select_kernels();
    std::vector<float> serial = gate;
    kernels.silu_mul(serial.data(), up.data(), serial.size());
    ThreadPool pool(3);
    std::vector<float> pooled = gate;
    silu_mul(pool, kernels, pooled.data(), up.data(), pooled.size());
    QCOMPARE(pooled, serial);
  }

  // Quantizing at load goes a row at a time from the file's dtype, on the pool's threads: the
  // same int8 values and scales as from the float32 copy, and every value what std::lround of
  // w / scale gives (halves away from zero), ties included.
  void int8_from_the_files_dtype_equals_int8_from_float32() {
    std::mt19937 rng(5);
    std::normal_distribution<float> normal(0.0f, 0.05f);
    const int rows = 37, cols = 2 * kInt8Group + 45;  // a partial last group
    const int groups = (cols + kInt8Group - 1) / kInt8Group;
    std::vector<float> floats(static_cast<std::size_t>(rows) * cols);
    for (float& v : floats) v = normal(rng);
    // Exact halves after scaling: a group whose largest is 127 has scale 1, so 2.5 is a tie.
    for (int i = 0; i < 8; ++i) floats[static_cast<std::size_t>(i)] = -3.5f + i;
    floats[8] = 127.0f;
    ThreadPool pool(2);
    for (DType dtype : {DType::F32, DType::F16, DType::BF16}) {
      std::vector<std::uint16_t> halves(floats.size());
      std::vector<float> widened = floats;
      for (std::size_t i = 0; i < floats.size(); ++i) {
        if (dtype == DType::F32) continue;
        halves[i] = dtype == DType::F16 ? f32_to_f16(floats[i]) : f32_to_bf16(floats[i]);
        widened[i] = dtype == DType::F16 ? f16_to_f32(halves[i]) : bf16_to_f32(halves[i]);
      }
      const void* source = dtype == DType::F32 ? static_cast<const void*>(floats.data())
                                               : static_cast<const void*>(halves.data());
      std::vector<std::int8_t> want(floats.size()), got(floats.size());
      std::vector<float> want_scales(static_cast<std::size_t>(rows) * groups),
          got_scales(want_scales.size());
      quantize_int8(widened.data(), rows, cols, want.data(), want_scales.data());
      quantize_int8(pool, dtype, source, rows, cols, got.data(), got_scales.data());
      QCOMPARE(got, want);
      QCOMPARE(got_scales, want_scales);
      for (std::size_t i = 0; i < widened.size(); ++i) {
        const float scale = want_scales[i / cols * groups + (i % cols) / kInt8Group];
        QCOMPARE(static_cast<long>(want[i]), std::lround(widened[i] * (1.0f / scale)));
      }
    }
    QCOMPARE(static_cast<int>(got_tie(2.5f)), 3);
  }

 private:
  static std::int8_t got_tie(float value) {  // one group, largest 127: scale 1
    std::vector<float> row(kInt8Group, 0.0f);
    row[0] = value;
    row[1] = 127.0f;
    std::vector<std::int8_t> q(row.size());
    float scale = 0.0f;
    quantize_int8(row.data(), 1, kInt8Group, q.data(), &scale);
    return q[0];
  }
};

QTEST_GUILESS_MAIN(CpuKernelsTest)
#include "cpu_kernels_test.moc"

// The block encoders of --quantize q4 (model/block_quantize.h): Q8_0 and Q4_0 equal
// gguf.quants.quantize bit for bit (data/gguf/make_quantize_cases.py); Q4_K and Q6_K, which
// gguf.quants does not quantize, decode (model/gguf_dequant.h, itself equal to gguf.quants) to
// within each format's error on normal values at every scale, and their search for scales does
// better than taking each sub-block's extremes.
#include "model/block_quantize.h"

#include <QtTest>
#include <cmath>
#include <fstream>
#include <random>

#include "model/gguf_dequant.h"
#include "model/gguf_file.h"
#include "model/gguf_model.h"
#include "tessera/error.h"

using namespace tessera;

namespace {

std::uint32_t ggml_type_of(DType dtype) {
  for (std::uint32_t type = 0; type < 64; ++type) {
    if (gguf_dtype(type) == dtype) return type;
  }
  qFatal("no ggml type for %s", std::string(dtype_name(dtype)).c_str());
}

std::vector<float> round_trip(DType dtype, const std::vector<float>& values) {
  std::vector<std::byte> blocks(dtype_bytes(dtype, values.size()));
  quantize_blocks(dtype, values.data(), blocks.data(), values.size());
  std::vector<float> back(values.size());
  dequantize(ggml_type_of(dtype), blocks.data(), back.data(), values.size());
  return back;
}

// sqrt(mean (a - b)^2) / sqrt(mean b^2)
double relative_rms_error(const std::vector<float>& a, const std::vector<float>& b) {
  double error = 0.0, norm = 0.0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    error += (static_cast<double>(a[i]) - b[i]) * (static_cast<double>(a[i]) - b[i]);
    norm += static_cast<double>(b[i]) * b[i];
  }
  return std::sqrt(error / norm);
}

std::vector<float> normal_values(std::size_t n, double scale, unsigned seed) {
  std::mt19937 random(seed);
  std::normal_distribution<float> normal(0.0f, static_cast<float>(scale));
  std::vector<float> values(n);
  for (float& v : values) v = normal(random);
  return values;
}

}  // namespace

Q_DECLARE_METATYPE(tessera::DType)

class BlockQuantizeTest : public QObject {
  Q_OBJECT

 private slots:
  void q8_0_and_q4_0_equal_gguf_quants() {
    std::ifstream in(std::string(TESSERA_TEST_DATA_DIR) + "/gguf/quantize_cases.bin",
                     std::ios::binary);
    QVERIFY(in.good());
    int checked = 0;
    std::uint32_t head[2];
    while (in.read(reinterpret_cast<char*>(head), sizeof head)) {
      const GgmlTypeInfo info = ggml_type_info(head[0]).value();
      const DType dtype = gguf_dtype(head[0]).value();
      std::vector<float> values(static_cast<std::size_t>(info.block_size) * head[1]);
      std::vector<std::byte> expected(info.type_size * head[1]);
      in.read(reinterpret_cast<char*>(values.data()),
              static_cast<long>(values.size() * sizeof(float)));
      in.read(reinterpret_cast<char*>(expected.data()), static_cast<long>(expected.size()));
      QVERIFY(in.good());
      std::vector<std::byte> got(expected.size());
      quantize_blocks(dtype, values.data(), got.data(), values.size());
      for (std::size_t b = 0; b < head[1]; ++b) {
        const std::size_t at = b * info.type_size;
        QVERIFY2(
            std::equal(got.begin() + at, got.begin() + at + info.type_size, expected.begin() + at),
            qPrintable(QString("%1 block %2").arg(dtype_name(dtype).data()).arg(b)));
      }
      ++checked;
    }
    QCOMPARE(checked, 2);
  }

  void every_format_is_within_its_error_data() {
    QTest::addColumn<DType>("dtype");
    QTest::addColumn<double>("bound");
    // Relative RMS error on normal values, measured 0.0053, 0.0177 (0.020 where d is a subnormal
    // half), 0.071 and 0.086 (llama.cpp's encoders give about the same), with a little room.
    QTest::newRow("Q8_0") << DType::Q8_0 << 0.007;
    QTest::newRow("Q6_K") << DType::Q6_K << 0.025;
    QTest::newRow("Q4_K") << DType::Q4_K << 0.08;
    QTest::newRow("Q4_0") << DType::Q4_0 << 0.1;
  }

  void every_format_is_within_its_error() {
    QFETCH(DType, dtype);
    QFETCH(double, bound);
    for (const double scale : {1e-3, 0.02, 1.0, 500.0}) {
      const std::vector<float> values = normal_values(256 * 64, scale, 7);
      const double error = relative_rms_error(round_trip(dtype, values), values);
      qInfo("%s at scale %g: relative RMS error %.4f", dtype_name(dtype).data(), scale, error);
      QVERIFY2(error < bound, qPrintable(QString("scale %1: %2").arg(scale).arg(error)));
      QVERIFY(error > 0.0);  // really quantized
    }
  }

  // Q4_K's searched scales and minimums against the plain ones (each sub-block's own minimum and
  // maximum, 15 levels between): the search is what makes Q4_K as good as llama.cpp's.
  void q4_k_search_beats_plain_scales() {
    const std::vector<float> values = normal_values(256 * 64, 1.0, 11);
    const double searched = relative_rms_error(round_trip(DType::Q4_K, values), values);
    std::vector<float> plain(values.size());
    for (std::size_t sub = 0; sub < values.size(); sub += 32) {
      const auto [lo, hi] = std::minmax_element(values.begin() + sub, values.begin() + sub + 32);
      const float min = std::min(*lo, 0.0f);
      const float scale = (*hi - min) / 15.0f;
      for (std::size_t i = sub; i < sub + 32; ++i) {
        plain[i] = min + scale * std::nearbyint((values[i] - min) / scale);
      }
    }
    const double plain_error = relative_rms_error(plain, values);
    qInfo("Q4_K relative RMS error %.4f, with plain float32 scales %.4f", searched, plain_error);
    QVERIFY(searched < plain_error);
  }

  // A block of zeros, and one with infinities and NaN among its values (counted as zeros), give
  // finite values; an outlier keeps its size.
  void special_values_data() {
    QTest::addColumn<DType>("dtype");
    for (DType d : {DType::Q8_0, DType::Q4_0, DType::Q4_K, DType::Q6_K}) {
      QTest::newRow(dtype_name(d).data()) << d;
    }
  }
  void special_values() {
    QFETCH(DType, dtype);
    const std::vector<float> zeros(256, 0.0f);
    QCOMPARE(round_trip(dtype, zeros), zeros);
    std::vector<float> values = normal_values(256, 0.01, 3);
    values[5] = INFINITY;
    values[6] = -INFINITY;
    values[7] = NAN;
    values[100] = 4.0f;
    const std::vector<float> back = round_trip(dtype, values);
    for (float v : back) QVERIFY(std::isfinite(v));
    QVERIFY(std::abs(back[100] - 4.0f) < 0.05f);
  }

  void unsupported_dtype_and_partial_blocks_are_errors() {
    std::vector<float> values(256, 1.0f);
    std::vector<std::byte> out(1024);
    QVERIFY(!can_quantize_blocks(DType::Q5_K));
    QVERIFY(can_quantize_blocks(DType::Q4_K));
    QVERIFY_THROWS_EXCEPTION(Error, quantize_blocks(DType::Q5_K, values.data(), out.data(), 256));
    QVERIFY_THROWS_EXCEPTION(Error, quantize_blocks(DType::Q4_K, values.data(), out.data(), 128));
    QVERIFY_THROWS_EXCEPTION(Error, quantize_blocks(DType::F32, values.data(), out.data(), 256));
  }
};

QTEST_GUILESS_MAIN(BlockQuantizeTest)
#include "block_quantize_test.moc"

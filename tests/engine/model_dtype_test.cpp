// float16 / bfloat16 <-> float32: exact round trips, round-to-nearest-even, inf, nan, subnormals.
#include <QtTest>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include "tessera/dtype.h"

using namespace tessera;

class ModelDtypeTest : public QObject {
  Q_OBJECT

 private slots:
  void sizes_and_safetensors_names() {
    QCOMPARE(dtype_size(DType::F32), std::size_t{4});
    QCOMPARE(dtype_size(DType::F16), std::size_t{2});
    QCOMPARE(dtype_size(DType::BF16), std::size_t{2});
    QCOMPARE(dtype_name(DType::F32), std::string_view("F32"));
    QCOMPARE(dtype_name(DType::F16), std::string_view("F16"));
    QCOMPARE(dtype_name(DType::BF16), std::string_view("BF16"));
  }

  void every_f16_value_survives_a_round_trip_through_f32() {
    for (std::uint32_t bits = 0; bits <= 0xffff; ++bits) {
      const float value = f16_to_f32(static_cast<std::uint16_t>(bits));
      if (std::isnan(value)) {
        QVERIFY(std::isnan(f16_to_f32(f32_to_f16(value))));
      } else {
        QCOMPARE(f32_to_f16(value), static_cast<std::uint16_t>(bits));
      }
    }
  }

  void every_bf16_value_survives_a_round_trip_through_f32() {
    for (std::uint32_t bits = 0; bits <= 0xffff; ++bits) {
      const float value = bf16_to_f32(static_cast<std::uint16_t>(bits));
      if (std::isnan(value)) {
        QVERIFY(std::isnan(bf16_to_f32(f32_to_bf16(value))));
      } else {
        QCOMPARE(f32_to_bf16(value), static_cast<std::uint16_t>(bits));
      }
    }
  }

  void f16_decodes_known_values() {
    QCOMPARE(f16_to_f32(0x3c00), 1.0f);
    QCOMPARE(f16_to_f32(0xc000), -2.0f);
    QCOMPARE(f16_to_f32(0x7bff), 65504.0f);
    QCOMPARE(f16_to_f32(0x0001), 0x1p-24f);  // smallest subnormal
    QCOMPARE(f16_to_f32(0x0400), 0x1p-14f);  // smallest normal
    QCOMPARE(f16_to_f32(0x7c00), std::numeric_limits<float>::infinity());
    QCOMPARE(f16_to_f32(0xfc00), -std::numeric_limits<float>::infinity());
    QVERIFY(std::isnan(f16_to_f32(0x7e00)));
    QVERIFY(std::signbit(f16_to_f32(0x8000)));
  }

  void f16_rounds_to_nearest_even() {
    QCOMPARE(f32_to_f16(1.0f + 0x1p-11f), std::uint16_t{0x3c00});             // tie, down to even
    QCOMPARE(f32_to_f16(1.0f + 3 * 0x1p-11f), std::uint16_t{0x3c02});         // tie, up to even
    QCOMPARE(f32_to_f16(1.0f + 0x1p-11f + 0x1p-20f), std::uint16_t{0x3c01});  // above the tie
    QCOMPARE(f32_to_f16(65519.0f), std::uint16_t{0x7bff});
    QCOMPARE(f32_to_f16(65520.0f), std::uint16_t{0x7c00});  // tie at the top goes to inf
    QCOMPARE(f32_to_f16(-1e10f), std::uint16_t{0xfc00});
    QCOMPARE(f32_to_f16(0x1p-25f), std::uint16_t{0x0000});  // tie between 0 and 2^-24
    QCOMPARE(f32_to_f16(0x1p-25f * 1.5f), std::uint16_t{0x0001});
    QCOMPARE(f32_to_f16(3 * 0x1p-25f), std::uint16_t{0x0002});         // tie, up to even
    QCOMPARE(f32_to_f16(0x1p-14f - 0x1p-26f), std::uint16_t{0x0400});  // carries into normal
    QCOMPARE(f32_to_f16(-0.0f), std::uint16_t{0x8000});
  }

  void f16_keeps_inf_and_nan() {
    const float inf = std::numeric_limits<float>::infinity();
    QCOMPARE(f32_to_f16(inf), std::uint16_t{0x7c00});
    QCOMPARE(f32_to_f16(-inf), std::uint16_t{0xfc00});
    const std::uint16_t nan = f32_to_f16(std::numeric_limits<float>::quiet_NaN());
    QCOMPARE(nan & 0x7c00, 0x7c00);
    QVERIFY((nan & 0x3ff) != 0);
    // A signalling nan whose payload sits only in the low bits must not become inf.
    const std::uint16_t low_payload = f32_to_f16(std::bit_cast<float>(0x7f800001u));
    QVERIFY((low_payload & 0x3ff) != 0);
  }

  void bf16_rounds_to_nearest_even_and_keeps_inf_and_nan() {
    QCOMPARE(f32_to_bf16(1.0f), std::uint16_t{0x3f80});
    QCOMPARE(f32_to_bf16(1.0f + 0x1p-8f), std::uint16_t{0x3f80});      // tie, down to even
    QCOMPARE(f32_to_bf16(1.0f + 3 * 0x1p-8f), std::uint16_t{0x3f82});  // tie, up to even
    QCOMPARE(f32_to_bf16(1.0f + 0x1p-8f + 0x1p-20f), std::uint16_t{0x3f81});
    QCOMPARE(f32_to_bf16(std::numeric_limits<float>::max()), std::uint16_t{0x7f80});  // to inf
    QCOMPARE(f32_to_bf16(-std::numeric_limits<float>::infinity()), std::uint16_t{0xff80});
    QVERIFY(std::isnan(bf16_to_f32(f32_to_bf16(std::bit_cast<float>(0x7f800001u)))));
    QCOMPARE(bf16_to_f32(0xc040), -3.0f);
  }

  void convert_to_f32_reads_unaligned_data_of_each_dtype() {
    const float values[3] = {1.5f, -2.25f, 0x1p-20f};
    alignas(4) unsigned char buffer[1 + sizeof values];
    for (DType dtype : {DType::F32, DType::F16, DType::BF16}) {
      for (int i = 0; i < 3; ++i) {
        if (dtype == DType::F32) {
          std::memcpy(buffer + 1 + 4 * i, &values[i], 4);
        } else {
          const std::uint16_t bits =
              dtype == DType::F16 ? f32_to_f16(values[i]) : f32_to_bf16(values[i]);
          std::memcpy(buffer + 1 + 2 * i, &bits, 2);
        }
      }
      float out[3];
      convert_to_f32(dtype, buffer + 1, out, 3);
      for (int i = 0; i < 3; ++i) QCOMPARE(out[i], values[i]);  // all exact in every dtype
    }
  }
};

QTEST_GUILESS_MAIN(ModelDtypeTest)
#include "model_dtype_test.moc"

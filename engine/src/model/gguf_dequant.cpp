// Block layouts from ggml-common.h. Each function reads one block and writes its elements in
// order; scales are multiplied first (d * sc, dmin * m) exactly as ggml and gguf.quants do, and
// this file is compiled with -ffp-contract=off so that no product is fused into a subtraction.
#include "model/gguf_dequant.h"

#include <cstring>

#include "tessera/dtype.h"
#include "tessera/error.h"

namespace tessera {
namespace {

constexpr std::size_t kQK = 32;    // elements of a Q4_0 / Q8_0 block
constexpr std::size_t kQKK = 256;  // elements of a K-quant super-block

std::uint8_t byte_at(const std::byte* p, std::size_t i) {
  return std::to_integer<std::uint8_t>(p[i]);
}

float half_at(const std::byte* p) {
  std::uint16_t bits = 0;
  std::memcpy(&bits, p, 2);
  return f16_to_f32(bits);
}

// block_q8_0: f16 d, int8 qs[32]; y = qs * d.
void q8_0_block(const std::byte* b, float* y) {
  const float d = half_at(b);
  for (std::size_t i = 0; i < kQK; ++i) {
    y[i] = static_cast<float>(static_cast<std::int8_t>(byte_at(b, 2 + i))) * d;
  }
}

// block_q4_0: f16 d, qs[16]; low nibbles are elements 0-15, high nibbles 16-31, offset by 8.
void q4_0_block(const std::byte* b, float* y) {
  const float d = half_at(b);
  for (std::size_t i = 0; i < kQK / 2; ++i) {
    const std::uint8_t q = byte_at(b, 2 + i);
    y[i] = d * static_cast<float>((q & 0x0F) - 8);
    y[i + kQK / 2] = d * static_cast<float>((q >> 4) - 8);
  }
}

// block_q4_K: f16 d, f16 dmin, scales[12], qs[128]; each 32 bytes of qs hold two sub-blocks of
// 32 (low nibbles, then high), y = (d * sc) * q - dmin * m.
void q4_k_block(const std::byte* b, float* y) {
  const float d = half_at(b);
  const float dmin = half_at(b + 2);
  const std::byte* scales = b + 4;
  const std::byte* qs = b + 16;
  for (std::size_t sub = 0; sub < 8; ++sub) {
    std::uint8_t sc = 0;
    std::uint8_t m = 0;
    k_scale_min(scales, sub, sc, m);
    const float scale = d * static_cast<float>(sc);
    const float min = dmin * static_cast<float>(m);
    const unsigned shift = (sub % 2) * 4;
    for (std::size_t l = 0; l < 32; ++l) {
      const auto q = static_cast<float>((byte_at(qs, sub / 2 * 32 + l) >> shift) & 0x0F);
      y[sub * 32 + l] = scale * q - min;
    }
  }
}

// block_q5_K: f16 d, f16 dmin, scales[12], qh[32], qs[128]; Q4_K's nibbles plus a fifth bit,
// bit `sub` of qh[l].
void q5_k_block(const std::byte* b, float* y) {
  const float d = half_at(b);
  const float dmin = half_at(b + 2);
  const std::byte* scales = b + 4;
  const std::byte* qh = b + 16;
  const std::byte* qs = b + 48;
  for (std::size_t sub = 0; sub < 8; ++sub) {
    std::uint8_t sc = 0;
    std::uint8_t m = 0;
    k_scale_min(scales, sub, sc, m);
    const float scale = d * static_cast<float>(sc);
    const float min = dmin * static_cast<float>(m);
    const unsigned shift = (sub % 2) * 4;
    for (std::size_t l = 0; l < 32; ++l) {
      const int low = (byte_at(qs, sub / 2 * 32 + l) >> shift) & 0x0F;
      const int high = (byte_at(qh, l) >> sub) & 1;
      y[sub * 32 + l] = scale * static_cast<float>(low | (high << 4)) - min;
    }
  }
}

// block_q6_K: ql[128], qh[64], int8 scales[16], f16 d. Each half of 128 elements takes 64 bytes
// of ql (nibbles: elements 0-63 low, 64-127 high) and 32 of qh (2 bits each, four groups of 32);
// y = (d * scale[e / 16]) * (q - 32).
void q6_k_block(const std::byte* b, float* y) {
  const std::byte* ql = b;
  const std::byte* qh = b + 128;
  const std::byte* scales = b + 192;
  const float d = half_at(b + 208);
  for (std::size_t e = 0; e < kQKK; ++e) {
    const std::size_t half = e / 128;
    const std::size_t r = e % 128;
    const int low = (byte_at(ql, half * 64 + r % 64) >> (r / 64 * 4)) & 0x0F;
    const int high = (byte_at(qh, half * 32 + r % 32) >> (r / 32 * 2)) & 3;
    const float scale = d * static_cast<float>(static_cast<std::int8_t>(byte_at(scales, e / 16)));
    y[e] = scale * static_cast<float>((low | (high << 4)) - 32);
  }
}

using BlockFunction = void (*)(const std::byte*, float*);

struct BlockDecoder {
  BlockFunction decode = nullptr;
  std::size_t elements = 0;
  std::size_t bytes = 0;
};

BlockDecoder decoder_for(std::uint32_t type) {
  switch (static_cast<GgmlType>(type)) {
    case GgmlType::Q8_0:
      return {q8_0_block, kQK, 34};
    case GgmlType::Q4_0:
      return {q4_0_block, kQK, 18};
    case GgmlType::Q4_K:
      return {q4_k_block, kQKK, 144};
    case GgmlType::Q5_K:
      return {q5_k_block, kQKK, 176};
    case GgmlType::Q6_K:
      return {q6_k_block, kQKK, 210};
    default:
      return {};
  }
}

}  // namespace

void k_scale_min(const std::byte* scales, std::size_t j, std::uint8_t& sc, std::uint8_t& m) {
  if (j < 4) {
    sc = byte_at(scales, j) & 63;
    m = byte_at(scales, j + 4) & 63;
  } else {
    sc = (byte_at(scales, j + 4) & 0x0F) | ((byte_at(scales, j - 4) >> 6) << 4);
    m = (byte_at(scales, j + 4) >> 4) | ((byte_at(scales, j) >> 6) << 4);
  }
}

bool can_dequantize(std::uint32_t type) {
  switch (static_cast<GgmlType>(type)) {
    case GgmlType::F32:
    case GgmlType::F16:
    case GgmlType::BF16:
      return true;
    default:
      return decoder_for(type).decode != nullptr;
  }
}

void dequantize(std::uint32_t type, const std::byte* src, float* dst, std::size_t count) {
  switch (static_cast<GgmlType>(type)) {
    case GgmlType::F32:
      std::memcpy(dst, src, count * sizeof(float));
      return;
    case GgmlType::F16:
    case GgmlType::BF16:
      for (std::size_t i = 0; i < count; ++i) {
        std::uint16_t bits = 0;
        std::memcpy(&bits, src + 2 * i, 2);
        dst[i] = type == static_cast<std::uint32_t>(GgmlType::F16) ? f16_to_f32(bits)
                                                                   : bf16_to_f32(bits);
      }
      return;
    default:
      break;
  }
  const BlockDecoder decoder = decoder_for(type);
  if (decoder.decode == nullptr || count % decoder.elements != 0) {
    throw Error(tessera::Message::tr("cannot dequantize %1 elements of %2"), count,
                ggml_type_name(type));
  }
  for (std::size_t block = 0; block < count / decoder.elements; ++block) {
    decoder.decode(src + block * decoder.bytes, dst + block * decoder.elements);
  }
}

}  // namespace tessera

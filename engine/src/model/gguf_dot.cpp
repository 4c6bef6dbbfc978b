#include "model/gguf_dot.h"

#include <cmath>
#include <cstring>

#include "model/gguf_dequant.h"
#include "tessera/dtype.h"
#include "tessera/error.h"

namespace tessera {
namespace {

float half_at(const std::uint8_t* p) {
  std::uint16_t bits;
  std::memcpy(&bits, p, sizeof bits);
  return f16_to_f32(bits);
}

// The eight float32 lanes of Q8_0's and Q4_0's sums, reduced as AVX2's kernels reduce them.
float reduce_lanes(const float* l) {
  return ((l[0] + l[4]) + (l[2] + l[6])) + ((l[1] + l[5]) + (l[3] + l[7]));
}

// A block of 32 signed weights w times its activations into the lanes, scaled by s.
void add_block(const std::int8_t* w, const std::int8_t* x, float s, float* lanes) {
  for (int l = 0; l < 8; ++l) {
    std::int32_t sum = 0;
    for (int e = 4 * l; e < 4 * l + 4; ++e) sum += static_cast<std::int32_t>(w[e]) * x[e];
    lanes[l] = lanes[l] + static_cast<float>(sum) * s;
  }
}

float q8_0_dot(const std::uint8_t* row, int n, const QuantizedRow& x) {
  float lanes[8] = {};
  for (int b = 0; b < n / kDotBlock; ++b) {
    const std::uint8_t* block = row + 34 * b;
    add_block(reinterpret_cast<const std::int8_t*>(block + 2), x.q + kDotBlock * b,
              half_at(block) * x.scales[b], lanes);
  }
  return reduce_lanes(lanes);
}

float q4_0_dot(const std::uint8_t* row, int n, const QuantizedRow& x) {
  float lanes[8] = {};
  for (int b = 0; b < n / kDotBlock; ++b) {
    const std::uint8_t* block = row + 18 * b;
    std::int8_t w[32];
    for (int i = 0; i < 16; ++i) {
      w[i] = static_cast<std::int8_t>((block[2 + i] & 0x0F) - 8);
      w[i + 16] = static_cast<std::int8_t>((block[2 + i] >> 4) - 8);
    }
    add_block(w, x.q + kDotBlock * b, half_at(block) * x.scales[b], lanes);
  }
  return reduce_lanes(lanes);
}

// Q4_K (bits = 4) and Q5_K (bits = 5): the quants of sub-block j, element l, as dequant.inc has
// them.
int k_quant(const std::uint8_t* block, int bits, int j, int l) {
  const std::uint8_t* qs = block + (bits == 4 ? 16 : 48) + 32 * (j / 2);
  int q = j % 2 == 0 ? qs[l] & 0x0F : qs[l] >> 4;
  if (bits == 5) q |= ((block[16 + l] >> j) & 1) << 4;
  return q;
}

// Q4_K and Q5_K: per super-block, lane l sums sc_j * q * xq over elements 4l ... 4l + 3 of every
// sub-block j (isum) and holds m_l times the activations' sum over sub-block l (msum).
float k_dot(const std::uint8_t* row, int n, const QuantizedRow& x, int bits) {
  const int block_bytes = bits == 4 ? 144 : 176;
  float lanes[8] = {};
  for (int sb = 0; sb < n / kDotSuperBlock; ++sb) {
    const std::uint8_t* block = row + static_cast<std::size_t>(block_bytes) * sb;
    const std::int8_t* xq = x.q + kDotSuperBlock * sb;
    const std::int16_t* sums = x.sums + kDotSuperBlock / kDotSumGroup * sb;
    const float dd = half_at(block) * x.scales[sb];
    const float dm = half_at(block + 2) * x.scales[sb];
    for (int l = 0; l < 8; ++l) {
      std::int32_t isum = 0;
      for (int j = 0; j < 8; ++j) {
        std::uint8_t sc, m;
        k_scale_min(reinterpret_cast<const std::byte*>(block + 4), j, sc, m);
        for (int e = 4 * l; e < 4 * l + 4; ++e)
          isum += sc * k_quant(block, bits, j, e) * xq[32 * j + e];
      }
      std::uint8_t sc, m;
      k_scale_min(reinterpret_cast<const std::byte*>(block + 4), l, sc, m);
      const std::int32_t msum = m * (sums[2 * l] + sums[2 * l + 1]);
      lanes[l] = lanes[l] + (static_cast<float>(isum) * dd - static_cast<float>(msum) * dm);
    }
  }
  return reduce_lanes(lanes);
}

// Q6_K: per super-block, lane l sums sc_g * q * xq over elements 4l ... 4l + 3 of every part of 32
// (g the group of 16 they fall in) and sc_2l * (the sum of group 2l) + sc_2l+1 * (group 2l + 1).
float q6_k_dot(const std::uint8_t* row, int n, const QuantizedRow& x) {
  float lanes[8] = {};
  for (int sb = 0; sb < n / kDotSuperBlock; ++sb) {
    const std::uint8_t* block = row + static_cast<std::size_t>(210) * sb;
    const auto* scales = reinterpret_cast<const std::int8_t*>(block + 192);
    const std::int8_t* xq = x.q + kDotSuperBlock * sb;
    const std::int16_t* sums = x.sums + kDotSuperBlock / kDotSumGroup * sb;
    const float dd = half_at(block + 208) * x.scales[sb];
    for (int l = 0; l < 8; ++l) {
      std::int32_t isum = 0;
      for (int half = 0; half < 2; ++half) {
        const std::uint8_t* ql = block + 64 * half;
        const std::uint8_t* qh = block + 128 + 32 * half;
        for (int part = 0; part < 4; ++part) {
          for (int i = 4 * l; i < 4 * l + 4; ++i) {
            const int low = part % 2 == 0 ? ql[i] : ql[32 + i];
            const int q = (part < 2 ? low & 0x0F : low >> 4) | (((qh[i] >> (2 * part)) & 3) << 4);
            const int e = 128 * half + 32 * part + i;
            isum += scales[e / 16] * q * xq[e];
          }
        }
      }
      const std::int32_t msum = scales[2 * l] * sums[2 * l] + scales[2 * l + 1] * sums[2 * l + 1];
      lanes[l] = lanes[l] + static_cast<float>(isum - 32 * msum) * dd;
    }
  }
  return reduce_lanes(lanes);
}

}  // namespace

bool dot_takes_super_blocks(GgmlType type) {
  return type == GgmlType::Q4_K || type == GgmlType::Q5_K || type == GgmlType::Q6_K;
}

void quantize_activations(const float* x, int n, int block, float* scales, std::int8_t* q,
                          std::int16_t* sums) {
  for (int b = 0; b < n / block; ++b) {
    const float* xb = x + static_cast<std::size_t>(block) * b;
    float amax = 0.0f;
    for (int i = 0; i < block; ++i) {
      const float a = std::fabs(xb[i]);
      amax = a > amax ? a : amax;
    }
    const float inverse = amax > 0.0f ? 127.0f / amax : 0.0f;
    scales[b] = amax / 127.0f;
    std::int8_t* qb = q + static_cast<std::size_t>(block) * b;
    for (int i = 0; i < block; ++i) {
      const float r = std::nearbyint(xb[i] * inverse);
      qb[i] = static_cast<std::int8_t>(r > 127.0f ? 127.0f : r < -127.0f ? -127.0f : r);
    }
  }
  if (block != kDotSuperBlock) return;
  for (int g = 0; g < n / kDotSumGroup; ++g) {
    int sum = 0;
    for (int i = 0; i < kDotSumGroup; ++i) sum += q[kDotSumGroup * g + i];
    sums[g] = static_cast<std::int16_t>(sum);
  }
}

float block_dot(GgmlType type, const std::byte* row, int n, const QuantizedRow& x) {
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(row);
  switch (type) {
    case GgmlType::Q8_0:
      return q8_0_dot(bytes, n, x);
    case GgmlType::Q4_0:
      return q4_0_dot(bytes, n, x);
    case GgmlType::Q4_K:
      return k_dot(bytes, n, x, 4);
    case GgmlType::Q5_K:
      return k_dot(bytes, n, x, 5);
    case GgmlType::Q6_K:
      return q6_k_dot(bytes, n, x);
    default:
      throw Error("block_dot: not a block-quantized type");
  }
}

}  // namespace tessera

// Block layouts from ggml-common.h, as model/gguf_dequant.cpp reads them. Every function takes one
// block of finite values and writes its bytes; rounding is to the nearest, ties to even (ggml's
// nearest_int), except where a comment says otherwise. Compiled with -ffp-contract=off: Q8_0 and
// Q4_0 equal gguf.quants.quantize bit for bit (engine/block_quantize_test).
#include "model/block_quantize.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "tessera/error.h"

namespace tessera {
namespace {

constexpr int kQK = 32;    // elements of a Q4_0 / Q8_0 block
constexpr int kQKK = 256;  // elements of a K-quant super-block
// Below this a group's largest magnitude counts as zero (ggml's GROUP_MAX_EPS).
constexpr float kGroupMaxEps = 1e-15f;

int nearest(float v) {
  return static_cast<int>(std::lrintf(v));
}

void put_half(std::byte* p, float value) {
  const std::uint16_t bits = f32_to_f16(value);
  std::memcpy(p, &bits, 2);
}

float f16_round_trip(float value) {
  return f16_to_f32(f32_to_f16(value));
}

// The value of largest magnitude among x[0..n), with its sign (the first of equal ones).
float signed_largest(const float* x, int n) {
  float largest = 0.0f;
  for (int i = 0; i < n; ++i) {
    if (std::fabs(x[i]) > std::fabs(largest)) largest = x[i];
  }
  return largest;
}

// block_q8_0: f16 d, int8 qs[32]; d = max |x| / 127, levels rounded half away from zero (roundf).
void q8_0_block(const float* x, std::byte* b) {
  const float amax = std::fabs(signed_largest(x, kQK));
  const float d = amax / 127.0f;
  const float id = d != 0.0f ? 1.0f / d : 0.0f;
  put_half(b, d);
  for (int i = 0; i < kQK; ++i) {
    b[2 + i] = static_cast<std::byte>(static_cast<std::int8_t>(std::round(x[i] * id)));
  }
}

// block_q4_0: f16 d, qs[16]; d = -(the value of largest magnitude) / 8, so that it maps to -8
// exactly and the 16 levels -8..7 cover the rest; low nibbles hold elements 0-15, high 16-31.
void q4_0_block(const float* x, std::byte* b) {
  const float d = signed_largest(x, kQK) / -8.0f;
  const float id = d != 0.0f ? 1.0f / d : 0.0f;
  put_half(b, d);
  for (int i = 0; i < kQK / 2; ++i) {
    // x * id + 8.5 truncated: round half up, as ggml does, then kept within 4 bits.
    const int low = std::min(15, static_cast<int>(x[i] * id + 8.5f));
    const int high = std::min(15, static_cast<int>(x[i + kQK / 2] * id + 8.5f));
    b[2 + i] = static_cast<std::byte>(std::max(0, low) | (std::max(0, high) << 4));
  }
}

// The scale and minimum of `n` values at levels 0..nmax that give the least squared error
// weighted by `w`: from the plain (max - min) / nmax, then the least-squares scale and minimum
// for the levels of 21 nearby scales, keeping the best (ggml's make_qkx2_quants). The minimum
// is at most 0 (stored as its negation). Writes the levels to L; returns the scale.
float search_scale_and_min(int n, int nmax, const float* x, const float* w, std::uint8_t* L,
                           float* negated_min) {
  float min = x[0], max = x[0];
  float sum_w = 0.0f, sum_x = 0.0f;
  for (int i = 0; i < n; ++i) {
    min = std::min(min, x[i]);
    max = std::max(max, x[i]);
    sum_w += w[i];
    sum_x += w[i] * x[i];
  }
  min = std::min(min, 0.0f);
  if (max == min) {
    std::fill(L, L + n, 0);
    *negated_min = -min;
    return 0.0f;
  }
  float iscale = static_cast<float>(nmax) / (max - min);
  float scale = 1.0f / iscale;
  float best_error = 0.0f;
  for (int i = 0; i < n; ++i) {
    L[i] = static_cast<std::uint8_t>(std::clamp(nearest(iscale * (x[i] - min)), 0, nmax));
    const float diff = scale * L[i] + min - x[i];
    best_error += w[i] * diff * diff;
  }
  std::array<std::uint8_t, kQKK> trial{};
  for (int step = 0; step <= 20; ++step) {
    iscale = (-1.0f + 0.1f * static_cast<float>(step) + static_cast<float>(nmax)) / (max - min);
    float sum_l = 0.0f, sum_l2 = 0.0f, sum_xl = 0.0f;
    for (int i = 0; i < n; ++i) {
      const int l = std::clamp(nearest(iscale * (x[i] - min)), 0, nmax);
      trial[i] = static_cast<std::uint8_t>(l);
      sum_l += w[i] * static_cast<float>(l);
      sum_l2 += w[i] * static_cast<float>(l * l);
      sum_xl += w[i] * static_cast<float>(l) * x[i];
    }
    const float det = sum_w * sum_l2 - sum_l * sum_l;
    if (det <= 0.0f) continue;
    float this_scale = (sum_w * sum_xl - sum_x * sum_l) / det;
    float this_min = (sum_l2 * sum_x - sum_l * sum_xl) / det;
    if (this_min > 0.0f) {  // the minimum stays at most 0: solve for the scale alone
      this_min = 0.0f;
      this_scale = sum_xl / sum_l2;
    }
    float error = 0.0f;
    for (int i = 0; i < n; ++i) {
      const float diff = this_scale * trial[i] + this_min - x[i];
      error += w[i] * diff * diff;
    }
    if (error < best_error) {
      std::copy_n(trial.begin(), n, L);
      best_error = error;
      scale = this_scale;
      min = this_min;
    }
  }
  *negated_min = -min;
  return scale;
}

// block_q4_K: f16 d, f16 dmin, scales[12] (eight 6-bit scales and mins), qs[128]. Each sub-block
// of 32 gets its scale and minimum by search_scale_and_min, weighted towards larger values as
// ggml weighs them (rms + |x|); the eight of each are stored in 6 bits against d = the largest
// scale / 63 and dmin = the largest minimum / 63, and the levels recomputed with the stored ones.
void q4_k_block(const float* x, std::byte* b) {
  std::array<std::uint8_t, kQKK> L{};
  std::array<float, 8> scales{}, mins{};
  float max_scale = 0.0f, max_min = 0.0f;
  for (int j = 0; j < 8; ++j) {
    const float* xs = x + 32 * j;
    float sum_x2 = 0.0f;
    for (int l = 0; l < 32; ++l) sum_x2 += xs[l] * xs[l];
    const float rms = std::sqrt(sum_x2 / 32.0f);
    std::array<float, 32> weights{};
    for (int l = 0; l < 32; ++l) weights[l] = rms + std::fabs(xs[l]);
    scales[j] = search_scale_and_min(32, 15, xs, weights.data(), L.data() + 32 * j, &mins[j]);
    max_scale = std::max(max_scale, scales[j]);
    max_min = std::max(max_min, mins[j]);
  }
  const float inv_scale = max_scale > 0.0f ? 63.0f / max_scale : 0.0f;
  const float inv_min = max_min > 0.0f ? 63.0f / max_min : 0.0f;
  std::array<std::uint8_t, 12> packed{};
  std::array<int, 8> ls{}, lm{};
  for (int j = 0; j < 8; ++j) {
    ls[j] = std::min(63, nearest(inv_scale * scales[j]));
    lm[j] = std::min(63, nearest(inv_min * mins[j]));
    if (j < 4) {
      packed[j] = static_cast<std::uint8_t>(ls[j]);
      packed[j + 4] = static_cast<std::uint8_t>(lm[j]);
    } else {
      packed[j + 4] = static_cast<std::uint8_t>((ls[j] & 0x0F) | ((lm[j] & 0x0F) << 4));
      packed[j - 4] |= static_cast<std::uint8_t>((ls[j] >> 4) << 6);
      packed[j] |= static_cast<std::uint8_t>((lm[j] >> 4) << 6);
    }
  }
  put_half(b, max_scale / 63.0f);
  put_half(b + 2, max_min / 63.0f);
  std::memcpy(b + 4, packed.data(), packed.size());
  const float d = f16_round_trip(max_scale / 63.0f);
  const float dmin = f16_round_trip(max_min / 63.0f);
  for (int j = 0; j < 8; ++j) {
    const float scale = d * static_cast<float>(ls[j]);
    if (scale == 0.0f) continue;  // the sub-block is its minimum alone; levels stay as searched
    const float min = dmin * static_cast<float>(lm[j]);
    for (int l = 0; l < 32; ++l) {
      L[32 * j + l] =
          static_cast<std::uint8_t>(std::clamp(nearest((x[32 * j + l] + min) / scale), 0, 15));
    }
  }
  std::byte* qs = b + 16;
  for (int j = 0; j < kQKK; j += 64) {  // two sub-blocks per 32 bytes: low nibbles, then high
    for (int l = 0; l < 32; ++l) {
      qs[j / 2 + l] = static_cast<std::byte>(L[j + l] | (L[j + l + 32] << 4));
    }
  }
}

// The symmetric scale of `n` values at levels -nmax..nmax-1 with the least squared error weighted
// by x^2: from the scale that maps the value of largest magnitude to -nmax, then 18 nearby ones
// (ggml's make_qx_quants). Writes the levels, offset by nmax, to L; returns the scale.
float search_symmetric_scale(int n, int nmax, const float* x, std::uint8_t* L) {
  const float max = signed_largest(x, n);
  if (std::fabs(max) < kGroupMaxEps) {
    std::fill(L, L + n, 0);
    return 0.0f;
  }
  auto level = [&](float iscale, int i) {
    return std::clamp(nearest(iscale * x[i]), -nmax, nmax - 1);
  };
  float iscale = -static_cast<float>(nmax) / max;
  float sum_lx = 0.0f, sum_l2 = 0.0f;
  for (int i = 0; i < n; ++i) {
    const int l = level(iscale, i);
    L[i] = static_cast<std::uint8_t>(l + nmax);
    const float w = x[i] * x[i];
    sum_lx += w * x[i] * static_cast<float>(l);
    sum_l2 += w * static_cast<float>(l * l);
  }
  float scale = sum_l2 > 0.0f ? sum_lx / sum_l2 : 0.0f;
  float best = scale * sum_lx;
  for (int step = -9; step <= 9; ++step) {
    if (step == 0) continue;
    iscale = -(static_cast<float>(nmax) + 0.1f * static_cast<float>(step)) / max;
    sum_lx = sum_l2 = 0.0f;
    for (int i = 0; i < n; ++i) {
      const int l = level(iscale, i);
      const float w = x[i] * x[i];
      sum_lx += w * x[i] * static_cast<float>(l);
      sum_l2 += w * static_cast<float>(l * l);
    }
    if (sum_l2 > 0.0f && sum_lx * sum_lx > best * sum_l2) {
      for (int i = 0; i < n; ++i) L[i] = static_cast<std::uint8_t>(level(iscale, i) + nmax);
      scale = sum_lx / sum_l2;
      best = scale * sum_lx;
    }
  }
  return scale;
}

// block_q6_K: ql[128], qh[64], int8 scales[16], f16 d. Each sub-block of 16 gets its symmetric
// scale; they are stored in 8 bits against d = -(the scale of largest magnitude) / 128, and the
// 6-bit levels (offset by 32) recomputed with the stored ones.
void q6_k_block(const float* x, std::byte* b) {
  std::array<std::uint8_t, kQKK> L{};
  std::array<float, 16> scales{};
  float max_scale = 0.0f;
  for (int ib = 0; ib < 16; ++ib) {
    scales[ib] = search_symmetric_scale(16, 32, x + 16 * ib, L.data() + 16 * ib);
    if (std::fabs(scales[ib]) > std::fabs(max_scale)) max_scale = scales[ib];
  }
  std::memset(b, 0, 210);
  if (std::fabs(max_scale) < kGroupMaxEps) return;  // all zero: d = 0, levels 0
  const float iscale = -128.0f / max_scale;
  put_half(b + 208, 1.0f / iscale);
  const float d = f16_round_trip(1.0f / iscale);
  std::array<std::int8_t, 16> stored{};
  for (int ib = 0; ib < 16; ++ib) {
    stored[ib] = static_cast<std::int8_t>(std::min(127, nearest(iscale * scales[ib])));
    b[192 + ib] = static_cast<std::byte>(stored[ib]);
  }
  for (int j = 0; j < 16; ++j) {
    const float scale = d * static_cast<float>(stored[j]);
    if (scale == 0.0f) continue;
    for (int i = 0; i < 16; ++i) {
      L[16 * j + i] =
          static_cast<std::uint8_t>(std::clamp(nearest(x[16 * j + i] / scale), -32, 31) + 32);
    }
  }
  std::byte* ql = b;
  std::byte* qh = b + 128;
  for (int j = 0; j < kQKK; j += 128) {  // each half: 64 bytes of nibbles, 32 of high bits
    for (int l = 0; l < 32; ++l) {
      const int q1 = L[j + l], q2 = L[j + l + 32], q3 = L[j + l + 64], q4 = L[j + l + 96];
      ql[j / 2 + l] = static_cast<std::byte>((q1 & 0x0F) | ((q3 & 0x0F) << 4));
      ql[j / 2 + l + 32] = static_cast<std::byte>((q2 & 0x0F) | ((q4 & 0x0F) << 4));
      qh[j / 4 + l] = static_cast<std::byte>((q1 >> 4) | ((q2 >> 4) << 2) | ((q3 >> 4) << 4) |
                                             ((q4 >> 4) << 6));
    }
  }
}

using BlockEncoder = void (*)(const float*, std::byte*);

BlockEncoder encoder_for(DType dtype) {
  switch (dtype) {
    case DType::Q8_0:
      return q8_0_block;
    case DType::Q4_0:
      return q4_0_block;
    case DType::Q4_K:
      return q4_k_block;
    case DType::Q6_K:
      return q6_k_block;
    default:
      return nullptr;
  }
}

}  // namespace

bool can_quantize_blocks(DType dtype) {
  return encoder_for(dtype) != nullptr;
}

void quantize_blocks(DType dtype, const float* src, std::byte* dst, std::size_t count) {
  const BlockEncoder encode = encoder_for(dtype);
  const std::size_t elements = dtype_block_elements(dtype);
  if (encode == nullptr || count % elements != 0) {
    throw Error(tessera::Message::tr("cannot quantize %1 values to %2"), count,
                std::string(dtype_name(dtype)));
  }
  const std::size_t bytes = dtype_bytes(dtype, elements);
  std::array<float, kQKK> block{};
  for (std::size_t i = 0; i < count / elements; ++i) {
    const float* from = src + i * elements;
    for (std::size_t e = 0; e < elements; ++e) block[e] = std::isfinite(from[e]) ? from[e] : 0.0f;
    encode(block.data(), dst + i * bytes);
  }
}

}  // namespace tessera

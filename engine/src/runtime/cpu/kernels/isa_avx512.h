// The AVX-512 registers and operations of the matmul tiles (tiles.inc): sixteen lanes,
// fused multiply-add, F16 and BF16 widened in registers. Shared by the AVX-512 kernel set and its
// AVX512_BF16 matmul (kernels/avx512_bf16.cpp), which include it inside their anonymous
// namespaces, compiled for their own instruction sets.
#pragma once

#include <immintrin.h>

namespace tessera::cpu {
namespace {  // NOLINT(cert-dcl59-cpp,google-build-namespaces): one copy per instruction set

struct Avx512 {
  using V = __m512;
  static constexpr int kLanes = 16;
  static constexpr int kRowTile = 4;
  static constexpr int kInt8RowTile = 4;     // int8 rows per tile (tiles.inc)
  static constexpr int kInt8PassTokens = 3;  // int8 tokens per pass
  // A few tokens read a thread's rows as two halves side by side (streaming.inc): that brought
  // int8 and BF16 decode up, F32 being at the read bandwidth already. Four for one token, as
  // AVX2 takes, did nothing from memory and slowed packed int8 rows in L2 (sessions 29 and 32,
  // docs/benchmarks/history/cpu-backend-sessions-29-34.md).
  static constexpr int kStreamsApart = 2;
  // Attention: value registers per head (AVX512VL: 32 eight-lane registers).
  static constexpr int kValueChunks = 4;
  // Attention scores, e^x, value sums and SiLU sixteen lanes a register (WideLanes,
  // kernels/lanes.h).
  static constexpr bool kUsesWideLanes = true;
  static void zero(V& v) { v = _mm512_setzero_ps(); }
  static void splat(V& v, float s) { v = _mm512_set1_ps(s); }
  static void load(V& v, const float* p) { v = _mm512_loadu_ps(p); }
  template <typename T>
  static void widen(V& v, const T* p) {
    if constexpr (sizeof(T) == 4) {
      v = _mm512_loadu_ps(reinterpret_cast<const float*>(p));
    } else if constexpr (sizeof(T) == 1) {
      v = _mm512_cvtepi32_ps(
          _mm512_cvtepi8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))));
    } else if constexpr (T::kIsBf16) {
      const __m256i half = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
      v = _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(half), 16));
    } else {
      v = _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
    }
  }
  // The even elements (0, 2, ..., 30) or the odd ones of the 32 BF16 at p, widened: one
  // instruction each where widen() takes two (SplitsBf16Pairs, formats.inc). A BF16 is
  // the upper half of its float32, and two of them lie in one 32-bit lane, the even one below.
  template <typename T>
  static void widen_evens(V& v, const T* p) {
    v = _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_loadu_si512(p), 16));
  }
  template <typename T>
  static void widen_odds(V& v, const T* p) {
    const __m512i upper = _mm512_set1_epi32(static_cast<int>(0xffff0000u));
    v = _mm512_castsi512_ps(_mm512_and_si512(_mm512_loadu_si512(p), upper));
  }
  // Masked loads (AVX512BW/VL for the 8- and 16-bit ones): lanes n.. are zero, their memory
  // untouched.
  template <typename T>
  static void widen_first(V& v, const T* p, int n) {
    const auto mask = static_cast<__mmask16>((1u << n) - 1);
    if constexpr (sizeof(T) == 4) {
      v = _mm512_maskz_loadu_ps(mask, p);
    } else if constexpr (sizeof(T) == 1) {
      v = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(mask, p)));
    } else if constexpr (T::kIsBf16) {
      const __m256i half = _mm256_maskz_loadu_epi16(mask, p);
      v = _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(half), 16));
    } else {
      v = _mm512_cvtph_ps(_mm256_maskz_loadu_epi16(mask, p));
    }
  }
  static void fma(V& acc, const V& a, const V& b) { acc = _mm512_fmadd_ps(a, b, acc); }
  // The tree (x[i] + x[i+8]), then + the 4 lanes above, then (s[0]+s[2]) + (s[1]+s[3]), in
  // registers: four 128-bit quarters c0..c3 hold x[0..3], x[4..7], x[8..11], x[12..15]. (The
  // 512-to-256 cast intrinsics are avoided: GCC 12 warns on them.)
  static float reduce(const V& v) {
    const __m128 low = _mm_add_ps(_mm512_extractf32x4_ps(v, 0), _mm512_extractf32x4_ps(v, 2));
    const __m128 high = _mm_add_ps(_mm512_extractf32x4_ps(v, 1), _mm512_extractf32x4_ps(v, 3));
    const __m128 s4 = _mm_add_ps(low, high);
    const __m128 s2 = _mm_add_ps(s4, _mm_movehl_ps(s4, s4));
    return _mm_cvtss_f32(_mm_add_ss(s2, _mm_movehdup_ps(s2)));
  }
  // out[r][c] = reduce(acc[r][c]) + tail[r][c] for a 4 x 4 tile, bitwise as reduce() does it, but
  // sixteen sums at a time: each step adds the same lane pairs as reduce() for four or eight
  // accumulators packed side by side (45 instructions instead of about 160; with short rows the
  // reductions were a sixth of a tile's work). Accumulator n = r + 4c ends up in lane c of
  // quarter r, which is out[r][0..3].
  // _mm512_shuffle_f32x4(a, b, kImm) spelled through the masked form with every lane taken: the
  // same instruction, without GCC 12's header passing _mm512_undefined_ps() (a self-initialized
  // variable that -Wuninitialized reports in sanitizer builds).
  template <int kImm>
  static V shuffle_quarters(const V& a, const V& b) {
    return _mm512_mask_shuffle_f32x4(a, static_cast<__mmask16>(0xffff), a, b, kImm);
  }
  static void reduce_4x4(const V (&acc)[4][4], const float (&tail)[4][4], float* out,
                         int out_stride) {
    auto at = [&](int n) { return acc[n % 4][n / 4]; };
    V halves[8];  // quarters: low and high halves (q0+q2, q1+q3) of two accumulators
    for (int i = 0; i < 8; ++i) {
      const V a = at(2 * i), b = at(2 * i + 1);
      halves[i] = _mm512_add_ps(shuffle_quarters<_MM_SHUFFLE(1, 0, 1, 0)>(a, b),
                                shuffle_quarters<_MM_SHUFFLE(3, 2, 3, 2)>(a, b));
    }
    V fours[4];  // quarter m: the four partial sums of accumulator 4j + m
    for (int j = 0; j < 4; ++j) {
      const V p = halves[2 * j], q = halves[2 * j + 1];
      fours[j] = _mm512_add_ps(shuffle_quarters<_MM_SHUFFLE(2, 0, 2, 0)>(p, q),
                               shuffle_quarters<_MM_SHUFFLE(3, 1, 3, 1)>(p, q));
    }
    V twos[2];  // per quarter (s[0]+s[2], s[1]+s[3]) of two accumulators
    for (int j = 0; j < 2; ++j) {
      const V p = fours[2 * j], q = fours[2 * j + 1];
      twos[j] = _mm512_add_ps(_mm512_shuffle_ps(p, q, _MM_SHUFFLE(1, 0, 1, 0)),
                              _mm512_shuffle_ps(p, q, _MM_SHUFFLE(3, 2, 3, 2)));
    }
    const V sums = _mm512_add_ps(_mm512_shuffle_ps(twos[0], twos[1], _MM_SHUFFLE(2, 0, 2, 0)),
                                 _mm512_shuffle_ps(twos[0], twos[1], _MM_SHUFFLE(3, 1, 3, 1)));
    const V result = _mm512_add_ps(sums, _mm512_loadu_ps(&tail[0][0]));
    _mm_storeu_ps(out, _mm512_extractf32x4_ps(result, 0));
    _mm_storeu_ps(out + out_stride, _mm512_extractf32x4_ps(result, 1));
    _mm_storeu_ps(out + 2 * out_stride, _mm512_extractf32x4_ps(result, 2));
    _mm_storeu_ps(out + 3 * out_stride, _mm512_extractf32x4_ps(result, 3));
  }
};

}  // namespace
}  // namespace tessera::cpu

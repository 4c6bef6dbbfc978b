// The AVX-512 kernel set: sixteen lanes, fused multiply-add, F16 and BF16 widened in registers.
//
// The AVX-512 BF16 dot-product and VNNI int8 instructions are not used on purpose: they take the
// activations in BF16 or int8 too, which would round what the model computes (and lose token
// exactness against the float32 reference); here only the weights are narrow.
#include "runtime/cpu_kernels.h"

#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__FMA__)
#include <immintrin.h>

#include "model/dtype.h"

namespace tessera::cpu {
namespace {

struct Isa {
  using V = __m512;
  static constexpr int kLanes = 16;
  static constexpr int kRowTile = 4;
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
};

#include "runtime/cpu_kernel_tiles.h"

}  // namespace

bool avx512_kernels(KernelSet& set) {
  fill(set, "avx512");
  return true;
}

}  // namespace tessera::cpu

#else

namespace tessera::cpu {
bool avx512_kernels(KernelSet&) {
  return false;
}
}  // namespace tessera::cpu

#endif

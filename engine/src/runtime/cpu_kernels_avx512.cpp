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
  // Once per output element, so through memory: GCC 12 warns on the 512-to-256 cast intrinsics.
  static float reduce(const V& v) {
    alignas(64) float x[16];
    _mm512_store_ps(x, v);
    float s8[8];
    for (int i = 0; i < 8; ++i) s8[i] = x[i] + x[i + 8];
    const float s4[4] = {s8[0] + s8[4], s8[1] + s8[5], s8[2] + s8[6], s8[3] + s8[7]};
    return (s4[0] + s4[2]) + (s4[1] + s4[3]);
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

// The AVX2 kernel set: eight lanes, fused multiply-add, F16 widened with F16C, BF16 by a shift.
#include "runtime/cpu/kernels/kernel_set.h"

#if defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
#include <immintrin.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

#include "runtime/cpu/kernels/lanes.h"
#include "tessera/dtype.h"

namespace tessera::cpu {
namespace {

struct Isa {
  using V = __m256;
  static constexpr int kLanes = 8;
  // Rows per tile with many tokens: 4 tokens x 3 rows are 12 accumulators, 3 weight registers
  // and one activation register, all 16 of AVX2's. Each activation register loaded then serves
  // three rows instead of two, and the activations of a long row come from L2: measured well
  // ahead of 4 x 2 on a BF16 prompt (session 11, docs/benchmarks/history/).
  static constexpr int kRowTile = 3;
  static constexpr int kInt8RowTile = 2;     // int8 rows per tile (tiles.inc)
  static constexpr int kInt8PassTokens = 3;  // int8 tokens per pass
  // One token reads a thread's rows as four streams far apart, more tokens as two
  // (streaming.inc): with two, the chains of multiply-adds, two registers of eight weights per
  // latency, held int8 to its rate on fast memory. Four were faster for every format in L2;
  // eight did less (sessions 28 and 32, docs/benchmarks/history/).
  static constexpr int kStreamsApart = 4;
  static constexpr int kValueChunks =
      2;  // attention value registers per head (16 registers of eight lanes)
  static constexpr bool kUsesWideLanes = false;  // attention, SiLU: eight lanes a register
  static void zero(V& v) { v = _mm256_setzero_ps(); }
  static void splat(V& v, float s) { v = _mm256_set1_ps(s); }
  static void load(V& v, const float* p) { v = _mm256_loadu_ps(p); }
  template <typename T>
  static void widen(V& v, const T* p) {
    if constexpr (sizeof(T) == 4) {
      v = _mm256_loadu_ps(reinterpret_cast<const float*>(p));
    } else if constexpr (sizeof(T) == 1) {
      v = _mm256_cvtepi32_ps(
          _mm256_cvtepi8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p))));
    } else if constexpr (T::kIsBf16) {
      const __m128i half = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
      v = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(half), 16));
    } else {
      v = _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
    }
  }
  static void fma(V& acc, const V& a, const V& b) { acc = _mm256_fmadd_ps(a, b, acc); }
  // An empty asm that claims to change v: the compiler must hold it in a register
  // (KeepsInRegister, tiles.inc).
  static void keep_in_register(V& v) { asm("" : "+x"(v)); }
  static float reduce(const V& v) {
    const __m128 s4 = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    const __m128 s2 = _mm_add_ps(s4, _mm_movehl_ps(s4, s4));
    const __m128 s1 = _mm_add_ss(s2, _mm_movehdup_ps(s2));
    return _mm_cvtss_f32(s1);
  }
};

#include "runtime/cpu/kernels/block_dot.inc"
#include "runtime/cpu/kernels/kernel_set.inc"

}  // namespace

bool avx2_kernels(KernelSet& set) {
  set.name = "avx2";
  set.lanes = Isa::kLanes;
  set.multiply_add_chains = &multiply_add_chains;
  fill_matmuls(set);
  fill_block_dot<block_dot::Ymm>(set);
  set.attend_heads = &attend_heads;
  set.silu_mul = &silu_mul;
  return true;
}

}  // namespace tessera::cpu

#else

namespace tessera::cpu {
bool avx2_kernels(KernelSet&) {
  return false;
}
}  // namespace tessera::cpu

#endif

// The AVX512_BF16 matmul of WeightFormat::BF16Dot: BF16 weights times activations rounded to
// BF16, `vdpbf16ps` (sixteen float32 lanes, each adding the products of two BF16 pairs per
// instruction: twice the products of a float32 multiply-add, and no widening of the weights).
// Every other part of the AVX-512 set is kernels/avx512.cpp's; this file only replaces its
// BF16Dot matmul, which there widens both to float32 and gives what `vdpbf16ps` would within the
// order of the sums.
//
// Hand-written with the same tiles as every format (tiles.inc) for the same reason:
// each output's sum runs in an order fixed by its row and token alone, so the batch does not
// change it (oneDNN's BF16 GEMMs choose their blocking by shape).
#include "runtime/cpu/kernels/kernel_set.h"

#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512BF16__) && defined(__FMA__)
#include <immintrin.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "runtime/cpu/kernels/isa_avx512.h"
#include "tessera/dtype.h"

namespace tessera::cpu {
namespace {

// The tiles' registers hold 32 BF16 elements of k (a weight row's or a token's), and multiply-add
// is `vdpbf16ps`: lane i of the float32 accumulator adds the products of elements 2i and 2i + 1.
// Leftover elements of a row are loaded masked (zeros beyond the row), as in the AVX-512 set.
struct Isa : Avx512 {
  static constexpr bool kBf16Pairs = true;
  static constexpr int kLanes = 32;  // elements of k per register
  template <typename T>
  static void load(V& v, const T* p) {
    static_assert(sizeof(T) == 2);
    v = _mm512_castsi512_ps(_mm512_loadu_si512(p));
  }
  template <typename T>
  static void widen(V& v, const T* p) {
    load(v, p);
  }
  template <typename T>
  static void widen_first(V& v, const T* p, int n) {
    const auto mask = static_cast<__mmask32>((std::uint64_t{1} << n) - 1);
    v = _mm512_castsi512_ps(_mm512_maskz_loadu_epi16(mask, p));
  }
  static void fma(V& acc, const V& a, const V& b) {
    acc = _mm512_dpbf16_ps(acc, reinterpret_cast<const __m512bh&>(a),
                           reinterpret_cast<const __m512bh&>(b));
  }
  // out[i] = x[i] rounded to the nearest BF16, ties to even (`vcvtneps2bf16`, which flushes
  // subnormal inputs to zero), the last n % 16 through masked loads and stores: an element rounds
  // the same wherever it lies.
  template <typename T>
  static void round_to_bf16(const float* x, std::size_t n, T* out) {
    static_assert(sizeof(T) == 2);
    std::size_t i = 0;
    for (; i + 16 <= n; i += 16) {
      const __m256bh half = _mm512_cvtneps_pbh(_mm512_loadu_ps(x + i));
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i),
                          reinterpret_cast<const __m256i&>(half));
    }
    if (i == n) return;
    const auto mask = static_cast<__mmask16>((1u << (n - i)) - 1);
    const __m256bh half = _mm512_cvtneps_pbh(_mm512_maskz_loadu_ps(mask, x + i));
    _mm256_mask_storeu_epi16(out + i, mask, reinterpret_cast<const __m256i&>(half));
  }
};

#include "runtime/cpu/kernels/matmul.inc"

}  // namespace

bool avx512_bf16_kernels(KernelSet& set) {
  fill_matmuls(set);
  set.name = "avx512bf16";
  return true;
}

}  // namespace tessera::cpu

#else

namespace tessera::cpu {
bool avx512_bf16_kernels(KernelSet&) {
  return false;
}
}  // namespace tessera::cpu

#endif

// The element formats of the matmul tiles (cpu_kernel_tiles.h): how each weight format lies in
// memory, how one element widens to float32, and what the activations are read as. Included by
// the tiles inside the including kernel file's anonymous namespace, after its `struct Isa`.

struct F16 {
  static constexpr bool kIsBf16 = false;
  std::uint16_t bits;
};
struct BF16 {
  static constexpr bool kIsBf16 = true;
  std::uint16_t bits;
};

// A set that multiplies pairs of BF16 elements (Isa::kBf16Pairs): WeightFormat::BF16Dot only.
template <typename Set>
concept MultipliesBf16Pairs = requires {
  requires Set::kBf16Pairs;
};

template <WeightFormat F>
struct Storage;
template <>
struct Storage<WeightFormat::F32> {
  using type = float;
};
template <>
struct Storage<WeightFormat::F16> {
  using type = F16;
};
template <>
struct Storage<WeightFormat::BF16> {
  using type = BF16;
};
template <>
struct Storage<WeightFormat::Int8> {
  using type = std::int8_t;
};
template <>
struct Storage<WeightFormat::BF16Dot> {
  using type = BF16;
};

// What a matmul of format F reads the activations as (MatmulRowsFn): float32, or for BF16Dot
// BF16, rounded by KernelSet::round_to_bf16 before the matmul.
template <WeightFormat F>
using ActivationOf = std::conditional_t<F == WeightFormat::BF16Dot, BF16, float>;

// A register of activations: float32 as it is; BF16 as it is in a set that multiplies BF16
// pairs, widened to float32 in every other.
template <typename A>
__attribute__((always_inline)) inline void load_activations(Isa::V& v, const A* p) {
  if constexpr (std::is_same_v<A, float> || MultipliesBf16Pairs<Isa>) {
    Isa::load(v, p);
  } else {
    Isa::widen(v, p);
  }
}

inline float widen_one(float w) {
  return w;
}
inline float widen_one(std::int8_t w) {
  return static_cast<float>(w);
}
inline float widen_one(F16 w) {
  return tessera::f16_to_f32(w.bits);
}
inline float widen_one(BF16 w) {
  const std::uint32_t bits = static_cast<std::uint32_t>(w.bits) << 16;
  float value;
  __builtin_memcpy(&value, &bits, sizeof value);
  return value;
}

// KernelSet::round_to_bf16: out[i] = x[i] rounded to BF16 for i < n. A set that multiplies BF16
// pairs converts with its own instruction (`vcvtneps2bf16`, which flushes subnormal inputs to
// zero as `vdpbf16ps` reads them anyway); every other rounds as f32_to_bf16() does (to the nearest,
// ties to even, NaN kept quiet), without branches so that the compiler vectorizes the loop with
// the set's registers.
template <typename Set>
void round_to_bf16(const float* x, std::size_t n, std::uint16_t* out) {
  if constexpr (MultipliesBf16Pairs<Set>) {
    Set::round_to_bf16(x, n, out);
  } else {
    for (std::size_t i = 0; i < n; ++i) {
      std::uint32_t bits;
      __builtin_memcpy(&bits, x + i, sizeof bits);
      const std::uint32_t nearest = (bits + 0x7fffu + ((bits >> 16) & 1u)) >> 16;
      const std::uint32_t quiet_nan = (bits >> 16) | 0x40u;
      out[i] = static_cast<std::uint16_t>((bits & 0x7fffffffu) > 0x7f800000u ? quiet_nan : nearest);
    }
  }
}

// A set that widens the even and the odd BF16 elements of two registers' worth each in one
// instruction (widen_evens(), widen_odds()), where widening a register in order takes two (zero-
// extend, shift). With many tokens the widening took a third of the BF16 tiles' vector
// instructions. Intel Xeon, AVX-512: a 4 x 4 tile over rows in L2 in a stand-alone loop, one
// core, 99-111 -> 124-136 GFLOP/s; TinyLlama BF16, prompt of 256 tokens, eight alternating
// pairs 63.5-81.2 -> 69.1-106.1 tok/s (every pair faster); decode the same. AVX2 does without:
// the odd elements' mask takes a register that its 4 x 3 tiles do not have (32 tokens,
// `--scenario kernels`, three alternating pairs: 124/121/89 -> 83/66/78 GFLOP/s).
template <typename Set>
concept SplitsBf16Pairs = requires(typename Set::V& v, const BF16* p) {
  Set::widen_evens(v, p);
  Set::widen_odds(v, p);
};

// The even (half 0) or the odd elements of the 2 x Set::kLanes BF16 at p, widened.
template <typename Set, typename T>
__attribute__((always_inline)) inline void widen_half(typename Set::V& v, const T* p, int half) {
  if (half == 0) {
    Set::widen_evens(v, p);
  } else {
    Set::widen_odds(v, p);
  }
}

// Whether format F's whole registers go in pairs split into even and odd elements.
template <WeightFormat F>
constexpr bool kSplitsPairs = F == WeightFormat::BF16 && SplitsBf16Pairs<Isa>;

// KernelSet::split_bf16_pairs, for a set whose BF16 tiles take pairs of registers as their even
// and odd elements (SplitsBf16Pairs): out ([tokens][cols]) is x with, in each row, every pair of
// whole registers' 2 x kLanes elements laid out as the tiles multiply them (the even ones, then
// the odd ones); the elements after the last pair as they are.
template <typename Set>
void split_bf16_pairs(const float* x, int tokens, int cols, float* out) {
  constexpr int kLanes = Set::kLanes;
  const int pairs_end = (cols - cols % kLanes) / (2 * kLanes) * (2 * kLanes);
  for (int t = 0; t < tokens; ++t) {
    const float* row = x + static_cast<long>(t) * cols;
    float* split = out + static_cast<long>(t) * cols;
    for (int i = 0; i < pairs_end; i += 2 * kLanes) {
      for (int l = 0; l < kLanes; ++l) {
        split[i + l] = row[i + 2 * l];
        split[i + kLanes + l] = row[i + 2 * l + 1];
      }
    }
    for (int i = pairs_end; i < cols; ++i) split[i] = row[i];
  }
}

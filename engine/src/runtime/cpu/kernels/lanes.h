// Eight-lane (and sixteen-lane) float arithmetic that gives the same bits whatever instruction
// set compiles it.
//
// Included by files compiled for different instruction sets (the baseline forward pass and each
// kernel set's attention): everything here has internal linkage, so each file keeps its own copy.
// An inline function with external linkage would be merged by the linker into one copy, compiled
// for whichever set it came from.
#pragma once

#include <cstring>

namespace tessera::cpu {
namespace {  // NOLINT(cert-dcl59-cpp,google-build-namespaces): one copy per instruction set

// Eight float lanes; GCC/Clang lower this to whatever vector width the target has. Lane-wise
// IEEE adds and multiplies give the same bits on every target (every file that uses them is
// compiled without contracting a multiply and an add into a fused multiply-add).
using Lanes = float __attribute__((vector_size(32)));
constexpr int kLanes = 8;

// The same lanes anywhere in memory: loads and stores through it are single unaligned vector
// moves. A memcpy() of 32 bytes between memory and a Lanes the compiler keeps on the stack (the
// attention's softmax keeps four) became two 16-byte moves under GCC 12's generic tuning, and the
// 32-byte load that read them back waited on store forwarding: 12% of stories260K's attention
// samples at batch 64 on a Zen 3.
using UnalignedLanes = float __attribute__((vector_size(32), aligned(4), may_alias));

// Lanes travel by reference: by value, their ABI depends on the target (-Wpsabi).
inline void load(Lanes& v, const float* p) {
  v = *reinterpret_cast<const UnalignedLanes*>(p);
}

inline void store(float* p, const Lanes& v) {
  *reinterpret_cast<UnalignedLanes*>(p) = v;
}

// Sixteen lanes, two groups of eight side by side, for a set whose registers hold sixteen floats
// (AVX-512): each lane's arithmetic the same as in Lanes, so the same bits, in half the
// instructions. The attention's scores and e^x take them (attention_heads.inc).
using WideLanes = float __attribute__((vector_size(64)));
using UnalignedWideLanes = float __attribute__((vector_size(64), aligned(4), may_alias));
constexpr int kWideLanes = 16;

inline void load(WideLanes& v, const float* p) {
  v = *reinterpret_cast<const UnalignedWideLanes*>(p);
}

inline void store(float* p, const WideLanes& v) {
  *reinterpret_cast<UnalignedWideLanes*>(p) = v;
}

// Integer lanes of the same widths, and exact conversions between them (truncating towards
// zero from float), by reference: vectors returned by value change the ABI with the target.
using IntLanes = int __attribute__((vector_size(32)));
using IntWideLanes = int __attribute__((vector_size(64)));

template <typename V>
struct IntLanesOf {
  using type = IntLanes;
};
template <>
struct IntLanesOf<WideLanes> {
  using type = IntWideLanes;
};

inline void convert(const Lanes& from, IntLanes& to) {
  to = __builtin_convertvector(from, IntLanes);
}
inline void convert(const IntLanes& from, Lanes& to) {
  to = __builtin_convertvector(from, Lanes);
}
inline void convert(const WideLanes& from, IntWideLanes& to) {
  to = __builtin_convertvector(from, IntWideLanes);
}
inline void convert(const IntWideLanes& from, WideLanes& to) {
  to = __builtin_convertvector(from, WideLanes);
}

// Lanes 0..7 and 8..15.
inline void split(const WideLanes& v, Lanes& low, Lanes& high) {
  low = __builtin_shufflevector(v, v, 0, 1, 2, 3, 4, 5, 6, 7);
  high = __builtin_shufflevector(v, v, 8, 9, 10, 11, 12, 13, 14, 15);
}

inline float reduce(const Lanes& v) {
  return ((v[0] + v[1]) + (v[2] + v[3])) + ((v[4] + v[5]) + (v[6] + v[7]));
}

// The one way a dot product is summed: lanes over whole groups of eight, a fixed tree over the
// lanes, then the leftover elements in order. Every kernel ends with this.
inline float finish_dot(const Lanes& acc, const float* a, const float* b, int from, int n) {
  float tail = 0.0f;
  for (int i = from; i < n; ++i) tail += a[i] * b[i];
  return reduce(acc) + tail;
}

// sum_i a[i] * b[i] in that fixed order. Inline: attention calls it per key with short vectors.
inline float dot(const float* a, const float* b, int n) {
  Lanes acc = {};
  const int whole = n - n % kLanes;
  for (int i = 0; i < whole; i += kLanes) {
    Lanes va;
    Lanes vb;
    load(va, a + i);
    load(vb, b + i);
    acc += va * vb;
  }
  return finish_dot(acc, a, b, whole, n);
}

// The larger of a and b lane by lane, as std::max(a, b) picks it (a when neither is larger).
inline void max_lanes(Lanes& a, const Lanes& b) {
  a = a < b ? b : a;
}

// The same for both halves of a: lanes 0..7, then 8..15.
inline void max_lanes(Lanes& best, const WideLanes& a) {
  Lanes low, high;
  split(a, low, high);
  max_lanes(best, low);
  max_lanes(best, high);
}

// sum += a lane by lane; a's halves one after the other (lanes 0..7, then 8..15): the order in
// which eight-lane registers would have added them.
inline void add_lanes(Lanes& sum, const Lanes& a) {
  sum += a;
}

inline void add_lanes(Lanes& sum, const WideLanes& a) {
  Lanes low, high;
  split(a, low, high);
  sum += low;
  sum += high;
}

// The largest lane (a maximum is exact: any order gives the same value).
inline float max_of(const Lanes& v) {
  float m = v[0];
  for (int i = 1; i < kLanes; ++i) m = m < v[i] ? v[i] : m;
  return m;
}

// x[i] = e^x[i] lane by lane, within about 2 ulp; 0 below -87.3 (where e^x is denormal). Written
// out (the Cephes single-precision polynomial) rather than taken from libm or libmvec: it is the
// same arithmetic, so the same bits, on every instruction set and every batch, and eight at a
// time. N vectors go step by step side by side: one vector's steps each wait on the one before,
// and the out-of-order window held too few of them to keep the multipliers busy (the softmax of
// a head of 8 spent 40% of its time here with one at a time).
// V: Lanes or WideLanes, the same arithmetic in every lane.
template <typename V, int N>
inline void exp_lanes(V (&x)[N]) {
  using Ints = typename IntLanesOf<V>::type;
  V clamped[N], whole[N], r[N], y[N];
  for (int i = 0; i < N; ++i) {
    const V lowest = x[i] < -87.3f ? V{} - 87.3f : x[i];  // mask lanes are 0 or -1
    clamped[i] = lowest > 88.3f ? V{} + 88.3f : lowest;
  }
  for (int i = 0; i < N; ++i) {
    const V n = clamped[i] * 1.44269504088896341f + 0.5f;
    Ints truncated;
    convert(n, truncated);
    convert(truncated, whole[i]);
    whole[i] = whole[i] > n ? whole[i] - 1.0f : whole[i];  // floor
  }
  for (int i = 0; i < N; ++i) {
    r[i] = clamped[i] - whole[i] * 0.693359375f - whole[i] * -2.12194440e-4f;
  }
  for (int i = 0; i < N; ++i) y[i] = r[i] * 1.9875691500e-4f + 1.3981999507e-3f;
  for (int i = 0; i < N; ++i) y[i] = y[i] * r[i] + 8.3334519073e-3f;
  for (int i = 0; i < N; ++i) y[i] = y[i] * r[i] + 4.1665795894e-2f;
  for (int i = 0; i < N; ++i) y[i] = y[i] * r[i] + 1.6666665459e-1f;
  for (int i = 0; i < N; ++i) y[i] = y[i] * r[i] + 5.0000001201e-1f;
  for (int i = 0; i < N; ++i) y[i] = y[i] * (r[i] * r[i]) + r[i] + 1.0f;
  for (int i = 0; i < N; ++i) {
    Ints exponent;
    convert(whole[i], exponent);
    const Ints bits = (exponent + 127) << 23;
    V scale;
    std::memcpy(&scale, &bits, sizeof scale);
    const V result = y[i] * scale;
    x[i] = x[i] < -87.3f ? V{} : result;
  }
}

inline void exp_lanes(Lanes& x) {
  Lanes one[1] = {x};
  exp_lanes(one);
  x = one[0];
}

}  // namespace
}  // namespace tessera::cpu

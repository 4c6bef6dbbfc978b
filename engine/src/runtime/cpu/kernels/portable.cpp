// The portable kernel set: GCC/Clang vector extensions of eight lanes, separate multiply and add
// (no FMA assumed), lowered to whatever the baseline target has (SSE2 on x86-64, NEON on ARM).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

#include "model/gguf_dot.h"
#include "runtime/cpu/kernels/kernel_set.h"
#include "runtime/cpu/kernels/lanes.h"
#include "tessera/dtype.h"

namespace tessera::cpu {
namespace {

struct Isa {
  using V = float __attribute__((vector_size(32)));
  static constexpr int kLanes = 8;
  static constexpr int kRowTile = 2;
  static constexpr int kInt8RowTile = 1;     // int8 rows per tile (tiles.inc)
  static constexpr int kInt8PassTokens = 4;  // int8 tokens per pass
  static constexpr int kStreamsApart = 1;    // a few tokens: one stream a thread
  static constexpr int kValueChunks =
      1;  // attention value registers per head (eight lanes are two SSE2 registers)
  static constexpr bool kUsesWideLanes = false;  // attention, SiLU: eight lanes a register
  static void zero(V& v) { v = V{}; }
  static void splat(V& v, float s) { v = V{} + s; }
  static void load(V& v, const float* p) { std::memcpy(&v, p, sizeof v); }
  template <typename T>
  static void widen(V& v, const T* p);
  static void fma(V& acc, const V& a, const V& b) { acc += a * b; }
  static float reduce(const V& v) {
    return ((v[0] + v[1]) + (v[2] + v[3])) + ((v[4] + v[5]) + (v[6] + v[7]));
  }
};

#include "runtime/cpu/kernels/kernel_set.inc"

template <typename T>
void Isa::widen(V& v, const T* p) {
  if constexpr (sizeof(T) == 4) {
    load(v, reinterpret_cast<const float*>(p));
  } else {
    for (int i = 0; i < kLanes; ++i) v[i] = widen_one(p[i]);
  }
}

// KernelSet::block_dot: the reference itself (model/gguf_dot.h), an output at a time.
template <GgmlType kType>
void block_rows(const QuantizedActivations& x, int tokens, const WeightMatrix& w, float* out,
                int out_stride, int row_begin, int row_end) {
  const bool super = dot_takes_super_blocks(kType);
  const int block = super ? kDotSuperBlock : kDotBlock;
  const std::size_t row_bytes =
      static_cast<std::size_t>(w.cols) / block_elements(w.format) * block_bytes(w.format);
  for (int row = row_begin; row < row_end; ++row) {
    const std::byte* blocks = static_cast<const std::byte*>(w.data) + row_bytes * row;
    for (long t = 0; t < tokens; ++t) {
      const QuantizedRow token =
          super ? QuantizedRow{x.scales256 + t * (w.cols / block), x.q256 + t * w.cols,
                               x.sums16 + t * (w.cols / kDotSumGroup)}
                : QuantizedRow{x.scales32 + t * (w.cols / block), x.q32 + t * w.cols, nullptr};
      out[t * out_stride + row] = block_dot(kType, blocks, w.cols, token);
    }
  }
}

}  // namespace

void portable_kernels(KernelSet& set) {
  set.name = "portable";
  set.lanes = Isa::kLanes;
  set.multiply_add_chains = &multiply_add_chains;
  fill_matmuls(set);
  set.block_dot[static_cast<int>(WeightFormat::Q8_0)] = &block_rows<GgmlType::Q8_0>;
  set.block_dot[static_cast<int>(WeightFormat::Q4_0)] = &block_rows<GgmlType::Q4_0>;
  set.block_dot[static_cast<int>(WeightFormat::Q4_K)] = &block_rows<GgmlType::Q4_K>;
  set.block_dot[static_cast<int>(WeightFormat::Q5_K)] = &block_rows<GgmlType::Q5_K>;
  set.block_dot[static_cast<int>(WeightFormat::Q6_K)] = &block_rows<GgmlType::Q6_K>;
  set.attend_heads = &attend_heads;
  set.silu_mul = &silu_mul;
}

}  // namespace tessera::cpu

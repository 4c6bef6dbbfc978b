// The integer dot products of GGUF's block-quantized rows (Q8_0, Q4_0, Q4_K, Q5_K, Q6_K), scalar:
// the reference every CPU kernel set's matmul of such rows equals bit for bit.
//
// As llama.cpp computes them: the activations are quantized to int8 per token, in blocks of 32
// (for Q8_0 and Q4_0, whose weight blocks are 32 long) or 256 (for the K-quants' super-blocks),
// each block with a float32 scale; a block of weights times a block of activations is then a sum
// of integer products, exact, which the scales multiply once. A vector unit computes 32 such
// products an instruction (AVX2's vpmaddubsw), where widening every weight to float32 took more
// instructions per weight than the memory it saves: the block formats decoded at half of BF16's
// speed that way. The results are close to the float32 products of the dequantized weights, not
// equal (the activations are rounded to 8 bits); docs/benchmarks.md measures the perplexity.
//
// What the sums are, in integers and float32 (never fused), in this order. Eight lanes, as AVX2
// computes them (int32 lane l of a 32-byte product sums its bytes 4l ... 4l + 3), each summing
// over the row's blocks in order; the result is the lanes summed as ((l0 + l4) + (l2 + l6)) +
// ((l1 + l5) + (l3 + l7)).
// - Q8_0 and Q4_0 (blocks of 32, w = d * q): lane[l] += isum_l * (d * x_scale), isum_l the
//   integer products of elements 4l ... 4l + 3 of the block.
// - Q4_K and Q5_K (super-blocks of 256, w = d * sc_j * q - dmin * m_j in sub-block j of 32):
//   lane[l] += isum_l * (d * x_scale) - msum_l * (dmin * x_scale), isum_l = sum_j sc_j * (q * xq
//   over elements 4l ... 4l + 3 of sub-block j), msum_l = m_l * (the xq of sub-block l summed).
// - Q6_K (w = d * sc_g * (q - 32) in group g of 16): lane[l] += (isum_l - 32 * msum_l) *
//   (d * x_scale), isum_l = sum of sc_g * q * xq over elements 4l ... 4l + 3 of each part of 32
//   (g their group), msum_l = sc_2l * (group 2l's xq summed) + sc_2l+1 * (group 2l + 1's).
#pragma once

#include <cstddef>
#include <cstdint>

#include "model/gguf_file.h"

namespace tessera {

constexpr int kDotBlock = 32;        // activation block of Q8_0 and Q4_0
constexpr int kDotSuperBlock = 256;  // activation block of the K-quants
constexpr int kDotSumGroup = 16;     // elements per activation sum (the K-quants' mins, Q6_K)

// Whether the dot products of `type` take activations in blocks of 256 (the K-quants) rather than
// of 32 (Q8_0, Q4_0).
bool dot_takes_super_blocks(GgmlType type);

// One token's activations quantized for block_dot(): q[i] = round(x[i] / scale) with each block's
// scale its largest magnitude / 127 (0 for a block of zeros), so |q| <= 127. sums (blocks of 256
// only) holds each 16 q's sum.
struct QuantizedRow {
  const float* scales = nullptr;
  const std::int8_t* q = nullptr;
  const std::int16_t* sums = nullptr;
};

// x (n elements, a multiple of `block`: kDotBlock or kDotSuperBlock) quantized: scales[n / block],
// q[n] and, for kDotSuperBlock, sums[n / kDotSumGroup] (may be null for kDotBlock).
void quantize_activations(const float* x, int n, int block, float* scales, std::int8_t* q,
                          std::int16_t* sums);

// The dot product of the n elements (whole blocks) of `type` at `row` (no alignment needed) with
// activations quantized in the blocks the type takes (dot_takes_super_blocks()).
float block_dot(GgmlType type, const std::byte* row, int n, const QuantizedRow& x);

}  // namespace tessera

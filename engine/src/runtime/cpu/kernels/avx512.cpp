// The AVX-512 kernel set: sixteen lanes, fused multiply-add, F16 and BF16 widened in registers.
//
// The AVX-512 BF16 dot-product and VNNI int8 instructions are not used for these formats: they
// take the activations in BF16 or int8 too, which would round what the model computes (and lose
// token exactness against the float32 reference); here only the weights are narrow. The BF16 dot
// product serves WeightFormat::BF16Dot (kernels/avx512_bf16.cpp), whose activations are
// rounded to BF16 on purpose. The GGUF block formats take int8 activations by design
// (model/gguf_dot.h); their tiles here run AVX512BW's byte products on 512 bits
// (block_dot_wide.inc).
#include "runtime/cpu/kernels/kernel_set.h"

#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__FMA__)
#include <immintrin.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

#include "runtime/cpu/kernels/isa_avx512.h"
#include "runtime/cpu/kernels/lanes.h"
#include "tessera/dtype.h"

namespace tessera::cpu {
namespace {

// Everything of the set is AVX-512's (isa_avx512.h).
struct Isa : Avx512 {};

#include "runtime/cpu/kernels/block_dot.inc"
#include "runtime/cpu/kernels/block_dot_wide.inc"
#include "runtime/cpu/kernels/kernel_set.inc"

}  // namespace

bool avx512_kernels(KernelSet& set) {
  set.name = "avx512";
  set.lanes = Isa::kLanes;
  set.multiply_add_chains = &multiply_add_chains;
  fill_matmuls(set);
  fill_block_dot<block_dot::Wide>(set);
  set.attend_heads = &attend_heads;
  set.silu_mul = &silu_mul;
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

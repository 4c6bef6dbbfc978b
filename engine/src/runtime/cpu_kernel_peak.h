// The bench's peak-FLOP/s loop, written once for every instruction set. Included by
// cpu_kernels_<isa>.cpp inside an anonymous namespace, after that file defines `struct Isa`
// (V, kLanes, splat, fma: see cpu_kernel_tiles.h), so each set measures its own widest registers.

// rounds x kPeakChains independent multiply-adds of Isa::V registers, nothing from memory.
float multiply_add_chains(long rounds, float seed) {
  constexpr int kChains = kPeakChains;
  Isa::V acc[kChains];
  Isa::V minus_two;  // acc + acc * -2 = -acc: the values stay put, no overflow or denormals
  Isa::splat(minus_two, -2.0f);
  for (int c = 0; c < kChains; ++c) Isa::splat(acc[c], seed * static_cast<float>(c + 1));
  for (long r = 0; r < rounds; ++r) {
    for (int c = 0; c < kChains; ++c) Isa::fma(acc[c], acc[c], minus_two);
  }
  float sum = 0.0f;  // every chain's lanes, so none of the work can be left out
  for (int c = 0; c < kChains; ++c) {
    float lanes[sizeof(Isa::V) / sizeof(float)];
    __builtin_memcpy(lanes, &acc[c], sizeof lanes);
    for (float lane : lanes) sum += lane;
  }
  return sum;
}

// The feed-forward activation of every instruction set (SiluMulFn), written once like the
// attention: only the lane-wise arithmetic of cpu_lanes.h, so every set gives the same bits.
// Included by cpu_kernels_<isa>.cpp inside an anonymous namespace.

// lanes = lanes / (1 + e^-lanes) * up; V: Lanes or WideLanes, the same arithmetic in every lane.
template <typename V>
inline void silu_mul_lanes(V& lanes, const V& up) {
  V e[1] = {-lanes};
  exp_lanes(e);
  lanes = lanes / (1.0f + e[0]) * up;
}

// gate[j] = silu(gate[j]) * up[j] for the whole registers V from j = i on; returns where it
// stopped.
template <typename V>
std::size_t silu_mul_registers(float* gate, const float* up, std::size_t i, std::size_t n) {
  constexpr std::size_t kWidth = sizeof(V) / sizeof(float);
  for (; i + kWidth <= n; i += kWidth) {
    V g;
    V u;
    load(g, gate + i);
    load(u, up + i);
    silu_mul_lanes(g, u);
    store(gate + i, g);
  }
  return i;
}

// gate[i] = silu(gate[i]) * up[i], eight (AVX-512: sixteen) at a time (libm's expf one element
// at a time was a tenth of a stories260K batch-64 step); the leftover elements go through the
// same lanes, so an element's result never depends on where it lies in the array.
void silu_mul(float* gate, const float* up, std::size_t n) {
  std::size_t i = 0;
  if constexpr (Isa::kUsesWideLanes) i = silu_mul_registers<WideLanes>(gate, up, i, n);
  i = silu_mul_registers<Lanes>(gate, up, i, n);
  if (i == n) return;
  const std::size_t rest = (n - i) * sizeof(float);
  Lanes g = {};
  Lanes u = {};
  std::memcpy(&g, gate + i, rest);
  std::memcpy(&u, up + i, rest);
  silu_mul_lanes(g, u);
  std::memcpy(gate + i, &g, rest);
}

#include "host/activations.h"

#include <algorithm>
#include <cstdint>
#include <initializer_list>

namespace tessera::cuda {
namespace {

// The capacity that covers `need`, doubling so slowly rising sizes reallocate rarely; `have`
// when it already does.
template <typename T>
T grown(T have, T need) {
  return need <= have ? have : std::max(need, have * 2);
}

// Frees the buffers first: the old and new ones need not fit in memory together.
void release(std::initializer_list<DeviceBuffer*> buffers) {
  for (DeviceBuffer* b : buffers) *b = DeviceBuffer();
}

}  // namespace

void Activations::reserve(const StepSize& size) {
  const std::size_t e = dtype_size(dtype_);
  const std::size_t hidden_dim = config_.hidden_size;
  const std::size_t q_dim = static_cast<std::size_t>(config_.num_heads) * config_.head_dim;
  const std::size_t qkv_dim =
      q_dim + 2 * static_cast<std::size_t>(config_.num_kv_heads) * config_.head_dim;
  const std::size_t inter = config_.intermediate_size;
  // Each capacity is recorded only after its buffers exist, so a failed allocation is retried.
  if (const int t = grown(capacity_.tokens, size.tokens); t != capacity_.tokens) {
    release({&hidden, &normed, &qkv, &attn_out, &proj_out, &gate_up, &mlp_act});
    hidden = DeviceBuffer(t * hidden_dim * e, "hidden states");
    normed = DeviceBuffer(t * hidden_dim * e, "normed hidden states");
    qkv = DeviceBuffer(t * qkv_dim * e, "q/k/v projections");
    attn_out = DeviceBuffer(t * q_dim * e, "attention output");
    proj_out = DeviceBuffer(t * hidden_dim * e, "projection output");
    gate_up = DeviceBuffer(t * 2 * inter * e, "gate/up projections");
    mlp_act = DeviceBuffer(t * inter * e, "MLP activations");
    capacity_.tokens = t;
  }
  if (const int r = grown(capacity_.logit_rows, size.logit_rows); r != capacity_.logit_rows) {
    release({&row_hidden, &row_normed, &logits, &tokens});
    row_hidden = DeviceBuffer(r * hidden_dim * e, "logits rows");
    row_normed = DeviceBuffer(r * hidden_dim * e, "normed logits rows");
    logits = DeviceBuffer(r * config_.vocab_size * sizeof(float), "logits");
    tokens = DeviceBuffer(r * sizeof(std::int32_t), "greedy tokens");
    capacity_.logit_rows = r;
  }
  if (const std::size_t m = grown(capacity_.metadata_ints, size.metadata_ints);
      m != capacity_.metadata_ints) {
    release({&metadata});
    metadata = DeviceBuffer(m * sizeof(std::int32_t), "step metadata");
    capacity_.metadata_ints = m;
  }
  if (const std::size_t a = grown(capacity_.attention_floats, size.attention_floats);
      a != capacity_.attention_floats) {
    release({&attention});
    attention = DeviceBuffer(a * sizeof(float), "split-K attention");
    capacity_.attention_floats = a;
  }
}

std::size_t Activations::total_bytes() const {
  std::size_t total = 0;
  for (const DeviceBuffer* b :
       {&hidden, &normed, &qkv, &attn_out, &proj_out, &gate_up, &mlp_act, &row_hidden, &row_normed,
        &logits, &tokens, &metadata, &attention}) {
    total += b->bytes();
  }
  return total;
}

}  // namespace tessera::cuda

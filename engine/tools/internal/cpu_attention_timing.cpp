// Timing of the CPU attention alone (cpu_roofline.h).
#include <algorithm>
#include <chrono>
#include <numeric>
#include <random>
#include <vector>

#include "internal/cpu_roofline.h"
#include "runtime/cpu/huge_page_allocator.h"
#include "runtime/cpu/ops/attention.h"
#include "runtime/cpu/thread_pool.h"
#include "tessera/backend/forward_batch.h"

namespace tessera {

CpuAttentionTiming time_cpu_attention(int threads, int heads, int kv_heads, int head_dim, int batch,
                                      int context_min, int context_max, int layers,
                                      int repetitions) {
  constexpr int kBlockSize = 16;
  std::mt19937 rng(1);
  std::vector<int> contexts(batch);
  for (int s = 0; s < batch; ++s) {
    contexts[s] =
        batch == 1 ? context_max : context_min + (context_max - context_min) * s / (batch - 1);
  }
  std::shuffle(contexts.begin(), contexts.end(), rng);
  const int per_sequence = blocks_for(context_max, kBlockSize);
  const int blocks = batch * per_sequence;
  // Every layer's cache (at most 1 GiB of them, used in turn: a big model's caches are past the
  // caches' size long before), the blocks of all sequences in a shuffled order, as a
  // long-running engine's block pool hands them out.
  const cpu::PagedKv shape{nullptr, nullptr, kBlockSize, kv_heads, head_dim};
  const std::size_t key_floats = static_cast<std::size_t>(blocks) * shape.key_block_floats();
  const std::size_t value_floats = static_cast<std::size_t>(blocks) * shape.value_block_floats();
  const std::size_t kMaxBytes = std::size_t{1} << 30;
  const int held = static_cast<int>(
      std::clamp<std::size_t>(kMaxBytes / (sizeof(float) * (key_floats + value_floats)), 1,
                              static_cast<std::size_t>(layers)));
  cpu::HugePageBuffer<float> k(key_floats * held), v(value_floats * held);  // as the engine
  std::normal_distribution<float> normal(0.0f, 1.0f);
  for (float& x : k) x = normal(rng);
  for (float& x : v) x = normal(rng);
  std::vector<std::int32_t> order(blocks);
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);

  ForwardBatch forward;
  for (int s = 0; s < batch; ++s) {
    ForwardBatch::Sequence sequence;
    sequence.query_start = s;
    sequence.query_len = 1;
    sequence.context_len = contexts[s];
    sequence.block_table.assign(order.begin() + s * per_sequence,
                                order.begin() + (s + 1) * per_sequence);
    forward.sequences.push_back(sequence);
    forward.token_ids.push_back(1);
    forward.positions.push_back(contexts[s] - 1);
  }
  std::vector<float> q(static_cast<std::size_t>(batch) * heads * head_dim);
  for (float& x : q) x = normal(rng);
  std::vector<float> out(q.size()), scratch;

  const cpu::KernelSet kernels = cpu::select_kernels();
  ThreadPool pool(threads);
  double best = 1e300;
  for (int rep = 0; rep < repetitions; ++rep) {
    const auto start = std::chrono::steady_clock::now();
    for (int layer = 0; layer < layers; ++layer) {
      const cpu::PagedKv cache{k.data() + key_floats * (layer % held),
                               v.data() + value_floats * (layer % held), kBlockSize, kv_heads,
                               head_dim};
      cpu::paged_attention(pool, kernels, forward, q.data(), nullptr, cache, heads, out.data(),
                           scratch);
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    best = std::min(best, seconds / layers);
  }
  const double positions = std::accumulate(contexts.begin(), contexts.end(), 0.0);
  const double kv_bytes = positions * kv_heads * head_dim * 2.0 * sizeof(float);
  return {batch, positions / batch, best * 1e6, best * 1e6 / batch, kv_bytes / best / 1e9};
}

}  // namespace tessera

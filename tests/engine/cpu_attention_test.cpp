// The CPU attention of every kernel set this machine runs, over a paged cache with scattered
// blocks, grouped kv heads, head sizes with leftover lanes and contexts that end anywhere in a
// block or a group of eight positions: close to a float64 softmax, bitwise the same with every
// kernel set, and bitwise the same whether a sequence decodes alone or among others.
#include <QtTest>
#include <cmath>
#include <random>

#include "runtime/cpu/ops/attention.h"
#include "tessera/backend/forward_batch.h"

using namespace tessera;
using namespace tessera::cpu;

namespace {

struct Shape {
  int heads;
  int kv_heads;
  int head_dim;
};

struct Cache {
  std::vector<float> k;
  std::vector<float> v;
  PagedKv view;
};

// Random keys and values; NaN in the padding of each block's transposed keys, which no score may
// take in.
Cache make_cache(const Shape& shape, int blocks, int block_size, std::mt19937& rng) {
  std::normal_distribution<float> normal(0.0f, 1.0f);
  Cache cache;
  const PagedKv layout{nullptr, nullptr, block_size, shape.kv_heads, shape.head_dim};
  cache.k.resize(static_cast<std::size_t>(blocks) * layout.key_block_floats());
  cache.v.resize(static_cast<std::size_t>(blocks) * layout.value_block_floats());
  for (float& x : cache.k) x = normal(rng);
  for (float& x : cache.v) x = normal(rng);
  for (std::size_t i = 0; i < cache.k.size(); ++i) {
    if (static_cast<int>(i % layout.key_stride()) >= block_size) cache.k[i] = NAN;
  }
  cache.view = {cache.k.data(), cache.v.data(), block_size, shape.kv_heads, shape.head_dim};
  return cache;
}

// Decode tokens of sequences with the given context lengths; sequence s owns the blocks
// s, s + n, s + 2n, ... (scattered through the cache).
ForwardBatch decode_batch(const std::vector<int>& contexts, int block_size) {
  ForwardBatch batch;
  const int n = static_cast<int>(contexts.size());
  for (int s = 0; s < n; ++s) {
    ForwardBatch::Sequence sequence;
    sequence.query_start = s;
    sequence.query_len = 1;
    sequence.context_len = contexts[s];
    for (int b = 0; b < blocks_for(contexts[s], block_size); ++b) {
      sequence.block_table.push_back(s + b * n);
    }
    batch.sequences.push_back(sequence);
    batch.token_ids.push_back(1);
    batch.positions.push_back(contexts[s] - 1);
  }
  return batch;
}

KernelSet kernel_set(const char* name) {
  qputenv("TESSERA_CPU_KERNELS", name);
  const KernelSet kernels = select_kernels();
  qunsetenv("TESSERA_CPU_KERNELS");
  return kernels;
}

std::vector<float> attend(const KernelSet& kernels, const ForwardBatch& batch, const float* q,
                          const Cache& cache, int heads, const NewKv* fresh = nullptr) {
  ThreadPool pool(2);
  std::vector<float> out(batch.token_ids.size() * heads * cache.view.head_dim);
  std::vector<float> scratch;
  paged_attention(pool, kernels, batch, q, fresh, cache.view, heads, out.data(), scratch);
  return out;
}

}  // namespace

class CpuAttentionTest : public QObject {
  Q_OBJECT

 private slots:
  void attention_matches_reference_with_every_set_data() {
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kv_heads");
    QTest::addColumn<int>("head_dim");
    QTest::addColumn<int>("block_size");
    QTest::newRow("8 heads of 8, 4 kv heads") << 8 << 4 << 8 << 16;
    QTest::newRow("6 heads of 12, 2 kv heads") << 6 << 2 << 12 << 16;
    QTest::newRow("4 heads of 64") << 4 << 4 << 64 << 16;
    QTest::newRow("3 heads of 37, 1 kv head") << 3 << 1 << 37 << 16;
    QTest::newRow("12 heads of 16, 4 kv heads")
        << 12 << 4 << 16 << 16;  // value sums 4 heads at a time
    // Value sums over several chunks of registers and leftovers of them: 128 = 4 x 32 (AVX-512:
    // four registers of a head at once), 40 = 32 + 8, 24 = 3 x 8 (AVX2: 16 + 8).
    QTest::newRow("2 heads of 128, 1 kv head") << 2 << 1 << 128 << 16;
    QTest::newRow("5 heads of 40") << 5 << 5 << 40 << 16;
    QTest::newRow("4 heads of 24, 2 kv heads") << 4 << 2 << 24 << 16;
    // Blocks that are not a whole number of eight positions (padded rows of transposed keys, the
    // last group of eight of a block partly in the next block's scores), of fewer than eight
    // positions, and of more than two groups of eight.
    QTest::newRow("8 heads of 8, blocks of 5") << 8 << 4 << 8 << 5;
    QTest::newRow("4 heads of 64, blocks of 12") << 4 << 4 << 64 << 12;
    QTest::newRow("3 heads of 37, blocks of 1") << 3 << 1 << 37 << 1;
    QTest::newRow("6 heads of 12, blocks of 40") << 6 << 2 << 12 << 40;
    // A decoding token's heads of 8 and 16 (attention_token.inc): pairs of heads of 8 that
    // share a kv head or read two side by side, an odd head left alone, a group of three (no
    // pairs), and blocks of whole registers other than 16.
    QTest::newRow("8 heads of 8") << 8 << 8 << 8 << 16;
    QTest::newRow("5 heads of 8") << 5 << 5 << 8 << 16;
    // Alone, a sequence's heads go to the threads in shares of three: a share from head 3 on.
    QTest::newRow("12 heads of 8, 6 kv heads") << 12 << 6 << 8 << 16;
    QTest::newRow("6 heads of 8, 2 kv heads") << 6 << 2 << 8 << 16;
    QTest::newRow("8 heads of 8, blocks of 8") << 8 << 4 << 8 << 8;
    QTest::newRow("4 heads of 16, 2 kv heads, blocks of 32") << 4 << 2 << 16 << 32;
    QTest::newRow("3 heads of 16, blocks of 24") << 3 << 3 << 16 << 24;
  }

  void attention_matches_reference_with_every_set() {
    QFETCH(int, heads);
    QFETCH(int, kv_heads);
    QFETCH(int, head_dim);
    QFETCH(int, block_size);
    const Shape shape{heads, kv_heads, head_dim};
    std::mt19937 rng(11);
    // Ends of a block, of a group of eight, one past each, and a long one.
    const std::vector<int> contexts{1, 7, 8, 9, 16, 17, 24, 45, 130};
    int blocks = 0;
    for (int c : contexts) blocks = std::max(blocks, blocks_for(c, block_size));
    const Cache cache =
        make_cache(shape, blocks * static_cast<int>(contexts.size()), block_size, rng);
    const ForwardBatch batch = decode_batch(contexts, block_size);
    std::normal_distribution<float> normal(0.0f, 1.0f);
    std::vector<float> q(contexts.size() * heads * head_dim);
    for (float& x : q) x = normal(rng);

    const std::vector<float> portable =
        attend(kernel_set("portable"), batch, q.data(), cache, heads);
    const int group = heads / kv_heads;
    for (std::size_t s = 0; s < contexts.size(); ++s) {
      const std::vector<std::int32_t>& table = batch.sequences[s].block_table;
      for (int h = 0; h < heads; ++h) {
        const float* qh = q.data() + (s * heads + h) * head_dim;
        std::vector<double> scores(contexts[s]);
        double largest = -INFINITY;
        for (int p = 0; p < contexts[s]; ++p) {
          const float* key =
              cache.k.data() + cache.view.key_offset(slot_of(p, table, block_size), h / group);
          double dot = 0.0;
          for (int d = 0; d < head_dim; ++d) {
            dot += static_cast<double>(qh[d]) *
                   key[static_cast<std::size_t>(d) * cache.view.key_stride()];
          }
          scores[p] = dot / std::sqrt(static_cast<double>(head_dim));
          largest = std::max(largest, scores[p]);
        }
        double sum = 0.0;
        for (double& x : scores) sum += (x = std::exp(x - largest));
        for (int d = 0; d < head_dim; ++d) {
          double want = 0.0;
          for (int p = 0; p < contexts[s]; ++p) {
            want += scores[p] / sum *
                    cache.v[cache.view.value_offset(slot_of(p, table, block_size), h / group) + d];
          }
          const float got = portable[(s * heads + h) * head_dim + d];
          QVERIFY2(std::abs(got - want) < 1e-5,
                   qPrintable(QString("context %1 head %2 dim %3: %4 vs %5")
                                  .arg(contexts[s])
                                  .arg(h)
                                  .arg(d)
                                  .arg(got)
                                  .arg(want)));
        }
      }
    }

    for (const char* name : {"avx2", "avx512"}) {
      const KernelSet kernels = kernel_set(name);
      if (name != std::string_view(kernels.name)) continue;  // not on this CPU or build
      QVERIFY2(attend(kernels, batch, q.data(), cache, heads) == portable, name);
    }

    // Alone: each sequence by itself (its heads then split across the threads) gives the bits
    // it got in the batch.
    const KernelSet kernels = select_kernels();
    const std::vector<float> batched = attend(kernels, batch, q.data(), cache, heads);
    for (std::size_t s = 0; s < contexts.size(); ++s) {
      ForwardBatch alone = decode_batch({contexts[s]}, block_size);
      alone.sequences[0].block_table = batch.sequences[s].block_table;
      const std::size_t row = s * heads * head_dim;
      const std::vector<float> got = attend(kernels, alone, q.data() + row, cache, heads);
      QVERIFY(std::equal(got.begin(), got.end(), batched.begin() + row));
    }
  }

  void prompt_chunk_equals_each_token_alone_data() {
    attention_matches_reference_with_every_set_data();
  }

  // A prompt chunk's tokens read the cache together, up to eight at a time: each token's heads
  // are the same bits as when it is computed alone at its position, with every kernel set, in a
  // batch that also decodes another sequence.
  void prompt_chunk_equals_each_token_alone() {
    QFETCH(int, heads);
    QFETCH(int, kv_heads);
    QFETCH(int, head_dim);
    QFETCH(int, block_size);
    const Shape shape{heads, kv_heads, head_dim};
    std::mt19937 rng(13);
    // The chunk covers positions 3..44 (its first block partly cached; 42 tokens: five groups
    // of eight and one of two); then a decode token of a sequence with 20 positions.
    constexpr int kFirst = 3, kContext = 45, kOther = 20;
    const ForwardBatch decode = decode_batch({kContext, kOther}, block_size);
    ForwardBatch batch;
    batch.sequences = decode.sequences;
    batch.sequences[0].query_len = kContext - kFirst;
    batch.sequences[1].query_start = kContext - kFirst;
    for (int p = kFirst; p < kContext; ++p) batch.positions.push_back(p);
    batch.positions.push_back(kOther - 1);
    batch.token_ids.assign(batch.positions.size(), 1);
    const int blocks = 2 * blocks_for(kContext, block_size);
    const Cache cache = make_cache(shape, blocks, block_size, rng);
    std::normal_distribution<float> normal(0.0f, 1.0f);
    const std::size_t row = static_cast<std::size_t>(heads) * head_dim;
    std::vector<float> q(batch.positions.size() * row);
    for (float& x : q) x = normal(rng);

    std::vector<float> first_set;
    for (const char* name : {"portable", "avx2", "avx512"}) {
      const KernelSet kernels = kernel_set(name);
      if (name != std::string_view(kernels.name)) continue;  // not on this CPU or build
      const std::vector<float> chunk = attend(kernels, batch, q.data(), cache, heads);
      for (std::size_t t = 0; t < batch.positions.size(); ++t) {
        const int s = t + 1 < batch.positions.size() ? 0 : 1;
        ForwardBatch alone = decode_batch({batch.positions[t] + 1}, block_size);
        alone.sequences[0].block_table = batch.sequences[s].block_table;
        const std::vector<float> got = attend(kernels, alone, q.data() + t * row, cache, heads);
        QVERIFY2(std::equal(got.begin(), got.end(), chunk.begin() + t * row),
                 qPrintable(QString("%1: token at position %2").arg(name).arg(batch.positions[t])));
      }
      if (first_set.empty()) first_set = chunk;
      QVERIFY2(chunk == first_set, name);
    }
  }

  void new_rows_written_by_the_attention_data() {
    attention_matches_reference_with_every_set_data();
  }

  // The step's own k/v rows handed to paged_attention (written by the task that reads them for a
  // decoding sequence, before the attention for a prompt chunk or a sequence whose heads are
  // split) leave the cache and the results as write_kv() followed by the attention: decode tokens
  // of several sequences, a prompt chunk of 42 tokens beside a decode token, one sequence alone,
  // and sequences that read each other's new rows (one per position over one block table).
  void new_rows_written_by_the_attention() {
    QFETCH(int, heads);
    QFETCH(int, kv_heads);
    QFETCH(int, head_dim);
    QFETCH(int, block_size);
    const Shape shape{heads, kv_heads, head_dim};
    const std::vector<int> contexts{1, 9, 17, 45};
    ForwardBatch decode = decode_batch(contexts, block_size);
    for (std::size_t s = 0; s < contexts.size(); ++s) {
      decode.slot_mapping.push_back(
          slot_of(contexts[s] - 1, decode.sequences[s].block_table, block_size));
    }
    ForwardBatch chunk;
    chunk.sequences = decode_batch({45, 20}, block_size).sequences;
    chunk.sequences[0].query_len = 42;
    chunk.sequences[1].query_start = 42;
    for (int p = 3; p < 45; ++p) chunk.positions.push_back(p);
    chunk.positions.push_back(19);
    chunk.token_ids.assign(chunk.positions.size(), 1);
    for (std::size_t t = 0; t < chunk.positions.size(); ++t) {
      const int s = t + 1 < chunk.positions.size() ? 0 : 1;
      chunk.slot_mapping.push_back(
          slot_of(chunk.positions[t], chunk.sequences[s].block_table, block_size));
    }
    ForwardBatch alone = decode_batch({45}, block_size);  // its heads split across the threads
    alone.slot_mapping.push_back(slot_of(44, alone.sequences[0].block_table, block_size));
    // The perplexity scorer's layout: one sequence per position over one block table (here the
    // last position first, so a sequence's task runs before those that write the rows it reads).
    ForwardBatch shared;
    for (int i = 0; i < 20; ++i) {
      const int p = 19 - i;
      ForwardBatch::Sequence sequence = decode_batch({20}, block_size).sequences[0];
      sequence.query_start = i;
      sequence.context_len = p + 1;
      shared.sequences.push_back(sequence);
      shared.positions.push_back(p);
      shared.slot_mapping.push_back(slot_of(p, sequence.block_table, block_size));
    }
    shared.token_ids.assign(shared.positions.size(), 1);
    for (const ForwardBatch* batch : {&decode, &chunk, &alone, &shared}) {
      int blocks = 0;
      for (const ForwardBatch::Sequence& sequence : batch->sequences) {
        for (std::int32_t b : sequence.block_table) blocks = std::max(blocks, b + 1);
      }
      std::mt19937 rng(17);
      const Cache before = make_cache(shape, blocks, block_size, rng);
      std::normal_distribution<float> normal(0.0f, 1.0f);
      const std::size_t tokens = batch->positions.size();
      std::vector<float> q(tokens * heads * head_dim), k(tokens * kv_heads * head_dim), v(k.size());
      for (std::vector<float>* rows : {&q, &k, &v}) {
        for (float& x : *rows) x = normal(rng);
      }
      Cache written = before;
      written.view.k = written.k.data();
      written.view.v = written.v.data();
      write_kv(written.view, batch->slot_mapping, k.data(), v.data());
      Cache fresh = before;
      fresh.view.k = fresh.k.data();
      fresh.view.v = fresh.v.data();
      const NewKv rows{k.data(), v.data()};
      const KernelSet kernels = select_kernels();
      const std::vector<float> want = attend(kernels, *batch, q.data(), written, heads);
      const std::vector<float> got = attend(kernels, *batch, q.data(), fresh, heads, &rows);
      QVERIFY(got == want);
      QVERIFY(std::equal(fresh.v.begin(), fresh.v.end(), written.v.begin()));
      for (std::size_t i = 0; i < fresh.k.size(); ++i) {  // the padding is NaN in both
        QVERIFY(fresh.k[i] == written.k[i] || (std::isnan(fresh.k[i]) && std::isnan(written.k[i])));
      }
      QVERIFY(written.v != before.v);
    }
  }
};

QTEST_GUILESS_MAIN(CpuAttentionTest)
#include "cpu_attention_test.moc"

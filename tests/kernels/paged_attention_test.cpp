// Paged attention over mixed prefill + decode batches against a dense float64 reference, across
// block sizes, GQA ratios, storage dtypes and split-K settings. Unused cache slots hold NaN, so
// a key read outside a sequence's visible range shows up as a failure.
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

#include "support/gpu_test.h"
#include "support/reference_ops.h"
#include "tessera/error.h"

#ifdef TESSERA_HAVE_CUDA
#include "paged_attention.h"
#endif

using namespace tessera;

class PagedAttentionTest : public QObject {
  Q_OBJECT

 private slots:
  void mixed_batch_matches_dense_reference_data();
  void mixed_batch_matches_dense_reference();
  void forced_splits_match_dense_reference_data();
  void forced_splits_match_dense_reference();
  void long_decode_contexts_are_split_and_match_dense_reference();
  void large_query_groups_span_several_blocks();
  void split_plan_only_splits_small_batches_with_long_contexts();
  void bad_shapes_are_rejected_before_launch();
};

#ifdef TESSERA_HAVE_CUDA

namespace {

struct Shape {
  int block_size;
  int num_heads;
  int num_kv_heads;
  int head_dim;
  DType dtype;
};

// (query_len, context_len) of each sequence.
using Layout = std::vector<std::pair<int, int>>;

// Prefill from scratch, a prefill chunk after 50 cached tokens, and decodes of 1 to 3000 keys.
const Layout kMixedBatch = {{37, 37}, {20, 70}, {1, 1}, {1, 300}, {1, 3000}};

// Runs one attention launch over `layout` with random q/K/V and returns the mismatch (empty on
// success) against the dense reference.
std::string run_case(const Shape& shape, const Layout& layout, std::optional<int> forced_splits,
                     int* splits_used = nullptr) {
  const int hd = shape.head_dim, kvh = shape.num_kv_heads, heads = shape.num_heads;
  std::mt19937 rng(static_cast<unsigned>(shape.block_size * 131 + heads * 17 + hd));
  std::vector<test::DenseSequence> dense;
  std::vector<std::vector<std::int32_t>> tables;
  int total_blocks = 0, num_tokens = 0, max_context = 0;
  for (auto [query_len, context_len] : layout) {
    test::DenseSequence seq;
    seq.query_len = query_len;
    seq.context_len = context_len;
    const std::size_t n = static_cast<std::size_t>(context_len) * kvh * hd;
    seq.keys = test::random_values(n, rng(), shape.dtype);
    seq.values = test::random_values(n, rng(), shape.dtype);
    dense.push_back(std::move(seq));
    total_blocks += (context_len + shape.block_size - 1) / shape.block_size;
    num_tokens += query_len;
    max_context = std::max(max_context, context_len);
  }
  // Scatter the sequences over a shuffled pool with spare blocks; everything else is NaN.
  const int num_blocks = total_blocks + 7;
  std::vector<std::int32_t> pool(num_blocks);
  std::iota(pool.begin(), pool.end(), 0);
  std::shuffle(pool.begin(), pool.end(), rng);
  const std::size_t slot_width = static_cast<std::size_t>(kvh) * hd;
  std::vector<float> k_cache(num_blocks * shape.block_size * slot_width, NAN);
  std::vector<float> v_cache = k_cache;
  const int stride = (max_context + shape.block_size - 1) / shape.block_size;
  std::vector<std::int32_t> block_tables, token_seq, query_start, query_len, context_len;
  int next_block = 0;
  for (std::size_t s = 0; s < dense.size(); ++s) {
    const test::DenseSequence& seq = dense[s];
    std::vector<std::int32_t> table(stride, -1);
    for (int b = 0; b * shape.block_size < seq.context_len; ++b) table[b] = pool[next_block++];
    for (int p = 0; p < seq.context_len; ++p) {
      const std::size_t slot =
          table[p / shape.block_size] * shape.block_size + p % shape.block_size;
      std::copy_n(seq.keys.begin() + p * slot_width, slot_width,
                  k_cache.begin() + slot * slot_width);
      std::copy_n(seq.values.begin() + p * slot_width, slot_width,
                  v_cache.begin() + slot * slot_width);
    }
    block_tables.insert(block_tables.end(), table.begin(), table.end());
    query_start.push_back(static_cast<std::int32_t>(token_seq.size()));
    query_len.push_back(seq.query_len);
    context_len.push_back(seq.context_len);
    token_seq.insert(token_seq.end(), seq.query_len, static_cast<std::int32_t>(s));
  }
  // q rows are wider than the q heads, as in the fused q/k/v projection.
  const int q_row_stride = (heads + 2 * kvh) * hd;
  const auto q_rows = test::random_values(num_tokens * q_row_stride, rng(), shape.dtype);
  std::vector<float> q(static_cast<std::size_t>(num_tokens) * heads * hd);
  for (int t = 0; t < num_tokens; ++t) {
    std::copy_n(q_rows.begin() + t * q_row_stride, heads * hd, q.begin() + t * heads * hd);
  }

  auto d_q = test::to_device(shape.dtype, q_rows);
  auto d_k = test::to_device(shape.dtype, k_cache);
  auto d_v = test::to_device(shape.dtype, v_cache);
  auto d_tables = test::to_device(block_tables);
  auto d_token_seq = test::to_device(token_seq);
  auto d_start = test::to_device(query_start);
  auto d_qlen = test::to_device(query_len);
  auto d_ctx = test::to_device(context_len);
  auto d_out = test::poisoned(shape.dtype, q.size());

  kernels::PagedAttentionArgs args;
  args.dtype = shape.dtype;
  args.out = d_out.data();
  args.q = d_q.data();
  args.q_row_stride = q_row_stride;
  args.k_cache = d_k.data();
  args.v_cache = d_v.data();
  args.token_seq = d_token_seq.as<std::int32_t>();
  args.seq_query_start = d_start.as<std::int32_t>();
  args.seq_query_len = d_qlen.as<std::int32_t>();
  args.seq_context_len = d_ctx.as<std::int32_t>();
  args.block_tables = d_tables.as<std::int32_t>();
  args.block_table_stride = stride;
  args.num_tokens = num_tokens;
  args.num_heads = heads;
  args.num_kv_heads = kvh;
  args.head_dim = hd;
  args.block_size = shape.block_size;
  args.max_context_len = max_context;
  args.scale = 1.0f / std::sqrt(static_cast<float>(hd));
  args.split = forced_splits ? kernels::split_evenly(max_context, *forced_splits)
                             : kernels::plan_attention_split(
                                   num_tokens, kernels::attention_blocks_per_token(heads, kvh, hd),
                                   max_context, 132);
  if (splits_used != nullptr) *splits_used = args.split.num_splits;
  args.workspace_floats =
      kernels::attention_workspace_floats(num_tokens, heads, hd, args.split.num_splits);
  cuda::DeviceBuffer workspace(args.workspace_floats * sizeof(float), "split-K workspace");
  workspace.fill_bytes(0xFF);
  args.workspace = workspace.as<float>();
  kernels::launch_paged_attention(args, nullptr);

  const auto actual = test::from_device(shape.dtype, d_out, q.size());
  return test::compare(actual, test::reference_attention(q, dense, heads, kvh, hd),
                       test::tolerance(shape.dtype));
}

QString describe(const Shape& s) {
  return QString("block %1, heads %2/%3, head_dim %4, %5")
      .arg(s.block_size)
      .arg(s.num_heads)
      .arg(s.num_kv_heads)
      .arg(s.head_dim)
      .arg(QString::fromUtf8(dtype_name(s.dtype).data(), dtype_name(s.dtype).size()));
}

}  // namespace

void PagedAttentionTest::mixed_batch_matches_dense_reference_data() {
  QTest::addColumn<int>("block_size");
  QTest::addColumn<int>("gqa");
  QTest::addColumn<int>("dtype");
  for (int block_size : {1, 16, 32}) {
    for (int gqa : {1, 2, 8}) {
      for (DType dtype : {DType::F32, DType::BF16}) {
        const std::string name = "block " + std::to_string(block_size) + ", gqa " +
                                 std::to_string(gqa) + ", " + std::string(dtype_name(dtype));
        QTest::newRow(name.c_str()) << block_size << gqa << static_cast<int>(dtype);
      }
    }
  }
}

void PagedAttentionTest::mixed_batch_matches_dense_reference() {
  TESSERA_REQUIRE_GPU();
  QFETCH(int, block_size);
  QFETCH(int, gqa);
  QFETCH(int, dtype);
  const Shape shape{block_size, 2 * gqa, 2, 64, static_cast<DType>(dtype)};
  const std::string mismatch = run_case(shape, kMixedBatch, std::nullopt);
  QVERIFY2(mismatch.empty(), qPrintable(describe(shape) + ": " + QString::fromStdString(mismatch)));
}

void PagedAttentionTest::forced_splits_match_dense_reference_data() {
  QTest::addColumn<int>("splits");
  QTest::addColumn<int>("head_dim");
  for (int splits : {2, 5, 32}) {
    for (int head_dim : {8, 128, 256}) {
      const std::string name =
          std::to_string(splits) + " splits, head_dim " + std::to_string(head_dim);
      QTest::newRow(name.c_str()) << splits << head_dim;
    }
  }
}

// Every token, prefill ones included, through the split + combine path; short contexts leave
// most splits empty.
void PagedAttentionTest::forced_splits_match_dense_reference() {
  TESSERA_REQUIRE_GPU();
  QFETCH(int, splits);
  QFETCH(int, head_dim);
  const Shape shape{16, 8, 4, head_dim, DType::F32};
  const std::string mismatch = run_case(shape, kMixedBatch, splits);
  QVERIFY2(mismatch.empty(), qPrintable(describe(shape) + ": " + QString::fromStdString(mismatch)));
}

void PagedAttentionTest::long_decode_contexts_are_split_and_match_dense_reference() {
  TESSERA_REQUIRE_GPU();
  for (DType dtype : {DType::F32, DType::BF16}) {
    const Shape shape{16, 32, 8, 128, dtype};
    int splits = 0;
    const std::string mismatch =
        run_case(shape, {{1, 4000}, {1, 1500}, {1, 5}}, std::nullopt, &splits);
    QVERIFY2(splits > 1, qPrintable(QString("%1 split(s)").arg(splits)));
    QVERIFY2(mismatch.empty(),
             qPrintable(describe(shape) + ": " + QString::fromStdString(mismatch)));
  }
}

// A block serves at most 32 query heads, and at most 2,048 (head, dim) outputs: larger groups
// of query heads per KV head are served by several blocks, each reading the group's keys.
void PagedAttentionTest::large_query_groups_span_several_blocks() {
  TESSERA_REQUIRE_GPU();
  QCOMPARE(kernels::attention_blocks_per_token(64, 2, 128), 4);
  QCOMPARE(kernels::attention_blocks_per_token(8, 1, 512), 2);
  // 64 query heads on one KV head; head_dim 512 in F32 needs more than 48 KiB of shared memory.
  for (const Shape& shape : {Shape{16, 64, 1, 64, DType::BF16}, Shape{16, 64, 2, 128, DType::F32},
                             Shape{16, 8, 1, 512, DType::F32}, Shape{8, 6, 1, 96, DType::F16}}) {
    const std::string mismatch = run_case(shape, kMixedBatch, std::nullopt);
    QVERIFY2(mismatch.empty(),
             qPrintable(describe(shape) + ": " + QString::fromStdString(mismatch)));
  }
}

void PagedAttentionTest::split_plan_only_splits_small_batches_with_long_contexts() {
  // One block per KV head when the group's outputs fit one block.
  QCOMPARE(kernels::attention_blocks_per_token(32, 4, 64), 4);
  QCOMPARE(kernels::attention_blocks_per_token(8, 8, 64), 8);
  // One decode of a long history on a 132-SM GPU: split, and the splits cover every key.
  const kernels::AttentionSplit decode = kernels::plan_attention_split(1, 32, 8000, 132);
  QVERIFY(decode.num_splits > 1);
  QVERIFY(static_cast<long long>(decode.num_splits) * decode.keys_per_split >= 8000);
  // Short contexts and large batches are not split.
  QCOMPARE(kernels::plan_attention_split(1, 32, 100, 132).num_splits, 1);
  QCOMPARE(kernels::plan_attention_split(2048, 32, 8000, 132).num_splits, 1);
  QCOMPARE(kernels::attention_workspace_floats(10, 8, 64, 1), std::size_t{0});
}

void PagedAttentionTest::bad_shapes_are_rejected_before_launch() {
  kernels::PagedAttentionArgs args;
  args.num_tokens = 4;
  args.num_heads = 12;
  args.num_kv_heads = 5;  // 12 query heads cannot share 5 KV heads
  args.head_dim = 64;
  args.block_size = 16;
  args.max_context_len = 100;
  args.split = kernels::split_evenly(100, 1);
  QVERIFY_THROWS_EXCEPTION(Error, kernels::launch_paged_attention(args, nullptr));
  args.num_kv_heads = 4;
  args.head_dim = 1024;  // more than the kernel's per-thread accumulators hold
  QVERIFY_THROWS_EXCEPTION(Error, kernels::launch_paged_attention(args, nullptr));
  args.head_dim = 64;
  args.split = kernels::split_evenly(100, 4);  // split-K without a workspace
  QVERIFY_THROWS_EXCEPTION(Error, kernels::launch_paged_attention(args, nullptr));
  args.split = kernels::AttentionSplit{2, 10};  // 20 keys cannot cover a context of 100
  QVERIFY_THROWS_EXCEPTION(Error, kernels::launch_paged_attention(args, nullptr));
}

#else

void PagedAttentionTest::mixed_batch_matches_dense_reference_data() {}
void PagedAttentionTest::mixed_batch_matches_dense_reference() {
  TESSERA_REQUIRE_GPU();
}
void PagedAttentionTest::forced_splits_match_dense_reference_data() {}
void PagedAttentionTest::forced_splits_match_dense_reference() {
  TESSERA_REQUIRE_GPU();
}
void PagedAttentionTest::long_decode_contexts_are_split_and_match_dense_reference() {
  TESSERA_REQUIRE_GPU();
}
void PagedAttentionTest::large_query_groups_span_several_blocks() {
  TESSERA_REQUIRE_GPU();
}
void PagedAttentionTest::split_plan_only_splits_small_batches_with_long_contexts() {
  TESSERA_REQUIRE_GPU();
}
void PagedAttentionTest::bad_shapes_are_rejected_before_launch() {
  TESSERA_REQUIRE_GPU();
}

#endif

QTEST_GUILESS_MAIN(PagedAttentionTest)
#include "paged_attention_test.moc"

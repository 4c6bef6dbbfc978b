// KVCacheManager: block tables, chained block hashes and prefix-cache hits.
#include <QtTest>

#include "core/kv_cache_manager.h"
#include "support/core_fixtures.h"

using namespace tessera;
using tessera::testing::make_request;

class KVCacheTest : public QObject {
  Q_OBJECT
 private slots:
  void block_hash_depends_on_parent_order_and_content() {
    const std::vector<TokenId> a{1, 2, 3, 4}, b{1, 2, 4, 3};
    QCOMPARE(hash_block_tokens(0, a), hash_block_tokens(0, a));
    QVERIFY(hash_block_tokens(0, a) != hash_block_tokens(0, b));
    QVERIFY(hash_block_tokens(0, a) != hash_block_tokens(5, a));
    QVERIFY(hash_block_tokens(0, std::vector<TokenId>{0}) !=
            hash_block_tokens(0, std::vector<TokenId>{0, 0}));
  }

  void allocates_blocks_for_new_tokens() {
    KVCacheManager kv(8, 4, true);
    auto request = make_request(1, 10, 5);
    QVERIFY(kv.allocate_slots(*request, 10));
    QCOMPARE(kv.block_table(1).size(), std::size_t{3});
    request->num_computed_tokens = 10;
    request->output_ids = {7, 8};
    QVERIFY(kv.allocate_slots(*request, 2));  // 12 tokens still fit 3 blocks
    QCOMPARE(kv.block_table(1).size(), std::size_t{3});
    QCOMPARE(kv.pool().num_used(), 3);
  }

  void registers_only_full_blocks() {
    KVCacheManager kv(8, 4, true);
    auto request = make_request(1, 10, 5);
    QVERIFY(kv.allocate_slots(*request, 10));
    const auto hashes = kv.block_hashes(1);
    QVERIFY(hashes[0] != 0);
    QVERIFY(hashes[1] != 0);
    QCOMPARE(hashes[2], BlockHash{0});
  }

  void fails_without_side_effects_when_blocks_run_out() {
    KVCacheManager kv(3, 4, true);
    auto big = make_request(1, 12, 5);
    QVERIFY(kv.allocate_slots(*big, 12));
    auto other = make_request(2, 4, 5, 200);
    QVERIFY(!kv.allocate_slots(*other, 4));
    QVERIFY(!kv.has_blocks(2));
    QCOMPARE(kv.pool().num_free(), 0);
  }

  void prefix_hit_reuses_blocks_but_recomputes_last_token() {
    KVCacheManager kv(16, 4, true);
    auto first = make_request(1, 12, 5);
    QVERIFY(kv.allocate_slots(*first, 12));
    // Same 12 tokens: the third block holds the last prompt token, so only two blocks are hits.
    auto same = make_request(2, 12, 5);
    const ComputedBlocks hit = kv.get_computed_blocks(*same);
    QCOMPARE(hit.num_tokens, 8);
    QCOMPARE(hit.blocks,
             (std::vector<BlockId>(kv.block_table(1).begin(), kv.block_table(1).begin() + 2)));
    // One more token: all three full blocks are reusable.
    auto longer = make_request(3, 13, 5);
    QCOMPARE(kv.get_computed_blocks(*longer).num_tokens, 12);
    // A different first token changes every hash of the chain.
    auto other = make_request(4, 13, 5, 11);
    QCOMPARE(kv.get_computed_blocks(*other).num_tokens, 0);
  }

  void hit_blocks_are_shared_and_reference_counted() {
    KVCacheManager kv(16, 4, true);
    auto first = make_request(1, 12, 5);
    QVERIFY(kv.allocate_slots(*first, 12));
    auto second = make_request(2, 13, 5);
    const ComputedBlocks hit = kv.get_computed_blocks(*second);
    QVERIFY(kv.allocate_slots(*second, 1, hit));
    QCOMPARE(kv.block_table(2).size(), std::size_t{4});
    for (int i = 0; i < 3; ++i) QCOMPARE(kv.pool().ref_count(kv.block_table(2)[i]), 2);
    kv.free(*first);
    QCOMPARE(kv.pool().num_used(), 4);
  }

  void freed_request_leaves_reusable_blocks_tail_first() {
    KVCacheManager kv(8, 4, true);
    auto first = make_request(1, 12, 5);
    QVERIFY(kv.allocate_slots(*first, 12));
    const std::vector<BlockId> table = kv.block_table(1);
    kv.free(*first);
    QCOMPARE(kv.pool().num_cached_free(), 3);
    const std::vector<BlockId> free = kv.pool().free_blocks();
    // The tail block is evicted before the head block, so shared prefixes survive longest.
    QCOMPARE(std::vector<BlockId>(free.end() - 3, free.end()),
             (std::vector<BlockId>{table[2], table[1], table[0]}));
    auto again = make_request(2, 13, 5);
    QCOMPARE(kv.get_computed_blocks(*again).blocks, table);
  }

  void hits_in_the_free_list_are_not_counted_as_free_for_the_same_request() {
    KVCacheManager kv(3, 4, true);
    auto first = make_request(1, 8, 5);
    QVERIFY(kv.allocate_slots(*first, 8));
    kv.free(*first);
    // 9 tokens: 2 cached blocks + 1 new; 3 blocks exist, all free, 2 of them are the hits.
    auto second = make_request(2, 9, 5);
    const ComputedBlocks hit = kv.get_computed_blocks(*second);
    QCOMPARE(hit.num_tokens, 8);
    QVERIFY(kv.allocate_slots(*second, 1, hit));
    auto third = make_request(3, 4, 5, 300);
    QVERIFY(!kv.allocate_slots(*third, 4));
  }

  void prefix_caching_off_finds_nothing_and_forgets_hashes() {
    KVCacheManager kv(8, 4, true);
    auto first = make_request(1, 12, 5);
    QVERIFY(kv.allocate_slots(*first, 12));
    kv.set_prefix_caching(false);
    auto same = make_request(2, 13, 5);
    QCOMPARE(kv.get_computed_blocks(*same).num_tokens, 0);
    QCOMPARE(kv.block_hashes(1), (std::vector<BlockHash>{0, 0, 0}));
    kv.set_prefix_caching(true);
    QCOMPARE(kv.get_computed_blocks(*same).num_tokens, 0);
  }

  void reserve_allocates_the_whole_context_up_front() {
    KVCacheManager kv(8, 4, false);
    auto request = make_request(1, 3, 5);
    QVERIFY(kv.allocate_slots(*request, 3, {}, 20));
    QCOMPARE(kv.block_table(1).size(), std::size_t{5});
  }
};

QTEST_GUILESS_MAIN(KVCacheTest)
#include "kv_cache_test.moc"

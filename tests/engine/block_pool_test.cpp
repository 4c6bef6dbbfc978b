// BlockPool: reference counts, the LRU free list and hashes that outlive a block's owner.
#include "core/block_pool.h"

#include <QtTest>

#include "tessera/error.h"

using namespace tessera;

class BlockPoolTest : public QObject {
  Q_OBJECT
 private slots:
  void allocates_least_recently_freed_first() {
    BlockPool pool(4, 16);
    QCOMPARE(pool.allocate(2), (std::vector<BlockId>{0, 1}));
    pool.release({1, 0});
    // Free list is now 2, 3, 1, 0: never-used blocks first, then in the order they were freed.
    QCOMPARE(pool.free_blocks(), (std::vector<BlockId>{2, 3, 1, 0}));
    QCOMPARE(pool.allocate(3), (std::vector<BlockId>{2, 3, 1}));
  }

  void counts_used_free_and_cached() {
    BlockPool pool(5, 16);
    const auto blocks = pool.allocate(3);
    pool.cache_block(blocks[0], 111);
    QCOMPARE(pool.num_used(), 3);
    QCOMPARE(pool.num_free(), 2);
    QCOMPARE(pool.num_cached_free(), 0);
    pool.release(blocks);
    QCOMPARE(pool.num_used(), 0);
    QCOMPARE(pool.num_free(), 5);
    QCOMPARE(pool.num_cached_free(), 1);
  }

  void freed_block_keeps_hash_until_reused() {
    BlockPool pool(2, 16);
    const auto first = pool.allocate(1);
    pool.cache_block(first[0], 42);
    pool.release(first);
    QCOMPARE(pool.cached_block(42), std::optional<BlockId>(first[0]));
    QCOMPARE(pool.hash_of(first[0]), BlockHash{42});
    pool.allocate(2);  // takes the other block, then the cached one: its hash is evicted
    QVERIFY(!pool.cached_block(42));
    QCOMPARE(pool.hash_of(first[0]), BlockHash{0});
  }

  void touching_a_free_block_takes_it_off_the_free_list() {
    BlockPool pool(3, 16);
    const auto blocks = pool.allocate(1);
    pool.release(blocks);
    pool.touch(blocks);
    QCOMPARE(pool.ref_count(blocks[0]), 1);
    QCOMPARE(pool.num_free(), 2);
    pool.touch(blocks);
    QCOMPARE(pool.ref_count(blocks[0]), 2);
    pool.release(blocks);
    QCOMPARE(pool.num_free(), 2);
    pool.release(blocks);
    QCOMPARE(pool.num_free(), 3);
  }

  void same_content_is_registered_once() {
    BlockPool pool(2, 16);
    const auto blocks = pool.allocate(2);
    pool.cache_block(blocks[0], 7);
    pool.cache_block(blocks[1], 7);
    QCOMPARE(pool.cached_block(7), std::optional<BlockId>(blocks[0]));
    QCOMPARE(pool.hash_of(blocks[1]), BlockHash{0});
  }

  void double_free_and_overdraw_throw() {
    BlockPool pool(2, 16);
    const auto blocks = pool.allocate(1);
    pool.release(blocks);
    QVERIFY_THROWS_EXCEPTION(Error, pool.release(blocks));
    QVERIFY_THROWS_EXCEPTION(Error, pool.allocate(3));
    QVERIFY_THROWS_EXCEPTION(Error, BlockPool(0, 16));
  }
};

QTEST_GUILESS_MAIN(BlockPoolTest)
#include "block_pool_test.moc"

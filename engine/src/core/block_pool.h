// The KV cache as a pool of fixed-size blocks with reference counts and an LRU free list.
// A free block keeps its content hash (so a later request can reuse it as a prefix) until it is
// handed out again; only then is the hash evicted.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace tessera {

using BlockId = std::int32_t;
using BlockHash = std::uint64_t;  // 0 = no hash

class BlockPool {
 public:
  BlockPool(int num_blocks, int block_size);

  int num_blocks() const { return static_cast<int>(blocks_.size()); }
  int block_size() const { return block_size_; }
  int num_free() const { return num_free_; }
  int num_used() const { return num_blocks() - num_free_; }
  int num_cached_free() const;  // free blocks still holding a hash

  // Takes n blocks from the least recently freed end of the free list, evicting their hashes.
  // The caller checks num_free() first; asking for more throws.
  std::vector<BlockId> allocate(int n);
  // Adds a reference to each block (a prefix-cache hit); a free block leaves the free list.
  void touch(const std::vector<BlockId>& blocks);
  // Drops one reference from each block, in the given order: blocks reaching zero go to the
  // most recently used end of the free list, so the first given is evicted first.
  void release(const std::vector<BlockId>& blocks);

  std::optional<BlockId> cached_block(BlockHash hash) const;
  // Registers a full block under hash; ignored when another block already holds that content.
  void cache_block(BlockId block, BlockHash hash);
  void reset_prefix_cache();  // forgets every hash

  int ref_count(BlockId block) const { return blocks_.at(block).ref_count; }
  BlockHash hash_of(BlockId block) const { return blocks_.at(block).hash; }
  std::vector<BlockId> free_blocks() const;  // in eviction order (next to be reused first)

 private:
  static constexpr BlockId kNone = -1;
  struct Block {
    int ref_count = 0;
    BlockHash hash = 0;
    BlockId prev = kNone;  // free-list links, meaningful only while ref_count == 0
    BlockId next = kNone;
  };

  void push_free(BlockId id);
  void unlink_free(BlockId id);
  void evict_hash(BlockId id);

  int block_size_;
  std::vector<Block> blocks_;
  BlockId free_head_ = kNone;  // least recently used
  BlockId free_tail_ = kNone;
  int num_free_ = 0;
  std::unordered_map<BlockHash, BlockId> cached_;
};

}  // namespace tessera

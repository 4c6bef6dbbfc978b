#include "core/block_pool.h"

#include <string>

#include "tessera/error.h"

namespace tessera {

BlockPool::BlockPool(int num_blocks, int block_size) : block_size_(block_size) {
  if (num_blocks <= 0 || block_size <= 0) {
    throw Error(tessera::Message::tr(
                    "KV cache: need at least one block of at least one token, got %1 blocks of %2"),
                num_blocks, block_size);
  }
  blocks_.resize(num_blocks);
  for (BlockId id = 0; id < num_blocks; ++id) push_free(id);
}

int BlockPool::num_cached_free() const {
  int count = 0;
  for (BlockId id = free_head_; id != kNone; id = blocks_[id].next) count += blocks_[id].hash != 0;
  return count;
}

std::vector<BlockId> BlockPool::allocate(int n) {
  if (n > num_free_) {
    throw Error(tessera::Message::tr("KV cache: asked for %1 blocks, only %2 free"), n, num_free_);
  }
  std::vector<BlockId> out;
  out.reserve(n);
  for (int i = 0; i < n; ++i) {
    const BlockId id = free_head_;
    unlink_free(id);
    evict_hash(id);
    blocks_[id].ref_count = 1;
    out.push_back(id);
  }
  return out;
}

void BlockPool::touch(const std::vector<BlockId>& blocks) {
  for (BlockId id : blocks) {
    if (blocks_.at(id).ref_count == 0) unlink_free(id);
    ++blocks_[id].ref_count;
  }
}

void BlockPool::release(const std::vector<BlockId>& blocks) {
  for (BlockId id : blocks) {
    Block& block = blocks_.at(id);
    if (block.ref_count <= 0)
      throw Error(tessera::Message::tr("KV cache: block %1 freed twice"), id);
    if (--block.ref_count == 0) push_free(id);
  }
}

std::optional<BlockId> BlockPool::cached_block(BlockHash hash) const {
  const auto it = cached_.find(hash);
  if (it == cached_.end()) return std::nullopt;
  return it->second;
}

void BlockPool::cache_block(BlockId block, BlockHash hash) {
  if (blocks_.at(block).hash != 0 || cached_.contains(hash)) return;
  blocks_[block].hash = hash;
  cached_.emplace(hash, block);
}

void BlockPool::reset_prefix_cache() {
  cached_.clear();
  for (Block& block : blocks_) block.hash = 0;
}

std::vector<BlockId> BlockPool::free_blocks() const {
  std::vector<BlockId> out;
  out.reserve(num_free_);
  for (BlockId id = free_head_; id != kNone; id = blocks_[id].next) out.push_back(id);
  return out;
}

void BlockPool::push_free(BlockId id) {
  Block& block = blocks_[id];
  block.prev = free_tail_;
  block.next = kNone;
  if (free_tail_ != kNone)
    blocks_[free_tail_].next = id;
  else
    free_head_ = id;
  free_tail_ = id;
  ++num_free_;
}

void BlockPool::unlink_free(BlockId id) {
  Block& block = blocks_[id];
  if (block.prev != kNone)
    blocks_[block.prev].next = block.next;
  else
    free_head_ = block.next;
  if (block.next != kNone)
    blocks_[block.next].prev = block.prev;
  else
    free_tail_ = block.prev;
  block.prev = block.next = kNone;
  --num_free_;
}

void BlockPool::evict_hash(BlockId id) {
  Block& block = blocks_[id];
  if (block.hash == 0) return;
  cached_.erase(block.hash);
  block.hash = 0;
}

}  // namespace tessera

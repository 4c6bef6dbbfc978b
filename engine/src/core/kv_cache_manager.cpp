#include "core/kv_cache_manager.h"

#include <algorithm>
#include <string>

#include "tessera/error.h"

namespace tessera {
namespace {

// The splitmix64 finaliser: every input bit affects every output bit.
std::uint64_t mix64(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

}  // namespace

BlockHash hash_block_tokens(BlockHash parent, std::span<const TokenId> tokens) {
  std::uint64_t h = mix64(parent ^ 0x9e3779b97f4a7c15ULL);
  for (TokenId token : tokens) {
    h = mix64(h + 0x9e3779b97f4a7c15ULL + static_cast<std::uint32_t>(token));
  }
  h = mix64(h ^ tokens.size());
  return h == 0 ? 1 : h;
}

KVCacheManager::KVCacheManager(int num_blocks, int block_size, bool prefix_caching)
    : pool_(num_blocks, block_size), prefix_caching_(prefix_caching) {}

ComputedBlocks KVCacheManager::get_computed_blocks(const Request& request) const {
  ComputedBlocks hit;
  if (!prefix_caching_) return hit;
  const int max_hit_blocks = (request.num_tokens() - 1) / block_size();
  std::vector<TokenId> tokens(block_size());
  BlockHash parent = 0;
  for (int i = 0; i < max_hit_blocks; ++i) {
    for (int t = 0; t < block_size(); ++t) tokens[t] = request.token_at(i * block_size() + t);
    parent = hash_block_tokens(parent, tokens);
    const auto block = pool_.cached_block(parent);
    if (!block) break;
    hit.blocks.push_back(*block);
  }
  hit.num_tokens = static_cast<int>(hit.blocks.size()) * block_size();
  return hit;
}

KVCacheManager::BlockDemand KVCacheManager::block_demand(const Request& request, int num_new_tokens,
                                                         const ComputedBlocks& computed,
                                                         int reserve_tokens) const {
  const auto it = tables_.find(request.id);
  const int held = it == tables_.end() ? 0 : static_cast<int>(it->second.blocks.size());
  const int total_tokens = request.num_computed_tokens + computed.num_tokens + num_new_tokens;
  const int required = blocks_needed(std::max(total_tokens, reserve_tokens));
  // Cache hits that sit in the free list stop being allocatable once this request takes them.
  const int evictable_hits =
      static_cast<int>(std::count_if(computed.blocks.begin(), computed.blocks.end(),
                                     [&](BlockId block) { return pool_.ref_count(block) == 0; }));
  return {std::max(0, required - held - static_cast<int>(computed.blocks.size())),
          pool_.num_free() - evictable_hits};
}

bool KVCacheManager::allocate_slots(const Request& request, int num_new_tokens,
                                    const ComputedBlocks& computed, int reserve_tokens) {
  const BlockDemand demand = block_demand(request, num_new_tokens, computed, reserve_tokens);
  if (demand.needed > demand.available) return false;
  const int total_tokens = request.num_computed_tokens + computed.num_tokens + num_new_tokens;
  Table& table = tables_[request.id];
  pool_.touch(computed.blocks);
  table.blocks.insert(table.blocks.end(), computed.blocks.begin(), computed.blocks.end());
  const std::vector<BlockId> fresh = pool_.allocate(demand.needed);
  table.blocks.insert(table.blocks.end(), fresh.begin(), fresh.end());
  if (prefix_caching_) cache_full_blocks(request, table, total_tokens);
  return true;
}

// Registers the blocks that the tokens up to num_tokens fill completely. Their token ids are
// known already, so the blocks can be found by later requests from the next step on.
void KVCacheManager::cache_full_blocks(const Request& request, Table& table, int num_tokens) {
  const int num_full = num_tokens / block_size();
  std::vector<TokenId> tokens(block_size());
  for (int i = static_cast<int>(table.hashes.size()); i < num_full; ++i) {
    for (int t = 0; t < block_size(); ++t) tokens[t] = request.token_at(i * block_size() + t);
    const BlockHash parent = i == 0 ? 0 : table.hashes[i - 1];
    table.hashes.push_back(hash_block_tokens(parent, tokens));
    pool_.cache_block(table.blocks[i], table.hashes.back());
  }
}

void KVCacheManager::free(const Request& request) {
  const auto it = tables_.find(request.id);
  if (it == tables_.end()) return;
  std::vector<BlockId> blocks = it->second.blocks;
  std::reverse(blocks.begin(), blocks.end());
  tables_.erase(it);
  pool_.release(blocks);
}

const std::vector<BlockId>& KVCacheManager::block_table(RequestId id) const {
  static const std::vector<BlockId> kEmpty;
  const auto it = tables_.find(id);
  return it == tables_.end() ? kEmpty : it->second.blocks;
}

std::vector<BlockHash> KVCacheManager::block_hashes(RequestId id) const {
  std::vector<BlockHash> out;
  for (BlockId block : block_table(id)) out.push_back(pool_.hash_of(block));
  return out;
}

void KVCacheManager::set_prefix_caching(bool enabled) {
  if (enabled == prefix_caching_) return;
  prefix_caching_ = enabled;
  pool_.reset_prefix_cache();
  for (auto& [id, table] : tables_) table.hashes.clear();
}

}  // namespace tessera

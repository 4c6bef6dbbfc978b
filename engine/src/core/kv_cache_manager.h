// Block tables of the running requests over a BlockPool, with automatic prefix caching: a full
// block is known by a hash chained over its parent's hash and its own token ids, so a new request
// whose prompt starts like an earlier one reuses those blocks instead of recomputing them.
#pragma once

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "core/block_pool.h"
#include "core/request.h"
#include "tessera/backend/forward_batch.h"

namespace tessera {

// hash(parent, tokens), never 0 (0 means "no hash").
BlockHash hash_block_tokens(BlockHash parent, std::span<const TokenId> tokens);

struct ComputedBlocks {
  std::vector<BlockId> blocks;  // cached blocks covering the request's first num_tokens tokens
  int num_tokens = 0;
};

class KVCacheManager {
 public:
  KVCacheManager(int num_blocks, int block_size, bool prefix_caching);

  // The longest run of cached full blocks at the start of the request's tokens, leaving at least
  // its last token to compute (its logits are needed). No side effects.
  ComputedBlocks get_computed_blocks(const Request& request) const;

  // Makes room for num_new_tokens more tokens after request.num_computed_tokens (plus computed,
  // the prefix hit of an admission, which comes first). reserve_tokens > 0 allocates blocks for
  // that many tokens up front. Returns false, changing nothing, when the blocks run out.
  bool allocate_slots(const Request& request, int num_new_tokens,
                      const ComputedBlocks& computed = {}, int reserve_tokens = 0);
  // What allocate_slots() with the same arguments compares: the new blocks it needs and the
  // free blocks it may take (a prefix hit sitting in the free list is no longer one).
  struct BlockDemand {
    int needed = 0;
    int available = 0;
  };
  BlockDemand block_demand(const Request& request, int num_new_tokens,
                           const ComputedBlocks& computed = {}, int reserve_tokens = 0) const;

  void free(const Request& request);  // the tail blocks are reused first

  int blocks_needed(int num_tokens) const { return blocks_for(num_tokens, block_size()); }
  const std::vector<BlockId>& block_table(RequestId id) const;
  std::vector<BlockHash> block_hashes(RequestId id) const;
  bool has_blocks(RequestId id) const { return tables_.contains(id); }

  void set_prefix_caching(bool enabled);
  const BlockPool& pool() const { return pool_; }
  int block_size() const { return pool_.block_size(); }

 private:
  struct Table {
    std::vector<BlockId> blocks;
    std::vector<BlockHash> hashes;  // of the first full blocks, chained
  };
  void cache_full_blocks(const Request& request, Table& table, int num_tokens);

  BlockPool pool_;
  bool prefix_caching_;
  std::unordered_map<RequestId, Table> tables_;
};

}  // namespace tessera

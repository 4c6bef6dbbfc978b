#include "support/core_fixtures.h"

#include <algorithm>
#include <set>

namespace tessera::testing {

std::unique_ptr<Request> make_request(RequestId id, std::vector<TokenId> prompt, int max_tokens,
                                      int priority) {
  auto request = std::make_unique<Request>();
  request->id = id;
  request->arrival = id;
  request->prompt_ids = std::move(prompt);
  request->sampling.max_tokens = max_tokens;
  request->priority = priority;
  return request;
}

std::unique_ptr<Request> make_request(RequestId id, int prompt_len, int max_tokens,
                                      TokenId first_token, int priority) {
  std::vector<TokenId> prompt(prompt_len);
  for (int i = 0; i < prompt_len; ++i) prompt[i] = first_token + i;
  return make_request(id, std::move(prompt), max_tokens, priority);
}

std::vector<RequestId> fake_model_step(Scheduler& scheduler, const SchedulerOutput& out) {
  std::vector<SampledToken> sampled;
  for (const PlannedRequest& planned : out.scheduled) {
    if (planned.samples)
      sampled.push_back({planned.id, planned.context_len() % 97 + 3, std::nullopt, {}});
  }
  std::vector<RequestId> finished;
  for (const TokenUpdate& update : scheduler.update_from_output(out, sampled)) {
    if (update.finish_reason != FinishReason::None) finished.push_back(update.id);
  }
  return finished;
}

std::string check_kv_invariants(const Scheduler& scheduler) {
  const KVCacheManager& kv = scheduler.kv_cache();
  const BlockPool& pool = kv.pool();
  std::vector<int> holders(pool.num_blocks(), 0);
  for (const Request* request : scheduler.running()) {
    const std::vector<BlockId>& table = kv.block_table(request->id);
    if (std::set<BlockId>(table.begin(), table.end()).size() != table.size()) {
      return "request " + std::to_string(request->id) + " holds a block twice";
    }
    if (kv.blocks_needed(request->num_computed_tokens) > static_cast<int>(table.size())) {
      return "request " + std::to_string(request->id) + " has computed tokens without blocks";
    }
    for (BlockId block : table) ++holders[block];
  }
  for (const Request* request : scheduler.waiting()) {
    if (kv.has_blocks(request->id)) {
      return "waiting request " + std::to_string(request->id) + " still holds blocks";
    }
  }
  const std::vector<BlockId> free = pool.free_blocks();
  const std::set<BlockId> free_set(free.begin(), free.end());
  if (free_set.size() != free.size()) return "a block is twice in the free list";
  if (static_cast<int>(free.size()) != pool.num_free()) return "free count disagrees with list";
  int used = 0;
  for (BlockId block = 0; block < pool.num_blocks(); ++block) {
    if (pool.ref_count(block) != holders[block]) {
      return "block " + std::to_string(block) + " has ref count " +
             std::to_string(pool.ref_count(block)) + " but " + std::to_string(holders[block]) +
             " holders";
    }
    if ((holders[block] == 0) != free_set.contains(block)) {
      return "block " + std::to_string(block) + " is free and used, or neither";
    }
    used += holders[block] > 0;
    const BlockHash hash = pool.hash_of(block);
    if (hash != 0 && pool.cached_block(hash) != block) {
      return "block " + std::to_string(block) + " has a hash the cache does not map back";
    }
  }
  if (used != pool.num_used() || used + pool.num_free() != pool.num_blocks()) {
    return "free + used != total";
  }
  return {};
}

}  // namespace tessera::testing

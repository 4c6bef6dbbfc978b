// The scheduler's part of a step's StepStats: what it decided and what the KV cache holds after
// the step, read from its own state (the engine reads neither the cache nor the block pool).
#include "core/scheduler.h"

namespace tessera {

StepStats Scheduler::step_stats(const SchedulerOutput& plan) const {
  const BlockPool& pool = kv_.pool();
  StepStats stats;
  stats.scheduled.assign(plan.scheduled.begin(), plan.scheduled.end());
  stats.admitted = plan.admitted;
  stats.preempted = plan.preempted;
  stats.preemptions = plan.preemptions;
  stats.waiting = plan.waiting;
  stats.token_budget = config_.max_num_batched_tokens;
  stats.tokens_used = plan.num_scheduled_tokens;
  stats.max_num_seqs = config_.max_num_seqs;
  stats.num_running = num_running();
  stats.num_waiting = num_waiting();
  stats.num_preempted_total = num_preemptions_total_;
  stats.block_size = kv_.block_size();
  stats.blocks_total = pool.num_blocks();
  stats.blocks_used = pool.num_used();
  stats.blocks_free = pool.num_free();
  stats.prefix_hit_tokens = plan.prefix_hit_tokens;
  stats.policy = config_.batching;
  stats.chunked_prefill = config_.chunked_prefill;
  stats.prefix_caching = config_.prefix_caching;
  for (const Request* request : running_) {
    BlockTable table;
    table.id = request->id;
    const std::vector<BlockId>& blocks = kv_.block_table(request->id);
    table.blocks.assign(blocks.begin(), blocks.end());
    table.block_hashes = kv_.block_hashes(request->id);
    table.num_tokens = request->num_computed_tokens;
    stats.block_tables.push_back(std::move(table));
  }
  for (BlockId block : pool.free_blocks()) {
    if (pool.hash_of(block) == 0) continue;
    stats.cached_free_blocks.push_back(block);
    stats.cached_free_hashes.push_back(pool.hash_of(block));
  }
  stats.blocks_cached = static_cast<int>(stats.cached_free_blocks.size());
  return stats;
}

}  // namespace tessera

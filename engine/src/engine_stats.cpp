// StepStats: the scheduler's record of one step, as the dashboard and the bench read it.
#include "engine_impl.h"

namespace tessera {

void Engine::Impl::publish_stats(const SchedulerOutput& plan, const StepWork& work,
                                 double start_s) {
  std::vector<std::shared_ptr<StepStatsCallback>> subscribers;
  {
    std::lock_guard lock(mu_);
    for (auto& [handle, callback] : stats_subscribers_) subscribers.push_back(callback);
  }
  if (subscribers.empty()) return;

  const SchedulerConfig& config = scheduler_.config();
  const KVCacheManager& kv = scheduler_.kv_cache();
  const BlockPool& pool = kv.pool();
  StepStats stats;
  stats.step = step_index_;
  stats.start_s = start_s;
  stats.scheduled.assign(plan.scheduled.begin(), plan.scheduled.end());
  stats.admitted = plan.admitted;
  stats.preempted = plan.preempted;
  stats.finished = work.finished;
  stats.token_budget = config.max_num_batched_tokens;
  stats.tokens_used = plan.num_scheduled_tokens;
  stats.max_num_seqs = config.max_num_seqs;
  stats.num_running = scheduler_.num_running();
  stats.num_waiting = scheduler_.num_waiting();
  stats.num_preempted_total = num_preempted_total_;
  stats.block_size = kv.block_size();
  stats.blocks_total = pool.num_blocks();
  stats.blocks_used = pool.num_used();
  stats.blocks_free = pool.num_free();
  stats.prefix_hit_tokens = plan.prefix_hit_tokens;
  stats.policy = config.batching;
  stats.chunked_prefill = config.chunked_prefill;
  stats.prefix_caching = config.prefix_caching;
  for (const Request* request : scheduler_.running()) {
    BlockTable table;
    table.id = request->id;
    const std::vector<BlockId>& blocks = kv.block_table(request->id);
    table.blocks.assign(blocks.begin(), blocks.end());
    table.block_hashes = kv.block_hashes(request->id);
    table.num_tokens = request->num_computed_tokens;
    stats.block_tables.push_back(std::move(table));
  }
  for (BlockId block : pool.free_blocks()) {
    if (pool.hash_of(block) == 0) continue;
    stats.cached_free_blocks.push_back(block);
    stats.cached_free_hashes.push_back(pool.hash_of(block));
  }
  stats.blocks_cached = static_cast<int>(stats.cached_free_blocks.size());
  stats.duration_ms = (now_s() - start_s) * 1000.0;
  for (const auto& callback : subscribers) {
    try {
      (*callback)(stats);
    } catch (...) {
    }
  }
}

}  // namespace tessera

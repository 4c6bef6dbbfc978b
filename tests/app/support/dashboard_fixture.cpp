#include "support/dashboard_fixture.h"

using tessera::BlockTable;
using tessera::FinishReason;
using tessera::RequestEvent;
using tessera::RequestEventType;
using tessera::ScheduledRequest;
using tessera::StepStats;

namespace fixture {

namespace {

constexpr std::uint64_t kH1 = 0x11, kH2 = 0x22, kH3 = 0x33, kH4 = 0x44, kH6 = 0x66;

StepStats step(std::uint64_t index, double start_s, double duration_ms) {
  StepStats s;
  s.step = index;
  s.start_s = start_s;
  s.duration_ms = duration_ms;
  s.token_budget = 8;
  s.max_num_seqs = 4;
  s.block_size = 4;
  s.blocks_total = 5;
  return s;
}

void finishCounts(StepStats& s, int running, int waiting, int preempted_total) {
  s.num_running = running;
  s.num_waiting = waiting;
  s.num_preempted_total = preempted_total;
  s.tokens_used = 0;
  for (const auto& r : s.scheduled) s.tokens_used += r.prefill_tokens + r.decode_tokens;
  int used = 0;
  std::vector<bool> seen(static_cast<std::size_t>(s.blocks_total), false);
  for (const auto& t : s.block_tables) {
    for (auto b : t.blocks) {
      if (!seen[static_cast<std::size_t>(b)]) ++used;
      seen[static_cast<std::size_t>(b)] = true;
    }
  }
  s.blocks_used = used;
  s.blocks_free = s.blocks_total - used;
  s.blocks_cached = static_cast<int>(s.cached_free_blocks.size());
}

RequestEvent event(tessera::RequestId id, RequestEventType type, double t, std::uint64_t step) {
  RequestEvent e;
  e.id = id;
  e.type = type;
  e.time_s = t;
  e.step = step;
  return e;
}

RequestEvent finished(tessera::RequestId id, double t, std::uint64_t step, int prompt, int output) {
  RequestEvent e = event(id, RequestEventType::Finished, t, step);
  e.reason = FinishReason::Length;
  e.num_prompt_tokens = prompt;
  e.num_output_tokens = output;
  return e;
}

}  // namespace

Recording threeRequests() {
  Recording r;
  auto& ev = r.events;
  // Step 0: A (prompt 6) is admitted and prefilled whole; its first token ends the step.
  ev.push_back(event(kA, RequestEventType::Queued, 0.000, 0));
  ev.push_back(event(kA, RequestEventType::Scheduled, 0.010, 0));
  ev.push_back(event(kA, RequestEventType::FirstToken, 0.020, 0));
  StepStats s0 = step(0, 0.010, 10);
  s0.scheduled = {{kA, 6, 0, 0, 6}};
  s0.admitted = {kA};
  s0.block_tables = {BlockTable{kA, {0, 1}, {kH1, 0}, 6}};
  finishCounts(s0, 1, 0, 0);
  // Step 1: B (prompt 6, first 4 tokens as A's) hits A's block 0 and prefills its last 2.
  ev.push_back(event(kB, RequestEventType::Queued, 0.015, 1));
  ev.push_back(event(kB, RequestEventType::Scheduled, 0.020, 1));
  ev.push_back(event(kB, RequestEventType::FirstToken, 0.030, 1));
  StepStats s1 = step(1, 0.020, 10);
  s1.scheduled = {{kA, 0, 1, 6, 6}, {kB, 2, 0, 4, 6}};
  s1.admitted = {kB};
  s1.prefix_hit_tokens = 4;
  s1.block_tables = {BlockTable{kA, {0, 1}, {kH1, 0}, 7}, BlockTable{kB, {0, 2}, {kH1, 0}, 6}};
  finishCounts(s1, 2, 0, 0);
  // Step 2: both decode; C (prompt 7) gets the 6 tokens left of the budget (chunked).
  ev.push_back(event(kC, RequestEventType::Queued, 0.025, 2));
  ev.push_back(event(kC, RequestEventType::Scheduled, 0.030, 2));
  StepStats s2 = step(2, 0.030, 12);
  s2.scheduled = {{kA, 0, 1, 7, 6}, {kB, 0, 1, 6, 6}, {kC, 6, 0, 0, 7}};
  s2.admitted = {kC};
  s2.block_tables = {BlockTable{kA, {0, 1}, {kH1, kH2}, 8}, BlockTable{kB, {0, 2}, {kH1, 0}, 7},
                     BlockTable{kC, {3, 4}, {kH4, 0}, 6}};
  finishCounts(s2, 3, 0, 0);
  // Step 3: A needs a third block and the cache is full: C, the newest, is preempted (its
  // block 3 stays cached). A takes block 4, decodes its 4th token and finishes.
  ev.push_back(event(kC, RequestEventType::Preempted, 0.042, 3));
  ev.push_back(finished(kA, 0.050, 3, 6, 4));
  StepStats s3 = step(3, 0.042, 8);
  s3.scheduled = {{kA, 0, 1, 8, 6}, {kB, 0, 1, 7, 6}};
  s3.preempted = {kC};
  s3.finished = {kA};
  s3.block_tables = {BlockTable{kB, {0, 2}, {kH1, kH3}, 8}};
  s3.cached_free_blocks = {3, 1};
  s3.cached_free_hashes = {kH4, kH2};
  finishCounts(s3, 1, 1, 1);
  // Step 4: B takes block 4; C is re-admitted, hits its cached block 3, prefills 3 tokens
  // into block 1 (evicting A's cached block).
  ev.push_back(event(kC, RequestEventType::Scheduled, 0.050, 4));
  ev.push_back(event(kC, RequestEventType::FirstToken, 0.060, 4));
  StepStats s4 = step(4, 0.050, 10);
  s4.scheduled = {{kB, 0, 1, 8, 6}, {kC, 3, 0, 4, 7}};
  s4.admitted = {kC};
  s4.prefix_hit_tokens = 4;
  s4.block_tables = {BlockTable{kB, {0, 2, 4}, {kH1, kH3, 0}, 9},
                     BlockTable{kC, {3, 1}, {kH4, 0}, 7}};
  finishCounts(s4, 2, 0, 1);
  // Step 5: B decodes its 5th token and finishes; C decodes, filling block 1.
  ev.push_back(finished(kB, 0.070, 5, 6, 5));
  StepStats s5 = step(5, 0.060, 10);
  s5.scheduled = {{kB, 0, 1, 9, 6}, {kC, 0, 1, 7, 7}};
  s5.finished = {kB};
  s5.block_tables = {BlockTable{kC, {3, 1}, {kH4, kH6}, 8}};
  s5.cached_free_blocks = {2, 0};
  s5.cached_free_hashes = {kH3, kH1};
  finishCounts(s5, 1, 0, 1);
  r.steps = {s0, s1, s2, s3, s4, s5};
  return r;
}

StepStats fullCacheStep(int blocks, int requests, int block_size) {
  StepStats s;
  s.step = 1;
  s.block_size = block_size;
  s.blocks_total = blocks;
  s.token_budget = 2048;
  s.max_num_seqs = requests;
  const int prefix_block = 0;
  int next = 1;
  const int per_request = (blocks - 1) / requests;
  for (int r = 0; r < requests; ++r) {
    BlockTable t;
    t.id = static_cast<tessera::RequestId>(r + 1);
    t.blocks.push_back(prefix_block);
    t.block_hashes.push_back(0xabc);
    for (int i = 1; i < per_request && next < blocks; ++i) {
      t.blocks.push_back(next++);
      t.block_hashes.push_back(0);
    }
    t.num_tokens = static_cast<int>(t.blocks.size() - 1) * block_size + 1 + r % block_size;
    s.block_tables.push_back(std::move(t));
    s.scheduled.push_back(ScheduledRequest{static_cast<tessera::RequestId>(r + 1), 0, 1,
                                           s.block_tables.back().num_tokens - 1, block_size});
  }
  finishCounts(s, requests, 0, 0);
  s.token_budget = 2048;
  return s;
}

}  // namespace fixture

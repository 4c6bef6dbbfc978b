// The scheduler's record of each step and each request's life events: the one source the
// dashboard, the bench and the trace export read.
#pragma once

#include <cstdint>
#include <vector>

#include "tessera/request.h"

namespace tessera {

enum class BatchingPolicy { Continuous, Static, Sequential, Traditional };
enum class QueuePolicy { Fcfs, Priority };

const char* to_string(BatchingPolicy policy);
const char* to_string(QueuePolicy policy);

// One request's share of one step.
struct ScheduledRequest {
  RequestId id = 0;
  int prefill_tokens = 0;        // prompt tokens computed in this step
  int decode_tokens = 0;         // 0 or 1
  int num_computed_tokens = 0;   // tokens already in the KV cache before the step
  int num_prompt_tokens = 0;
};

// Which blocks a running request owns, in order. block_hashes[i] != 0 when block i is full and
// registered in the prefix cache.
struct BlockTable {
  RequestId id = 0;
  std::vector<std::int32_t> blocks;
  std::vector<std::uint64_t> block_hashes;
  int num_tokens = 0;  // tokens whose K/V are stored (the last block may be partly filled)
};

// Why a waiting request was not admitted in a step: the scheduler's own reason, as it stopped
// admitting (the dashboard's "why" panel shows these).
enum class WaitReason {
  TokenBudget,  // the step's max_num_batched_tokens were used (or, unchunked, its prompt is more)
  MaxNumSeqs,   // max_num_seqs requests were running
  FreeBlocks,   // the KV cache had too few free blocks for its next tokens
  NotInBatch,   // a static policy's batch is running and it is not a member
  Preempting,   // the step preempted: nothing is admitted in such a step
};

const char* to_string(WaitReason reason);

struct WaitingRequest {
  RequestId id = 0;
  WaitReason reason = WaitReason::TokenBudget;
  // FCFS: it was not tried because the request before it (behind) could not be admitted for
  // `reason`; 0 when it was tried itself.
  RequestId behind = 0;
  int tokens = 0;         // TokenBudget, FreeBlocks: the tokens it would compute this step
  int budget_left = 0;    // TokenBudget: tokens of the budget left
  int blocks_needed = 0;  // FreeBlocks: new blocks those tokens need
  int blocks_free = 0;    // FreeBlocks: free blocks then
};

// One preemption: the running request that needed blocks, and the victim its policy chose.
struct Preemption {
  RequestId victim = 0;
  RequestId needed_by = 0;  // equal to victim when the request itself was the one to go
  QueuePolicy policy = QueuePolicy::Fcfs;  // Fcfs: the most recently admitted goes; Priority: the
                                           // least important (highest priority value)
  int blocks_needed = 0;                   // new blocks needed_by's next tokens need
  int blocks_free = 0;                     // free blocks before this preemption
};

struct StepStats {
  std::uint64_t step = 0;
  double start_s = 0.0;      // monotonic seconds since the engine started
  double duration_ms = 0.0;  // wall time of the whole step (schedule + forward + sample)

  std::vector<ScheduledRequest> scheduled;
  std::vector<RequestId> admitted;   // newly admitted (or re-admitted) in this step
  std::vector<RequestId> preempted;  // preempted in this step
  std::vector<RequestId> finished;   // finished in this step (any reason)
  std::vector<WaitingRequest> waiting;  // every request still waiting after the step, and why
  std::vector<Preemption> preemptions;  // parallel to preempted

  int token_budget = 0;  // max_num_batched_tokens in force
  int tokens_used = 0;   // sum of prefill + decode tokens scheduled
  int max_num_seqs = 0;
  int num_running = 0;
  int num_waiting = 0;
  int num_preempted_total = 0;  // preemptions since the engine started

  int block_size = 0;
  int blocks_total = 0;
  int blocks_used = 0;    // referenced by at least one request
  int blocks_free = 0;    // not referenced (includes cached)
  int blocks_cached = 0;  // free but still holding a prefix hash (reusable)
  int prefix_hit_tokens = 0;  // tokens served from the prefix cache by this step's admissions

  BatchingPolicy policy = BatchingPolicy::Continuous;
  bool chunked_prefill = true;
  bool prefix_caching = true;

  std::vector<BlockTable> block_tables;            // every running request after the step
  std::vector<std::int32_t> cached_free_blocks;    // free blocks that still hold a hash
  std::vector<std::uint64_t> cached_free_hashes;   // parallel to cached_free_blocks
};

enum class RequestEventType { Queued, Scheduled, Preempted, FirstToken, Finished };

const char* to_string(RequestEventType type);

struct RequestEvent {
  RequestId id = 0;
  RequestEventType type = RequestEventType::Queued;
  double time_s = 0.0;  // monotonic seconds since the engine started
  std::uint64_t step = 0;
  FinishReason reason = FinishReason::None;  // for Finished
  int num_prompt_tokens = 0;
  int num_output_tokens = 0;
};

}  // namespace tessera

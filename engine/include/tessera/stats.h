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

struct StepStats {
  std::uint64_t step = 0;
  double start_s = 0.0;      // monotonic seconds since the engine started
  double duration_ms = 0.0;  // wall time of the whole step (schedule + forward + sample)

  std::vector<ScheduledRequest> scheduled;
  std::vector<RequestId> admitted;   // newly admitted (or re-admitted) in this step
  std::vector<RequestId> preempted;  // preempted in this step
  std::vector<RequestId> finished;   // finished in this step (any reason)

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

// Display names of the public enums.
#include "tessera/engine.h"

namespace tessera {

const char* to_string(FinishReason reason) {
  switch (reason) {
    case FinishReason::None: return "none";
    case FinishReason::Stop: return "stop";
    case FinishReason::Length: return "length";
    case FinishReason::Abort: return "abort";
    case FinishReason::Error: return "error";
  }
  return "unknown";
}

const char* to_string(BatchingPolicy policy) {
  switch (policy) {
    case BatchingPolicy::Continuous: return "continuous";
    case BatchingPolicy::Static: return "static";
    case BatchingPolicy::Sequential: return "sequential";
    case BatchingPolicy::Traditional: return "traditional";
  }
  return "unknown";
}

const char* to_string(QueuePolicy policy) {
  switch (policy) {
    case QueuePolicy::Fcfs: return "fcfs";
    case QueuePolicy::Priority: return "priority";
  }
  return "unknown";
}

const char* to_string(WaitReason reason) {
  switch (reason) {
    case WaitReason::TokenBudget:
      return "token_budget";
    case WaitReason::MaxNumSeqs:
      return "max_num_seqs";
    case WaitReason::FreeBlocks:
      return "free_blocks";
    case WaitReason::NotInBatch:
      return "not_in_batch";
    case WaitReason::Preempting:
      return "preempting";
  }
  return "unknown";
}

const char* to_string(RequestEventType type) {
  switch (type) {
    case RequestEventType::Queued: return "queued";
    case RequestEventType::Scheduled: return "scheduled";
    case RequestEventType::Preempted: return "preempted";
    case RequestEventType::FirstToken: return "first_token";
    case RequestEventType::Finished: return "finished";
  }
  return "unknown";
}

const char* to_string(Device device) {
  switch (device) {
    case Device::Auto: return "auto";
    case Device::Cpu: return "cpu";
    case Device::Cuda: return "cuda";
  }
  return "unknown";
}

}  // namespace tessera

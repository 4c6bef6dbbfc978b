// Decides, once per step, which requests run and how many new tokens each computes, within a
// token budget and the KV cache (vLLM V1's scheduler). The answer is a plain record; the model
// runner executes it and reports the sampled tokens back through the Request objects.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/kv_cache_manager.h"
#include "core/request.h"
#include "tessera/engine.h"
#include "tessera/stats.h"

namespace tessera {

struct RejectedRequest {
  RequestId id = 0;
  std::string error;
};

struct SchedulerOutput {
  std::vector<ScheduledRequest> scheduled;  // in batch order
  std::vector<RequestId> admitted;
  std::vector<RequestId> preempted;
  std::vector<RejectedRequest> rejected;  // could never fit; finished with an error
  int num_scheduled_tokens = 0;
  int prefix_hit_tokens = 0;
  bool empty() const { return scheduled.empty() && rejected.empty() && preempted.empty(); }
};

// Throws tessera::Error naming the bad value.
void validate_scheduler_config(const SchedulerConfig& config, int max_model_len);

class Scheduler {
 public:
  // max_model_len: the longest context a request may reach.
  Scheduler(const SchedulerConfig& config, int num_blocks, int block_size, int max_model_len);

  const SchedulerConfig& config() const { return config_; }
  void set_config(const SchedulerConfig& config);  // validated

  // Longest a request may grow: the model's context, or the whole cache when that is smaller.
  int max_context() const { return max_context_; }

  void add_request(std::unique_ptr<Request> request);
  // Plans one step and advances num_computed_tokens of the scheduled requests by their share.
  SchedulerOutput schedule();
  // Frees the request's blocks and forgets it; its last state is returned.
  std::unique_ptr<Request> finish_request(RequestId id, FinishReason reason);

  Request* find(RequestId id) const;
  bool has_unfinished_requests() const { return !requests_.empty() || !rejected_.empty(); }
  int num_running() const { return static_cast<int>(running_.size()); }
  int num_waiting() const { return static_cast<int>(waiting_.size()); }
  const std::vector<Request*>& running() const { return running_; }
  const std::vector<Request*>& waiting() const { return waiting_; }
  const KVCacheManager& kv_cache() const { return kv_; }

 private:
  void schedule_running(SchedulerOutput& out, int& budget);
  void schedule_waiting(SchedulerOutput& out, int& budget);
  Request* pick_victim() const;
  void preempt(Request* victim, SchedulerOutput& out);
  void enqueue_waiting(Request* request, bool front);
  bool batch_admits(const Request& request);
  void form_batch();
  int reserve_tokens() const;
  std::string why_impossible(const Request& request) const;

  SchedulerConfig config_;
  KVCacheManager kv_;
  int max_model_len_;
  int max_context_;
  std::unordered_map<RequestId, std::unique_ptr<Request>> requests_;
  std::vector<Request*> waiting_;  // next to admit first
  std::vector<Request*> running_;  // in admission order
  std::vector<RejectedRequest> rejected_;
  std::unordered_set<RequestId> batch_;  // static policies: members of the current batch
};

}  // namespace tessera

// Owns every request's state. Decides, once per step, which requests run and how many new tokens
// each computes, within a token budget and the KV cache (vLLM V1's scheduler). The answer is a
// self-contained plan (scheduler_output.h) the model runner executes without calling back; the
// sampled tokens come back through update_from_output(), which appends them, applies the
// token-level stop conditions and frees the finished requests.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/kv_cache_manager.h"
#include "core/request.h"
#include "core/scheduler_output.h"
#include "tessera/engine.h"
#include "tessera/message.h"
#include "tessera/stats.h"

namespace tessera {

// Throws tessera::Error naming the bad value.
void validate_scheduler_config(const SchedulerConfig& config, int max_model_len);

class Scheduler {
 public:
  // max_model_len: the longest context a request may reach. eos_token_ids end a request unless
  // its SamplingParams::ignore_eos is set.
  Scheduler(const SchedulerConfig& config, int num_blocks, int block_size, int max_model_len,
            std::vector<TokenId> eos_token_ids = {});

  const SchedulerConfig& config() const { return config_; }
  void set_config(const SchedulerConfig& config);  // validated

  // Longest a request may grow: the model's context, or the whole cache when that is smaller.
  int max_context() const { return max_context_; }

  // Why the request can never run here (empty, or longer than the context or the whole cache),
  // naming the request; an empty message when it can.
  Message why_impossible(const Request& request) const;
  // Queues the request. Returns an empty message, or, for a request that can never run, the
  // error it must finish with (the request is then dropped: nothing was queued).
  Message add_request(std::unique_ptr<Request> request);
  // Plans one step and advances num_computed_tokens of the scheduled requests by their share.
  SchedulerOutput schedule();
  // Takes the sampled tokens of a plan back, one per request that samples, in plan order (throws
  // tessera::Error when they do not match the plan): appends each, checks the stop
  // conditions that need no text (max_tokens, context length, eos, stop token ids; vLLM's
  // order) and frees the requests they finish.
  // prompt_logprobs: the parts the runner computed this step; a request's whole list goes out
  // with its first token.
  std::vector<TokenUpdate> update_from_output(
      const SchedulerOutput& plan, const std::vector<SampledToken>& sampled,
      const std::vector<PromptLogprobsPart>& prompt_logprobs = {});
  // Frees the request's blocks and forgets it; its last state is returned.
  std::unique_ptr<Request> finish_request(RequestId id, FinishReason reason);

  Request* find(RequestId id) const;
  bool has_unfinished_requests() const { return !requests_.empty(); }
  int num_running() const { return static_cast<int>(running_.size()); }
  int num_waiting() const { return static_cast<int>(waiting_.size()); }
  const std::vector<Request*>& running() const { return running_; }
  const std::vector<Request*>& waiting() const { return waiting_; }
  const KVCacheManager& kv_cache() const { return kv_; }

  // The scheduler's part of the StepStats of the step that `plan` began, read after
  // update_from_output(): the knobs, the queues, the blocks and who owns them, and the
  // preemptions so far. The engine adds the step's index, times and finished requests.
  StepStats step_stats(const SchedulerOutput& plan) const;

 private:
  void schedule_running(SchedulerOutput& out, int& budget);
  void schedule_waiting(SchedulerOutput& out, int& budget);
  void explain_waiting(SchedulerOutput& out, std::size_t from,
                       const std::optional<WaitingRequest>& stopped) const;
  Request* pick_victim() const;
  void preempt(Request* victim, SchedulerOutput& out);
  void enqueue_waiting(Request* request, bool front);
  bool batch_admits(const Request& request) const;
  void form_batch();
  int reserve_tokens() const;
  void plan_input(PlannedRequest& planned);
  FinishReason stop_reason(const Request& request) const;
  void collect_prompt_logprobs(const PromptLogprobsPart& part);

  SchedulerConfig config_;
  KVCacheManager kv_;
  int num_preemptions_total_ = 0;
  int max_model_len_;
  int max_context_;
  std::vector<TokenId> eos_token_ids_;
  std::unordered_map<RequestId, std::unique_ptr<Request>> requests_;
  std::vector<Request*> waiting_;        // next to admit first
  std::vector<Request*> running_;        // in admission order
  std::unordered_set<RequestId> batch_;  // static policies: members of the current batch
};

}  // namespace tessera

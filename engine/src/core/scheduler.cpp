#include "core/scheduler.h"

#include <algorithm>

#include "tessera/error.h"

namespace tessera {
namespace {

bool is_static(BatchingPolicy policy) {
  return policy != BatchingPolicy::Continuous;
}

bool goes_before(const Request* a, const Request* b) {
  return std::pair(a->priority, a->arrival) < std::pair(b->priority, b->arrival);
}

PlannedRequest share(const Request& request, int num_new_tokens) {
  PlannedRequest s;
  s.id = request.id;
  s.num_computed_tokens = request.num_computed_tokens;
  s.num_prompt_tokens = request.num_prompt_tokens();
  s.decode_tokens = num_new_tokens == 1 && request.num_computed_tokens >= s.num_prompt_tokens;
  s.prefill_tokens = num_new_tokens - s.decode_tokens;
  return s;
}

bool contains(const std::vector<TokenId>& ids, TokenId id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

}  // namespace

void validate_scheduler_config(const SchedulerConfig& config, int max_model_len) {
  if (config.max_num_seqs < 1) {
    throw Error(tessera::Message::tr("scheduler: max_num_seqs must be at least 1, got %1"),
                config.max_num_seqs);
  }
  if (config.max_num_batched_tokens < config.max_num_seqs) {
    throw Error(
        tessera::Message::tr("scheduler: max_num_batched_tokens (%1) must be at least max_num_seqs "
                             "(%2)"),
        config.max_num_batched_tokens, config.max_num_seqs);
  }
  if (!config.chunked_prefill && config.max_num_batched_tokens < max_model_len) {
    throw Error(
        tessera::Message::tr("scheduler: without chunked prefill max_num_batched_tokens (%1) must "
                             "be at least the max model length (%2), or long prompts could never "
                             "be scheduled"),
        config.max_num_batched_tokens, max_model_len);
  }
}

Scheduler::Scheduler(const SchedulerConfig& config, int num_blocks, int block_size,
                     int max_model_len, std::vector<TokenId> eos_token_ids)
    : config_(config),
      kv_(num_blocks, block_size, config.prefix_caching),
      max_model_len_(max_model_len),
      max_context_(std::min(max_model_len, num_blocks * block_size)),
      eos_token_ids_(std::move(eos_token_ids)) {
  validate_scheduler_config(config_, max_context_);
}

void Scheduler::set_config(const SchedulerConfig& config) {
  validate_scheduler_config(config, max_context_);
  kv_.set_prefix_caching(config.prefix_caching);
  if (config.batching != config_.batching) batch_.clear();
  const bool requeue = config.queue != config_.queue;
  config_ = config;
  if (!requeue) return;
  std::stable_sort(waiting_.begin(), waiting_.end(), [&](const Request* a, const Request* b) {
    return config_.queue == QueuePolicy::Priority ? goes_before(a, b) : a->arrival < b->arrival;
  });
}

Message Scheduler::why_impossible(const Request& request) const {
  const int n = request.num_prompt_tokens();
  if (n == 0) return Message(tessera::Message::tr("request %1: the prompt is empty"), request.id);
  if (n >= max_model_len_) {
    return Message(
        tessera::Message::tr("request %1: prompt of %2 tokens does not fit the model's context "
                             "of %3 tokens (at least one must be left to generate)"),
        request.id, n, max_model_len_);
  }
  if (n >= max_context_) {
    return Message(
        tessera::Message::tr("request %1: prompt of %2 tokens does not fit the KV cache, which "
                             "holds %3 tokens (%4 blocks of %5)"),
        request.id, n, max_context_, kv_.pool().num_blocks(), kv_.block_size());
  }
  return {};
}

Message Scheduler::add_request(std::unique_ptr<Request> request) {
  if (Message error = why_impossible(*request); !error.empty()) return error;
  request->status = RequestStatus::Waiting;
  Request* raw = request.get();
  requests_[raw->id] = std::move(request);
  enqueue_waiting(raw, false);
  return {};
}

void Scheduler::enqueue_waiting(Request* request, bool front) {
  if (config_.queue == QueuePolicy::Priority) {
    waiting_.insert(std::upper_bound(waiting_.begin(), waiting_.end(), request, goes_before),
                    request);
  } else {
    waiting_.insert(front ? waiting_.begin() : waiting_.end(), request);
  }
}

SchedulerOutput Scheduler::schedule() {
  SchedulerOutput out;
  out.block_size = kv_.block_size();
  int budget = config_.max_num_batched_tokens;
  schedule_running(out, budget);
  if (out.preempted.empty()) {
    schedule_waiting(out, budget);
  } else {
    for (const Request* request : waiting_) {
      out.waiting.push_back({request->id, WaitReason::Preempting});
    }
  }
  for (PlannedRequest& s : out.scheduled) {
    plan_input(s);
    const int n = s.prefill_tokens + s.decode_tokens;
    requests_.at(s.id)->num_computed_tokens += n;
    out.num_scheduled_tokens += n;
  }
  return out;
}

// Copies what the runner needs out of the request and its block table, once the step's
// preemptions are settled.
void Scheduler::plan_input(PlannedRequest& planned) {
  Request& request = *requests_.at(planned.id);
  const int end = planned.context_len();
  planned.token_ids.reserve(end - planned.first_position());
  for (int pos = planned.first_position(); pos < end; ++pos) {
    planned.token_ids.push_back(request.token_at(pos));
  }
  const std::vector<BlockId>& table = kv_.block_table(planned.id);
  planned.block_ids.assign(table.begin(), table.begin() + kv_.blocks_needed(end));
  planned.samples = end == request.num_tokens();
  planned.prompt_logits =
      request.wants_prompt_logprobs() && planned.first_position() < request.num_prompt_tokens() - 1;
  planned.sampling = &request.sampling;
  planned.prompt_ids = request.prompt_ids;
  planned.output_ids = request.output_ids;
  planned.seed = request.seed;
}

std::vector<TokenUpdate> Scheduler::update_from_output(
    const SchedulerOutput& plan, const std::vector<SampledToken>& sampled,
    const std::vector<PromptLogprobsPart>& prompt_logprobs) {
  for (const PromptLogprobsPart& part : prompt_logprobs) collect_prompt_logprobs(part);
  std::vector<TokenUpdate> updates;
  updates.reserve(sampled.size());
  std::size_t next = 0;
  for (const PlannedRequest& planned : plan.scheduled) {
    if (!planned.samples) continue;
    if (next >= sampled.size() || sampled[next].id != planned.id) {
      throw Error(
          tessera::Message::tr("scheduler: the runner returned no token for request %1 (sampled "
                               "tokens must follow the plan's order)"),
          planned.id);
    }
    const TokenId token = sampled[next].token;
    std::optional<PositionLogprobs> logprobs = sampled[next].logprobs;
    std::vector<float> hidden_state = sampled[next++].hidden_state;
    Request& request = *requests_.at(planned.id);
    request.output_ids.push_back(token);
    TokenUpdate update;
    update.id = planned.id;
    update.token = token;
    update.num_prompt_tokens = request.num_prompt_tokens();
    update.num_output_tokens = request.num_output_tokens();
    update.finish_reason = stop_reason(request);
    update.logprobs = std::move(logprobs);
    update.hidden_state = std::move(hidden_state);
    if (request.wants_prompt_logprobs()) {
      update.prompt_logprobs = std::move(request.prompt_logprobs);
      request.prompt_logprobs_sent = true;
    }
    if (update.finish_reason != FinishReason::None)
      finish_request(planned.id, update.finish_reason);
    updates.push_back(update);
  }
  return updates;
}

// Appends the positions not collected yet (a preempted request recomputes its prompt).
void Scheduler::collect_prompt_logprobs(const PromptLogprobsPart& part) {
  const auto it = requests_.find(part.id);
  if (it == requests_.end()) return;
  std::vector<PositionLogprobs>& collected = it->second->prompt_logprobs;
  for (std::size_t i = 0; i < part.positions.size(); ++i) {
    if (static_cast<std::size_t>(part.first_position) + i == collected.size()) {
      collected.push_back(part.positions[i]);
    }
  }
}

// vLLM's order: length limits first, then eos (unless ignored), then the stop token ids. Stop
// strings need text; RequestStream checks them.
FinishReason Scheduler::stop_reason(const Request& request) const {
  const SamplingParams& params = request.sampling;
  if (request.num_output_tokens() >= params.max_tokens || request.num_tokens() >= max_context_) {
    return FinishReason::Length;
  }
  const TokenId last = request.output_ids.back();
  if ((!params.ignore_eos || params.grammar) && contains(eos_token_ids_, last)) {
    return FinishReason::Stop;
  }
  if (contains(params.stop_token_ids, last)) return FinishReason::Stop;
  return FinishReason::None;
}

// Running requests first, in admission order; when the cache is full the most recently admitted
// (or, with priorities, the least important) is preempted until the current one fits.
void Scheduler::schedule_running(SchedulerOutput& out, int& budget) {
  std::size_t i = 0;
  while (i < running_.size() && budget > 0) {
    Request* request = running_[i];
    const int n = std::min(request->num_tokens() - request->num_computed_tokens, budget);
    if (n <= 0) {
      ++i;
      continue;
    }
    bool fits = true;
    while (!kv_.allocate_slots(*request, n, {}, reserve_tokens())) {
      Request* victim = pick_victim();
      const auto demand = kv_.block_demand(*request, n, {}, reserve_tokens());
      out.preemptions.push_back(
          {victim->id, request->id, config_.queue, demand.needed, demand.available});
      const auto victim_index =
          std::find(running_.begin(), running_.end(), victim) - running_.begin();
      if (static_cast<std::size_t>(victim_index) < i) --i;
      const auto it = std::find_if(out.scheduled.begin(), out.scheduled.end(),
                                   [&](const PlannedRequest& s) { return s.id == victim->id; });
      if (it != out.scheduled.end()) {
        budget += it->prefill_tokens + it->decode_tokens;
        out.scheduled.erase(it);
      }
      preempt(victim, out);
      if (victim == request) {
        fits = false;
        break;
      }
    }
    if (!fits) break;
    out.scheduled.push_back(share(*request, n));
    budget -= n;
    ++i;
  }
}

Request* Scheduler::pick_victim() const {
  if (config_.queue == QueuePolicy::Fcfs) return running_.back();
  return *std::max_element(running_.begin(), running_.end(), goes_before);
}

void Scheduler::preempt(Request* victim, SchedulerOutput& out) {
  kv_.free(*victim);
  running_.erase(std::find(running_.begin(), running_.end(), victim));
  victim->status = RequestStatus::Preempted;
  victim->num_computed_tokens = 0;
  ++victim->num_preemptions;
  enqueue_waiting(victim, true);
  out.preempted.push_back(victim->id);
  ++num_preemptions_total_;
}

// Admissions, in queue order, while budget, sequence slots and blocks last. The static policies
// admit only members of the current batch.
void Scheduler::schedule_waiting(SchedulerOutput& out, int& budget) {
  if (is_static(config_.batching) && batch_.empty() && running_.empty()) form_batch();
  std::size_t i = 0;
  std::optional<WaitingRequest> stopped;  // the request admitting stopped at, and why
  for (; i < waiting_.size(); ++i) {
    Request* request = waiting_[i];
    if (budget <= 0 || static_cast<int>(running_.size()) >= config_.max_num_seqs) break;
    if (!batch_admits(*request)) {
      out.waiting.push_back({request->id, WaitReason::NotInBatch});
      continue;
    }
    // Prompt logprobs need every prompt position computed: no prefix-cache hits (as vLLM).
    const ComputedBlocks hit =
        request->wants_prompt_logprobs() ? ComputedBlocks{} : kv_.get_computed_blocks(*request);
    int n = request->num_tokens() - hit.num_tokens;
    if (!config_.chunked_prefill && n > budget) {
      stopped = WaitingRequest{request->id, WaitReason::TokenBudget, 0, n, budget};
      break;
    }
    n = std::min(n, budget);
    if (!kv_.allocate_slots(*request, n, hit, reserve_tokens())) {
      const auto demand = kv_.block_demand(*request, n, hit, reserve_tokens());
      stopped = WaitingRequest{request->id,   WaitReason::FreeBlocks, 0, n, 0,
                               demand.needed, demand.available};
      break;
    }
    waiting_.erase(waiting_.begin() + static_cast<std::ptrdiff_t>(i--));
    running_.push_back(request);
    request->status = RequestStatus::Running;
    request->num_computed_tokens = hit.num_tokens;
    out.admitted.push_back(request->id);
    out.prefix_hit_tokens += hit.num_tokens;
    out.scheduled.push_back(share(*request, n));
    budget -= n;
  }
  explain_waiting(out, i, stopped);
}

// Why each request from waiting_[from] on stays: the reason admitting stopped at the first, and
// FCFS order for the ones after it (a static batch's others are not members).
void Scheduler::explain_waiting(SchedulerOutput& out, std::size_t from,
                                const std::optional<WaitingRequest>& stopped) const {
  WaitingRequest limit;
  if (stopped) {
    limit = *stopped;
  } else if (static_cast<int>(running_.size()) >= config_.max_num_seqs) {
    limit.reason = WaitReason::MaxNumSeqs;
  } else {
    limit.reason = WaitReason::TokenBudget;
  }
  for (std::size_t i = from; i < waiting_.size(); ++i) {
    const Request* request = waiting_[i];
    if (!batch_admits(*request)) {
      out.waiting.push_back({request->id, WaitReason::NotInBatch});
    } else if (stopped && request->id != stopped->id) {
      out.waiting.push_back({request->id, stopped->reason, stopped->id});
    } else {
      WaitingRequest why = limit;
      why.id = request->id;
      out.waiting.push_back(why);
    }
  }
}

bool Scheduler::batch_admits(const Request& request) const {
  return !is_static(config_.batching) || batch_.contains(request.id);
}

// A static batch: the first waiting requests, as many as may run together (one for Sequential;
// for Traditional, as many as can reserve a whole context of blocks).
void Scheduler::form_batch() {
  int size = config_.max_num_seqs;
  if (config_.batching == BatchingPolicy::Sequential) size = 1;
  if (config_.batching == BatchingPolicy::Traditional) {
    size = std::min(size, kv_.pool().num_blocks() / kv_.blocks_needed(max_context_));
  }
  for (int i = 0; i < size && i < static_cast<int>(waiting_.size()); ++i) {
    batch_.insert(waiting_[i]->id);
  }
}

int Scheduler::reserve_tokens() const {
  return config_.batching == BatchingPolicy::Traditional ? max_context_ : 0;
}

std::unique_ptr<Request> Scheduler::finish_request(RequestId id, FinishReason reason) {
  const auto it = requests_.find(id);
  if (it == requests_.end()) return nullptr;
  std::unique_ptr<Request> request = std::move(it->second);
  requests_.erase(it);
  kv_.free(*request);
  std::erase(running_, request.get());
  std::erase(waiting_, request.get());
  batch_.erase(id);
  request->status = RequestStatus::Finished;
  request->finish_reason = reason;
  return request;
}

Request* Scheduler::find(RequestId id) const {
  const auto it = requests_.find(id);
  return it == requests_.end() ? nullptr : it->second.get();
}

}  // namespace tessera

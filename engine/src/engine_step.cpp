// One engine step: take the inbox, schedule, run the model, turn tokens into outputs, publish.
#include <exception>

#include "engine_impl.h"

namespace tessera {
namespace {

// Requests the model could not run at all; checked before they reach the scheduler.
std::string invalid_request(const Request& r, int vocab_size) {
  const std::string who = "request " + std::to_string(r.id) + ": ";
  for (std::size_t i = 0; i < r.prompt_ids.size(); ++i) {
    if (r.prompt_ids[i] < 0 || r.prompt_ids[i] >= vocab_size) {
      return who + "prompt token " + std::to_string(i) + " has id " +
             std::to_string(r.prompt_ids[i]) + ", outside the vocabulary of " +
             std::to_string(vocab_size);
    }
  }
  const SamplingParams& p = r.sampling;
  if (!(p.temperature >= 0.0f)) return who + "temperature must be >= 0";
  if (!(p.top_p > 0.0f && p.top_p <= 1.0f)) return who + "top_p must be in (0, 1]";
  if (p.top_k < 0) return who + "top_k must be >= 0";
  if (!(p.min_p >= 0.0f && p.min_p <= 1.0f)) return who + "min_p must be in [0, 1]";
  if (!(p.repetition_penalty > 0.0f)) return who + "repetition_penalty must be > 0";
  if (p.max_tokens < 1) {
    return who + "max_tokens must be at least 1, got " + std::to_string(p.max_tokens);
  }
  return {};
}

}  // namespace

bool Engine::Impl::step() {
  std::lock_guard step_lock(step_mu_);
  const double start_s = now_s();
  StepWork work;
  const bool took_input = take_inbox(work);
  if (!scheduler_.has_unfinished_requests()) {
    deliver(work);
    return took_input;
  }
  const SchedulerOutput out = scheduler_.schedule();
  record_schedule(out, work);
  if (!out.scheduled.empty()) run_model(out, work);
  if (config_.collect_stats) publish_stats(out, work, start_s);
  ++step_index_;
  deliver(work);
  return true;
}

bool Engine::Impl::take_inbox(StepWork& work) {
  std::vector<Submission> submissions;
  std::vector<RequestId> aborts;
  std::optional<SchedulerConfig> config;
  {
    std::lock_guard lock(mu_);
    submissions.swap(submissions_);
    aborts.swap(aborts_);
    if (config_changed_) config = requested_config_;
    config_changed_ = false;
  }
  if (config) scheduler_.set_config(*config);
  for (Submission& submission : submissions) admit_submission(std::move(submission), work);
  bool aborted = false;
  for (RequestId id : aborts) {
    if (!scheduler_.find(id)) continue;
    end_request(id, FinishReason::Abort, {}, work);
    aborted = true;
  }
  return !submissions.empty() || aborted;
}

void Engine::Impl::admit_submission(Submission submission, StepWork& work) {
  Request& request = *submission.request;
  const RequestId id = request.id;
  streams_[id] =
      std::make_unique<RequestStream>(*model_.tokenizer, request, std::move(submission.on_output));
  event(work, id, RequestEventType::Queued, submission.queued_s);
  const std::string error = invalid_request(request, model_.info.vocab_size);
  if (!error.empty()) {
    finish_stream(id, final_output(id, request.num_prompt_tokens(), 0, FinishReason::Error, error),
                  work);
    return;
  }
  scheduler_.add_request(std::move(submission.request));
}

void Engine::Impl::record_schedule(const SchedulerOutput& out, StepWork& work) {
  const double t = now_s();
  for (const RejectedRequest& rejected : out.rejected) {
    finish_stream(rejected.id, final_output(rejected.id, 0, 0, FinishReason::Error, rejected.error),
                  work);
  }
  for (RequestId id : out.preempted) event(work, id, RequestEventType::Preempted, t);
  for (RequestId id : out.admitted) event(work, id, RequestEventType::Scheduled, t);
  num_preempted_total_ += static_cast<int>(out.preempted.size());
}

void Engine::Impl::run_model(const SchedulerOutput& out, StepWork& work) {
  std::vector<SampledToken> sampled;
  try {
    sampled = runner_.execute(scheduler_, out);
  } catch (const std::exception& e) {
    // The whole batch failed; its requests end with the reason, the engine carries on.
    for (const ScheduledRequest& s : out.scheduled) {
      end_request(s.id, FinishReason::Error, std::string("model forward failed: ") + e.what(),
                  work);
    }
    return;
  }
  const double t = now_s();
  for (const SampledToken& s : sampled) {
    Request& request = *s.request;
    request.output_ids.push_back(s.token);
    RequestStream& stream = *streams_.at(request.id);
    if (!stream.has_first_token()) event(work, request.id, RequestEventType::FirstToken, t);
    RequestOutput output =
        stream.on_token(request, model_.info.eos_token_ids, scheduler_.max_context());
    if (!output.finished) {
      work.outputs.emplace_back(&stream, std::move(output));
      continue;
    }
    const RequestId id = request.id;
    scheduler_.finish_request(id, output.finish_reason);
    finish_stream(id, std::move(output), work);
  }
}

// Ends a request that is still in the scheduler (abort, failed forward).
void Engine::Impl::end_request(RequestId id, FinishReason reason, const std::string& error,
                               StepWork& work) {
  const std::unique_ptr<Request> request = scheduler_.finish_request(id, reason);
  finish_stream(
      id,
      final_output(id, request->num_prompt_tokens(), request->num_output_tokens(), reason, error),
      work);
}

void Engine::Impl::finish_stream(RequestId id, RequestOutput output, StepWork& work) {
  auto it = streams_.find(id);
  event(work, id, RequestEventType::Finished, now_s(), &output);
  work.finished.push_back(id);
  work.outputs.emplace_back(it->second.get(), std::move(output));
  work.retired.push_back(std::move(it->second));
  streams_.erase(it);
}

void Engine::Impl::event(StepWork& work, RequestId id, RequestEventType type, double time_s,
                         const RequestOutput* last_output) {
  if (!config_.collect_stats) return;
  RequestEvent e;
  e.id = id;
  e.type = type;
  e.time_s = time_s;
  e.step = step_index_;
  if (last_output) {
    e.reason = last_output->finish_reason;
    e.num_prompt_tokens = last_output->num_prompt_tokens;
    e.num_output_tokens = last_output->num_output_tokens;
  } else if (const Request* request = scheduler_.find(id)) {
    e.num_prompt_tokens = request->num_prompt_tokens();
    e.num_output_tokens = request->num_output_tokens();
  }
  work.events.push_back(e);
}

// Callbacks run with no lock held, so they may submit or abort. A throwing callback must not
// take the engine thread down with it; its exception is dropped.
void Engine::Impl::deliver(StepWork& work) {
  for (auto& [stream, output] : work.outputs) {
    try {
      stream->deliver(output);
    } catch (...) {
    }
  }
  std::vector<std::shared_ptr<RequestEventCallback>> subscribers;
  {
    std::lock_guard lock(mu_);
    if (config_.collect_stats) {
      for (auto& [handle, callback] : event_subscribers_) subscribers.push_back(callback);
    }
  }
  for (const auto& callback : subscribers) {
    for (const RequestEvent& e : work.events) {
      try {
        (*callback)(e);
      } catch (...) {
      }
    }
  }
  if (work.finished.empty()) return;
  {
    std::lock_guard lock(mu_);
    unfinished_ -= static_cast<int>(work.finished.size());
  }
  idle_cv_.notify_all();
}

void Engine::Impl::abort_everything() {
  std::lock_guard step_lock(step_mu_);
  StepWork work;
  take_inbox(work);
  std::vector<RequestId> live;
  for (const auto& [id, stream] : streams_) live.push_back(id);
  for (RequestId id : live) {
    if (scheduler_.find(id)) end_request(id, FinishReason::Abort, {}, work);
  }
  // Rejections not yet reported by a schedule() call.
  record_schedule(scheduler_.schedule(), work);
  deliver(work);
}

}  // namespace tessera

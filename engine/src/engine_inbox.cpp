// The engine thread's inbox: submissions (the one admission path: a request the model or the
// cache can never run finishes here with its error), aborts and configuration changes.
#include <cmath>
#include <optional>
#include <string>

#include "engine_impl.h"

namespace tessera {
namespace {

// Requests the model could not run at all (bad token ids or sampling parameters); the
// scheduler then refuses the ones that could never fit (Scheduler::why_impossible).
Message invalid_request(const Request& r, int vocab_size) {
  for (std::size_t i = 0; i < r.prompt_ids.size(); ++i) {
    if (r.prompt_ids[i] < 0 || r.prompt_ids[i] >= vocab_size) {
      return Message(tessera::Message::tr(
                         "request %1: prompt token %2 has id %3, outside the vocabulary of %4"),
                     r.id, i, r.prompt_ids[i], vocab_size);
    }
  }
  const auto refuse = [&](Message why) {
    return Message(tessera::Message::tr("request %1: %2"), r.id, std::move(why));
  };
  const SamplingParams& p = r.sampling;
  // Infinity would make every token equally likely: never meant, and the sampler's arithmetic
  // turns it into NaN weights.
  if (!(p.temperature >= 0.0f && std::isfinite(p.temperature))) {
    return refuse(Message(tessera::Message::tr("temperature must be a finite number >= 0")));
  }
  if (!(p.top_p > 0.0f && p.top_p <= 1.0f)) {
    return refuse(Message(tessera::Message::tr("top_p must be in (0, 1]")));
  }
  if (p.top_k < 0) return refuse(Message(tessera::Message::tr("top_k must be >= 0")));
  if (!(p.min_p >= 0.0f && p.min_p <= 1.0f)) {
    return refuse(Message(tessera::Message::tr("min_p must be in [0, 1]")));
  }
  if (!(p.repetition_penalty > 0.0f)) {
    return refuse(Message(tessera::Message::tr("repetition_penalty must be > 0")));
  }
  if (p.logprobs < -1 || p.logprobs > kMaxLogprobs) {
    return refuse(Message(tessera::Message::tr("logprobs must be -1 (none) to %1, got %2"),
                          kMaxLogprobs, p.logprobs));
  }
  if (p.prompt_logprobs < -1 || p.prompt_logprobs > kMaxLogprobs) {
    return refuse(Message(tessera::Message::tr("prompt_logprobs must be -1 (none) to %1, got %2"),
                          kMaxLogprobs, p.prompt_logprobs));
  }
  for (const auto& [id, bias] : p.logit_bias) {
    if (id < 0 || id >= vocab_size || !std::isfinite(bias)) {
      return refuse(Message(tessera::Message::tr("logit_bias: token %1 (bias %2) must be an id "
                                                 "in the vocabulary of %3 with a finite bias"),
                            id, std::to_string(bias), vocab_size));
    }
  }
  if (p.max_tokens < 1) {
    return refuse(
        Message(tessera::Message::tr("max_tokens must be at least 1, got %1"), p.max_tokens));
  }
  return {};
}

}  // namespace

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
      std::make_unique<RequestStream>(*model_.tokenizer, request.prompt_ids, request.sampling.stop,
                                      std::move(submission.on_output));
  const int num_prompt_tokens = request.num_prompt_tokens();
  Message error = invalid_request(request, model_.info.vocab_size);
  if (error.empty()) error = scheduler_.add_request(std::move(submission.request));
  // After add_request, so that the event carries the prompt's length (a recorded session's
  // arrivals are read from these events); a refused request's still comes before its end.
  event(work, id, RequestEventType::Queued, submission.queued_s);
  if (!error.empty()) {
    finish_stream(id, final_output(id, num_prompt_tokens, 0, FinishReason::Error, error), work);
  }
}

// Ends a request that is still in the scheduler (abort, failed forward).
void Engine::Impl::end_request(RequestId id, FinishReason reason, const Message& error,
                               StepWork& work) {
  const std::unique_ptr<Request> request = scheduler_.finish_request(id, reason);
  finish_stream(
      id,
      final_output(id, request->num_prompt_tokens(), request->num_output_tokens(), reason, error),
      work);
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
  deliver(work);
}

}  // namespace tessera

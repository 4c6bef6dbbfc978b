// One engine step, one way through: take the inbox, schedule a self-contained plan, build the
// batch, run the model and sample, hand the tokens back to the scheduler (which appends them,
// checks the token-level stops and frees what finished), stream text, publish stats, deliver.
#include <exception>
#include <optional>

#include "engine_impl.h"
#include "tessera/error.h"

namespace tessera {

bool Engine::Impl::step() {
  std::lock_guard step_lock(step_mu_);
  const double start_s = now_s();
  StepWork work;
  const bool took_input = take_inbox(work);  // admissions, aborts, config changes
  if (!scheduler_.has_unfinished_requests()) {
    // The inbox ended the last requests (aborts, refusals): one record says the engine is now
    // idle, or whoever reads the stats would see them running until the next request.
    if (took_input && config_.collect_stats) {
      publish_stats(SchedulerOutput{}, work, start_s);
      ++step_index_;
    }
    deliver(work);
    return took_input;
  }
  const SchedulerOutput plan = scheduler_.schedule();
  record_schedule(plan, work);
  if (!plan.scheduled.empty()) {
    const ForwardBatch batch = build_forward_batch(plan, tokenizer().vocab_size());
    if (const std::optional<RunnerOutput> ran = run_model(plan, batch, work)) {
      const std::vector<TokenUpdate> updates =
          scheduler_.update_from_output(plan, ran->sampled, ran->prompt_logprobs);
      stream_tokens(updates, work);
    }
  }
  if (config_.collect_stats) publish_stats(plan, work, start_s);
  ++step_index_;
  deliver(work);
  return true;
}

void Engine::Impl::record_schedule(const SchedulerOutput& plan, StepWork& work) {
  const double t = now_s();
  for (RequestId id : plan.preempted) event(work, id, RequestEventType::Preempted, t);
  for (RequestId id : plan.admitted) event(work, id, RequestEventType::Scheduled, t);
}

// Forward and sample. When the backend throws, the whole batch failed: its requests end with
// the reason, the engine carries on.
std::optional<RunnerOutput> Engine::Impl::run_model(const SchedulerOutput& plan,
                                                    const ForwardBatch& batch, StepWork& work) {
  try {
    RunnerOutput ran = runner_.execute(plan, batch);
    // A weight file truncated under its mapping read zeros: this step's tokens are garbage.
    if (const std::string file = damaged_weight_file(model_.weights); !file.empty()) {
      throw Error(tessera::Message::tr("the weight file '%1' was truncated on disk while in use; "
                                       "restart with an intact copy of the model"),
                  file);
    }
    return ran;
  } catch (const std::exception& e) {
    const auto* engine_error = dynamic_cast<const Error*>(&e);
    const Message why(
        tessera::Message::tr("model forward failed: %1"),
        engine_error ? Message::Arg(engine_error->message()) : Message::Arg(e.what()));
    for (const PlannedRequest& planned : plan.scheduled) {
      end_request(planned.id, FinishReason::Error, why, work);
    }
    return std::nullopt;
  }
}

// Text for each new token. A stop string can end a request the scheduler still runs; it is
// finished here, the one stop condition that needs text.
void Engine::Impl::stream_tokens(const std::vector<TokenUpdate>& updates, StepWork& work) {
  const double t = now_s();
  for (const TokenUpdate& update : updates) {
    RequestStream& stream = *streams_.at(update.id);
    if (!stream.has_first_token()) first_token_event(work, update, t);
    RequestOutput output = stream.on_token(update);
    if (!output.finished) {
      work.outputs.emplace_back(&stream, std::move(output));
      continue;
    }
    if (update.finish_reason == FinishReason::None) {
      scheduler_.finish_request(update.id, output.finish_reason);
    }
    finish_stream(update.id, std::move(output), work);
  }
}

}  // namespace tessera

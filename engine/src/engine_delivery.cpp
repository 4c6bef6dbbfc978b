// What a step hands out: final outputs, request events, and the delivery of both to callbacks
// after the step, with no lock held.
#include "engine_impl.h"

namespace tessera {

void Engine::Impl::finish_stream(RequestId id, RequestOutput output, StepWork& work) {
  auto it = streams_.find(id);
  event(work, id, RequestEventType::Finished, now_s(), &output);
  runner_.forget(id);
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

void Engine::Impl::first_token_event(StepWork& work, const TokenUpdate& update, double time_s) {
  if (!config_.collect_stats) return;
  RequestEvent e;
  e.id = update.id;
  e.type = RequestEventType::FirstToken;
  e.time_s = time_s;
  e.step = step_index_;
  e.num_prompt_tokens = update.num_prompt_tokens;
  e.num_output_tokens = update.num_output_tokens;
  work.events.push_back(e);
}

}  // namespace tessera

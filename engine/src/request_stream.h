// One request's side of the output: incremental detokenization, stop strings (the one stop
// condition that needs text) and the text that may be shown (stop strings never are). The
// token-level stop conditions are the scheduler's (Scheduler::update_from_output).
#pragma once

#include <string>
#include <vector>

#include "core/scheduler_output.h"
#include "model/stop_strings.h"
#include "tessera/engine.h"

namespace tessera {

// The last output of a request ended from outside the model (abort, rejection, error).
RequestOutput final_output(RequestId id, int num_prompt_tokens, int num_output_tokens,
                           FinishReason reason, const Message& error = {});

class RequestStream {
 public:
  RequestStream(const Tokenizer& tokenizer, std::vector<TokenId> prompt_ids,
                std::vector<std::string> stop_strings, OutputCallback on_output);

  // The request has just received update.token; returns the output to deliver, finished when
  // the scheduler ended it or a stop string matched (then finish_reason is Stop and the
  // scheduler still holds the request).
  RequestOutput on_token(const TokenUpdate& update);
  void deliver(const RequestOutput& output) const { on_output_(output); }
  bool has_first_token() const { return first_token_; }

 private:
  IncrementalDetokenizer detokenizer_;
  StopStringMatcher stop_strings_;
  OutputCallback on_output_;
  bool first_token_ = false;
};

}  // namespace tessera

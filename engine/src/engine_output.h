// Turns a request's sampled tokens into RequestOutputs: incremental detokenization, stop
// conditions (eos, stop token ids, stop strings, max_tokens, context length) and the text that
// may be shown (stop strings never are).
#pragma once

#include <vector>

#include "core/request.h"
#include "model/stop_strings.h"
#include "tessera/engine.h"

namespace tessera {

// The last output of a request ended from outside the model (abort, rejection, error).
RequestOutput final_output(RequestId id, int num_prompt_tokens, int num_output_tokens,
                           FinishReason reason, const std::string& error = {});

class RequestStream {
 public:
  RequestStream(const Tokenizer& tokenizer, const Request& request, OutputCallback on_output);

  // The request has just received `token` as its last output; returns the output to deliver,
  // with finished set when generation is over.
  RequestOutput on_token(const Request& request, const std::vector<TokenId>& eos_ids,
                         int max_context);
  void deliver(const RequestOutput& output) const { on_output_(output); }
  bool has_first_token() const { return first_token_; }

 private:
  FinishReason stop_reason(const Request& request, const std::vector<TokenId>& eos_ids,
                           int max_context) const;

  IncrementalDetokenizer detokenizer_;
  StopStringMatcher stop_strings_;
  OutputCallback on_output_;
  bool first_token_ = false;
};

}  // namespace tessera

#include "request_stream.h"

namespace tessera {

RequestStream::RequestStream(const Tokenizer& tokenizer, std::vector<TokenId> prompt_ids,
                             std::vector<std::string> stop_strings, OutputCallback on_output)
    : detokenizer_(tokenizer, std::move(prompt_ids)),
      stop_strings_(std::move(stop_strings)),
      on_output_(std::move(on_output)) {}

RequestOutput RequestStream::on_token(const TokenUpdate& update) {
  first_token_ = true;
  RequestOutput out;
  out.id = update.id;
  out.num_prompt_tokens = update.num_prompt_tokens;
  out.num_output_tokens = update.num_output_tokens;
  out.new_token_ids = {update.token};
  if (update.logprobs) out.logprobs = {*update.logprobs};
  out.prompt_logprobs = update.prompt_logprobs;
  out.hidden_state = update.hidden_state;
  out.finish_reason = update.finish_reason;
  // A stop token is kept in the ids but not shown as text (vLLM does the same).
  std::string delta =
      out.finish_reason == FinishReason::Stop ? std::string() : detokenizer_.push(update.token);
  if (out.finish_reason != FinishReason::None) delta += detokenizer_.flush();
  StopStringMatcher::Result shown = stop_strings_.feed(delta);
  out.text_delta = std::move(shown.text);
  if (shown.stopped) {
    out.finish_reason = FinishReason::Stop;
  } else if (out.finish_reason != FinishReason::None) {
    out.text_delta += stop_strings_.finish();
  }
  out.finished = out.finish_reason != FinishReason::None;
  return out;
}

RequestOutput final_output(RequestId id, int num_prompt_tokens, int num_output_tokens,
                           FinishReason reason, const Message& error) {
  RequestOutput out;
  out.id = id;
  out.num_prompt_tokens = num_prompt_tokens;
  out.num_output_tokens = num_output_tokens;
  out.finished = true;
  out.finish_reason = reason;
  out.error = error;
  return out;
}

}  // namespace tessera

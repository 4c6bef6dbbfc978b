#include "engine_output.h"

#include <algorithm>

namespace tessera {
namespace {

bool contains(const std::vector<TokenId>& ids, TokenId id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

RequestOutput output_of(const Request& request) {
  RequestOutput out;
  out.id = request.id;
  out.num_prompt_tokens = request.num_prompt_tokens();
  out.num_output_tokens = request.num_output_tokens();
  return out;
}

}  // namespace

RequestStream::RequestStream(const Tokenizer& tokenizer, const Request& request,
                             OutputCallback on_output)
    : detokenizer_(tokenizer, request.prompt_ids),
      stop_strings_(request.sampling.stop),
      on_output_(std::move(on_output)) {}

// vLLM's order: length limits first, then eos (unless ignored), then the stop token ids.
FinishReason RequestStream::stop_reason(const Request& request, const std::vector<TokenId>& eos_ids,
                                        int max_context) const {
  const SamplingParams& params = request.sampling;
  if (request.num_output_tokens() >= params.max_tokens || request.num_tokens() >= max_context) {
    return FinishReason::Length;
  }
  const TokenId last = request.output_ids.back();
  if (!params.ignore_eos && contains(eos_ids, last)) return FinishReason::Stop;
  if (contains(params.stop_token_ids, last)) return FinishReason::Stop;
  return FinishReason::None;
}

RequestOutput RequestStream::on_token(const Request& request, const std::vector<TokenId>& eos_ids,
                                      int max_context) {
  first_token_ = true;
  RequestOutput out = output_of(request);
  const TokenId token = request.output_ids.back();
  out.new_token_ids = {token};
  out.finish_reason = stop_reason(request, eos_ids, max_context);
  // A stop token is kept in the ids but not shown as text (vLLM does the same).
  std::string delta =
      out.finish_reason == FinishReason::Stop ? std::string() : detokenizer_.push(token);
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
                           FinishReason reason, const std::string& error) {
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

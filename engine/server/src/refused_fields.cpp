#include "refused_fields.h"

#include "api_error.h"
#include "body_fields.h"

namespace tessera::server {
namespace {

using Json = nlohmann::json;

enum class Where { Both, Completions, Chat };

struct RefusedField {
  const char* name;
  Where where;
  Json harmless;     // a value that asks for nothing (null is always harmless); discarded: none
  const char* what;  // what the field would have done
};

const std::vector<RefusedField>& refused_fields() {
  static const std::vector<RefusedField> fields = {
      {"best_of", Where::Both, 1, "best-of-n selection"},
      {"suffix", Where::Completions, "", "fill-in-the-middle"},
      // response_format, grammar (GBNF), guided_json and guided_choice are served
      // (structured_output.h); vLLM's other guided_* fields are not.
      {"guided_regex", Where::Both, Json::value_t::discarded, "regex constrained output"},
      {"guided_grammar", Where::Both, Json::value_t::discarded,
       "vLLM's grammar formats (send GBNF as \"grammar\")"},
      {"guided_decoding_backend", Where::Both, Json::value_t::discarded, "constrained output"},
      {"guided_whitespace_pattern", Where::Both, Json::value_t::discarded, "constrained output"},
      {"structured_outputs", Where::Both, Json::value_t::discarded, "constrained output"},
      // Chat renders tools through the model's template and parses the calls in the answer
      // (parse_chat checks tool_choice).
      {"tools", Where::Completions, Json::array(), "tool calling"},
      {"tool_choice", Where::Completions, "none", "tool calling"},
      {"functions", Where::Both, Json::array(), "function calling"},
      {"function_call", Where::Both, "none", "function calling"},
      {"min_tokens", Where::Both, 0, "a minimum output length"},
      {"bad_words", Where::Both, Json::array(), "banned words"},
      {"allowed_token_ids", Where::Both, Json::value_t::discarded, "a token allow-list"},
      {"use_beam_search", Where::Both, false, "beam search"},
      {"length_penalty", Where::Both, 1, "beam search"},
      {"include_stop_str_in_output", Where::Both, false, "stop strings kept in the text"},
      {"skip_special_tokens", Where::Both, true, "special tokens in the text"},
      {"spaces_between_special_tokens", Where::Both, true, "special-token spacing"},
      {"truncate_prompt_tokens", Where::Both, Json::value_t::discarded, "prompt truncation"},
      {"prompt_logprobs", Where::Both, Json::value_t::discarded,
       "prompt logprobs (use \"echo\" with \"logprobs\" on /v1/completions)"},
      {"logits_processors", Where::Both, Json::value_t::discarded, "logits processors"},
      {"reasoning_effort", Where::Both, Json::value_t::discarded, "reasoning control"},
      {"prediction", Where::Both, Json::value_t::discarded, "predicted outputs"},
      {"audio", Where::Both, Json::value_t::discarded, "audio output"},
      {"modalities", Where::Both, Json::array({"text"}), "other output modalities"},
      {"web_search_options", Where::Both, Json::value_t::discarded, "web search"},
      {"typical_p", Where::Both, 1, "typical sampling"},
      {"mirostat", Where::Both, 0, "mirostat sampling"},
      {"tfs_z", Where::Both, 1, "tail-free sampling"},
      {"echo", Where::Chat, false, "echoing the last message"},
      {"continue_final_message", Where::Chat, false, "continuing the last message"},
      {"chat_template", Where::Chat, Json::value_t::discarded, "another chat template"},
      {"documents", Where::Chat, Json::array(), "documents for the chat template"},
  };
  return fields;
}

bool applies(Where where, Endpoint endpoint) {
  return where == Where::Both ||
         (where == Where::Completions) == (endpoint == Endpoint::Completions);
}

}  // namespace

void refuse_unsupported_fields(const Json& body, Endpoint endpoint) {
  for (const RefusedField& field : refused_fields()) {
    if (!applies(field.where, endpoint)) continue;
    const auto it = body.find(field.name);
    if (it == body.end() || it->is_null() || *it == field.harmless) continue;
    throw ApiError(400,
                   std::string("'") + field.name + "' is not supported by this server (" +
                       field.what + "), got " + excerpt(*it) + "; leave it out",
                   field.name);
  }
}

}  // namespace tessera::server

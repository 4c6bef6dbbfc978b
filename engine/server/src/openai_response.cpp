#include "openai_response.h"

#include <atomic>
#include <chrono>

namespace tessera::server {
namespace {

std::string next_id(Endpoint endpoint) {
  // Unique within the process; OpenAI's ids are opaque strings.
  static std::atomic<unsigned long long> counter{0};
  const auto now = std::chrono::system_clock::now().time_since_epoch().count();
  return std::string(endpoint == Endpoint::Completions ? "cmpl-" : "chatcmpl-") +
         std::to_string(now) + "-" + std::to_string(++counter);
}

}  // namespace

const char* finish_reason_name(FinishReason reason) {
  switch (reason) {
    case FinishReason::Stop:
      return "stop";
    case FinishReason::Length:
      return "length";
    case FinishReason::Abort:
      return "abort";
    case FinishReason::Error:
      return "error";
    case FinishReason::None:
      break;
  }
  return "";
}

ResponseBuilder::ResponseBuilder(const ApiJob& job, std::string model, const Tokenizer& tokenizer)
    : job_(job),
      tokenizer_(tokenizer),
      model_(std::move(model)),
      id_(next_id(job.endpoint)),
      created_(std::chrono::duration_cast<std::chrono::seconds>(
                   std::chrono::system_clock::now().time_since_epoch())
                   .count()),
      choices_(job.prompts.size() * job.n) {}

nlohmann::json ResponseBuilder::envelope(const char* object) const {
  return {{"id", id_}, {"object", object}, {"created", created_}, {"model", model_}};
}

nlohmann::json ResponseBuilder::logprobs_of(const ChoiceOutput& item, Choice& c) const {
  if (job_.num_logprobs < 0) return nullptr;
  const RequestOutput& out = item.output;
  if (job_.endpoint == Endpoint::ChatCompletions) {
    nlohmann::json part = {{"content", chat_logprobs(tokenizer_, out.logprobs)}};
    if (c.logprobs.is_null()) c.logprobs = {{"content", nlohmann::json::array()}};
    for (const auto& entry : part["content"]) c.logprobs["content"].push_back(entry);
    return part;
  }
  CompletionLogprobs part(tokenizer_, c.text_offset);
  if (!c.opened && job_.prompt_logprobs) {
    const std::vector<TokenId>& prompt = job_.prompts[item.choice / job_.n];
    part.add_unscored(prompt.front());
    for (const PositionLogprobs& position : out.prompt_logprobs) part.add(position);
  }
  if (!job_.echo_only) {
    for (const PositionLogprobs& position : out.logprobs) part.add(position);
  }
  c.text_offset = part.end_offset();
  nlohmann::json json = part.json();
  if (c.logprobs.is_null()) {
    c.logprobs = json;
  } else {
    for (const char* key : {"tokens", "token_logprobs", "top_logprobs", "text_offset"}) {
      for (const auto& value : json[key]) c.logprobs[key].push_back(value);
    }
  }
  return json;
}

nlohmann::json ResponseBuilder::chunk(int index, const std::string& text,
                                      const nlohmann::json& finish,
                                      const nlohmann::json& logprobs) const {
  nlohmann::json choice = {{"index", index}, {"finish_reason", finish}, {"logprobs", logprobs}};
  nlohmann::json out;
  if (job_.endpoint == Endpoint::Completions) {
    out = envelope("text_completion");
    choice["text"] = text;
  } else {
    out = envelope("chat.completion.chunk");
    const Choice& c = choices_[index];
    nlohmann::json delta = nlohmann::json::object();
    if (!c.opened) delta["role"] = "assistant";
    if (!text.empty() || !c.opened) delta["content"] = text;
    choice["delta"] = delta;
  }
  out["choices"] = nlohmann::json::array({choice});
  if (job_.include_usage) out["usage"] = nullptr;
  return out;
}

std::vector<nlohmann::json> ResponseBuilder::add(const ChoiceOutput& item) {
  Choice& c = choices_[item.choice];
  const RequestOutput& out = item.output;
  std::string text = job_.echo_only ? std::string() : out.text_delta;
  if (!c.opened && job_.echo) {
    text = job_.prompt_texts[item.choice / job_.n] + text;
  }
  c.text += text;
  c.num_output_tokens = job_.echo_only ? 0 : out.num_output_tokens;
  const nlohmann::json logprobs = logprobs_of(item, c);
  std::vector<nlohmann::json> chunks;
  nlohmann::json finish = nullptr;
  if (out.finished) {
    // Prompt only: the one token the engine sampled is not part of the answer (vLLM: length).
    c.finish_reason = finish_reason_name(job_.echo_only && out.finish_reason != FinishReason::Error
                                             ? FinishReason::Length
                                             : out.finish_reason);
    finish = c.finish_reason;
    if (out.finish_reason == FinishReason::Error && error_.empty()) error_ = out.error.english();
  }
  if (!text.empty() || !c.opened || out.finished)
    chunks.push_back(chunk(item.choice, text, finish, logprobs));
  c.opened = true;
  return chunks;
}

nlohmann::json ResponseBuilder::usage() const {
  long long prompt = 0, completion = 0;
  for (const auto& ids : job_.prompts) prompt += static_cast<long long>(ids.size());
  for (const Choice& c : choices_) completion += c.num_output_tokens;
  return {{"prompt_tokens", prompt},
          {"completion_tokens", completion},
          {"total_tokens", prompt + completion}};
}

nlohmann::json ResponseBuilder::usage_chunk() const {
  nlohmann::json out = envelope(job_.endpoint == Endpoint::Completions ? "text_completion"
                                                                       : "chat.completion.chunk");
  out["choices"] = nlohmann::json::array();
  out["usage"] = usage();
  return out;
}

nlohmann::json ResponseBuilder::whole() const {
  const bool completions = job_.endpoint == Endpoint::Completions;
  nlohmann::json out = envelope(completions ? "text_completion" : "chat.completion");
  nlohmann::json choices = nlohmann::json::array();
  for (std::size_t i = 0; i < choices_.size(); ++i) {
    const Choice& c = choices_[i];
    nlohmann::json choice = {
        {"index", i}, {"finish_reason", c.finish_reason}, {"logprobs", c.logprobs}};
    if (completions) {
      choice["text"] = c.text;
    } else {
      choice["message"] = {{"role", "assistant"}, {"content", c.text}};
    }
    choices.push_back(std::move(choice));
  }
  out["choices"] = std::move(choices);
  out["usage"] = usage();
  return out;
}

}  // namespace tessera::server

#include "openai_response.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <random>

namespace tessera::server {
namespace {

std::string next_id(Endpoint endpoint) {
  // Unique within the process; OpenAI's ids are opaque strings.
  static std::atomic<unsigned long long> counter{0};
  const auto now = std::chrono::system_clock::now().time_since_epoch().count();
  return std::string(endpoint == Endpoint::Completions ? "cmpl-" : "chatcmpl-") +
         std::to_string(now) + "-" + std::to_string(++counter);
}

// OpenAI's call ids look like "call_" and 24 letters and digits; unique enough per response.
std::string random_call_prefix() {
  std::random_device device;
  std::mt19937_64 bits((static_cast<std::uint64_t>(device()) << 32) ^ device());
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(bits()));
  return std::string("call_") + hex;
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
      choices_(job.prompts.size() * job.n),
      call_id_prefix_(job.tool_calls == ToolCallFormat::None ? std::string()
                                                             : random_call_prefix()) {}

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

nlohmann::json ResponseBuilder::tool_calls_json(const std::vector<ToolCall>& calls,
                                                bool stream) const {
  nlohmann::json list = nlohmann::json::array();
  for (std::size_t i = 0; i < calls.size(); ++i) {
    nlohmann::json call = {
        {"id", call_id_prefix_ + std::to_string(i)},
        {"type", "function"},
        {"function", {{"name", calls[i].name}, {"arguments", calls[i].arguments}}}};
    if (stream) call["index"] = i;
    list.push_back(std::move(call));
  }
  return list;
}

std::vector<nlohmann::json> ResponseBuilder::add_with_tools(const ChoiceOutput& item, Choice& c,
                                                            const nlohmann::json& logprobs) {
  const RequestOutput& out = item.output;
  std::vector<nlohmann::json> chunks;
  // The logprobs of steps whose text was held back go out with the chunk that sends it (or
  // with the calls), so the stream's entries are the whole response's.
  nlohmann::json pending = logprobs;
  if (!logprobs.is_null() && !c.held_logprobs.is_null()) {
    pending = {{"content", c.held_logprobs}};
    for (const auto& entry : logprobs["content"]) pending["content"].push_back(entry);
    c.held_logprobs = nullptr;
  }
  if (!out.finished) {
    const std::size_t certain = certain_text_length(job_.tool_calls, c.text);
    const std::string text =
        certain > c.streamed ? c.text.substr(c.streamed, certain - c.streamed) : std::string();
    c.streamed = std::max(c.streamed, certain);
    if (text.empty() && !pending.is_null()) {
      c.held_logprobs = pending["content"];
      pending = nullptr;
    }
    if (!text.empty() || !c.opened) chunks.push_back(chunk(item.choice, text, nullptr, pending));
    c.opened = true;
    return chunks;
  }
  const ParsedAnswer parsed = parse_tool_calls(job_.tool_calls, c.text);
  if (parsed.calls.empty() || c.finish_reason != "stop") {
    const std::string rest = c.text.substr(std::min(c.streamed, c.text.size()));
    chunks.push_back(chunk(item.choice, rest, c.finish_reason, pending));
  } else {
    // The content not sent yet (it ends where the first call begins), then the calls.
    if (parsed.content.size() > c.streamed || !c.opened) {
      chunks.push_back(chunk(item.choice,
                             parsed.content.substr(std::min(c.streamed, parsed.content.size())),
                             nullptr, pending));
      pending = nullptr;
      c.opened = true;
    }
    nlohmann::json calls = chunk(item.choice, std::string(), nullptr, pending);
    calls["choices"][0]["delta"] = {{"tool_calls", tool_calls_json(parsed.calls, true)}};
    chunks.push_back(std::move(calls));
    chunks.push_back(chunk(item.choice, std::string(), "tool_calls", nullptr));
  }
  c.streamed = c.text.size();
  c.opened = true;
  return chunks;
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
  if (job_.tool_calls != ToolCallFormat::None) return add_with_tools(item, c, logprobs);
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
    } else if (const ParsedAnswer parsed = parse_tool_calls(job_.tool_calls, c.text);
               !parsed.calls.empty() && c.finish_reason == "stop") {
      // As OpenAI: no text beside the calls is null content.
      choice["message"] = {
          {"role", "assistant"},
          {"content", parsed.content.empty() ? nlohmann::json() : nlohmann::json(parsed.content)},
          {"tool_calls", tool_calls_json(parsed.calls, false)}};
      choice["finish_reason"] = "tool_calls";
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

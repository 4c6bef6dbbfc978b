// Builds OpenAI's response objects from engine outputs: the whole "text_completion" /
// "chat.completion" object, or the "data: {...}" chunks of a stream, with exact usage counts.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "generation.h"
#include "logprobs_format.h"
#include "openai_request.h"

namespace tessera::server {

class ResponseBuilder {
 public:
  ResponseBuilder(const ApiJob& job, std::string model, const Tokenizer& tokenizer);

  // Takes one engine output. Returns the stream chunks it makes (the first output of a choice
  // also opens it: the assistant role in chat, the echoed prompt in completions).
  std::vector<nlohmann::json> add(const ChoiceOutput& item);

  nlohmann::json whole() const;        // after every choice finished
  nlohmann::json usage() const;        // {"prompt_tokens", "completion_tokens", "total_tokens"}
  nlohmann::json usage_chunk() const;  // the last chunk with stream_options.include_usage
  // The first engine error of any choice (e.g. a prompt that can never fit the KV cache).
  const std::string& error() const { return error_; }

 private:
  struct Choice {
    std::string text;
    bool opened = false;
    std::size_t streamed = 0;  // bytes of text sent as content (tool calls hold some back)
    std::string finish_reason;
    int num_output_tokens = 0;
    std::size_t text_offset = 0;  // completions' logprobs: length of the text so far
    nlohmann::json logprobs;      // null when not asked; else OpenAI's object, accumulated
    // Chat with tools: logprobs entries of steps whose text is held back, sent with it.
    nlohmann::json held_logprobs;
  };

  // This output's logprobs in the endpoint's shape; null when not asked.
  nlohmann::json logprobs_of(const ChoiceOutput& item, Choice& choice) const;

  nlohmann::json chunk(int index, const std::string& text, const nlohmann::json& finish,
                       const nlohmann::json& logprobs) const;
  // Chat with tools: the chunks of one output, the text a call may begin held back until the
  // answer ends, then the calls as one tool_calls delta.
  std::vector<nlohmann::json> add_with_tools(const ChoiceOutput& item, Choice& c,
                                             const nlohmann::json& logprobs);
  nlohmann::json tool_calls_json(const std::vector<ToolCall>& calls, bool stream) const;
  nlohmann::json envelope(const char* object) const;

  const ApiJob& job_;
  const Tokenizer& tokenizer_;
  std::string model_;
  std::string id_;
  long long created_;
  std::vector<Choice> choices_;
  std::string error_;
  std::string call_id_prefix_;  // "call_<random>": ids of the calls are it plus a number
};

const char* finish_reason_name(FinishReason reason);

}  // namespace tessera::server

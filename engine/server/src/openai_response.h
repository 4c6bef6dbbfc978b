// Builds OpenAI's response objects from engine outputs: the whole "text_completion" /
// "chat.completion" object, or the "data: {...}" chunks of a stream, with exact usage counts.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "generation.h"
#include "openai_request.h"

namespace tessera::server {

class ResponseBuilder {
 public:
  ResponseBuilder(const ApiJob& job, std::string model);

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
    std::string finish_reason;
    int num_output_tokens = 0;
  };

  nlohmann::json chunk(int index, const std::string& text, const nlohmann::json& finish) const;
  nlohmann::json envelope(const char* object) const;

  const ApiJob& job_;
  std::string model_;
  std::string id_;
  long long created_;
  std::vector<Choice> choices_;
  std::string error_;
};

const char* finish_reason_name(FinishReason reason);

}  // namespace tessera::server

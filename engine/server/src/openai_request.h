// Turns the JSON body of /v1/completions and /v1/chat/completions into what the engine runs: the
// prompts as token ids and the sampling parameters, validated as OpenAI and vLLM validate them.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tessera/engine.h"

namespace tessera::server {

enum class Endpoint { Completions, ChatCompletions };

struct ApiJob {
  Endpoint endpoint = Endpoint::Completions;
  std::vector<std::vector<TokenId>> prompts;  // completions may send several; chat sends one
  std::vector<std::string> prompt_texts;      // for echo
  SamplingParams sampling;
  int n = 1;  // choices per prompt; choice index = prompt * n + i
  bool stream = false;
  bool include_usage = false;    // stream_options.include_usage
  bool echo = false;             // completions: the prompt is put before the text
  int num_logprobs = -1;         // -1: none; else top alternatives wanted (0..20)
  bool prompt_logprobs = false;  // completions with echo and logprobs
  // completions with echo and max_tokens 0: the prompt only (scoring, as evaluation harnesses
  // ask). As vLLM, the engine samples one token that the response leaves out.
  bool echo_only = false;
};

struct ModelLimits {
  std::string served_name;
  int max_model_len = 0;
  int max_n = 16;
};

// The body as JSON; 400 ApiError when it is not JSON.
nlohmann::json parse_request_body(const std::string& text);

// 400/404 ApiError on any problem; the message names the field and the value.
ApiJob parse_completion_request(const nlohmann::json& body, const Engine& engine,
                                const ModelLimits& limits);
ApiJob parse_chat_request(const nlohmann::json& body, const Engine& engine,
                          const ModelLimits& limits);

// "model" may be absent; when present it must be the served name (404 otherwise).
void check_model(const nlohmann::json& body, const std::string& served_name);

// The messages of a chat body, validated.
std::vector<ChatMessage> parse_messages(const nlohmann::json& body);

}  // namespace tessera::server

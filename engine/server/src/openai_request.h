// Turns the JSON body of /v1/completions and /v1/chat/completions into what the engine runs: the
// prompts as token ids and the sampling parameters, validated as OpenAI and vLLM validate them.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tessera/engine.h"
#include "tool_calls.h"

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
  // chat with tools (tool_choice "auto"): the model's way of writing calls, parsed from its answer
  ToolCallFormat tool_calls = ToolCallFormat::None;
};

struct ModelLimits {
  std::string served_name;
  int max_model_len = 0;
  int max_n = 16;
  int vocab_size = 0;
  // Longer prompt text can never fit the context, so it is refused before it is tokenized
  // (tokenizing megabytes costs gigabytes); see prompt_byte_limit().
  std::size_t max_prompt_bytes = 0;
};

// The most bytes of text whose tokens could still fit `max_model_len`: a token's piece covers
// at most `longest_piece` bytes, times 4 for what normalization may fold away.
std::size_t prompt_byte_limit(const Tokenizer& tokenizer, int max_model_len);
// 400 ApiError naming `param` when `bytes` of prompt text could never fit.
void check_prompt_bytes(std::size_t bytes, const ModelLimits& limits, const std::string& param);

// The body as JSON; 400 ApiError when it is not JSON.
nlohmann::json parse_request_body(const std::string& text);

// 400/404 ApiError on any problem; the message names the field and the value.
// `text`, the body as sent, gives a JSON schema's properties their order (else sorted).
ApiJob parse_completion_request(const nlohmann::json& body, const Engine& engine,
                                const ModelLimits& limits, std::string_view text = {});
ApiJob parse_chat_request(const nlohmann::json& body, const Engine& engine,
                          const ModelLimits& limits);
// The same from the body's text, whose keys' order the chat template then sees (tools).
ApiJob parse_chat_request_text(const std::string& text, const Engine& engine,
                               const ModelLimits& limits);

// "model" may be absent; when present it must be the served name (404 otherwise).
void check_model(const nlohmann::json& body, const std::string& served_name);

// The messages of a chat body, validated.
std::vector<ChatMessage> parse_messages(const nlohmann::json& body);
std::size_t chat_bytes(const std::vector<ChatMessage>& messages);

}  // namespace tessera::server

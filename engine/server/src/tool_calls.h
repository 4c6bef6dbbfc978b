// Tool calls in a model's answer: the models' own ways of writing them, turned into OpenAI's
// "tool_calls" (vLLM's tool parsers do the same). Which way a model writes them is read from its
// chat template:
//   Hermes, Qwen 2.5 / 3:  <tool_call>{"name": ..., "arguments": {...}}</tool_call> (one or more)
//   Llama 3.1-3.3:         {"name": ..., "parameters": {...}} as the whole answer
//                          (<|python_tag|> before it is a special token, left out of the text)
//   Mistral:               [TOOL_CALLS][{"name": ..., "arguments": {...}}, ...] ([TOOL_CALLS]
//                          is a control token, usually left out of the text)
// Text that only looks like a call (JSON that does not parse, a call without a name) stays text.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::server {

enum class ToolCallFormat { None, Hermes, Llama3Json, Mistral };

// None when the template shows none of the formats above: tools are then rendered for the model
// but its answer is returned as text.
ToolCallFormat tool_call_format_of(std::string_view chat_template);

struct ToolCall {
  std::string name;
  std::string arguments;  // a JSON object as text, as OpenAI sends it
};

struct ParsedAnswer {
  std::string content;  // the text around the calls (before the first, for Hermes)
  std::vector<ToolCall> calls;
};

ParsedAnswer parse_tool_calls(ToolCallFormat format, const std::string& text);

// While an answer streams: how many of its first bytes are text for certain, before anything
// that may become a tool call (which is held back until the answer ends).
std::size_t certain_text_length(ToolCallFormat format, std::string_view text);

}  // namespace tessera::server

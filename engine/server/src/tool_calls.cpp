#include "tool_calls.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>

namespace tessera::server {
namespace {

using Json = nlohmann::json;

constexpr std::string_view kHermesOpen = "<tool_call>";
constexpr std::string_view kHermesClose = "</tool_call>";
constexpr std::string_view kMistralMarker = "[TOOL_CALLS]";

bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

std::size_t first_non_space(std::string_view text) {
  const std::size_t at = text.find_first_not_of(" \t\r\n");
  return at == std::string_view::npos ? text.size() : at;
}

std::string_view trimmed(std::string_view text) {
  text.remove_prefix(first_non_space(text));
  const std::size_t end = text.find_last_not_of(" \t\r\n");
  return end == std::string_view::npos ? std::string_view() : text.substr(0, end + 1);
}

// {"name": "...", "arguments" or "parameters": {...} or a JSON string}; nullopt otherwise.
std::optional<ToolCall> call_of(const Json& object) {
  if (!object.is_object()) return std::nullopt;
  const auto name = object.find("name");
  if (name == object.end() || !name->is_string() || name->get<std::string>().empty())
    return std::nullopt;
  auto args = object.find("arguments");
  if (args == object.end()) args = object.find("parameters");
  ToolCall call{name->get<std::string>(), "{}"};
  if (args == object.end() || args->is_null()) return call;
  if (args->is_string()) {
    call.arguments = args->get<std::string>();
  } else if (args->is_object()) {
    call.arguments = args->dump(-1, ' ', false, Json::error_handler_t::replace);
  } else {
    return std::nullopt;
  }
  return call;
}

Json parse(std::string_view text) {
  return Json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
}

ParsedAnswer parse_hermes(const std::string& text) {
  const std::size_t first = text.find(kHermesOpen);
  if (first == std::string::npos) return {text, {}};
  ParsedAnswer answer{text.substr(0, first), {}};
  std::size_t at = first;
  while (at != std::string::npos) {
    const std::size_t body = at + kHermesOpen.size();
    const std::size_t close = text.find(kHermesClose, body);
    // The last call may end without its closing tag (the model stopped after the JSON).
    const std::size_t end = close == std::string::npos ? text.size() : close;
    const std::optional<ToolCall> call = call_of(parse(trimmed({text.data() + body, end - body})));
    if (!call) return {text, {}};
    answer.calls.push_back(*call);
    if (close == std::string::npos) break;
    at = text.find(kHermesOpen, close + kHermesClose.size());
  }
  return answer;
}

ParsedAnswer parse_llama3(const std::string& text) {
  const std::optional<ToolCall> call = call_of(parse(trimmed(text)));
  if (!call) return {text, {}};
  return {std::string(), {*call}};
}

ParsedAnswer parse_mistral(const std::string& text) {
  std::string_view rest = trimmed(text);
  if (rest.substr(0, kMistralMarker.size()) == kMistralMarker) {
    rest.remove_prefix(kMistralMarker.size());
    rest = trimmed(rest);
  }
  const Json calls = parse(rest);
  if (!calls.is_array() || calls.empty()) return {text, {}};
  ParsedAnswer answer;
  for (const Json& item : calls) {
    const std::optional<ToolCall> call = call_of(item);
    if (!call) return {text, {}};
    answer.calls.push_back(*call);
  }
  return answer;
}

// The length of the longest end of `text` that begins `marker` (a marker still being written).
std::size_t partial_marker_at_end(std::string_view text, std::string_view marker) {
  for (std::size_t n = std::min(text.size(), marker.size() - 1); n > 0; --n)
    if (text.substr(text.size() - n) == marker.substr(0, n)) return n;
  return 0;
}

}  // namespace

ToolCallFormat tool_call_format_of(std::string_view chat_template) {
  if (contains(chat_template, kHermesOpen)) return ToolCallFormat::Hermes;
  if (contains(chat_template, kMistralMarker)) return ToolCallFormat::Mistral;
  // Llama 3.1-3.3 ask for {"name": ..., "parameters": ...} and know <|python_tag|>.
  if (contains(chat_template, "<|python_tag|>") ||
      (contains(chat_template, "<|start_header_id|>") && contains(chat_template, "parameters")))
    return ToolCallFormat::Llama3Json;
  return ToolCallFormat::None;
}

ParsedAnswer parse_tool_calls(ToolCallFormat format, const std::string& text) {
  switch (format) {
    case ToolCallFormat::Hermes:
      return parse_hermes(text);
    case ToolCallFormat::Llama3Json:
      return parse_llama3(text);
    case ToolCallFormat::Mistral:
      return parse_mistral(text);
    case ToolCallFormat::None:
      break;
  }
  return {text, {}};
}

std::size_t certain_text_length(ToolCallFormat format, std::string_view text) {
  switch (format) {
    case ToolCallFormat::Hermes: {
      const std::size_t at = text.find(kHermesOpen);
      if (at != std::string_view::npos) return at;
      return text.size() - partial_marker_at_end(text, kHermesOpen);
    }
    case ToolCallFormat::Llama3Json:
    case ToolCallFormat::Mistral: {
      // A call is the whole answer: it is one once its first character opens one.
      const std::size_t start = first_non_space(text);
      if (start == text.size()) return 0;
      const char opener = format == ToolCallFormat::Llama3Json ? '{' : '[';
      return text[start] == opener ? 0 : text.size();
    }
    case ToolCallFormat::None:
      break;
  }
  return text.size();
}

}  // namespace tessera::server

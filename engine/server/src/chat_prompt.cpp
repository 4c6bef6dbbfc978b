// Chat bodies to prompt ids through the model's template (see chat_prompt.h).
#include "chat_prompt.h"

#include "api_error.h"
#include "body_fields.h"
#include "openai_request.h"

namespace tessera::server {
namespace {

using nlohmann::ordered_json;

constexpr int kMaxDepth = 64;

// A copy with bounded nesting, keeping the keys' order of `value` (as sent, or sorted when it
// comes from the parsed body).
template <typename Json>
ordered_json ordered(const BodyFields& f, const char* field, const Json& value, int depth = 0) {
  if (depth > kMaxDepth)
    f.fail(field, "nests deeper than " + std::to_string(kMaxDepth) + " levels");
  if (value.is_array()) {
    ordered_json out = ordered_json::array();
    for (const auto& item : value) out.push_back(ordered(f, field, item, depth + 1));
    return out;
  }
  if (value.is_object()) {
    ordered_json out = ordered_json::object();
    for (const auto& [key, item] : value.items()) out[key] = ordered(f, field, item, depth + 1);
    return out;
  }
  return ordered_json(value);
}

std::string text_of_parts(const BodyFields& f, const ordered_json& parts) {
  std::string text;
  for (const ordered_json& part : parts) {
    if (!part.is_object() || !part.contains("type") || part["type"] != "text" ||
        !part.contains("text") || !part["text"].is_string()) {
      f.fail("messages", "content parts must be {\"type\": \"text\", \"text\": ...}");
    }
    text += part["text"].get<std::string>();
  }
  return text;
}

// As vLLM hands messages to templates: text parts joined, and tool call arguments (a JSON
// string in OpenAI's format) parsed into the object templates expect.
ordered_json template_message(const BodyFields& f, const ordered_json& m, std::size_t index) {
  const std::string item = "item " + std::to_string(index);
  if (!m.is_object() || !m.contains("role") || !m["role"].is_string())
    f.fail("messages", item + " has no string 'role'");
  ordered_json out = ordered(f, "messages", m);
  std::string role = m["role"].get<std::string>();
  if (role == "developer") out["role"] = role = "system";  // OpenAI's newer name for system
  if (role != "system" && role != "user" && role != "assistant" && role != "tool") {
    f.fail("messages",
           item + " has role '" + role + "'; expected system, user, assistant, tool or developer");
  }
  if (m.contains("content") && m["content"].is_array())
    out["content"] = text_of_parts(f, m["content"]);
  if (m.contains("content") && !m["content"].is_array() && !m["content"].is_string() &&
      !m["content"].is_null())
    f.fail("messages", item + ": content must be a string, a list of parts or null");
  if (out.contains("tool_calls") && !out["tool_calls"].is_null()) {
    if (!out["tool_calls"].is_array()) f.fail("messages", item + ": tool_calls must be a list");
    for (ordered_json& call : out["tool_calls"]) {
      if (!call.is_object() || !call.contains("function") || !call["function"].is_object())
        f.fail("messages", item + ": each tool call needs a 'function' object");
      ordered_json& arguments = call["function"]["arguments"];
      if (arguments.is_string()) {
        ordered_json parsed = ordered_json::parse(arguments.get<std::string>(), nullptr, false);
        if (!parsed.is_discarded() && parsed.is_object()) arguments = parsed;
      }
    }
  }
  return out;
}

}  // namespace

std::vector<TokenId> chat_prompt_ids(const nlohmann::json& body, const Engine& engine,
                                     std::string_view text) {
  const ModelInfo& info = engine.model_info();
  const BodyFields f(body);
  if (!info.chat_template) {
    // An empty list (or null) asks for no tools, as other servers accept it.
    const bool asks_tools = f.has("tools") && !f.at("tools").is_null() &&
                            !(f.at("tools").is_array() && f.at("tools").empty());
    if (asks_tools) {
      f.fail("tools",
             std::string("needs the model's own chat template; this model uses the built-in ") +
                 to_string(info.default_template) + " format");
    }
    return encode_chat(engine.tokenizer(), info.default_template, parse_messages(body));
  }
  if (!f.has("messages") || !f.at("messages").is_array() || f.at("messages").empty())
    f.fail("messages", "must be a non-empty list of {\"role\", \"content\"} objects");
  // The same body in its own key order (the parsed one when there is no text); the checks below
  // run on it.
  ordered_json as_sent = text.empty() ? ordered_json() : ordered_json::parse(text, nullptr, false);
  if (!as_sent.is_object()) as_sent = ordered(f, "messages", body);
  ordered_json messages = ordered_json::array();
  for (const ordered_json& m : as_sent.at("messages"))
    messages.push_back(template_message(f, m, messages.size()));
  ChatTemplateInputs inputs = chat_inputs(engine.tokenizer(), std::move(messages),
                                          f.boolean("add_generation_prompt", true));
  if (f.has("tools")) {
    if (!f.at("tools").is_array()) f.fail("tools", "must be a list of tool objects");
    for (const nlohmann::json& tool : f.at("tools")) {
      if (!tool.is_object())
        f.fail("tools", "must be a list of tool objects, got " + excerpt(tool));
    }
    inputs.tools = ordered(f, "tools", as_sent.at("tools"));
  }
  if (f.has("chat_template_kwargs")) {
    if (!f.at("chat_template_kwargs").is_object())
      f.fail("chat_template_kwargs", "must be an object");
    inputs.extra = ordered(f, "chat_template_kwargs", as_sent.at("chat_template_kwargs"));
  }
  try {
    return encode_chat(engine.tokenizer(), *info.chat_template, inputs);
  } catch (const ChatTemplateError& e) {
    throw ApiError(400, e.raised() ? e.template_message() : e.what(), "messages");
  }
}

}  // namespace tessera::server

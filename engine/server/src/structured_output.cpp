#include "structured_output.h"

#include <utility>
#include <vector>

#include "body_fields.h"
#include "tessera/error.h"

namespace tessera::server {
namespace {

using nlohmann::ordered_json;

constexpr int kMaxDepth = 64;

// Whether `value` nests deeper than kMaxDepth, found without recursion: a body may nest a
// million levels deep, and dump() (or any recursive walk) would overflow the stack.
bool nests_too_deep(const nlohmann::json& value) {
  std::vector<std::pair<const nlohmann::json*, int>> todo{{&value, 0}};
  while (!todo.empty()) {
    const auto [v, depth] = todo.back();
    todo.pop_back();
    if (depth > kMaxDepth) return true;
    if (v->is_structured()) {
      for (const nlohmann::json& child : *v) todo.emplace_back(&child, depth + 1);
    }
  }
  return false;
}

// The value of `key` as sent (keys in order), else as parsed; 400 when it nests too deep.
ordered_json sent(const BodyFields& f, const ordered_json& as_sent, const std::string& key) {
  if (nests_too_deep(f.at(key))) {
    f.fail(key, "nests deeper than " + std::to_string(kMaxDepth) + " levels");
  }
  if (as_sent.is_object() && as_sent.contains(key)) return as_sent.at(key);
  return ordered_json::parse(f.at(key).dump());
}

std::shared_ptr<const Grammar> compiled(
    const BodyFields& f, const std::string& key,
    const std::function<std::shared_ptr<const Grammar>()>& make) {
  try {
    return make();
  } catch (const Error& e) {
    f.fail(key, e.what());
  }
}

std::shared_ptr<const Grammar> response_format(const BodyFields& f, const ordered_json& format) {
  if (!format.is_object() || !format.contains("type") || !format["type"].is_string()) {
    f.fail("response_format", "must be {\"type\": \"text\" | \"json_object\" | \"json_schema\"}");
  }
  const std::string type = format["type"].get<std::string>();
  if (type == "text") return nullptr;
  if (type == "json_object") return Grammar::any_json_object();
  if (type != "json_schema") {
    f.fail("response_format", "type '" + type + "' is not one of text, json_object, json_schema");
  }
  if (!format.contains("json_schema") || !format["json_schema"].is_object()) {
    f.fail("response_format", "json_schema needs a \"json_schema\" object with a \"schema\"");
  }
  const ordered_json& spec = format["json_schema"];
  const std::string schema = spec.contains("schema") ? spec["schema"].dump() : "true";
  return compiled(f, "response_format", [&] { return Grammar::from_json_schema(schema); });
}

std::shared_ptr<const Grammar> guided_choice(const BodyFields& f, const ordered_json& choices) {
  if (!choices.is_array() || choices.empty()) {
    f.fail("guided_choice", "must be a non-empty list of strings");
  }
  std::string root = "root ::= ";
  for (std::size_t i = 0; i < choices.size(); ++i) {
    if (!choices[i].is_string()) f.fail("guided_choice", "must be a non-empty list of strings");
    root += (i ? " | " : "") + Grammar::literal(choices[i].get<std::string>());
  }
  return compiled(f, "guided_choice", [&] { return Grammar::from_gbnf(root); });
}

}  // namespace

std::shared_ptr<const Grammar> requested_grammar(const BodyFields& f, const ordered_json& as_sent) {
  std::shared_ptr<const Grammar> grammar;
  std::string asked_by;
  const auto take = [&](const char* key, std::shared_ptr<const Grammar> g) {
    if (!g) return;
    if (grammar) f.fail(key, std::string("cannot be combined with '") + asked_by + "'");
    grammar = std::move(g);
    asked_by = key;
  };
  if (f.has("response_format")) {
    take("response_format", response_format(f, sent(f, as_sent, "response_format")));
  }
  if (f.has("grammar")) {
    if (!f.at("grammar").is_string()) f.fail("grammar", "must be GBNF text");
    const std::string text = f.at("grammar").get<std::string>();
    take("grammar", compiled(f, "grammar", [&] { return Grammar::from_gbnf(text); }));
  }
  if (f.has("guided_json")) {
    const ordered_json schema = sent(f, as_sent, "guided_json");
    const std::string text = schema.is_string() ? schema.get<std::string>() : schema.dump();
    take("guided_json",
         compiled(f, "guided_json", [&] { return Grammar::from_json_schema(text); }));
  }
  if (f.has("guided_choice"))
    take("guided_choice", guided_choice(f, sent(f, as_sent, "guided_choice")));
  return grammar;
}

std::shared_ptr<const Grammar> tool_call_grammar(const BodyFields& f, const ordered_json& as_sent,
                                                 ToolCallFormat format, const std::string& name) {
  if (format == ToolCallFormat::None) {
    f.fail("tool_choice",
           "this model's chat template shows no way of writing tool calls; use \"auto\" or "
           "\"none\"");
  }
  // One schema for the call object: {"name": <a tool's name>, "arguments" | "parameters": <its
  // parameters>}, one branch per tool.
  const char* arguments = format == ToolCallFormat::Llama3Json ? "parameters" : "arguments";
  ordered_json branches = ordered_json::array();
  for (const ordered_json& tool : sent(f, as_sent, "tools")) {
    if (!tool.contains("function") || !tool["function"].is_object() ||
        !tool["function"].contains("name") || !tool["function"]["name"].is_string()) {
      f.fail("tools", "each tool needs {\"type\": \"function\", \"function\": {\"name\", ...}}");
    }
    const ordered_json& function = tool["function"];
    if (!name.empty() && function["name"] != name) continue;
    ordered_json call = {
        {"type", "object"},
        {"properties",
         {{"name", {{"const", function["name"]}}},
          {arguments, function.value("parameters", ordered_json{{"type", "object"}})}}},
        {"required", {"name", arguments}}};
    branches.push_back(std::move(call));
  }
  if (branches.empty()) f.fail("tool_choice", "names no tool of \"tools\": '" + name + "'");
  const ordered_json schema = {{"anyOf", branches}};
  Grammar::SchemaRules rules;
  try {
    rules = Grammar::json_schema_rules(schema.dump());
  } catch (const Error& e) {
    f.fail("tools", e.what());
  }
  std::string root;
  switch (format) {
    case ToolCallFormat::Hermes: {  // one or more <tool_call> blocks
      const std::string call = "\"<tool_call>\\n\" " + rules.value + " \"\\n</tool_call>\"";
      root = "root ::= " + call + (name.empty() ? " (\"\\n\" " + call + ")*" : "");
      break;
    }
    case ToolCallFormat::Llama3Json:  // exactly one call, the whole answer
      root = "root ::= \" \"? " + rules.value;
      break;
    case ToolCallFormat::Mistral:  // a list of calls (the prompt ends with [TOOL_CALLS])
      root = "root ::= \" \"? \"[\" " + rules.value +
             (name.empty() ? " (\", \" " + rules.value + ")*" : "") + " \"]\"";
      break;
    case ToolCallFormat::None:
      break;
  }
  return compiled(f, "tools", [&] { return Grammar::from_gbnf(root + "\n" + rules.rules); });
}

}  // namespace tessera::server

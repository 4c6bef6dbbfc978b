// A JSON schema turned into GBNF, in the manner of llama.cpp's json-schema-to-grammar: each
// object, array and $ref target becomes a rule; properties come in the schema's order, the
// required ones first. Keywords the grammar cannot enforce (pattern, minimum, ...) are refused,
// so that every output of the grammar matches the schema.
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "grammar/rules.h"
#include "tessera/error.h"

namespace tessera::grammar {
namespace {

using json = nlohmann::ordered_json;

// JSON text with at most 20 spaces or tabs after a newline: a model cannot pad forever.
constexpr const char* kBaseRules = R"(ws ::= | " " | "\n" [ \t]{0,20}
char ::= [^"\\\x00-\x1F] | "\\" (["\\/bfnrt] | "u" [0-9a-fA-F]{4})
string ::= "\"" char* "\""
integer ::= "-"? ("0" | [1-9] [0-9]{0,15})
number ::= integer ("." [0-9]{1,16})? ([eE] [-+]? [0-9]{1,3})?
boolean ::= "true" | "false"
null ::= "null"
value ::= object | array | string | number | boolean | null
object ::= "{" ws ( string ws ":" ws value ws ( "," ws string ws ":" ws value ws )* )? "}"
array ::= "[" ws ( value ws ( "," ws value ws )* )? "]"
)";

const std::set<std::string>& annotations() {
  static const std::set<std::string> words{"title",    "description", "default",  "examples",
                                           "$schema",  "$id",         "$comment", "deprecated",
                                           "readOnly", "writeOnly",   "$defs",    "definitions"};
  return words;
}

const std::set<std::string>& supported() {
  static const std::set<std::string> words{
      "type",  "properties", "required", "additionalProperties",
      "items", "minItems",   "maxItems", "enum",
      "const", "anyOf",      "oneOf",    "allOf",
      "$ref",  "minLength",  "maxLength"};
  return words;
}

class SchemaGrammar {
 public:
  explicit SchemaGrammar(const json& root) : root_(root) {}

  Grammar::SchemaRules build() {
    std::string value = expression(root_, "#");
    return {std::move(value), rules_ + kBaseRules};
  }

 private:
  const json& root_;
  std::string rules_;
  int count_ = 0;
  int depth_ = 0;
  static constexpr int kMaxDepth = 64;
  std::map<std::string, std::string> refs_;  // $ref -> its rule

  [[noreturn]] static void fail(const std::string& what, const std::string& path) {
    throw Error::untranslated("JSON schema (at " + path + "): " + what);
  }

  std::string next_name() {
    std::string name = std::to_string(++count_);
    name.insert(name.begin(), 's');  // not "s" + ...: GCC 12 warns falsely (-Wrestrict)
    return name;
  }

  std::string add_rule(const std::string& body) {
    const std::string name = next_name();
    rules_ += name + " ::= " + body + "\n";
    return name;
  }

  static int count_of(const json& schema, const char* key, const std::string& path) {
    const json& value = schema.at(key);
    if (!value.is_number_unsigned() || value.get<std::uint64_t>() > 1000) {
      fail(std::string("'") + key + "' must be a whole number from 0 to 1000", path);
    }
    return value.get<int>();
  }

  // A GBNF expression for the values the schema allows: a rule name, a literal or a group.
  std::string expression(const json& schema, const std::string& path) {
    struct Nesting {  // the conversion recurses on subschemas: bound how deep
      int& depth;
      explicit Nesting(int& d) : depth(++d) {}
      ~Nesting() { --depth; }
    } nesting(depth_);
    if (depth_ > kMaxDepth) fail("subschemas nest deeper than " + std::to_string(kMaxDepth), path);
    if (schema.is_boolean()) {
      if (!schema.get<bool>()) fail("the schema 'false' allows no value", path);
      return "value";
    }
    if (!schema.is_object()) fail("a schema must be an object or a boolean", path);
    for (const auto& [key, unused] : schema.items()) {
      if (supported().count(key) == 0 && annotations().count(key) == 0) {
        fail("the keyword '" + key + "' is not supported", path);
      }
    }
    if (schema.contains("$ref")) return reference(schema, path);
    if (schema.contains("const")) return Grammar::literal(schema["const"].dump());
    if (schema.contains("enum")) {
      const json& values = schema["enum"];
      if (!values.is_array() || values.empty()) fail("'enum' must be a non-empty array", path);
      std::string body;
      for (const json& v : values) body += (body.empty() ? "" : " | ") + Grammar::literal(v.dump());
      return "(" + body + ")";
    }
    for (const char* key : {"anyOf", "oneOf"}) {
      if (!schema.contains(key)) continue;
      const json& options = schema[key];
      if (!options.is_array() || options.empty())
        fail(std::string("'") + key + "' must be a non-empty array", path);
      std::string body;
      for (std::size_t i = 0; i < options.size(); ++i) {
        body += (body.empty() ? "" : " | ") +
                expression(options[i], path + "/" + key + "/" + std::to_string(i));
      }
      return "(" + body + ")";
    }
    if (schema.contains("allOf")) {
      const json& all = schema["allOf"];
      if (!all.is_array() || all.size() != 1)
        fail("'allOf' is supported with one schema only", path);
      return expression(all[0], path + "/allOf/0");
    }
    if (!schema.contains("type")) {
      if (schema.contains("properties")) return object(schema, path);
      if (schema.contains("items")) return array(schema, path);
      return "value";
    }
    const json& type = schema["type"];
    if (type.is_string()) return typed(schema, type.get<std::string>(), path);
    if (!type.is_array() || type.empty())
      fail("'type' must be a string or a non-empty array", path);
    std::string body;
    for (const json& t : type) {
      if (!t.is_string()) fail("'type' must list strings", path);
      body += (body.empty() ? "" : " | ") + typed(schema, t.get<std::string>(), path);
    }
    return "(" + body + ")";
  }

  std::string typed(const json& schema, const std::string& type, const std::string& path) {
    if (type == "string") return string(schema, path);
    if (type == "integer" || type == "number" || type == "boolean" || type == "null") return type;
    if (type == "object") return object(schema, path);
    if (type == "array") return array(schema, path);
    fail("unknown type '" + type + "'", path);
  }

  std::string string(const json& schema, const std::string& path) {
    if (!schema.contains("minLength") && !schema.contains("maxLength")) return "string";
    const int min = schema.contains("minLength") ? count_of(schema, "minLength", path) : 0;
    const std::string max =
        schema.contains("maxLength") ? std::to_string(count_of(schema, "maxLength", path)) : "";
    if (!max.empty() && std::stoi(max) < min) fail("'maxLength' is below 'minLength'", path);
    return add_rule("\"\\\"\" char{" + std::to_string(min) + "," + max + "} \"\\\"\"");
  }

  std::string member(const std::string& name, const json& schema, const std::string& path) {
    return Grammar::literal(json(name).dump()) + " ws \":\" ws " + expression(schema, path) + " ws";
  }

  std::string object(const json& schema, const std::string& path) {
    const json empty = json::object();
    const json& properties = schema.contains("properties") ? schema["properties"] : empty;
    if (!properties.is_object()) fail("'properties' must be an object", path);
    std::set<std::string> required;
    if (schema.contains("required")) {
      if (!schema["required"].is_array()) fail("'required' must be an array", path);
      for (const json& name : schema["required"]) {
        if (!name.is_string()) fail("'required' must list strings", path);
        required.insert(name.get<std::string>());
      }
    }
    if (!schema.contains("properties") && required.empty()) {
      const json extra = schema.value("additionalProperties", json(true));
      if (extra.is_boolean() && !extra.get<bool>()) return add_rule("\"{\" ws \"}\"");
      if (extra.is_boolean()) return "object";
      const std::string kv =
          "string ws \":\" ws " + expression(extra, path + "/additionalProperties") + " ws";
      return add_rule("\"{\" ws ( " + kv + " ( \",\" ws " + kv + " )* )? \"}\"");
    }
    // Extra properties are never generated, so additionalProperties holds whatever it says.
    std::vector<std::string> must;
    std::vector<std::string> may;
    for (const auto& [name, sub] : properties.items()) {
      const std::string kv = member(name, sub, path + "/properties/" + name);
      (required.count(name) ? must : may).push_back(kv);
    }
    for (const std::string& name : required) {
      if (!properties.contains(name)) must.push_back(member(name, json(true), path));
    }
    std::string body;
    for (const std::string& kv : must) body += (body.empty() ? "" : " \",\" ws ") + kv;
    if (!must.empty()) {
      for (const std::string& kv : may) body += " ( \",\" ws " + kv + " )?";
    } else if (!may.empty()) {
      // first_i ::= kv_i tail_(i+1) | first_(i+1): the first present property has no comma.
      std::vector<std::string> tails(may.size() + 1);
      for (std::size_t i = may.size(); i-- > 1;) {
        tails[i] = add_rule("( \",\" ws " + may[i] + " )?" +
                            (tails[i + 1].empty() ? "" : " " + tails[i + 1]));
      }
      std::string first;
      for (std::size_t i = may.size(); i-- > 0;) {
        std::string alt = may[i] + (tails[i + 1].empty() ? "" : " " + tails[i + 1]);
        first = add_rule(first.empty() ? alt : alt + " | " + first);
      }
      body = first + "?";
    }
    return add_rule("\"{\" ws " + body + " \"}\"");
  }

  std::string array(const json& schema, const std::string& path) {
    const std::string item =
        (schema.contains("items") ? expression(schema["items"], path + "/items") : "value") + " ws";
    const int min = schema.contains("minItems") ? count_of(schema, "minItems", path) : 0;
    const int max = schema.contains("maxItems") ? count_of(schema, "maxItems", path) : -1;
    if (max >= 0 && max < min) fail("'maxItems' is below 'minItems'", path);
    if (max == 0) return add_rule("\"[\" ws \"]\"");
    const int first_min = std::max(min - 1, 0);
    const std::string rest = "( \",\" ws " + item + " ){" + std::to_string(first_min) + "," +
                             (max < 0 ? "" : std::to_string(max - 1)) + "}";
    const std::string items = item + " " + rest;
    return add_rule("\"[\" ws " + (min > 0 ? items : "( " + items + " )?") + " \"]\"");
  }

  std::string reference(const json& schema, const std::string& path) {
    if (schema.size() > 1) {
      for (const auto& [key, unused] : schema.items()) {
        if (key != "$ref" && annotations().count(key) == 0) {
          fail("'$ref' beside '" + key + "' is not supported", path);
        }
      }
    }
    if (!schema["$ref"].is_string()) fail("'$ref' must be a string", path);
    const std::string ref = schema["$ref"].get<std::string>();
    if (const auto known = refs_.find(ref); known != refs_.end()) return known->second;
    const json* target = &root_;
    if (ref != "#") {
      std::string pointer = ref.substr(1);
      if (ref.rfind("#/$defs/", 0) != 0 && ref.rfind("#/definitions/", 0) != 0) {
        fail("'$ref' must point into $defs or definitions of this schema ('" + ref + "')", path);
      }
      const json::json_pointer at(pointer);
      if (!root_.contains(at)) fail("'$ref' points nowhere ('" + ref + "')", path);
      target = &root_.at(at);
    }
    // The rule is named before its body is made, so a schema can refer to itself.
    const std::string name = next_name();
    refs_[ref] = name;
    const std::string body = expression(*target, ref);
    rules_ += name + " ::= " + body + "\n";
    return name;
  }
};

}  // namespace

Grammar::SchemaRules json_schema_to_gbnf(std::string_view schema_json) {
  const json schema = json::parse(schema_json, nullptr, false);
  if (schema.is_discarded()) throw Error::untranslated("JSON schema: not valid JSON");
  try {
    return SchemaGrammar(schema).build();
  } catch (const json::exception& e) {
    throw Error::untranslated(std::string("JSON schema: ") + e.what());
  }
}

std::string any_json_object_gbnf() {
  return std::string("root ::= \" \"? object\n") + kBaseRules;
}

}  // namespace tessera::grammar

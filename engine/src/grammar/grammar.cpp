#include "tessera/grammar.h"

#include "grammar/rules.h"

namespace tessera {

Grammar::Grammar(std::string gbnf, std::unique_ptr<Rules> rules)
    : gbnf_(std::move(gbnf)), rules_(std::move(rules)) {}

Grammar::~Grammar() = default;

std::shared_ptr<const Grammar> Grammar::from_gbnf(std::string_view gbnf) {
  auto rules = std::make_unique<Rules>(grammar::parse_gbnf(gbnf));
  return std::shared_ptr<const Grammar>(new Grammar(std::string(gbnf), std::move(rules)));
}

// A leading space is allowed: SentencePiece models often begin an answer with "▁{".
std::shared_ptr<const Grammar> Grammar::from_json_schema(std::string_view schema_json) {
  const SchemaRules schema = json_schema_rules(schema_json);
  return from_gbnf("root ::= \" \"? " + schema.value + "\n" + schema.rules);
}

Grammar::SchemaRules Grammar::json_schema_rules(std::string_view schema_json) {
  return grammar::json_schema_to_gbnf(schema_json);
}

std::shared_ptr<const Grammar> Grammar::any_json_object() {
  return from_gbnf(grammar::any_json_object_gbnf());
}

std::string Grammar::literal(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (byte < 0x20) {
      static const char* hex = "0123456789ABCDEF";
      out += "\\x";
      out += hex[byte >> 4];
      out += hex[byte & 15];
    } else {
      out += c;
    }
  }
  return out + "\"";
}

const std::string& Grammar::gbnf() const {
  return gbnf_;
}

}  // namespace tessera

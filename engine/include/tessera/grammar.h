// Grammars that constrain what a request may generate (structured output): GBNF text, a JSON
// schema, or any JSON object. Each step the runner allows only the tokens whose bytes the
// grammar can still accept, and the model's end-of-sequence token only where the grammar's text
// is complete (SamplingParams::grammar).
#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace tessera {

class Grammar {
 public:
  // llama.cpp's GBNF: rules `name ::= alternatives`, "literals" and [character classes] with
  // \n \t \r \\ \" \xHH \uHHHH \UHHHHHHHH escapes, `.` (any character), ( groups ), | , the
  // postfix operators * + ? {m} {m,} {m,n}, and # comments. The start rule is `root`. Throws
  // tessera::Error naming the line and what is wrong (an undefined rule, left recursion, ...).
  static std::shared_ptr<const Grammar> from_gbnf(std::string_view gbnf);
  // A JSON schema (draft 2020-12 subset, as OpenAI's strict structured outputs use it): type
  // (and lists of types), properties, required, additionalProperties, items, minItems,
  // maxItems, enum, const, anyOf, oneOf (as anyOf), allOf of one schema, $ref into $defs or
  // definitions (recursion included), minLength and maxLength; annotations are ignored. Any
  // other keyword throws Error naming it and where it is, since the output must always match
  // the schema.
  static std::shared_ptr<const Grammar> from_json_schema(std::string_view schema_json);
  // A JSON schema's rules without a root rule, and the GBNF expression of its value, to frame in a
  // larger grammar (a tool call's markers around its arguments): from_gbnf("root ::= \"<c>\" " +
  // value + " \"</c>\"\n" + rules). Throws as from_json_schema does.
  struct SchemaRules {
    std::string value;
    std::string rules;
  };
  static SchemaRules json_schema_rules(std::string_view schema_json);
  // A GBNF "literal" that matches exactly `text` (quotes, backslashes and control characters
  // escaped), for building grammars as text.
  static std::string literal(std::string_view text);
  // Any JSON object (OpenAI's response_format json_object).
  static std::shared_ptr<const Grammar> any_json_object();

  // The grammar as GBNF (what a JSON schema became).
  const std::string& gbnf() const;

  struct Rules;
  const Rules& rules() const { return *rules_; }
  ~Grammar();

 private:
  Grammar(std::string gbnf, std::unique_ptr<Rules> rules);
  std::string gbnf_;
  std::unique_ptr<Rules> rules_;
};

}  // namespace tessera

// A grammar's rules as the matcher walks them: each rule is a list of alternatives, each
// alternative a sequence of symbols (a character set or a reference to a rule) that ends with an
// End symbol, so that a pointer to a symbol also says what follows it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "tessera/grammar.h"

namespace tessera::grammar {

struct CharRange {
  char32_t first = 0;
  char32_t last = 0;
};

struct Symbol {
  enum class Kind { End, Chars, Rule };
  Kind kind = Kind::End;
  bool negated = false;           // Chars: any character outside the ranges
  std::vector<CharRange> ranges;  // Chars
  int rule = -1;                  // Rule

  bool matches(char32_t c) const;
  // Whether some character in [first, last] matches (a partly read UTF-8 character).
  bool matches_some(char32_t first, char32_t last) const;
};

using Alternative = std::vector<Symbol>;

struct Rule {
  std::string name;
  std::vector<Alternative> alternatives;
};

}  // namespace tessera::grammar

namespace tessera {

struct Grammar::Rules {
  std::vector<grammar::Rule> rules;
  int root = -1;
};

namespace grammar {
// Parses GBNF (tessera/grammar.h); throws Error.
Grammar::Rules parse_gbnf(std::string_view text);
// Turns a JSON schema into GBNF rules (Grammar::json_schema_rules); throws Error naming an
// unsupported keyword.
Grammar::SchemaRules json_schema_to_gbnf(std::string_view schema_json);
// GBNF for any JSON object.
std::string any_json_object_gbnf();
}  // namespace grammar

}  // namespace tessera

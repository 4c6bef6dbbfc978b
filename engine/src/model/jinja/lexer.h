// Splits Jinja template source into text and tag tokens, as jinja2's lexer does with
// transformers' settings: newlines normalised and one trailing newline dropped, comments
// removed, whitespace control ({%- -%} {{- -}} {#- -#}, {%+ +%}), trim_blocks (the newline after a
// block or comment tag goes) and lstrip_blocks (spaces and tabs before a block or comment tag on
// its own line go).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::jinja {

enum class TokenType {
  Text,
  VarBegin,
  VarEnd,
  BlockBegin,
  BlockEnd,
  Name,
  String,
  Int,
  Float,
  Op,
  Eof
};

struct Token {
  TokenType type = TokenType::Eof;
  std::string text;  // the text, name, string value or operator
  int line = 1;
  std::int64_t int_value = 0;
  double float_value = 0.0;
};

// Throws SyntaxError (value.h) with the line of the problem.
std::vector<Token> tokenize(std::string_view source);

}  // namespace tessera::jinja

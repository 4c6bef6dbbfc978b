// Parses Jinja tokens (lexer.h) into statements (ast.h), following jinja2's grammar and operator
// precedence: or < and < not < comparisons < + - < ~ < * / // % < ** < unary, postfix, filters
// and tests.
#pragma once

#include <vector>

#include "model/jinja/ast.h"
#include "model/jinja/lexer.h"

namespace tessera::jinja {

// Throws SyntaxError naming the line and what was expected. Nesting deeper than a few hundred
// levels is refused rather than exhausting the stack.
Body parse(const std::vector<Token>& tokens);

}  // namespace tessera::jinja

// Python's arithmetic, concatenation and comparison operators on template values.
#pragma once

#include <string>

#include "model/jinja/value.h"

namespace tessera::jinja {

// + - * / // % ** ~ ; RenderError for operands Python would refuse (and any undefined one).
Value binary(const std::string& op, const Value& left, const Value& right);
// unary - and +
Value unary(const std::string& op, const Value& operand);
// == != < > <= >= in notin
bool compare(const std::string& op, const Value& left, const Value& right);

}  // namespace tessera::jinja

// jinja2's tests: `x is defined`, `x is string`, `x is divisibleby 3`, ... (see builtins.h).
#include <algorithm>

#include "model/jinja/builtins.h"
#include "model/jinja/operators.h"
#include "model/jinja/utf8.h"

namespace tessera::jinja {
namespace {

const Value& argument(const CallArgs& args, const std::string& test) {
  if (args.positional.empty()) throw RenderError("test '" + test + "' needs an argument");
  return args.positional[0];
}

bool all_cased(const Value& v, bool upper) {
  if (!v.is_string()) return false;
  bool cased = false;
  for (char32_t c : decode_utf8(v.as_string())) {
    if (upper ? is_cased_lower(c) : is_cased_upper(c)) return false;
    cased = cased || is_cased_upper(c) || is_cased_lower(c);
  }
  return cased;
}

const char* const kComparisons[][2] = {
    {"eq", "=="}, {"equalto", "=="},    {"==", "=="}, {"ne", "!="}, {"!=", "!="},
    {"lt", "<"},  {"lessthan", "<"},    {"<", "<"},   {"le", "<="}, {"<=", "<="},
    {"gt", ">"},  {"greaterthan", ">"}, {">", ">"},   {"ge", ">="}, {">=", ">="}};

const char* const kTests[] = {
    "defined", "undefined",   "none",    "boolean",  "true",     "false",    "integer", "float",
    "number",  "string",      "mapping", "iterable", "sequence", "callable", "sameas",  "odd",
    "even",    "divisibleby", "in",      "lower",    "upper",    "escaped",  "filter",  "test"};

}  // namespace

bool has_test(const std::string& name) {
  return std::any_of(std::begin(kTests), std::end(kTests),
                     [&](const char* t) { return name == t; }) ||
         std::any_of(std::begin(kComparisons), std::end(kComparisons),
                     [&](const auto& c) { return name == c[0]; });
}

bool apply_test(const std::string& name, const Value& v, CallArgs& args) {
  for (const auto& [test, op] : kComparisons) {
    if (name == test) return compare(op, v, argument(args, name));
  }
  if (name == "defined") return !v.is_undefined();
  if (name == "undefined") return v.is_undefined();
  if (name == "none") return v.is_none();
  if (name == "boolean") return v.is_bool();
  if (name == "true") return v.is_bool() && v.as_bool();
  if (name == "false") return v.is_bool() && !v.as_bool();
  if (name == "integer") return v.is_int();
  if (name == "float") return v.is_float();
  if (name == "number") return v.is_number();
  if (name == "string") return v.is_string();
  if (name == "mapping") return v.is_dict() && !v.as_dict().is_namespace;
  if (name == "iterable") return v.is_string() || v.is_list() || v.is_dict() || v.is_undefined();
  if (name == "sequence") return v.is_string() || v.is_list() || v.is_dict() || v.is_undefined();
  if (name == "callable") return v.is_callable();
  if (name == "escaped") return false;
  if (name == "lower") return all_cased(v, false);
  if (name == "upper") return all_cased(v, true);
  if (name == "filter") return v.is_string() && has_filter(v.as_string());
  if (name == "test") return v.is_string() && has_test(v.as_string());
  if (name == "sameas") {
    const Value& other = argument(args, name);
    if (v.is_list() && other.is_list()) return &v.as_list() == &other.as_list();
    if (v.is_dict() && other.is_dict()) return &v.as_dict() == &other.as_dict();
    return v.type_name() == other.type_name() && equals(v, other);
  }
  if (name == "in") return compare("in", v, argument(args, name));
  if (name == "odd" || name == "even" || name == "divisibleby") {
    if (!(v.is_int() || v.is_bool())) throw RenderError("test '" + name + "' needs an integer");
    if (name == "divisibleby") {
      const Value& d = argument(args, name);
      if (!(d.is_int() || d.is_bool()) || d.as_int() == 0)
        throw RenderError("divisibleby needs a non-zero integer");
      return v.as_int() % d.as_int() == 0;
    }
    return (v.as_int() % 2 != 0) == (name == "odd");
  }
  throw RenderError("no test named '" + name + "'");
}

}  // namespace tessera::jinja

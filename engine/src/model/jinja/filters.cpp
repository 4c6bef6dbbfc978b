// jinja2's builtin filters that chat templates use, with transformers' tojson (see builtins.h).
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "model/jinja/builtins.h"
#include "model/jinja/string_methods.h"
#include "model/jinja/utf8.h"

namespace tessera::jinja {
namespace {

using Filter = Value (*)(const Value&, ArgReader&);

// An attribute path "a.b" or an index "0", as jinja2's make_attrgetter reads it.
Value lookup_path(const Value& item, const Value& attribute) {
  if (attribute.is_int()) return get_item(item, attribute);
  Value v = item;
  const std::string path = attribute.str();
  std::size_t start = 0;
  while (true) {
    const std::size_t dot = path.find('.', start);
    const std::string part =
        path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    const bool digits = !part.empty() && std::all_of(part.begin(), part.end(), ::isdigit);
    v = digits ? get_item(v, Value(static_cast<std::int64_t>(std::stoll(part))))
               : get_item(v, Value(part));
    if (dot == std::string::npos) return v;
    start = dot + 1;
  }
}

// Sort key of sort/dictsort/unique/min/max: strings compare case-insensitively by default.
Value sort_key(const Value& v, bool case_sensitive) {
  return v.is_string() && !case_sensitive ? Value(map_case(v.as_string(), to_lower)) : v;
}

Value f_default(const Value& v, ArgReader& a) {
  const Value fallback = a.get_or(0, "default_value", Value(std::string()));
  const bool boolean = a.get_or(1, "boolean", Value(false)).truthy();
  a.done();
  return v.is_undefined() || (boolean && !v.truthy()) ? fallback : v;
}

Value f_length(const Value& v, ArgReader& a) {
  a.done();
  return Value(length_of(v));
}

Value f_string(const Value& v, ArgReader& a) {
  a.done();
  return Value(v.str());
}

Value f_safe(const Value& v, ArgReader& a) {
  a.done();
  return v;
}

Value f_trim(const Value& v, ArgReader& a) {
  const Value chars = a.get_or(0, "chars", Value::none());
  a.done();
  return Value(strip(v.str(), chars.is_string() ? &chars.as_string() : nullptr, true, true));
}

Value f_upper(const Value& v, ArgReader& a) {
  a.done();
  return Value(map_case(v.str(), to_upper));
}

Value f_lower(const Value& v, ArgReader& a) {
  a.done();
  return Value(map_case(v.str(), to_lower));
}

Value f_capitalize(const Value& v, ArgReader& a) {
  a.done();
  return Value(capitalize(v.str()));
}

// jinja2's title: the first letter after a space, '-', '(', '{', '[' or '<' upper, the rest lower.
Value f_title(const Value& v, ArgReader& a) {
  a.done();
  std::vector<char32_t> cps = decode_utf8(v.str());
  bool word_start = true;
  for (char32_t& c : cps) {
    const bool separator =
        is_python_space(c) || c == '-' || c == '(' || c == '{' || c == '[' || c == '<';
    if (!separator) c = word_start ? to_upper(c) : to_lower(c);
    word_start = separator;
  }
  return Value(encode_utf8(cps));
}

Value f_replace(const Value& v, ArgReader& a) {
  const Value old = a.get_or(0, "old", Value(std::string()));
  const Value with = a.get_or(1, "new", Value(std::string()));
  const Value count = a.get_or(2, "count", Value::none());
  a.done();
  return Value(replace_all(v.str(), old.str(), with.str(), count.is_none() ? -1 : count.as_int()));
}

Value f_tojson(const Value& v, ArgReader& a) {
  const Value ensure_ascii = a.get_or(0, "ensure_ascii", Value(false));
  const Value indent = a.get_or(1, "indent", Value::none());
  const Value separators = a.get_or(2, "separators", Value::none());
  const Value sort_keys = a.get_or(3, "sort_keys", Value(false));
  a.done();
  if (ensure_ascii.truthy()) throw RenderError("tojson: ensure_ascii=True is not supported");
  std::optional<int> indent_width;
  if (!indent.is_none()) {
    if (!indent.is_int() || indent.as_int() > 1000)
      throw RenderError("tojson: indent must be an integer up to 1000");
    indent_width = static_cast<int>(indent.as_int());
  }
  std::optional<std::pair<std::string, std::string>> seps;
  if (!separators.is_none()) {
    if (!separators.is_list() || separators.as_list().size() != 2)
      throw RenderError("tojson: separators must be a pair of strings");
    seps = std::make_pair(separators.as_list()[0].str(), separators.as_list()[1].str());
  }
  return Value(json_dumps(v, indent_width, sort_keys.truthy(), seps));
}

Value f_join(const Value& v, ArgReader& a) {
  const Value separator = a.get_or(0, "d", Value(std::string()));
  const Value attribute = a.get_or(1, "attribute", Value::none());
  a.done();
  std::string out;
  bool first = true;
  for (const Value& item : iterate(v)) {
    out += (first ? "" : separator.str()) +
           (attribute.is_none() ? item : lookup_path(item, attribute)).str();
    first = false;
  }
  return Value(std::move(out));
}

Value f_list(const Value& v, ArgReader& a) {
  a.done();
  return Value(iterate(v));
}

Value f_items(const Value& v, ArgReader& a) {
  a.done();
  if (v.is_undefined()) return Value(List{});
  if (!v.is_dict()) throw RenderError("items: can only get item pairs from a mapping");
  List out;
  for (const auto& [k, item] : v.as_dict().entries) out.push_back(Value::tuple({Value(k), item}));
  return Value(std::move(out));
}

Value f_first(const Value& v, ArgReader& a) {
  a.done();
  const List items = iterate(v);
  return items.empty() ? Value::undefined("no first item, sequence was empty") : items.front();
}

Value f_last(const Value& v, ArgReader& a) {
  a.done();
  const List items = iterate(v);
  return items.empty() ? Value::undefined("no last item, sequence was empty") : items.back();
}

Value f_reverse(const Value& v, ArgReader& a) {
  a.done();
  if (v.is_string()) {
    std::vector<char32_t> cps = decode_utf8(v.as_string());
    std::reverse(cps.begin(), cps.end());
    return Value(encode_utf8(cps));
  }
  List items = iterate(v);
  std::reverse(items.begin(), items.end());
  return Value(std::move(items));
}

Value f_abs(const Value& v, ArgReader& a) {
  a.done();
  if (!v.is_number()) throw RenderError("bad operand type for abs(): '" + v.type_name() + "'");
  if (v.is_float()) return Value(std::fabs(v.as_double()));
  if (v.as_int() == INT64_MIN) throw RenderError("integer overflow");
  return Value(static_cast<std::int64_t>(std::llabs(v.as_int())));
}

Value f_int(const Value& v, ArgReader& a) {
  const Value fallback = a.get_or(0, "default", Value(0));
  const Value base = a.get_or(1, "base", Value(10));
  a.done();
  if (v.is_bool() || v.is_int()) return Value(v.as_int());
  if (v.is_float()) {
    const double d = v.as_double();
    if (!std::isfinite(d) || std::fabs(d) >= 9.2e18) return fallback;
    return Value(static_cast<std::int64_t>(d));
  }
  if (!v.is_string()) return fallback;
  const std::string text = strip(v.as_string(), nullptr, true, true);
  char* end = nullptr;
  errno = 0;
  const long long i = std::strtoll(text.c_str(), &end, static_cast<int>(base.as_int()));
  if (!text.empty() && end == text.c_str() + text.size() && errno == 0)
    return Value(static_cast<std::int64_t>(i));
  const double d = std::strtod(text.c_str(), &end);
  if (!text.empty() && end == text.c_str() + text.size() && std::isfinite(d) &&
      std::fabs(d) < 9.2e18)
    return Value(static_cast<std::int64_t>(d));
  return fallback;
}

Value f_float(const Value& v, ArgReader& a) {
  const Value fallback = a.get_or(0, "default", Value(0.0));
  a.done();
  if (v.is_number()) return Value(v.as_double());
  if (!v.is_string()) return fallback;
  const std::string text = strip(v.as_string(), nullptr, true, true);
  char* end = nullptr;
  const double d = std::strtod(text.c_str(), &end);
  return !text.empty() && end == text.c_str() + text.size() ? Value(d) : fallback;
}

Value f_round(const Value& v, ArgReader& a) {
  const Value precision = a.get_or(0, "precision", Value(0));
  const Value method = a.get_or(1, "method", Value("common"));
  a.done();
  if (!v.is_number()) throw RenderError("round: the value must be a number");
  const double scale = std::pow(10.0, static_cast<double>(precision.as_int()));
  const double x = v.as_double() * scale;
  const std::string m = method.str();
  double r;
  if (m == "common") {
    r = std::nearbyint(x);  // Python's round(): halves to even
  } else if (m == "ceil") {
    r = std::ceil(x);
  } else if (m == "floor") {
    r = std::floor(x);
  } else {
    throw RenderError("round: method must be common, ceil or floor");
  }
  return Value(r / scale);
}

Value f_indent(const Value& v, ArgReader& a) {
  const Value width = a.get_or(0, "width", Value(4));
  const bool first = a.get_or(1, "first", Value(false)).truthy();
  const bool blank = a.get_or(2, "blank", Value(false)).truthy();
  a.done();
  const std::string pad =
      width.is_string()
          ? width.as_string()
          : std::string(static_cast<std::size_t>(std::clamp<std::int64_t>(width.as_int(), 0, 1000)),
                        ' ');
  CallArgs none;
  const List lines =
      string_method(Value(v.str() + "\n"), "splitlines").as_function().call(none).as_list();
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i].as_string();
    if (i > 0) out += "\n";
    if ((i > 0 || first) && (blank || !line.empty())) out += pad;
    out += line;
    check_string_size(out.size());
  }
  return Value(std::move(out));
}

Value f_escape(const Value& v, ArgReader& a) {
  a.done();
  std::string out;
  for (char c : v.str()) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&#34;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return Value(std::move(out));
}

}  // namespace

namespace {

struct NamedFilter {
  const char* name;
  Filter filter;
};

constexpr NamedFilter kFilters[] = {
    {"default", f_default}, {"d", f_default},
    {"length", f_length},   {"count", f_length},
    {"string", f_string},   {"safe", f_safe},
    {"trim", f_trim},       {"upper", f_upper},
    {"lower", f_lower},     {"capitalize", f_capitalize},
    {"title", f_title},     {"replace", f_replace},
    {"tojson", f_tojson},   {"join", f_join},
    {"list", f_list},       {"items", f_items},
    {"first", f_first},     {"last", f_last},
    {"reverse", f_reverse}, {"abs", f_abs},
    {"int", f_int},         {"float", f_float},
    {"round", f_round},     {"indent", f_indent},
    {"escape", f_escape},   {"e", f_escape},
};

}  // namespace

bool has_filter(const std::string& name) {
  return is_sequence_filter(name) ||
         std::any_of(std::begin(kFilters), std::end(kFilters),
                     [&](const NamedFilter& f) { return name == f.name; });
}

Value apply_filter(const std::string& name, const Value& input, CallArgs& args) {
  ArgReader reader("filter '" + name + "'", args);
  for (const NamedFilter& f : kFilters) {
    if (name == f.name) return f.filter(input, reader);
  }
  if (is_sequence_filter(name)) return filter_sequence(name, input, reader);
  throw RenderError("no filter named '" + name + "'");
}

Value attribute_of(const Value& item, const Value& attribute) {
  return lookup_path(item, attribute);
}
Value sort_key_of(const Value& v, bool case_sensitive) {
  return sort_key(v, case_sensitive);
}

}  // namespace tessera::jinja

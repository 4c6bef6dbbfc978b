// Python semantics of template values (see value.h).
#include "model/jinja/value.h"

#include <charconv>
#include <cmath>
#include <cstdio>

#include "model/jinja/utf8.h"

namespace tessera::jinja {

void check_string_size(std::size_t bytes) {
  if (bytes > kMaxStringBytes)
    throw RenderError("the template builds a string longer than " +
                      std::to_string(kMaxStringBytes) + " bytes");
}

std::string join_text(std::initializer_list<std::string_view> pieces) {
  std::string joined;
  for (std::string_view piece : pieces) joined += piece;
  return joined;
}

const Value* Dict::find(std::string_view key) const {
  for (const auto& [k, v] : entries) {
    if (k == key) return &v;
  }
  return nullptr;
}

void Dict::set(const std::string& key, Value value) {
  for (auto& [k, v] : entries) {
    if (k == key) {
      v = std::move(value);
      return;
    }
  }
  entries.emplace_back(key, std::move(value));
}

Value Value::from_json(const nlohmann::ordered_json& json, int depth) {
  if (depth > kMaxJsonDepth)
    throw RenderError("the template's input nests deeper than " + std::to_string(kMaxJsonDepth) +
                      " levels");
  switch (json.type()) {
    case nlohmann::ordered_json::value_t::null:
      return none();
    case nlohmann::ordered_json::value_t::boolean:
      return Value(json.get<bool>());
    case nlohmann::ordered_json::value_t::number_integer:
      return Value(json.get<std::int64_t>());
    case nlohmann::ordered_json::value_t::number_unsigned: {
      const auto u = json.get<std::uint64_t>();
      if (u <= static_cast<std::uint64_t>(INT64_MAX)) return Value(static_cast<std::int64_t>(u));
      return Value(static_cast<double>(u));
    }
    case nlohmann::ordered_json::value_t::number_float:
      return Value(json.get<double>());
    case nlohmann::ordered_json::value_t::string:
      return Value(json.get<std::string>());
    case nlohmann::ordered_json::value_t::array: {
      List list;
      list.reserve(json.size());
      for (const auto& item : json) list.push_back(from_json(item, depth + 1));
      return Value(std::move(list));
    }
    case nlohmann::ordered_json::value_t::object: {
      Dict dict;
      for (const auto& [key, item] : json.items()) dict.set(key, from_json(item, depth + 1));
      return Value(std::move(dict));
    }
    default:
      return none();
  }
}

std::int64_t Value::as_int() const {
  return is_bool() ? as_bool() : std::get<std::int64_t>(v_);
}

double Value::as_double() const {
  if (is_float()) return std::get<double>(v_);
  return static_cast<double>(as_int());
}

bool Value::truthy() const {
  if (is_undefined() || is_none()) return false;
  if (is_bool()) return as_bool();
  if (is_int()) return as_int() != 0;
  if (is_float()) return as_double() != 0.0;
  if (is_string()) return !as_string().empty();
  if (is_list()) return !as_list().empty();
  if (is_dict()) return as_dict().is_namespace || !as_dict().entries.empty();
  return true;
}

std::string float_repr(double d) {
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d > 0 ? "inf" : "-inf";
  char buf[64];
  const auto result = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
  const std::string sci(buf, result.ptr);  // "-1.2345e+20"
  const std::size_t e = sci.find('e');
  const bool negative = sci[0] == '-';
  std::string digits;
  for (std::size_t i = negative ? 1 : 0; i < e; ++i) {
    if (sci[i] != '.') digits += sci[i];
  }
  const int exponent = std::stoi(sci.substr(e + 1));
  std::string out = negative ? "-" : "";
  if (exponent >= -4 && exponent < 16) {
    if (exponent < 0) {
      out += "0.";
      out.append(static_cast<std::size_t>(-exponent - 1), '0');
      out += digits;
    } else if (digits.size() <= static_cast<std::size_t>(exponent) + 1) {
      out += digits;
      out.append(static_cast<std::size_t>(exponent) + 1 - digits.size(), '0');
      out += ".0";
    } else {
      out += digits.substr(0, static_cast<std::size_t>(exponent) + 1);
      out += '.';
      out += digits.substr(static_cast<std::size_t>(exponent) + 1);
    }
    return out;
  }
  out += digits.substr(0, 1);
  if (digits.size() > 1) {
    out += '.';
    out += digits.substr(1);
  }
  char exp_text[16];
  std::snprintf(exp_text, sizeof exp_text, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
  return out + exp_text;
}

std::string string_repr(std::string_view s) {
  const bool has_single = s.find('\'') != std::string_view::npos;
  const bool has_double = s.find('"') != std::string_view::npos;
  const char quote = has_single && !has_double ? '"' : '\'';
  std::string out(1, quote);
  for (char32_t c : decode_utf8(s)) {
    if (c == static_cast<char32_t>(quote) || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) || c >= kRawByte) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", static_cast<unsigned>(c & 0xFF));
      out += hex;
    } else {
      append_utf8(out, c);
    }
  }
  return out + quote;
}

std::string Value::repr() const {
  if (is_string()) return string_repr(as_string());
  if (is_undefined()) return "Undefined";
  if (is_list()) {
    std::string out = tuple_ ? "(" : "[";
    for (std::size_t i = 0; i < as_list().size(); ++i) {
      if (i) out += ", ";
      out += as_list()[i].repr();
    }
    if (tuple_ && as_list().size() == 1) out += ",";
    return out + (tuple_ ? ")" : "]");
  }
  if (is_dict()) {
    std::string out = as_dict().is_namespace ? "<Namespace {" : "{";
    bool first = true;
    for (const auto& [k, v] : as_dict().entries) {
      out += (first ? "" : ", ") + string_repr(k) + ": " + v.repr();
      first = false;
    }
    return out + (as_dict().is_namespace ? "}>" : "}");
  }
  return str();
}

std::string Value::str() const {
  if (is_undefined()) return "";
  if (is_none()) return "None";
  if (is_bool()) return as_bool() ? "True" : "False";
  if (is_int()) return std::to_string(as_int());
  if (is_float()) return float_repr(as_double());
  if (is_string()) return as_string();
  if (is_callable()) return "<function " + as_function().name + ">";
  return repr();
}

std::string Value::type_name() const {
  if (is_undefined()) return "Undefined";
  if (is_none()) return "NoneType";
  if (is_bool()) return "bool";
  if (is_int()) return "int";
  if (is_float()) return "float";
  if (is_string()) return "str";
  if (is_list()) return tuple_ ? "tuple" : "list";
  if (is_dict()) return as_dict().is_namespace ? "Namespace" : "dict";
  return "function";
}

bool equals(const Value& a, const Value& b) {
  if (a.is_number() && b.is_number()) {
    if (a.is_float() || b.is_float()) return a.as_double() == b.as_double();
    return a.as_int() == b.as_int();
  }
  if (a.is_string() && b.is_string()) return a.as_string() == b.as_string();
  if (a.is_none() || b.is_none()) return a.is_none() && b.is_none();
  if (a.is_undefined() || b.is_undefined()) return a.is_undefined() && b.is_undefined();
  if (a.is_list() && b.is_list()) {
    const List &x = a.as_list(), &y = b.as_list();
    if (x.size() != y.size() || a.is_tuple() != b.is_tuple()) return false;
    for (std::size_t i = 0; i < x.size(); ++i) {
      if (!equals(x[i], y[i])) return false;
    }
    return true;
  }
  if (a.is_dict() && b.is_dict()) {
    const Dict &x = a.as_dict(), &y = b.as_dict();
    if (&x == &y) return true;
    if (x.is_namespace || y.is_namespace || x.entries.size() != y.entries.size()) return false;
    for (const auto& [k, v] : x.entries) {
      const Value* other = y.find(k);
      if (!other || !equals(v, *other)) return false;
    }
    return true;
  }
  if (a.is_callable() && b.is_callable()) return &a.as_function() == &b.as_function();
  return false;
}

bool less(const Value& a, const Value& b) {
  if (a.is_number() && b.is_number()) {
    if (a.is_float() || b.is_float()) return a.as_double() < b.as_double();
    return a.as_int() < b.as_int();
  }
  if (a.is_string() && b.is_string()) return a.as_string() < b.as_string();  // UTF-8 keeps order
  if (a.is_list() && b.is_list()) {
    const List &x = a.as_list(), &y = b.as_list();
    for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
      if (!equals(x[i], y[i])) return less(x[i], y[i]);
    }
    return x.size() < y.size();
  }
  throw RenderError("'<' not supported between instances of '" + a.type_name() + "' and '" +
                    b.type_name() + "'");
}

}  // namespace tessera::jinja

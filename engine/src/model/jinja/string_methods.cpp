// Python's str methods (see string_methods.h).
#include "model/jinja/string_methods.h"

#include <algorithm>

#include "model/jinja/builtins.h"
#include "model/jinja/utf8.h"

namespace tessera::jinja {
namespace {

std::string string_arg(const std::optional<Value>& v, const std::string& method) {
  if (!v || !v->is_string()) throw RenderError(method + "() needs a string argument");
  return v->as_string();
}

std::int64_t code_point_index(const std::string& text, std::size_t byte_offset) {
  return static_cast<std::int64_t>(utf8_length(std::string_view(text).substr(0, byte_offset)));
}

bool affix_matches(const std::string& text, const Value& affix, bool prefix) {
  auto one = [&](const Value& v) {
    if (!v.is_string()) throw RenderError("startswith/endswith need a string or a list of strings");
    const std::string& a = v.as_string();
    if (a.size() > text.size()) return false;
    return prefix ? text.compare(0, a.size(), a) == 0
                  : text.compare(text.size() - a.size(), a.size(), a) == 0;
  };
  if (affix.is_list()) {
    return std::any_of(affix.as_list().begin(), affix.as_list().end(), one);
  }
  return one(affix);
}

// str.format with {} / {0} / {name} fields and {{ }} escapes; no format specifications.
std::string format_string(const std::string& pattern, CallArgs& args) {
  std::string out;
  std::size_t auto_index = 0;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
      out += c;
      ++i;
      continue;
    }
    if (c == '}') throw RenderError("single '}' encountered in format string");
    if (c != '{') {
      out += c;
      continue;
    }
    const std::size_t close = pattern.find('}', i);
    if (close == std::string::npos) throw RenderError("single '{' encountered in format string");
    const std::string field = pattern.substr(i + 1, close - i - 1);
    if (field.find_first_of(":!.[") != std::string::npos)
      throw RenderError("format fields with a conversion or specification are not supported");
    const Value* value = nullptr;
    if (field.empty() || std::all_of(field.begin(), field.end(), ::isdigit)) {
      const std::size_t index = field.empty() ? auto_index++ : std::stoul(field);
      if (index >= args.positional.size())
        throw RenderError("format: replacement index out of range");
      value = &args.positional[index];
    } else {
      for (const auto& [k, v] : args.keywords) {
        if (k == field) value = &v;
      }
      if (!value) throw RenderError("format: no argument named '" + field + "'");
    }
    out += value->str();
    i = close;
  }
  return out;
}

Value predicate(const std::string& text, bool (*test)(char32_t), bool need_cased = false) {
  const std::vector<char32_t> cps = decode_utf8(text);
  if (cps.empty()) return Value(false);
  return Value(std::all_of(cps.begin(), cps.end(), test) || need_cased);
}

// find, rfind, count, index and join: one argument each.
Value search_or_join(const std::string& s, const std::string& name, ArgReader& reader) {
  if (name != "join") {
    const std::string sub = string_arg(reader.get(0, "sub"), name);
    reader.done();
    if (name == "count") {
      if (sub.empty()) return Value(static_cast<std::int64_t>(utf8_length(s)) + 1);
      std::int64_t n = 0;
      for (std::size_t at = s.find(sub); at != std::string::npos; at = s.find(sub, at + sub.size()))
        ++n;
      return Value(n);
    }
    const std::size_t at = name == "rfind" ? s.rfind(sub) : s.find(sub);
    if (at == std::string::npos && name == "index") throw RenderError("substring not found");
    return Value(at == std::string::npos ? std::int64_t{-1} : code_point_index(s, at));
  }
  const std::optional<Value> items = reader.get(0, "iterable");
  reader.done();
  if (!items) throw RenderError("join() takes one argument");
  std::string out;
  bool first = true;
  for (const Value& item : iterate(*items)) {
    if (!item.is_string())
      throw RenderError("sequence item: expected str instance, " + item.type_name() + " found");
    out += (first ? "" : s) + item.as_string();
    check_string_size(out.size());
    first = false;
  }
  return Value(std::move(out));
}

// upper, lower, title, capitalize, splitlines and the is...() predicates.
Value without_arguments(const std::string& s, const std::string& name) {
  if (name == "upper") return Value(map_case(s, to_upper));
  if (name == "lower") return Value(map_case(s, to_lower));
  if (name == "title") return Value(title_case(s));
  if (name == "capitalize") return Value(capitalize(s));
  if (name == "splitlines") {
    List lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] != '\n' && s[i] != '\r') continue;
      lines.push_back(Value(s.substr(start, i - start)));
      if (s[i] == '\r' && i + 1 < s.size() && s[i + 1] == '\n') ++i;
      start = i + 1;
    }
    if (start < s.size()) lines.push_back(Value(s.substr(start)));
    return Value(std::move(lines));
  }
  if (name == "isspace") return predicate(s, is_python_space);
  if (name == "isdigit") return predicate(s, is_digit);
  if (name == "isalpha") return predicate(s, is_alpha);
  if (name == "isalnum") return predicate(s, [](char32_t c) { return is_alpha(c) || is_digit(c); });
  if (name == "isupper" || name == "islower") {
    const std::vector<char32_t> cps = decode_utf8(s);
    bool cased = false, ok = true;
    for (char32_t c : cps) {
      if (is_cased_upper(c)) cased = true, ok = ok && name == "isupper";
      if (is_cased_lower(c) && !is_cased_upper(c)) cased = true, ok = ok && name == "islower";
    }
    return Value(cased && ok);
  }
  throw RenderError("'str object' has no attribute '" + name + "'");
}

Value call_method(const std::string& s, const std::string& name, CallArgs& args) {
  ArgReader reader(name, args);
  if (name == "strip" || name == "lstrip" || name == "rstrip") {
    const Value chars = reader.get_or(0, "chars", Value::none());
    reader.done();
    const std::string* set = chars.is_string() ? &chars.as_string() : nullptr;
    return Value(strip(s, set, name != "rstrip", name != "lstrip"));
  }
  if (name == "split" || name == "rsplit") {
    const Value sep = reader.get_or(0, "sep", Value::none());
    const Value maxsplit = reader.get_or(1, "maxsplit", Value(-1));
    reader.done();
    if (sep.is_string() && sep.as_string().empty()) throw RenderError("empty separator");
    return Value(split_string(s, sep.is_string() ? &sep.as_string() : nullptr, maxsplit.as_int(),
                              name == "rsplit"));
  }
  if (name == "startswith" || name == "endswith") {
    const std::optional<Value> affix = reader.get(0, "prefix");
    reader.done();
    if (!affix) throw RenderError(name + "() takes one argument");
    return Value(affix_matches(s, *affix, name == "startswith"));
  }
  if (name == "replace") {
    const std::string old = string_arg(reader.get(0, "old"), name);
    const std::string with = string_arg(reader.get(1, "new"), name);
    const Value count = reader.get_or(2, "count", Value(-1));
    reader.done();
    return Value(replace_all(s, old, with, count.as_int()));
  }
  if (name == "find" || name == "rfind" || name == "count" || name == "index" || name == "join")
    return search_or_join(s, name, reader);
  if (name == "format") return Value(format_string(s, args));
  reader.done();
  return without_arguments(s, name);
}

}  // namespace

Value string_method(const Value& object, const std::string& name) {
  static const char* kMethods[] = {"strip",      "lstrip",   "rstrip",     "split",      "rsplit",
                                   "startswith", "endswith", "replace",    "find",       "rfind",
                                   "count",      "index",    "join",       "format",     "upper",
                                   "lower",      "title",    "capitalize", "splitlines", "isspace",
                                   "isdigit",    "isalpha",  "isalnum",    "isupper",    "islower"};
  if (std::find_if(std::begin(kMethods), std::end(kMethods),
                   [&](const char* m) { return name == m; }) == std::end(kMethods))
    return Value();
  const std::string text = object.as_string();
  return Value::function(name,
                         [text, name](CallArgs& args) { return call_method(text, name, args); });
}

List split_string(const std::string& text, const std::string* sep, std::int64_t maxsplit,
                  bool from_right) {
  List parts;
  if (sep) {
    if (!from_right) {
      std::size_t start = 0, at;
      while ((maxsplit < 0 || static_cast<std::int64_t>(parts.size()) < maxsplit) &&
             (at = text.find(*sep, start)) != std::string::npos) {
        parts.push_back(Value(text.substr(start, at - start)));
        start = at + sep->size();
      }
      parts.push_back(Value(text.substr(start)));
      return parts;
    }
    std::size_t end = text.size();
    std::size_t at;
    while ((maxsplit < 0 || static_cast<std::int64_t>(parts.size()) < maxsplit) &&
           end >= sep->size() && (at = text.rfind(*sep, end - sep->size())) != std::string::npos) {
      parts.insert(parts.begin(), Value(text.substr(at + sep->size(), end - at - sep->size())));
      end = at;
    }
    parts.insert(parts.begin(), Value(text.substr(0, end)));
    return parts;
  }
  // Runs of whitespace separate words; leading and trailing whitespace gives no empty words.
  std::vector<char32_t> cps = decode_utf8(text);
  if (from_right) std::reverse(cps.begin(), cps.end());
  std::size_t i = 0;
  while (i < cps.size()) {
    while (i < cps.size() && is_python_space(cps[i])) ++i;
    if (i >= cps.size()) break;
    std::size_t end = i;
    if (maxsplit >= 0 && static_cast<std::int64_t>(parts.size()) == maxsplit) {
      end = cps.size();  // the rest, whitespace at its far end kept
    } else {
      while (end < cps.size() && !is_python_space(cps[end])) ++end;
    }
    std::vector<char32_t> word(cps.begin() + static_cast<std::ptrdiff_t>(i),
                               cps.begin() + static_cast<std::ptrdiff_t>(end));
    if (from_right) std::reverse(word.begin(), word.end());
    parts.push_back(Value(encode_utf8(word)));
    i = end;
  }
  if (from_right) std::reverse(parts.begin(), parts.end());
  return parts;
}

std::string title_case(const std::string& text) {
  std::vector<char32_t> cps = decode_utf8(text);
  bool previous_cased = false;
  for (char32_t& c : cps) {
    const bool cased = is_cased_upper(c) || is_cased_lower(c);
    c = previous_cased ? to_lower(c) : to_upper(c);
    previous_cased = cased;
  }
  return encode_utf8(cps);
}

std::string capitalize(const std::string& text) {
  std::vector<char32_t> cps = decode_utf8(text);
  for (std::size_t i = 0; i < cps.size(); ++i)
    cps[i] = i == 0 ? to_upper(cps[i]) : to_lower(cps[i]);
  return encode_utf8(cps);
}

std::string replace_all(const std::string& text, const std::string& old, const std::string& with,
                        std::int64_t count) {
  std::string out;
  check_string_size(text.size() +
                    (text.size() + 1) * with.size() / std::max<std::size_t>(old.size(), 1));
  if (old.empty()) {  // Python inserts `with` around every character
    const std::vector<char32_t> cps = decode_utf8(text);
    std::int64_t done = 0;
    for (char32_t c : cps) {
      if (count < 0 || done < count) out += with, ++done;
      append_utf8(out, c);
    }
    if (count < 0 || done < count) out += with;
    return out;
  }
  std::size_t start = 0, at;
  std::int64_t done = 0;
  while ((count < 0 || done < count) && (at = text.find(old, start)) != std::string::npos) {
    out += text.substr(start, at - start) + with;
    start = at + old.size();
    ++done;
  }
  return out + text.substr(start);
}

}  // namespace tessera::jinja

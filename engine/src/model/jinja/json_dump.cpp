// Python's json.dumps(..., ensure_ascii=False) on template values, for transformers' tojson
// filter (see builtins.h).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "model/jinja/builtins.h"

namespace tessera::jinja {
namespace {

struct JsonStyle {
  std::optional<std::string> indent;  // null: one line
  std::string item_separator;
  std::string key_separator;
  bool sort_keys = false;
};

void dump_string(const std::string& s, std::string& out) {
  out += '"';
  for (char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char hex[8];
          std::snprintf(hex, sizeof hex, "\\u%04x", static_cast<unsigned>(c));
          out += hex;
        } else {
          out += c;
        }
    }
  }
  out += '"';
}

void dump(const Value& v, const JsonStyle& style, int level, std::string& out);

void newline(const JsonStyle& style, int level, std::string& out) {
  out += '\n';
  for (int i = 0; i < level; ++i) out += *style.indent;
}

template <typename Items, typename Write>
void dump_container(const Items& items, char open, char close, const JsonStyle& style, int level,
                    std::string& out, Write write) {
  out += open;
  if (items.empty()) {
    out += close;
    return;
  }
  bool first = true;
  for (const auto& item : items) {
    if (!first) out += style.item_separator;
    first = false;
    if (style.indent) newline(style, level + 1, out);
    write(item);
  }
  if (style.indent) newline(style, level, out);
  out += close;
}

void dump(const Value& v, const JsonStyle& style, int level, std::string& out) {
  if (level > 256) throw RenderError("tojson: the value is nested too deeply");
  if (v.is_none()) {
    out += "null";
  } else if (v.is_bool()) {
    out += v.as_bool() ? "true" : "false";
  } else if (v.is_int()) {
    out += std::to_string(v.as_int());
  } else if (v.is_float()) {
    const double d = v.as_double();
    out += std::isnan(d)   ? "NaN"
           : std::isinf(d) ? (d > 0 ? "Infinity" : "-Infinity")
                           : float_repr(d);
  } else if (v.is_string()) {
    dump_string(v.as_string(), out);
  } else if (v.is_list()) {
    dump_container(v.as_list(), '[', ']', style, level, out,
                   [&](const Value& item) { dump(item, style, level + 1, out); });
  } else if (v.is_dict() && !v.as_dict().is_namespace) {
    auto entries = v.as_dict().entries;
    if (style.sort_keys) {
      std::stable_sort(entries.begin(), entries.end(),
                       [](const auto& a, const auto& b) { return a.first < b.first; });
    }
    dump_container(entries, '{', '}', style, level, out, [&](const auto& entry) {
      dump_string(entry.first, out);
      out += style.key_separator;
      dump(entry.second, style, level + 1, out);
    });
  } else {
    throw RenderError("Object of type " + v.type_name() + " is not JSON serializable");
  }
}

}  // namespace

std::string json_dumps(const Value& value, std::optional<int> indent, bool sort_keys,
                       std::optional<std::pair<std::string, std::string>> separators) {
  JsonStyle style;
  if (indent) style.indent = std::string(static_cast<std::size_t>(std::max(*indent, 0)), ' ');
  // json.dumps' defaults: ", " between items on one line, "," when indenting.
  style.item_separator = separators ? separators->first : indent ? "," : ", ";
  style.key_separator = separators ? separators->second : ": ";
  style.sort_keys = sort_keys;
  std::string out;
  dump(value, style, 0, out);
  return out;
}

}  // namespace tessera::jinja

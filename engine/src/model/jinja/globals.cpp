// The global functions of a chat template (range, namespace, dict, raise_exception,
// strftime_now) and ArgReader (see builtins.h).
#include <ctime>

#include "model/jinja/builtins.h"

namespace tessera::jinja {
namespace {

// jinja2's sandbox refuses larger ranges (MAX_RANGE).
constexpr std::int64_t kMaxRange = 100000;

Value range(CallArgs& args) {
  if (!args.keywords.empty() || args.positional.empty() || args.positional.size() > 3)
    throw RenderError("range() takes 1 to 3 integer arguments");
  for (const Value& v : args.positional) {
    if (!(v.is_int() || v.is_bool()))
      throw RenderError("range() arguments must be integers, got " + v.type_name());
  }
  const std::int64_t start = args.positional.size() == 1 ? 0 : args.positional[0].as_int();
  const std::int64_t stop = args.positional[args.positional.size() == 1 ? 0 : 1].as_int();
  const std::int64_t step = args.positional.size() == 3 ? args.positional[2].as_int() : 1;
  if (step == 0) throw RenderError("range() arg 3 must not be zero");
  List out;
  for (std::int64_t i = start; step > 0 ? i < stop : i > stop; i += step) {
    if (static_cast<std::int64_t>(out.size()) >= kMaxRange)
      throw RenderError("range too big: the sandbox allows at most " + std::to_string(kMaxRange) +
                        " items");
    out.push_back(Value(i));
  }
  return Value(std::move(out));
}

Value make_dict(CallArgs& args, bool is_namespace) {
  Dict dict;
  dict.is_namespace = is_namespace;
  for (const Value& v : args.positional) {
    if (!v.is_dict()) throw RenderError("namespace()/dict() take a mapping or keyword arguments");
    for (const auto& [k, item] : v.as_dict().entries) dict.set(k, item);
  }
  for (const auto& [k, item] : args.keywords) dict.set(k, item);
  return Value(std::move(dict));
}

std::string strftime_at(std::chrono::system_clock::time_point now, const std::string& format) {
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  std::tm local{};
#ifdef _WIN32
  localtime_s(&local, &t);
#else
  localtime_r(&t, &local);
#endif
  if (format.empty()) return "";
  std::string buffer(256 + format.size() * 8, '\0');
  const std::size_t n = std::strftime(buffer.data(), buffer.size(), format.c_str(), &local);
  if (n == 0) throw RenderError("strftime_now: cannot format '" + format + "'");
  buffer.resize(n);
  return buffer;
}

}  // namespace

Dict make_globals(std::chrono::system_clock::time_point now) {
  Dict globals;
  globals.set("range", Value::function("range", range));
  globals.set("namespace",
              Value::function("namespace", [](CallArgs& a) { return make_dict(a, true); }));
  globals.set("dict", Value::function("dict", [](CallArgs& a) { return make_dict(a, false); }));
  globals.set("raise_exception", Value::function("raise_exception", [](CallArgs& a) -> Value {
                throw RaisedError(a.positional.empty() ? std::string() : a.positional[0].str());
              }));
  globals.set("strftime_now", Value::function("strftime_now", [now](CallArgs& a) {
                ArgReader reader("strftime_now", a);
                const std::optional<Value> format = reader.get(0, "format");
                reader.done();
                if (!format || !format->is_string())
                  throw RenderError("strftime_now() takes a format string");
                return Value(strftime_at(now, format->as_string()));
              }));
  return globals;
}

std::optional<Value> ArgReader::get(std::size_t position, const char* name) {
  if (position < args_.positional.size()) {
    positional_used_ = std::max(positional_used_, position + 1);
    return args_.positional[position];
  }
  for (const auto& [key, value] : args_.keywords) {
    if (key == name) {
      names_used_.push_back(key);
      return value;
    }
  }
  return std::nullopt;
}

Value ArgReader::get_or(std::size_t position, const char* name, Value fallback) {
  std::optional<Value> v = get(position, name);
  return v ? *v : fallback;
}

void ArgReader::done() const {
  if (args_.positional.size() > positional_used_)
    throw RenderError(function_ + " takes " + std::to_string(positional_used_) +
                      " positional argument(s), got " + std::to_string(args_.positional.size()));
  for (const auto& [key, value] : args_.keywords) {
    if (std::find(names_used_.begin(), names_used_.end(), key) == names_used_.end())
      throw RenderError(function_ + " got an unexpected keyword argument '" + key + "'");
  }
}

}  // namespace tessera::jinja

// Attribute and item lookup, slices, iteration, and the str, dict and list methods templates call
// (see builtins.h). Methods that would change a list or dict are refused, as transformers'
// ImmutableSandboxedEnvironment refuses them.
#include <algorithm>

#include "model/jinja/builtins.h"
#include "model/jinja/string_methods.h"
#include "model/jinja/utf8.h"

namespace tessera::jinja {
namespace {

Value unsafe(const std::string& name, const std::string& type) {
  return Value::function(name, [name, type](CallArgs&) -> Value {
    throw RenderError("access to attribute '" + name + "' of '" + type + "' object is unsafe.");
  });
}

Value dict_method(const Value& object, const std::string& name) {
  if (name == "items" || name == "keys" || name == "values") {
    return Value::function(name, [object, name](CallArgs& args) {
      ArgReader(name, args).done();
      List out;
      for (const auto& [k, v] : object.as_dict().entries) {
        if (name == "items") out.push_back(Value::tuple({Value(k), v}));
        if (name == "keys") out.push_back(Value(k));
        if (name == "values") out.push_back(v);
      }
      return Value(std::move(out));
    });
  }
  if (name == "get") {
    return Value::function(name, [object](CallArgs& args) {
      ArgReader reader("get", args);
      const std::optional<Value> key = reader.get(0, "key");
      const Value fallback = reader.get_or(1, "default", Value::none());
      reader.done();
      if (!key) throw RenderError("get() takes a key");
      const Value* found = key->is_string() ? object.as_dict().find(key->as_string()) : nullptr;
      return found ? *found : fallback;
    });
  }
  static const char* kMutating[] = {"pop", "popitem", "setdefault", "update", "clear"};
  for (const char* m : kMutating) {
    if (name == m) return unsafe(name, "dict");
  }
  return Value();
}

Value list_method(const Value& object, const std::string& name) {
  if (name == "index" || name == "count") {
    return Value::function(name, [object, name](CallArgs& args) {
      ArgReader reader(name, args);
      const std::optional<Value> wanted = reader.get(0, "value");
      reader.done();
      if (!wanted) throw RenderError(name + "() takes exactly one argument");
      std::int64_t count = 0;
      const List& list = object.as_list();
      for (std::size_t i = 0; i < list.size(); ++i) {
        if (!equals(list[i], *wanted)) continue;
        if (name == "index") return Value(static_cast<std::int64_t>(i));
        ++count;
      }
      if (name == "index") throw RenderError(wanted->repr() + " is not in list");
      return Value(count);
    });
  }
  static const char* kMutating[] = {"append", "extend",  "insert", "pop",
                                    "remove", "reverse", "sort",   "clear"};
  for (const char* m : kMutating) {
    if (name == m) return unsafe(name, "list");
  }
  return Value();
}

std::int64_t clamp_index(std::int64_t i, std::int64_t n) {
  return i < 0 ? i + n : i;
}

}  // namespace

Value get_attribute(const Value& object, const std::string& name) {
  if (object.is_undefined()) throw RenderError(object.undefined_description());
  if (!name.empty() && name[0] == '_')
    return Value::undefined("access to attribute '" + name + "' is unsafe");
  if (object.is_dict()) {
    if (!object.as_dict().is_namespace) {
      Value method = dict_method(object, name);
      if (!method.is_undefined()) return method;
    }
    if (const Value* v = object.as_dict().find(name)) return *v;
    return Value::undefined(
        join_text({"'", object.type_name(), " object' has no attribute '", name, "'"}));
  }
  if (object.is_string()) {
    Value method = string_method(object, name);
    if (!method.is_undefined()) return method;
  }
  if (object.is_list()) {
    Value method = list_method(object, name);
    if (!method.is_undefined()) return method;
  }
  const std::string type = object.is_none() ? "None" : object.type_name() + " object";
  return Value::undefined(join_text({"'", type, "' has no attribute '", name, "'"}));
}

Value get_item(const Value& object, const Value& key) {
  if (object.is_undefined()) throw RenderError(object.undefined_description());
  if (object.is_dict() && key.is_string()) {
    if (const Value* v = object.as_dict().find(key.as_string())) return *v;
  }
  if ((object.is_list() || object.is_string()) && (key.is_int() || key.is_bool())) {
    if (object.is_list()) {
      const auto n = static_cast<std::int64_t>(object.as_list().size());
      const std::int64_t i = clamp_index(key.as_int(), n);
      if (i >= 0 && i < n) return object.as_list()[static_cast<std::size_t>(i)];
    } else {
      const std::vector<char32_t> cps = decode_utf8(object.as_string());
      const auto n = static_cast<std::int64_t>(cps.size());
      const std::int64_t i = clamp_index(key.as_int(), n);
      if (i >= 0 && i < n) {
        std::string out;
        append_utf8(out, cps[static_cast<std::size_t>(i)]);
        return Value(out);
      }
    }
    return Value::undefined(object.type_name() + " index out of range");
  }
  if (key.is_string()) return get_attribute(object, key.as_string());
  return Value::undefined(
      join_text({"'", object.type_name(), " object' has no item ", key.repr()}));
}

namespace {

// Python's slice.indices(): the positions a[start:stop:step] visits.
std::vector<std::int64_t> slice_positions(std::int64_t n, const Value& start, const Value& stop,
                                          const Value& step_value) {
  auto as_index = [](const Value& v, const char* what) {
    if (!(v.is_int() || v.is_bool()))
      throw RenderError(std::string("slice ") + what + " must be an integer or none");
    return v.as_int();
  };
  const std::int64_t step = step_value.is_none() ? 1 : as_index(step_value, "step");
  if (step == 0) throw RenderError("slice step cannot be zero");
  auto bound = [&](const Value& v, std::int64_t fallback) {
    if (v.is_none()) return fallback;
    std::int64_t i = as_index(v, "bound");
    if (i < 0) i = std::max<std::int64_t>(i + n, step < 0 ? -1 : 0);
    return std::min<std::int64_t>(i, step < 0 ? n - 1 : n);
  };
  const std::int64_t lo = bound(start, step < 0 ? n - 1 : 0);
  const std::int64_t hi = bound(stop, step < 0 ? -1 : n);
  std::vector<std::int64_t> out;
  for (std::int64_t i = lo; step > 0 ? i < hi : i > hi; i += step) out.push_back(i);
  return out;
}

}  // namespace

Value get_slice(const Value& object, const Value& start, const Value& stop, const Value& step) {
  if (object.is_undefined()) throw RenderError(object.undefined_description());
  if (object.is_list()) {
    const List& list = object.as_list();
    List out;
    for (std::int64_t i :
         slice_positions(static_cast<std::int64_t>(list.size()), start, stop, step))
      out.push_back(list[static_cast<std::size_t>(i)]);
    return Value(std::move(out));
  }
  if (object.is_string()) {
    const std::vector<char32_t> cps = decode_utf8(object.as_string());
    std::vector<char32_t> out;
    for (std::int64_t i : slice_positions(static_cast<std::int64_t>(cps.size()), start, stop, step))
      out.push_back(cps[static_cast<std::size_t>(i)]);
    return Value(encode_utf8(out));
  }
  return Value::undefined(join_text({"'", object.type_name(), " object' cannot be sliced"}));
}

List iterate(const Value& value) {
  if (value.is_undefined()) return {};
  if (value.is_list()) return value.as_list();
  if (value.is_dict()) {
    List keys;
    for (const auto& entry : value.as_dict().entries) keys.push_back(Value(entry.first));
    return keys;
  }
  if (value.is_string()) {
    List chars;
    for (char32_t c : decode_utf8(value.as_string())) {
      std::string s;
      append_utf8(s, c);
      chars.push_back(Value(std::move(s)));
    }
    return chars;
  }
  throw RenderError("'" + value.type_name() + "' object is not iterable");
}

std::int64_t length_of(const Value& value) {
  if (value.is_undefined()) return 0;
  if (value.is_string()) return static_cast<std::int64_t>(utf8_length(value.as_string()));
  if (value.is_list()) return static_cast<std::int64_t>(value.as_list().size());
  if (value.is_dict() && !value.as_dict().is_namespace)
    return static_cast<std::int64_t>(value.as_dict().entries.size());
  throw RenderError("object of type '" + value.type_name() + "' has no len()");
}

}  // namespace tessera::jinja

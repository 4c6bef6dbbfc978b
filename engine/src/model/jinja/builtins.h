// What templates call by name: attribute and item lookup (with the str, dict and list methods
// templates use), iteration, filters, tests, JSON output and the global functions.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/jinja/value.h"

namespace tessera::jinja {

class ArgReader;

// x.name: a dict's key or method, a str or list method, a namespace attribute. Undefined (not an
// error) when there is none, as jinja2's default Undefined; an error on an undefined x.
Value get_attribute(const Value& object, const std::string& name);
// x[key]: an item, or the attribute of that name; undefined when neither exists.
Value get_item(const Value& object, const Value& key);
// x[start:stop:step] of a str or list, with Python's rules for negative and missing bounds.
Value get_slice(const Value& object, const Value& start, const Value& stop, const Value& step);
// The items a for loop visits: list items, dict keys, str characters; none for undefined.
List iterate(const Value& value);
// len(x), for the length filter and loop.length.
std::int64_t length_of(const Value& value);

Value apply_filter(const std::string& name, const Value& input, CallArgs& args);
bool apply_test(const std::string& name, const Value& input, CallArgs& args);
bool has_filter(const std::string& name);
bool has_test(const std::string& name);
// The sequence filters (map, select, sort, ...), used by apply_filter.
bool is_sequence_filter(const std::string& name);
Value filter_sequence(const std::string& name, const Value& input, ArgReader& args);
// attribute= of map, sort, join, ...: "a.b" or an index.
Value attribute_of(const Value& item, const Value& attribute);
// How sort, unique, min and max compare: strings lowercased unless case_sensitive.
Value sort_key_of(const Value& value, bool case_sensitive);

// json.dumps(value, ensure_ascii=False, indent=indent, separators=..., sort_keys=...), as
// transformers' tojson filter calls it.
std::string json_dumps(const Value& value, std::optional<int> indent, bool sort_keys,
                       std::optional<std::pair<std::string, std::string>> separators);

// The globals of transformers' environment and jinja2's defaults that templates use: range,
// namespace, dict, raise_exception, strftime_now (reading `now`).
Dict make_globals(std::chrono::system_clock::time_point now);

// Arguments by position or keyword, with their defaults, for builtin functions and filters.
class ArgReader {
 public:
  ArgReader(std::string function, CallArgs& args) : function_(std::move(function)), args_(args) {}
  // The argument at `position` or named `name`; nullopt when absent.
  std::optional<Value> get(std::size_t position, const char* name);
  Value get_or(std::size_t position, const char* name, Value fallback);
  // Throws when an argument was passed that no get() asked for.
  void done() const;
  // All the arguments, for filters that pass them on (map, select).
  CallArgs& raw() { return args_; }

 private:
  std::string function_;
  CallArgs& args_;
  std::size_t positional_used_ = 0;
  std::vector<std::string> names_used_;
};

}  // namespace tessera::jinja

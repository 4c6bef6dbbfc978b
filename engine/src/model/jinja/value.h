// The values a Jinja template computes with, and the Python semantics chat templates rely on:
// truthiness, str() and repr(), ==, ordering, and JSON in and out. Lists and dicts are shared
// (Python's reference semantics: a namespace changed in a loop is changed after it too).
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace tessera::jinja {

class Value;
using List = std::vector<Value>;

// A failure while rendering; the interpreter prefixes the template line.
class RenderError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A template that cannot be parsed, at a line of its source (1-based).
class SyntaxError : public std::runtime_error {
 public:
  SyntaxError(int line, const std::string& message) : std::runtime_error(message), line_(line) {}
  int line() const { return line_; }

 private:
  int line_;
};

// raise_exception(message) in a template: the message is the template author's, shown as is.
class RaisedError : public RenderError {
 public:
  using RenderError::RenderError;
};

// Keys in insertion order, as Python's dict (json.dumps keeps that order).
struct Dict {
  std::vector<std::pair<std::string, Value>> entries;
  bool is_namespace = false;  // namespace(): the only object a template may assign attributes to

  const Value* find(std::string_view key) const;
  void set(const std::string& key, Value value);
};

struct CallArgs {
  std::vector<Value> positional;
  std::vector<std::pair<std::string, Value>> keywords;
};

struct Function {
  std::string name;
  std::function<Value(CallArgs&)> call;
};

// What was looked up and not found, for the message when it is used anyway.
struct Undefined {
  std::string description;  // "'x' is undefined", "'dict object' has no attribute 'y'"
};

class Value {
 public:
  Value() : v_(Undefined{}) {}
  Value(bool b) : v_(b) {}
  Value(std::int64_t i) : v_(i) {}
  Value(int i) : v_(static_cast<std::int64_t>(i)) {}
  Value(double d) : v_(d) {}
  Value(std::string s) : v_(std::move(s)) {}
  Value(const char* s) : v_(std::string(s)) {}
  Value(List list) : v_(std::make_shared<List>(std::move(list))) {}
  Value(Dict dict) : v_(std::make_shared<Dict>(std::move(dict))) {}
  Value(std::shared_ptr<const Function> f) : v_(std::move(f)) {}
  static Value none() {
    Value v;
    v.v_ = std::monostate{};
    return v;
  }
  static Value undefined(std::string description) {
    Value v;
    v.v_ = Undefined{std::move(description)};
    return v;
  }
  // A tuple is a list that prints as (a, b) and never equals a list, as in Python.
  static Value tuple(List items) {
    Value v(std::move(items));
    v.tuple_ = true;
    return v;
  }
  static Value function(std::string name, std::function<Value(CallArgs&)> call) {
    return Value(std::make_shared<const Function>(Function{std::move(name), std::move(call)}));
  }
  // RenderError when the JSON nests deeper than kMaxJsonDepth.
  static Value from_json(const nlohmann::ordered_json& json, int depth = 0);
  static constexpr int kMaxJsonDepth = 100;

  bool is_undefined() const { return std::holds_alternative<Undefined>(v_); }
  bool is_none() const { return std::holds_alternative<std::monostate>(v_); }
  bool is_bool() const { return std::holds_alternative<bool>(v_); }
  bool is_int() const { return std::holds_alternative<std::int64_t>(v_); }  // bool excluded
  bool is_float() const { return std::holds_alternative<double>(v_); }
  bool is_number() const { return is_int() || is_float() || is_bool(); }
  bool is_string() const { return std::holds_alternative<std::string>(v_); }
  bool is_list() const { return std::holds_alternative<std::shared_ptr<List>>(v_); }
  bool is_dict() const { return std::holds_alternative<std::shared_ptr<Dict>>(v_); }
  bool is_tuple() const { return tuple_; }
  bool is_callable() const { return std::holds_alternative<std::shared_ptr<const Function>>(v_); }

  bool as_bool() const { return std::get<bool>(v_); }
  std::int64_t as_int() const;  // int or bool
  double as_double() const;     // any number
  const std::string& as_string() const { return std::get<std::string>(v_); }
  const List& as_list() const { return *std::get<std::shared_ptr<List>>(v_); }
  List& mutable_list() const { return *std::get<std::shared_ptr<List>>(v_); }
  const Dict& as_dict() const { return *std::get<std::shared_ptr<Dict>>(v_); }
  Dict& mutable_dict() const { return *std::get<std::shared_ptr<Dict>>(v_); }
  const Function& as_function() const { return *std::get<std::shared_ptr<const Function>>(v_); }
  const std::string& undefined_description() const { return std::get<Undefined>(v_).description; }

  bool truthy() const;
  std::string str() const;        // Python str(); "" for undefined
  std::string repr() const;       // Python repr()
  std::string type_name() const;  // Python's: 'str', 'int', 'dict', 'NoneType', ...

 private:
  std::variant<Undefined, std::monostate, bool, std::int64_t, double, std::string,
               std::shared_ptr<List>, std::shared_ptr<Dict>, std::shared_ptr<const Function>>
      v_;
  bool tuple_ = false;
};

// The longest string a template may build (the rendered output has its own bound).
inline constexpr std::size_t kMaxStringBytes = std::size_t{32} << 20;
// Throws RenderError when a string of `bytes` would be longer than kMaxStringBytes.
void check_string_size(std::size_t bytes);

// Joins pieces of text (GCC 12 misreports `"literal" + std::string` under -Wrestrict).
std::string join_text(std::initializer_list<std::string_view> pieces);

// Python's ==: numbers by value (1 == 1.0 == true), lists and dicts element by element.
bool equals(const Value& a, const Value& b);
// Python's <: numbers, strings (by code point), lists; RenderError for other pairs.
bool less(const Value& a, const Value& b);
// Python's repr() of a float: the shortest text that reads back the same ("1.0", "1e+20").
std::string float_repr(double d);
// A Python string literal: single quotes unless the text has one and no double quote.
std::string string_repr(std::string_view s);

}  // namespace tessera::jinja

// jinja2's filters over sequences: map, select/reject, selectattr/rejectattr, sort, dictsort,
// unique, min, max, sum (see builtins.h).
#include <algorithm>

#include "model/jinja/builtins.h"

namespace tessera::jinja {
namespace {

// map(attribute='x', default=...) or map('filter', args...).
Value map_items(const Value& v, ArgReader& a, CallArgs& rest) {
  List out;
  const std::optional<Value> attribute = a.get(1000, "attribute");
  if (attribute) {
    const std::optional<Value> fallback = a.get(1001, "default");
    a.done();
    for (const Value& item : iterate(v)) {
      Value got = attribute_of(item, *attribute);
      out.push_back(got.is_undefined() && fallback ? *fallback : got);
    }
    return Value(std::move(out));
  }
  if (rest.positional.empty() || !rest.positional[0].is_string())
    throw RenderError("map: needs a filter name or attribute=");
  const std::string filter = rest.positional[0].as_string();
  CallArgs filter_args;
  filter_args.positional.assign(rest.positional.begin() + 1, rest.positional.end());
  filter_args.keywords = rest.keywords;
  for (const Value& item : iterate(v)) {
    CallArgs copy = filter_args;
    out.push_back(apply_filter(filter, item, copy));
  }
  return Value(std::move(out));
}

// select/reject('test', args...) and selectattr/rejectattr('attr', 'test', args...).
Value select_items(const std::string& name, const Value& v, CallArgs& rest) {
  const bool by_attribute = name == "selectattr" || name == "rejectattr";
  const bool keep_when = name == "select" || name == "selectattr";
  std::size_t next = 0;
  Value attribute;
  if (by_attribute) {
    if (rest.positional.empty()) throw RenderError(name + ": needs an attribute name");
    attribute = rest.positional[next++];
  }
  std::optional<std::string> test;
  if (next < rest.positional.size()) test = rest.positional[next++].str();
  CallArgs test_args;
  test_args.positional.assign(rest.positional.begin() + static_cast<std::ptrdiff_t>(next),
                              rest.positional.end());
  test_args.keywords = rest.keywords;
  List out;
  for (const Value& item : iterate(v)) {
    const Value subject = by_attribute ? attribute_of(item, attribute) : item;
    CallArgs copy = test_args;
    const bool passes = test ? apply_test(*test, subject, copy) : subject.truthy();
    if (passes == keep_when) out.push_back(item);
  }
  return Value(std::move(out));
}

List sorted(List items, bool reverse, bool case_sensitive, const std::optional<Value>& attribute) {
  auto key = [&](const Value& item) {
    return sort_key_of(attribute ? attribute_of(item, *attribute) : item, case_sensitive);
  };
  std::stable_sort(items.begin(), items.end(), [&](const Value& x, const Value& y) {
    return reverse ? less(key(y), key(x)) : less(key(x), key(y));
  });
  return items;
}

Value sort_items(const Value& v, ArgReader& a) {
  const bool reverse = a.get_or(0, "reverse", Value(false)).truthy();
  const bool case_sensitive = a.get_or(1, "case_sensitive", Value(false)).truthy();
  const std::optional<Value> attribute = a.get(2, "attribute");
  a.done();
  return Value(sorted(iterate(v), reverse, case_sensitive, attribute));
}

Value dictsort_items(const Value& v, ArgReader& a) {
  const bool case_sensitive = a.get_or(0, "case_sensitive", Value(false)).truthy();
  const std::string by = a.get_or(1, "by", Value("key")).str();
  const bool reverse = a.get_or(2, "reverse", Value(false)).truthy();
  a.done();
  if (!v.is_dict()) throw RenderError("dictsort: the value must be a mapping");
  if (by != "key" && by != "value") throw RenderError("dictsort: by must be 'key' or 'value'");
  List pairs;
  for (const auto& [k, item] : v.as_dict().entries) pairs.push_back(Value::tuple({Value(k), item}));
  return Value(sorted(std::move(pairs), reverse, case_sensitive, Value(by == "key" ? 0 : 1)));
}

Value unique_items(const Value& v, ArgReader& a) {
  const bool case_sensitive = a.get_or(0, "case_sensitive", Value(false)).truthy();
  const std::optional<Value> attribute = a.get(1, "attribute");
  a.done();
  List out, seen;
  for (const Value& item : iterate(v)) {
    const Value key =
        sort_key_of(attribute ? attribute_of(item, *attribute) : item, case_sensitive);
    if (std::any_of(seen.begin(), seen.end(), [&](const Value& s) { return equals(s, key); }))
      continue;
    seen.push_back(key);
    out.push_back(item);
  }
  return Value(std::move(out));
}

Value extreme(const Value& v, ArgReader& a, bool largest) {
  const bool case_sensitive = a.get_or(0, "case_sensitive", Value(false)).truthy();
  const std::optional<Value> attribute = a.get(1, "attribute");
  a.done();
  const List items = sorted(iterate(v), largest, case_sensitive, attribute);
  return items.empty() ? Value::undefined("no " + std::string(largest ? "largest" : "smallest") +
                                          " item, sequence was empty")
                       : items.front();
}

Value sum_items(const Value& v, ArgReader& a) {
  const std::optional<Value> attribute = a.get(0, "attribute");
  Value total = a.get_or(1, "start", Value(0));
  a.done();
  for (const Value& item : iterate(v)) {
    const Value x = attribute ? attribute_of(item, *attribute) : item;
    if (!x.is_number() || !total.is_number()) throw RenderError("sum: the items must be numbers");
    total = total.is_float() || x.is_float() ? Value(total.as_double() + x.as_double())
                                             : Value(total.as_int() + x.as_int());
  }
  return total;
}

}  // namespace

bool is_sequence_filter(const std::string& name) {
  static const char* kNames[] = {"map",      "select", "reject", "selectattr", "rejectattr", "sort",
                                 "dictsort", "unique", "min",    "max",        "sum"};
  return std::any_of(std::begin(kNames), std::end(kNames),
                     [&](const char* n) { return name == n; });
}

Value filter_sequence(const std::string& name, const Value& v, ArgReader& a) {
  if (name == "map") return map_items(v, a, a.raw());
  if (name == "select" || name == "reject" || name == "selectattr" || name == "rejectattr")
    return select_items(name, v, a.raw());
  if (name == "sort") return sort_items(v, a);
  if (name == "dictsort") return dictsort_items(v, a);
  if (name == "unique") return unique_items(v, a);
  if (name == "min" || name == "max") return extreme(v, a, name == "max");
  return sum_items(v, a);
}

}  // namespace tessera::jinja

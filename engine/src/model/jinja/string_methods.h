// The methods of Python's str that chat templates call ("text".strip(), .split(), ...).
#pragma once

#include <string>

#include "model/jinja/value.h"

namespace tessera::jinja {

// The bound method `name` of the string `object`; undefined when str has no such method here.
Value string_method(const Value& object, const std::string& name);

// str.split(sep, maxsplit) and str.rsplit: sep null splits on runs of whitespace.
List split_string(const std::string& text, const std::string* sep, std::int64_t maxsplit,
                  bool from_right);
std::string title_case(const std::string& text);  // str.title()
std::string capitalize(const std::string& text);  // str.capitalize()
std::string replace_all(const std::string& text, const std::string& old, const std::string& with,
                        std::int64_t count);

}  // namespace tessera::jinja

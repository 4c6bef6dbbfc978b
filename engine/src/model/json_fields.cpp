#include "model/json_fields.h"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

#include "tessera/error.h"
#include "tessera/utf8_path.h"

namespace tessera {

namespace {

// nlohmann's messages quote the bytes it read last, which may be invalid UTF-8 or control
// characters; an error message must stay printable text.
std::string printable(const std::string& message) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string text;
  for (const unsigned char c : message) {
    if (c >= 0x20 && c < 0x7F) {
      text += static_cast<char>(c);
    } else {
      text += "\\x";
      text += kHex[c >> 4];
      text += kHex[c & 0xF];
    }
  }
  return text;
}

}  // namespace

nlohmann::json parse_json_text(std::string_view text, const char* invalid_template,
                               const std::string& source) {
  // The callback sees every container as it opens, with the number of containers around it.
  const nlohmann::json::parser_callback_t bound_depth =
      [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json&) {
        const bool opens = event == nlohmann::json::parse_event_t::object_start ||
                           event == nlohmann::json::parse_event_t::array_start;
        if (opens && depth >= kMaxJsonDepth) {
          throw Error(invalid_template, source,
                      Message(tessera::Message::tr("nested deeper than %1 levels"), kMaxJsonDepth));
        }
        return true;
      };
  try {
    return nlohmann::json::parse(text.begin(), text.end(), bound_depth);
  } catch (const nlohmann::json::exception& e) {
    // Syntax errors (parse_error) and numbers beyond a double (out_of_range, "1e405", found by
    // fuzz_model_json). e.what() reads "[json.exception.parse_error.101] parse error at line 3,
    // column 5: ..."; keep what follows the bracket.
    const std::string what = e.what();
    const auto bracket = what.find("] ");
    throw Error(invalid_template, source,
                printable(bracket == std::string::npos ? what : what.substr(bracket + 2)));
  }
}

std::string read_model_file(const std::string& path, const std::string& display_name,
                            std::size_t max_bytes) {
  std::error_code unreadable;
  const auto status = std::filesystem::status(utf8_path(path), unreadable);
  if (unreadable || !std::filesystem::exists(status)) {
    throw Error(tessera::Message::tr("%1: cannot open '%2'"), display_name, path);
  }
  if (!std::filesystem::is_regular_file(status)) {
    throw Error(tessera::Message::tr("%1: '%2' is not a regular file"), display_name, path);
  }
  std::ifstream in(utf8_path(path), std::ios::binary);
  if (!in) throw Error(tessera::Message::tr("%1: cannot open '%2'"), display_name, path);
  std::string text(max_bytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (text.size() > max_bytes) {
    throw Error(
        tessera::Message::tr("%1: '%2' is larger than %3 bytes, more than such a file holds"),
        display_name, path, max_bytes);
  }
  return text;
}

nlohmann::json read_json_file(const std::string& path, const std::string& display_name) {
  return parse_json_text(read_model_file(path, display_name, kMaxJsonFileBytes),
                         tessera::Message::tr("%1: invalid JSON: %2"), display_name);
}

// Writes compact JSON (as dump() would) with an explicit stack, stopping once the excerpt is
// long enough: a bad value may be large or deep, and only its first characters are shown.
std::string json_excerpt(const nlohmann::json& value) {
  constexpr std::size_t kMaxLength = 60;
  struct Open {
    const nlohmann::json* container;
    nlohmann::json::const_iterator next;
  };
  const auto scalar = [](const nlohmann::json& v) {
    return v.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  };
  std::vector<Open> open;
  std::string text;
  const nlohmann::json* current = &value;
  while (text.size() <= kMaxLength) {
    if (current != nullptr) {
      if (current->is_structured() && !current->empty()) {
        text += current->is_object() ? '{' : '[';
        open.push_back({current, current->cbegin()});
      } else {
        text += scalar(*current);  // also [] and {}
      }
      current = nullptr;
    }
    if (open.empty()) break;
    Open& top = open.back();
    if (top.next == top.container->cend()) {
      text += top.container->is_object() ? '}' : ']';
      open.pop_back();
      continue;
    }
    if (top.next != top.container->cbegin()) text += ',';
    if (top.container->is_object()) text += scalar(nlohmann::json(top.next.key())) + ':';
    current = &*top.next;
    ++top.next;
  }
  if (text.size() > kMaxLength) text = text.substr(0, kMaxLength) + "...";
  return text;
}

JsonFields::JsonFields(std::string file, const nlohmann::json& object)
    : file_(std::move(file)), object_(object) {
  if (!object_.is_object()) {
    throw Error(tessera::Message::tr("%1: expected a JSON object, got %2"), file_,
                json_excerpt(object_));
  }
}

bool JsonFields::has(const std::string& key) const {
  const auto it = object_.find(key);
  return it != object_.end() && !it->is_null();
}

const nlohmann::json& JsonFields::at(const std::string& key) const {
  if (!has(key)) fail(key, Message(tessera::Message::tr("is missing")));
  return object_.at(key);
}

void JsonFields::fail(const std::string& key, Message problem) const {
  throw Error(tessera::Message::tr("%1: field '%2' %3"), file_, key, std::move(problem));
}

std::int64_t JsonFields::integer(const std::string& key) const {
  const nlohmann::json& value = at(key);
  if (!value.is_number_integer()) {
    fail(key, Message(tessera::Message::tr("must be an integer, got %1"), json_excerpt(value)));
  }
  return to_int64(key, value);
}

// nlohmann keeps integers above INT64_MAX as unsigned; get<int64_t>() would wrap them to
// negative numbers, so the message would not show what the file says.
std::int64_t JsonFields::to_int64(const std::string& key, const nlohmann::json& value) const {
  if (value.is_number_unsigned() &&
      value.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX)) {
    fail(key, Message(tessera::Message::tr("= %1 is out of range"), value.dump()));
  }
  return value.get<std::int64_t>();
}

std::optional<std::int64_t> JsonFields::optional_integer(const std::string& key) const {
  if (!has(key)) return std::nullopt;
  return integer(key);
}

double JsonFields::number(const std::string& key, double fallback) const {
  if (!has(key)) return fallback;
  const nlohmann::json& value = object_.at(key);
  if (!value.is_number())
    fail(key, Message(tessera::Message::tr("must be a number, got %1"), json_excerpt(value)));
  return value.get<double>();
}

bool JsonFields::boolean(const std::string& key, bool fallback) const {
  if (!has(key)) return fallback;
  const nlohmann::json& value = object_.at(key);
  if (!value.is_boolean()) {
    fail(key, Message(tessera::Message::tr("must be true or false, got %1"), json_excerpt(value)));
  }
  return value.get<bool>();
}

std::string JsonFields::string(const std::string& key, const std::string& fallback) const {
  if (!has(key)) return fallback;
  const nlohmann::json& value = object_.at(key);
  if (!value.is_string())
    fail(key, Message(tessera::Message::tr("must be a string, got %1"), json_excerpt(value)));
  return value.get<std::string>();
}

std::vector<std::int64_t> JsonFields::integers(const std::string& key) const {
  if (!has(key)) return {};
  const nlohmann::json& value = object_.at(key);
  if (value.is_number_integer()) return {to_int64(key, value)};
  std::vector<std::int64_t> result;
  if (value.is_array()) {
    for (const auto& item : value) {
      if (!item.is_number_integer()) break;
      result.push_back(to_int64(key, item));
    }
    if (result.size() == value.size()) return result;
  }
  fail(key, Message(tessera::Message::tr("must be an integer or a list of integers, got %1"),
                    json_excerpt(value)));
}

}  // namespace tessera

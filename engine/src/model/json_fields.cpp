#include "model/json_fields.h"

#include <fstream>
#include <sstream>
#include <utility>

#include "tessera/error.h"
#include "tessera/utf8_path.h"

namespace tessera {

nlohmann::json read_json_file(const std::string& path, const std::string& display_name) {
  std::ifstream in(utf8_path(path), std::ios::binary);
  if (!in) throw Error(display_name + ": cannot open '" + path + "'");
  std::stringstream text;
  text << in.rdbuf();
  try {
    return nlohmann::json::parse(text.str());
  } catch (const nlohmann::json::parse_error& e) {
    // e.what() carries nlohmann's "[json.exception.parse_error.101] parse error at line 3,
    // column 5: ..." text, which includes the position; keep the useful part.
    std::string what = e.what();
    const auto start = what.find("parse error");
    throw Error(display_name +
                ": invalid JSON: " + (start == std::string::npos ? what : what.substr(start)));
  }
}

std::string json_excerpt(const nlohmann::json& value) {
  std::string text = value.dump();
  constexpr std::size_t kMaxLength = 60;
  if (text.size() > kMaxLength) text = text.substr(0, kMaxLength) + "...";
  return text;
}

JsonFields::JsonFields(std::string file, const nlohmann::json& object)
    : file_(std::move(file)), object_(object) {
  if (!object_.is_object()) {
    throw Error(file_ + ": expected a JSON object, got " + json_excerpt(object_));
  }
}

bool JsonFields::has(const std::string& key) const {
  const auto it = object_.find(key);
  return it != object_.end() && !it->is_null();
}

const nlohmann::json& JsonFields::at(const std::string& key) const {
  if (!has(key)) fail(key, "is missing");
  return object_.at(key);
}

void JsonFields::fail(const std::string& key, const std::string& problem) const {
  throw Error(file_ + ": field '" + key + "' " + problem);
}

std::int64_t JsonFields::integer(const std::string& key) const {
  const nlohmann::json& value = at(key);
  if (!value.is_number_integer()) fail(key, "must be an integer, got " + json_excerpt(value));
  return value.get<std::int64_t>();
}

std::optional<std::int64_t> JsonFields::optional_integer(const std::string& key) const {
  if (!has(key)) return std::nullopt;
  return integer(key);
}

double JsonFields::number(const std::string& key, double fallback) const {
  if (!has(key)) return fallback;
  const nlohmann::json& value = object_.at(key);
  if (!value.is_number()) fail(key, "must be a number, got " + json_excerpt(value));
  return value.get<double>();
}

bool JsonFields::boolean(const std::string& key, bool fallback) const {
  if (!has(key)) return fallback;
  const nlohmann::json& value = object_.at(key);
  if (!value.is_boolean()) fail(key, "must be true or false, got " + json_excerpt(value));
  return value.get<bool>();
}

std::string JsonFields::string(const std::string& key, const std::string& fallback) const {
  if (!has(key)) return fallback;
  const nlohmann::json& value = object_.at(key);
  if (!value.is_string()) fail(key, "must be a string, got " + json_excerpt(value));
  return value.get<std::string>();
}

std::vector<std::int64_t> JsonFields::integers(const std::string& key) const {
  if (!has(key)) return {};
  const nlohmann::json& value = object_.at(key);
  if (value.is_number_integer()) return {value.get<std::int64_t>()};
  std::vector<std::int64_t> result;
  if (value.is_array()) {
    for (const auto& item : value) {
      if (!item.is_number_integer()) break;
      result.push_back(item.get<std::int64_t>());
    }
    if (result.size() == value.size()) return result;
  }
  fail(key, "must be an integer or a list of integers, got " + json_excerpt(value));
}

}  // namespace tessera

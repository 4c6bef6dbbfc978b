// JsonSection: the checks of one field each, with the existing "%1: field '%2' %3" message.
#include "model/bpe/json_section.h"

#include "model/json_fields.h"
#include "tessera/error.h"

namespace tessera::bpe {

using nlohmann::json;

JsonSection::JsonSection(const std::string& file, std::string place, const json& value)
    : file_(file), place_(std::move(place)), value_(value) {
  if (!value_.is_object()) {
    throw Error(tessera::Message::tr("%1: field '%2' %3"), file_, place_.empty() ? "." : place_,
                Message(tessera::Message::tr("must be an object, got %1"), json_excerpt(value_)));
  }
}

std::string JsonSection::place(const std::string& key) const {
  return place_.empty() ? key : place_ + "." + key;
}

void JsonSection::fail(const std::string& key, Message problem) const {
  throw Error(tessera::Message::tr("%1: field '%2' %3"), file_, place(key), std::move(problem));
}

void JsonSection::unsupported(const std::string& key, const std::string& value,
                              const char* supported) const {
  fail(key, Message(tessera::Message::tr("is '%1', which is not supported (supported: %2)"), value,
                    supported));
}

const json* JsonSection::find(const std::string& key) const {
  const auto it = value_.find(key);
  if (it == value_.end() || it->is_null()) return nullptr;
  return &*it;
}

std::string JsonSection::string(const std::string& key) const {
  const json* found = find(key);
  if (!found) fail(key, Message(tessera::Message::tr("is missing")));
  if (!found->is_string()) {
    fail(key, Message(tessera::Message::tr("must be a string, got %1"), json_excerpt(*found)));
  }
  return found->get<std::string>();
}

std::string JsonSection::string_or(const std::string& key, const std::string& fallback) const {
  return find(key) ? string(key) : fallback;
}

bool JsonSection::flag(const std::string& key, bool fallback) const {
  const json* found = find(key);
  if (!found) return fallback;
  if (!found->is_boolean()) {
    fail(key, Message(tessera::Message::tr("must be true or false, got %1"), json_excerpt(*found)));
  }
  return found->get<bool>();
}

std::size_t JsonSection::count(const std::string& key, std::size_t fallback) const {
  const json* found = find(key);
  if (!found) return fallback;
  if (!found->is_number_unsigned() || found->get<std::uint64_t>() > 1'000'000) {
    fail(key, Message(tessera::Message::tr("must be an integer, got %1"), json_excerpt(*found)));
  }
  return found->get<std::size_t>();
}

JsonSection JsonSection::object(const std::string& key) const {
  const json* found = find(key);
  if (!found) fail(key, Message(tessera::Message::tr("is missing")));
  return JsonSection(file_, place(key), *found);
}

std::vector<JsonSection> JsonSection::objects(const std::string& key) const {
  const json* found = find(key);
  if (!found) fail(key, Message(tessera::Message::tr("is missing")));
  if (!found->is_array()) {
    fail(key, Message(tessera::Message::tr("must be a list, got %1"), json_excerpt(*found)));
  }
  std::vector<JsonSection> sections;
  for (std::size_t i = 0; i < found->size(); ++i) {
    sections.emplace_back(file_, place(key) + "[" + std::to_string(i) + "]", (*found)[i]);
  }
  return sections;
}

}  // namespace tessera::bpe

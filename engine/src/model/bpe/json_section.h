// Typed reading of one object inside a tokenizer.json, with errors that name the file and the
// field's full place ("tokenizer.json: field 'pre_tokenizer.pretokenizers[1].behavior' ...").
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tessera/message.h"

namespace tessera::bpe {

class JsonSection {
 public:
  JsonSection(const std::string& file, std::string place, const nlohmann::json& value);

  // The value of `key`; null when it is absent or null.
  const nlohmann::json* find(const std::string& key) const;
  std::string string(const std::string& key) const;  // required
  std::string string_or(const std::string& key, const std::string& fallback) const;
  bool flag(const std::string& key, bool fallback) const;
  std::size_t count(const std::string& key, std::size_t fallback) const;
  JsonSection object(const std::string& key) const;                // required
  std::vector<JsonSection> objects(const std::string& key) const;  // a required list of objects
  const nlohmann::json& value() const { return value_; }
  const std::string& file() const { return file_; }
  std::string place(const std::string& key) const;

  [[noreturn]] void fail(const std::string& key, Message problem) const;
  [[noreturn]] void unsupported(const std::string& key, const std::string& value,
                                const char* supported) const;

 private:
  const std::string& file_;
  std::string place_;
  const nlohmann::json& value_;
};

}  // namespace tessera::bpe

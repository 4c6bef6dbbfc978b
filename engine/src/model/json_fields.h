// Typed access to the fields of a JSON object read from a model file, with errors that name the
// file and the field ("config.json: field 'hidden_size' must be an integer, got \"64\"").
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/json_text.h"
#include "tessera/message.h"

namespace tessera {

// The bytes of a model folder's small file (JSON, the tokenizer, a chat template). Refuses what
// is not a regular file (a FIFO would block forever, /dev/zero would fill memory) and a file of
// more than `max_bytes`; errors name `display_name`.
std::string read_model_file(const std::string& path, const std::string& display_name,
                            std::size_t max_bytes);
inline constexpr std::size_t kMaxJsonFileBytes = 64u << 20;

// Parses a whole JSON file (at most kMaxJsonFileBytes); errors name `display_name` and the
// parser's position.
nlohmann::json read_json_file(const std::string& path, const std::string& display_name);

// Renders a JSON value briefly for an error message, without recursion and without rendering
// more of the value than the excerpt shows.
std::string json_excerpt(const nlohmann::json& value);

class JsonFields {
 public:
  JsonFields(std::string file, const nlohmann::json& object);

  const std::string& file() const { return file_; }
  bool has(const std::string& key) const;  // present and not null
  const nlohmann::json& at(const std::string& key) const;

  std::int64_t integer(const std::string& key) const;  // required
  std::optional<std::int64_t> optional_integer(const std::string& key) const;
  double number(const std::string& key, double fallback) const;
  bool boolean(const std::string& key, bool fallback) const;
  std::string string(const std::string& key, const std::string& fallback) const;
  // An integer or a list of integers (as eos_token_id may be); empty when absent or null.
  std::vector<std::int64_t> integers(const std::string& key) const;

  // Throws "<file>: field '<key>' <problem>".
  [[noreturn]] void fail(const std::string& key, Message problem) const;

 private:
  std::int64_t to_int64(const std::string& key, const nlohmann::json& value) const;

  std::string file_;
  const nlohmann::json& object_;
};

}  // namespace tessera

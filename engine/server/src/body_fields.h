// Typed, range-checked access to the fields of a request body. Every problem becomes a 400
// ApiError that names the field and the value ("'top_p' must be in (0, 1], got 1.5").
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace tessera::server {

class BodyFields {
 public:
  explicit BodyFields(const nlohmann::json& body);  // 400 unless body is an object

  bool has(const std::string& key) const;  // present and not null
  const nlohmann::json& at(const std::string& key) const;

  std::optional<std::int64_t> integer(const std::string& key, std::int64_t min,
                                      std::int64_t max) const;
  std::optional<double> number(const std::string& key, double min, double max) const;
  bool boolean(const std::string& key, bool fallback) const;
  std::optional<std::string> string(const std::string& key) const;

  [[noreturn]] void fail(const std::string& key, const std::string& problem) const;

 private:
  const nlohmann::json& body_;
};

// A short rendering of a value for error messages.
std::string excerpt(const nlohmann::json& value);

}  // namespace tessera::server

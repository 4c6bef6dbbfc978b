#include "body_fields.h"

#include <cmath>

#include "api_error.h"

namespace tessera::server {

namespace {

constexpr std::size_t kExcerptBytes = 60;

std::string dump_scalar(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// Writes `value` as JSON until `out` holds `budget` bytes. Hand-written rather than dump(), which
// renders the whole value recursively: a body may nest arrays millions deep (a stack overflow)
// or be megabytes long. Each level writes a bracket before it descends, so the recursion is at
// most `budget` deep.
void render(const nlohmann::json& value, std::string& out, std::size_t budget) {
  if (out.size() >= budget) return;
  if (!value.is_structured()) {
    out += dump_scalar(value);
    return;
  }
  out += value.is_array() ? '[' : '{';
  bool first = true;
  for (auto it = value.begin(); it != value.end() && out.size() < budget; ++it) {
    if (!first) out += ',';
    first = false;
    if (value.is_object()) out += dump_scalar(it.key()) + ':';
    render(*it, out, budget);
  }
  out += value.is_array() ? ']' : '}';
}

}  // namespace

std::string excerpt(const nlohmann::json& value) {
  std::string text;
  render(value, text, kExcerptBytes + 1);
  if (text.size() <= kExcerptBytes) return text;
  // Cut before a character, never inside one: the message goes out in a JSON error body.
  std::size_t cut = kExcerptBytes - 3;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut) + "...";
}

BodyFields::BodyFields(const nlohmann::json& body) : body_(body) {
  if (!body.is_object()) {
    throw ApiError(400, "the request body must be a JSON object, got " + excerpt(body));
  }
}

bool BodyFields::has(const std::string& key) const {
  const auto it = body_.find(key);
  return it != body_.end() && !it->is_null();
}

const nlohmann::json& BodyFields::at(const std::string& key) const {
  return body_.at(key);
}

void BodyFields::fail(const std::string& key, const std::string& problem) const {
  throw ApiError(400, "'" + key + "' " + problem, key);
}

std::optional<std::int64_t> BodyFields::integer(const std::string& key, std::int64_t min,
                                                std::int64_t max) const {
  if (!has(key)) return std::nullopt;
  const nlohmann::json& v = at(key);
  if (!v.is_number_integer()) fail(key, "must be an integer, got " + excerpt(v));
  if (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(max)) {
    fail(key, "must be at most " + std::to_string(max) + ", got " + excerpt(v));
  }
  const std::int64_t value = v.get<std::int64_t>();
  if (value < min || value > max) {
    fail(key, "must be in [" + std::to_string(min) + ", " + std::to_string(max) + "], got " +
                  excerpt(v));
  }
  return value;
}

std::optional<double> BodyFields::number(const std::string& key, double min, double max) const {
  if (!has(key)) return std::nullopt;
  const nlohmann::json& v = at(key);
  if (!v.is_number()) fail(key, "must be a number, got " + excerpt(v));
  const double value = v.get<double>();
  if (!std::isfinite(value) || value < min || value > max) {
    fail(key, "must be in [" + excerpt(min) + ", " + excerpt(max) + "], got " + excerpt(v));
  }
  return value;
}

bool BodyFields::boolean(const std::string& key, bool fallback) const {
  if (!has(key)) return fallback;
  const nlohmann::json& v = at(key);
  if (!v.is_boolean()) fail(key, "must be true or false, got " + excerpt(v));
  return v.get<bool>();
}

std::optional<std::string> BodyFields::string(const std::string& key) const {
  if (!has(key)) return std::nullopt;
  const nlohmann::json& v = at(key);
  if (!v.is_string()) fail(key, "must be a string, got " + excerpt(v));
  return v.get<std::string>();
}

std::string error_type(int status) {
  if (status == 401) return "authentication_error";
  if (status == 404) return "not_found_error";
  if (status >= 400 && status < 500) return "invalid_request_error";
  return "server_error";
}

nlohmann::json error_body(int status, const std::string& message, const std::string& param) {
  return {{"error",
           {{"message", message},
            {"type", error_type(status)},
            {"param", param.empty() ? nlohmann::json() : nlohmann::json(param)},
            {"code", status}}}};
}

}  // namespace tessera::server

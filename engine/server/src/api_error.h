// Errors in OpenAI's shape. A handler throws ApiError; the server turns it into the HTTP status and
// the JSON body {"error": {"message", "type", "param", "code"}} that OpenAI clients parse.
#pragma once

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace tessera::server {

class ApiError : public std::runtime_error {
 public:
  ApiError(int status, const std::string& message, std::string param = {})
      : std::runtime_error(message), status_(status), param_(std::move(param)) {}

  int status() const { return status_; }
  const std::string& param() const { return param_; }

 private:
  int status_;
  std::string param_;
};

// "invalid_request_error" for 4xx, as OpenAI names them; "server_error" otherwise.
std::string error_type(int status);
nlohmann::json error_body(int status, const std::string& message, const std::string& param = {});

}  // namespace tessera::server

#pragma once

#include <stdexcept>
#include <string>

namespace tessera {

// Every failure the engine reports to a caller: bad model files, bad configuration, device errors.
// The message names what was wrong and where ("config.json: field 'hidden_size' ...").
class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace tessera

// Parsing JSON from outside (model files, prompts files) with bounded nesting: every JSON text
// Tessera reads goes through parse_json_text(), so no file can drive code that recurses over a
// value (nlohmann's dump, comparison, copy) into a stack overflow.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "tessera/message.h"

namespace tessera {

// Deepest nesting accepted. Model files nest three or four levels; '[' * 100000 is refused.
constexpr int kMaxJsonDepth = 100;

// Parses JSON text with nesting bounded by kMaxJsonDepth. Throws tessera::Error with
// `invalid_template` filled by `source` (%1) and the parser's position and complaint (%2), in
// printable ASCII: ("%1: invalid JSON: %2", "config.json") gives "config.json: invalid JSON:
// parse error at line 3, column 5: ...".
nlohmann::json parse_json_text(std::string_view text, const char* invalid_template,
                               const std::string& source);

}  // namespace tessera

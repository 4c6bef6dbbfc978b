// Output constrained by a grammar (tessera/grammar.h), as clients ask for it:
//   response_format  {"type": "json_object"} or {"type": "json_schema", "json_schema":
//                    {"name", "schema", "strict"}} (OpenAI)
//   grammar          GBNF text (llama.cpp's server)
//   guided_json      a JSON schema; guided_choice: a list of strings (vLLM)
//   tool_choice      "required" or {"type": "function", "function": {"name"}}: one call (or more,
//                    where the format allows) in the model's own format, arguments matching the
//                    tool's parameters
// Every problem is a 400 naming the field: an unsupported schema keyword, a GBNF error, two
// constraints at once.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "tessera/grammar.h"
#include "tool_calls.h"

namespace tessera::server {

class BodyFields;

// The grammar the body asks for (null: none). `as_sent` is the body with its keys in the order
// they were sent (a schema's properties are generated in that order); null where only the
// parsed body exists.
std::shared_ptr<const Grammar> requested_grammar(const BodyFields& f,
                                                 const nlohmann::ordered_json& as_sent);

// The grammar of a forced tool call: `name` empty for "required" (any of the tools). 400 naming
// tool_choice where the format is None (the template shows no way of writing calls) or the name
// is no tool's.
std::shared_ptr<const Grammar> tool_call_grammar(const BodyFields& f,
                                                 const nlohmann::ordered_json& as_sent,
                                                 ToolCallFormat format, const std::string& name);

}  // namespace tessera::server

// Request fields that would change the output and that this server does not implement: each is
// answered 400 naming the field, never silently ignored (a client asking for JSON output, a
// grammar or tools must learn it did not get them). A field whose value asks for nothing
// ("best_of": 1, "tools": [], "response_format": {"type": "text"}) is accepted.
//
// Accepted and without effect on the output: user, metadata, store, service_tier,
// safety_identifier, prompt_cache_key, cache_salt, request_id, priority (scheduling only),
// parallel_tool_calls (meaningful only with tools), and fields no client sends for their effect.
// Unknown names are accepted as vLLM and OpenAI's own server accept them.
#pragma once

#include <nlohmann/json.hpp>

#include "openai_request.h"

namespace tessera::server {

// 400 ApiError naming the first refused field of `body` for `endpoint`.
void refuse_unsupported_fields(const nlohmann::json& body, Endpoint endpoint);

}  // namespace tessera::server

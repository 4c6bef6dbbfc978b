// The prompt of a chat body (/v1/chat/completions, /tokenize with messages): the model's own
// Jinja chat template over the OpenAI messages, tools and chat_template_kwargs, as vLLM renders
// it, or the built-in format when the model has no usable template.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>
#include <vector>

#include "tessera/engine.h"

namespace tessera::server {

// 400 ApiError for bad messages or tools, and with the template's own words when it refuses the
// conversation (raise_exception). `text` is the body as it came, read again keeping its keys'
// order (the parsed body has them sorted): the template then writes tool schemas in the order the
// client sent, as transformers does. Empty text: the sorted order.
std::vector<TokenId> chat_prompt_ids(const nlohmann::json& body, const Engine& engine,
                                     std::string_view text = {});

}  // namespace tessera::server

// Chat prompt formats of the Llama family.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/tokenizer.h"

namespace tessera {

enum class ChatTemplate { Plain, Llama2, Zephyr, ChatML, Mistral };

struct ChatMessage {
  std::string role;  // "system", "user" or "assistant"
  std::string content;
};

const char* to_string(ChatTemplate kind);                           // "plain", "llama2", ...
std::optional<ChatTemplate> chat_template_from_name(std::string_view name);
std::vector<ChatTemplate> all_chat_templates();

// Recognises the Jinja chat_template string of tokenizer_config.json; nullopt when unknown.
std::optional<ChatTemplate> detect_chat_template(std::string_view jinja);

// Renders the conversation as prompt text ending where the assistant's answer starts, with
// special tokens such as <s> and </s> spelled out as text (for display and debugging).
std::string render_chat(ChatTemplate kind, const std::vector<ChatMessage>& messages);

// The same conversation as token ids: special pieces (<s>, </s>, and any control piece the
// vocabulary has, such as <|im_start|>) become their ids, the rest is encoded as text.
std::vector<TokenId> encode_chat(const Tokenizer& tokenizer, ChatTemplate kind,
                                 const std::vector<ChatMessage>& messages);

}  // namespace tessera

// Chat prompt formats of the Llama family.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/tokenizer.h"

namespace tessera {

// Plain: completion; every message's content joined as is, one running document.
// Llama2: Meta's "<s>[INST] <<SYS>>\n{system}\n<</SYS>>\n\n{user} [/INST] {answer} </s>".
// Zephyr (TinyLlama-Chat): "<|role|>\n{content}</s>\n" per message, then "<|assistant|>\n".
// ChatML: "<|im_start|>{role}\n{content}<|im_end|>\n" per message, then "<|im_start|>assistant\n".
// Mistral: "<s>[INST] {system}\n\n{user} [/INST]{answer}</s>[INST] ...", no system block.
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
// BOS appears only where the format writes <s>; Plain adds BOS as tokenizer_config.json says.
// Special pieces typed inside a message stay text.
std::vector<TokenId> encode_chat(const Tokenizer& tokenizer, ChatTemplate kind,
                                 const std::vector<ChatMessage>& messages);

}  // namespace tessera

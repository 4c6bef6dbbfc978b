// Chat prompts: the model's own Jinja chat template (tokenizer_config.json's chat_template or
// chat_template.jinja), rendered as Hugging Face transformers renders it, and the hand-written
// formats of the Llama family, kept for models without a template and as explicit choices.
#pragma once

#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/error.h"
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

const char* to_string(ChatTemplate kind);  // "plain", "llama2", ...
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

// What a Jinja chat template is rendered with: the variables transformers' apply_chat_template
// passes (messages, tools, add_generation_prompt, bos_token, eos_token) and any others the
// template reads (enable_thinking, ...).
struct ChatTemplateInputs {
  // OpenAI-style messages: role, content, and tool_calls / tool_call_id / name where present.
  nlohmann::ordered_json messages = nlohmann::ordered_json::array();
  nlohmann::ordered_json tools;  // a list of tool schemas; null: the template sees tools = none
  bool add_generation_prompt = true;
  std::string bos_token;
  std::string eos_token;
  nlohmann::ordered_json extra = nlohmann::ordered_json::object();  // more variables by name
  // The clock strftime_now() reads (local time); unset: now. Tests pin it.
  std::optional<std::chrono::system_clock::time_point> now;
};

// A template that failed: a syntax error, a runtime error, or the template's own
// raise_exception(message), whose words template_message() returns unchanged.
class ChatTemplateError : public Error {
 public:
  ChatTemplateError(int line, bool raised, std::string template_message);
  int line() const { return line_; }
  bool raised() const { return raised_; }
  const std::string& template_message() const { return template_message_; }

 private:
  int line_;
  bool raised_;
  std::string template_message_;
};

// A parsed Jinja chat template. Rendering is const and may run on several threads at once;
// it is bounded in time and output size, so no template can hang or exhaust memory.
class JinjaChatTemplate {
 public:
  // Throws ChatTemplateError naming the line when the source is not a template it can run.
  explicit JinjaChatTemplate(std::string_view source);
  ~JinjaChatTemplate();
  JinjaChatTemplate(JinjaChatTemplate&&) noexcept;
  JinjaChatTemplate& operator=(JinjaChatTemplate&&) noexcept;

  // The prompt text with special tokens spelled out. Throws ChatTemplateError.
  std::string render(const ChatTemplateInputs& inputs) const;

 private:
  struct Program;
  std::unique_ptr<const Program> program_;
};

// Role/content messages as the template's JSON messages.
nlohmann::ordered_json chat_messages_json(const std::vector<ChatMessage>& messages);

// The template's inputs with the tokenizer's bos_token and eos_token spellings.
ChatTemplateInputs chat_inputs(const Tokenizer& tokenizer, nlohmann::ordered_json messages,
                               bool add_generation_prompt = true);

// Renders with the model's template and encodes the text with the special tokens it spells out
// recognised (Tokenizer::encode_special): no BOS is added beyond the one the template writes,
// as transformers' apply_chat_template(tokenize=True) encodes.
std::vector<TokenId> encode_chat(const Tokenizer& tokenizer, const JinjaChatTemplate& chat_template,
                                 const ChatTemplateInputs& inputs);

}  // namespace tessera

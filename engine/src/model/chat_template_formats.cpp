// The prompt formats themselves, each as its model family's reference code writes it.
#include <initializer_list>
#include <string_view>

#include "model/chat_template_parts.h"

namespace tessera {
namespace {

class PartList {
 public:
  PartList& text(std::string value) {
    parts_.push_back({std::move(value), false});
    return *this;
  }
  PartList& special(std::string value) {
    parts_.push_back({std::move(value), true});
    return *this;
  }
  std::vector<PromptPart> take() { return std::move(parts_); }

 private:
  std::vector<PromptPart> parts_;
};

// Joins pieces of text (GCC 12 misreports `"literal" + std::string` under -Wrestrict).
std::string join(std::initializer_list<std::string_view> pieces) {
  std::string joined;
  for (std::string_view piece : pieces) joined += piece;
  return joined;
}

std::string strip(std::string_view text) {
  constexpr std::string_view kSpace = " \t\n\r\f\v";
  const auto first = text.find_first_not_of(kSpace);
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(kSpace);
  return std::string(text.substr(first, last - first + 1));
}

// Completion: the conversation is one running document, so contents are joined as they are.
// The detokenizer keeps each continuation's leading space, which makes the join read right.
std::vector<PromptPart> plain(const std::vector<ChatMessage>& messages) {
  std::string document;
  for (const ChatMessage& message : messages) document += message.content;
  return {{document, false}};
}

// Meta's llama/generation.py chat_completion: every exchange is
// "<s>[INST] {user} [/INST] {answer} </s>", contents stripped, and the system prompt goes in a
// <<SYS>> block at the start of the next user message.
std::vector<PromptPart> llama2(const std::vector<ChatMessage>& messages) {
  PartList parts;
  std::string system;
  for (const ChatMessage& message : messages) {
    if (message.role == "system") {
      system = message.content;
    } else if (message.role == "user") {
      std::string content = message.content;
      if (!system.empty()) content = join({"<<SYS>>\n", system, "\n<</SYS>>\n\n", content});
      system.clear();
      parts.special("<s>").text(join({"[INST] ", strip(content), " [/INST]"}));
    } else {
      parts.text(join({" ", strip(message.content), " "})).special("</s>");
    }
  }
  return parts.take();
}

// TinyLlama-1.1B-Chat / Zephyr: "<|role|>\n{content}</s>\n" per message, then "<|assistant|>\n".
std::vector<PromptPart> zephyr(const std::vector<ChatMessage>& messages) {
  PartList parts;
  for (const ChatMessage& message : messages) {
    parts.special(join({"<|", message.role, "|>"})).text(join({"\n", message.content}));
    parts.special("</s>").text("\n");
  }
  parts.special("<|assistant|>").text("\n");
  return parts.take();
}

// ChatML (Qwen, OpenHermes): "<|im_start|>{role}\n{content}<|im_end|>\n", then the assistant's
// opening line.
std::vector<PromptPart> chatml(const std::vector<ChatMessage>& messages) {
  PartList parts;
  for (const ChatMessage& message : messages) {
    parts.special("<|im_start|>").text(join({message.role, "\n", message.content}));
    parts.special("<|im_end|>").text("\n");
  }
  parts.special("<|im_start|>").text("assistant\n");
  return parts.take();
}

// Mistral-Instruct: "<s>[INST] {user} [/INST]{answer}</s>[INST] ..."; there is no system block,
// the system prompt opens the first user message, separated by a blank line.
std::vector<PromptPart> mistral(const std::vector<ChatMessage>& messages) {
  PartList parts;
  parts.special("<s>");
  std::string system;
  for (const ChatMessage& message : messages) {
    if (message.role == "system") {
      system = message.content;
    } else if (message.role == "user") {
      std::string content = message.content;
      if (!system.empty()) content = join({system, "\n\n", content});
      system.clear();
      parts.text(join({"[INST] ", content, " [/INST]"}));
    } else {
      parts.text(message.content).special("</s>");
    }
  }
  return parts.take();
}

}  // namespace

std::vector<PromptPart> chat_prompt_parts(ChatTemplate kind,
                                          const std::vector<ChatMessage>& messages) {
  switch (kind) {
    case ChatTemplate::Plain:
      return plain(messages);
    case ChatTemplate::Llama2:
      return llama2(messages);
    case ChatTemplate::Zephyr:
      return zephyr(messages);
    case ChatTemplate::ChatML:
      return chatml(messages);
    case ChatTemplate::Mistral:
      return mistral(messages);
  }
  return plain(messages);
}

}  // namespace tessera

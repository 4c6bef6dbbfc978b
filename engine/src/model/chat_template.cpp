// Chat template names, recognition of Hugging Face Jinja templates, rendering and encoding.
#include "tessera/chat_template.h"

#include <algorithm>
#include <cctype>

#include "model/chat_template_parts.h"
#include "model/tokenizer_impl.h"

namespace tessera {
namespace {

bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

std::string lowercase(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return lower;
}

}  // namespace

const char* to_string(ChatTemplate kind) {
  switch (kind) {
    case ChatTemplate::Plain:
      return "plain";
    case ChatTemplate::Llama2:
      return "llama2";
    case ChatTemplate::Zephyr:
      return "zephyr";
    case ChatTemplate::ChatML:
      return "chatml";
    case ChatTemplate::Mistral:
      return "mistral";
  }
  return "unknown";
}

std::vector<ChatTemplate> all_chat_templates() {
  return {ChatTemplate::Plain, ChatTemplate::Llama2, ChatTemplate::Zephyr, ChatTemplate::ChatML,
          ChatTemplate::Mistral};
}

std::optional<ChatTemplate> chat_template_from_name(std::string_view name) {
  const std::string lower = lowercase(name);
  for (ChatTemplate kind : all_chat_templates()) {
    if (lower == to_string(kind)) return kind;
  }
  return std::nullopt;
}

// Each family is told apart by the markers its templates cannot do without. Phi-3 also writes
// <|user|> and <|assistant|> but ends turns with <|end|>, so that marker rules Zephyr out.
std::optional<ChatTemplate> detect_chat_template(std::string_view jinja) {
  if (contains(jinja, "<|im_start|>") && contains(jinja, "<|im_end|>")) return ChatTemplate::ChatML;
  if (contains(jinja, "<|user|>") && contains(jinja, "<|assistant|>") &&
      contains(jinja, "eos_token") && !contains(jinja, "<|end|>")) {
    return ChatTemplate::Zephyr;
  }
  if (contains(jinja, "[INST]") && contains(jinja, "[/INST]")) {
    return contains(jinja, "<<SYS>>") ? ChatTemplate::Llama2 : ChatTemplate::Mistral;
  }
  return std::nullopt;
}

std::string render_chat(ChatTemplate kind, const std::vector<ChatMessage>& messages) {
  std::string prompt;
  for (const PromptPart& part : chat_prompt_parts(kind, messages)) prompt += part.text;
  return prompt;
}

// Text between special pieces is encoded run by run, as Hugging Face's (legacy) Llama tokenizer
// does: each run gets SentencePiece's leading-space marker. BOS appears only where the format
// writes <s>; the plain format follows tokenizer_config.json instead.
std::vector<TokenId> encode_chat(const Tokenizer& tokenizer, ChatTemplate kind,
                                 const std::vector<ChatMessage>& messages) {
  const Tokenizer::Impl& impl = tokenizer.impl();
  std::vector<TokenId> ids;
  if (kind == ChatTemplate::Plain && tokenizer.adds_bos()) ids.push_back(tokenizer.bos_id());
  std::string run;
  auto flush_run = [&] {
    if (run.empty()) return;
    const std::vector<TokenId> run_ids = impl.encode_text(run);
    ids.insert(ids.end(), run_ids.begin(), run_ids.end());
    run.clear();
  };
  for (const PromptPart& part : chat_prompt_parts(kind, messages)) {
    const std::optional<TokenId> id =
        part.special ? impl.special_piece_id(part.text) : std::nullopt;
    if (id) {
      flush_run();
      ids.push_back(*id);
    } else {
      run += part.text;
    }
  }
  flush_run();
  return ids;
}

}  // namespace tessera

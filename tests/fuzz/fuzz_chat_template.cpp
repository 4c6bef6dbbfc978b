// libFuzzer target: chat-template rendering and encoding. The input is read two ways. As a
// conversation: messages separated by NUL bytes, the first byte of each choosing its role; every
// built-in format renders it and encodes it with stories260K's tokenizer. And as Jinja source:
// the interpreter parses it and renders it over that conversation (with tools), and the text is
// encoded with its special tokens recognised. The whole input is also offered to
// detect_chat_template(). Only tessera::Error may leave these functions, rendering must end
// (the interpreter bounds steps, nesting and sizes) and ids must be inside the vocabulary.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tessera/chat_template.h"
#include "tessera/error.h"
#include "tessera/tokenizer.h"

namespace {

std::vector<tessera::ChatMessage> conversation(std::string_view input) {
  static constexpr const char* kRoles[] = {"system", "user", "assistant", "tool"};
  std::vector<tessera::ChatMessage> messages;
  std::size_t start = 0;
  while (start < input.size()) {
    std::size_t end = input.find('\0', start);
    if (end == std::string_view::npos) end = input.size();
    const std::string_view part = input.substr(start, end - start);
    if (!part.empty()) {
      messages.push_back(
          {kRoles[static_cast<unsigned char>(part[0]) % 4], std::string(part.substr(1))});
    }
    start = end + 1;
  }
  return messages;
}

void check_ids(const tessera::Tokenizer& tokenizer, const std::vector<tessera::TokenId>& ids) {
  for (const tessera::TokenId id : ids) {
    if (id < 0 || id >= tokenizer.vocab_size()) __builtin_trap();
  }
}

void render_as_jinja(const tessera::Tokenizer& tokenizer, std::string_view source,
                     const std::vector<tessera::ChatMessage>& messages) {
  try {
    const tessera::JinjaChatTemplate chat_template(source);
    tessera::ChatTemplateInputs inputs =
        tessera::chat_inputs(tokenizer, tessera::chat_messages_json(messages));
    inputs.tools = nlohmann::ordered_json::parse(
        R"([{"type": "function", "function": {"name": "f", "parameters": {"type": "object"}}}])");
    check_ids(tokenizer, tessera::encode_chat(tokenizer, chat_template, inputs));
  } catch (const tessera::Error&) {
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::unique_ptr<tessera::Tokenizer> tokenizer =
      tessera::Tokenizer::load(TESSERA_MODELS_DIR "/stories260K");
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  (void)tessera::detect_chat_template(input);
  const std::vector<tessera::ChatMessage> messages = conversation(input);
  for (const tessera::ChatTemplate kind : tessera::all_chat_templates()) {
    try {
      (void)tessera::render_chat(kind, messages);
      check_ids(*tokenizer, tessera::encode_chat(*tokenizer, kind, messages));
    } catch (const tessera::Error&) {
    }
  }
  render_as_jinja(*tokenizer, input, messages);
  return 0;
}

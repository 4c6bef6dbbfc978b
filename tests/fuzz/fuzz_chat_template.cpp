// libFuzzer target: chat-template rendering and encoding. The input is a conversation: messages
// separated by NUL bytes, the first byte of each choosing its role. Every template renders it
// and encodes it with stories260K's tokenizer; the whole input is also offered to
// detect_chat_template() as a tokenizer_config.json chat_template. Only tessera::Error may
// leave these functions, and encoding must give ids inside the vocabulary.
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
      for (const tessera::TokenId id : tessera::encode_chat(*tokenizer, kind, messages)) {
        if (id < 0 || id >= tokenizer->vocab_size()) __builtin_trap();
      }
    } catch (const tessera::Error&) {
    }
  }
  return 0;
}

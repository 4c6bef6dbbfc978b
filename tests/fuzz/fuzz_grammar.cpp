// libFuzzer target: grammars for structured output. The first byte picks how the rest is read:
// even, as GBNF; odd, as a JSON schema. A grammar that compiles is then matched against the
// input's own bytes and masked over stories260K's vocabulary, and each allowed token is checked
// to be accepted. Only tessera::Error may leave the compilers; matching must never crash, loop
// or allow a token it then refuses.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "grammar/matcher.h"
#include "grammar/token_mask.h"
#include "tessera/error.h"
#include "tessera/grammar.h"
#include "tessera/tokenizer.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0 || size > 4096) return 0;
  static const std::unique_ptr<tessera::Tokenizer> tokenizer =
      tessera::Tokenizer::load(std::string(TESSERA_MODELS_DIR) + "/stories260K");
  static const tessera::grammar::TokenVocabulary vocabulary(*tokenizer);
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  std::shared_ptr<const tessera::Grammar> grammar;
  try {
    grammar = data[0] % 2 == 0 ? tessera::Grammar::from_gbnf(text)
                               : tessera::Grammar::from_json_schema(text);
  } catch (const tessera::Error&) {
    return 0;
  }
  tessera::grammar::StackArena arena;
  const auto start = tessera::grammar::initial_state(grammar->rules(), arena);
  tessera::grammar::advance_text(grammar->rules(), start, text, arena);

  tessera::grammar::GrammarMatcher matcher(grammar);
  std::vector<unsigned char> allowed;
  for (int step = 0; step < 8; ++step) {
    matcher.allowed_tokens(vocabulary, static_cast<std::size_t>(tokenizer->vocab_size()), allowed);
    int chosen = -1;
    for (std::size_t id = 0; id < allowed.size(); ++id) {
      if (allowed[id] && (chosen < 0 || (id * 7 + step) % 13 == 0)) chosen = static_cast<int>(id);
    }
    if (chosen < 0) break;
    if (!matcher.accept(*vocabulary.bytes_of(chosen))) __builtin_trap();
  }
  return 0;
}

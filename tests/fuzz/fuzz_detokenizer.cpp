// libFuzzer target: the incremental detokenizer over random token sequences. The first byte picks
// the tokenizer (stories260K's 512 pieces or the tests'
// 4,000-piece vocabulary with Llama 2's settings) and how many of the ids form the
// prompt; the rest, two bytes per id, are the ids. Checked: every delta is valid UTF-8, the
// deltas (with flush) concatenate to the detokenizer's text(), and that text is what decoding
// prompt + output adds to decoding the prompt (with an empty prompt: decode(output)).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "fuzz_support.h"
#include "tessera/tokenizer.h"

namespace {

const tessera::Tokenizer& tokenizer(int which) {
  static const std::unique_ptr<tessera::Tokenizer> small =
      tessera::Tokenizer::load(TESSERA_MODELS_DIR "/stories260K");
  static const std::unique_ptr<tessera::Tokenizer> large = tessera::Tokenizer::load_file(
      TESSERA_MODELS_DIR "/tokenizers/sentencepiece-bpe/tokenizer.model");
  return which == 0 ? *small : *large;
}

void check(bool condition) {
  if (!condition) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const tessera::Tokenizer& tok = tokenizer(data[0] & 1);
  const std::size_t prompt_len = (data[0] >> 1) % 4;  // 0..3 prompt ids
  std::vector<tessera::TokenId> ids;
  for (std::size_t i = 1; i + 1 < size; i += 2) {
    ids.push_back(static_cast<tessera::TokenId>((data[i] | (data[i + 1] << 8)) % tok.vocab_size()));
  }
  const std::size_t split = std::min(prompt_len, ids.size());
  const std::vector<tessera::TokenId> prompt(ids.begin(), ids.begin() + split);
  const std::vector<tessera::TokenId> output(ids.begin() + split, ids.end());
  // The prompt must end on a whole character (tokenizer.h); a fuzzed one may not.
  if (!tessera::fuzz::is_valid_utf8(tok.decode(prompt)) ||
      tok.decode(prompt).ends_with("\xEF\xBF\xBD")) {
    return 0;
  }

  tessera::IncrementalDetokenizer detokenizer(tok, prompt);
  std::string joined;
  for (const tessera::TokenId id : output) {
    const std::string delta = detokenizer.push(id);
    check(tessera::fuzz::is_valid_utf8(delta));
    joined += delta;
  }
  const std::string last = detokenizer.flush();
  check(tessera::fuzz::is_valid_utf8(last));
  joined += last;
  check(joined == detokenizer.text());
  // The text the output adds after the prompt (tokenizer.h), where the prompt's own text stays
  // a prefix of the whole decode.
  const std::string head = tok.decode(prompt);
  const std::string whole = tok.decode(ids);
  if (prompt.empty()) check(joined == tok.decode(output));
  if (whole.starts_with(head)) check(joined == whole.substr(head.size()));
  return 0;
}

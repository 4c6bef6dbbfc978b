// libFuzzer target: Hugging Face tokenizer.json files and text. The first byte picks what the rest
// is: (even) text, encoded with each of the test tokenizers of tests/engine/data/bpe, decoded
// and streamed; (odd) a tokenizer.json, loaded (tessera::Error is the only way to refuse it)
// and, where it loads, used on a fixed text. Checked: ids inside the vocabulary, decodes and
// deltas valid UTF-8, the deltas joined equal to the decode (byte-level fixtures; ByteFallback's
// broken runs are tokenizer.h's exception).
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "fuzz_support.h"
#include "tessera/error.h"
#include "tessera/tokenizer.h"

namespace {

const std::filesystem::path kFixtures = TESSERA_BPE_FIXTURES;  // tests/engine/data/bpe

struct Fixture {
  std::unique_ptr<tessera::Tokenizer> tokenizer;
  bool byte_level;  // streams to exactly its decode
};

const std::vector<Fixture>& fixtures() {
  static const std::vector<Fixture> loaded = [] {
    std::vector<Fixture> all;
    for (const char* name :
         {"llama3", "qwen2", "gpt2", "smollm", "split_behaviors", "llama2", "mistral"}) {
      const std::string dir = (kFixtures / name).string();
      const bool byte_fallback = std::string(name) == "llama2" || std::string(name) == "mistral";
      all.push_back({tessera::Tokenizer::load(dir), !byte_fallback});
    }
    return all;
  }();
  return loaded;
}

void check(bool condition) {
  if (!condition) __builtin_trap();
}

void exercise(const tessera::Tokenizer& tokenizer, const std::string& text, bool byte_level) {
  const std::vector<tessera::TokenId> ids = tokenizer.encode(text, true);
  for (tessera::TokenId id : ids) check(id >= 0 && id < tokenizer.vocab_size());
  const std::string decoded = tokenizer.decode(ids);
  check(tessera::fuzz::is_valid_utf8(decoded));
  tessera::IncrementalDetokenizer detokenizer(tokenizer);
  std::string joined;
  for (tessera::TokenId id : ids) {
    const std::string delta = detokenizer.push(id);
    check(tessera::fuzz::is_valid_utf8(delta));
    joined += delta;
  }
  joined += detokenizer.flush();
  if (byte_level) check(joined == decoded);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const std::string rest(reinterpret_cast<const char*>(data) + 1, size - 1);
  if ((data[0] & 1) == 0) {
    for (const Fixture& fixture : fixtures())
      exercise(*fixture.tokenizer, rest, fixture.byte_level);
    return 0;
  }
  static tessera::fuzz::ScratchDir scratch;
  const std::string path = scratch.write("tokenizer.json", rest);
  std::unique_ptr<tessera::Tokenizer> tokenizer;
  try {
    tokenizer = tessera::Tokenizer::load_file(path);
  } catch (const tessera::Error&) {
    return 0;
  }
  try {
    exercise(*tokenizer, "Hello world! <|im_start|> 123 \xE4\xBD\xA0\xE5\xA5\xBD \xF0\x9F\x98\x80",
             false);
  } catch (const tessera::Error&) {  // a pattern that gives up on the text (PCRE2's limits)
  }
  return 0;
}

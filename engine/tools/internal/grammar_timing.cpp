#include "internal/grammar_timing.h"

#include <algorithm>
#include <chrono>
#include <string>

#include "grammar/token_mask.h"

namespace tessera {

GrammarMaskTiming time_grammar_masks(const Tokenizer& tokenizer,
                                     const std::shared_ptr<const Grammar>& grammar,
                                     std::string_view sample) {
  using Clock = std::chrono::steady_clock;
  GrammarMaskTiming timing;
  const auto start = Clock::now();
  const grammar::TokenVocabulary vocabulary(tokenizer);
  timing.vocabulary_s = std::chrono::duration<double>(Clock::now() - start).count();
  grammar::GrammarMatcher matcher(grammar);
  const auto size = static_cast<std::size_t>(tokenizer.vocab_size());
  std::vector<unsigned char> allowed;
  std::string text;
  auto ms_since = [](Clock::time_point before) {
    return std::chrono::duration<double, std::milli>(Clock::now() - before).count();
  };
  for (const TokenId id : tokenizer.encode(sample, false)) {
    grammar::GrammarMatcher fresh(grammar);
    fresh.accept(text);
    auto before = Clock::now();
    fresh.allowed_tokens(vocabulary, size, allowed);
    timing.walk_ms.push_back(ms_since(before));
    before = Clock::now();
    matcher.allowed_tokens(vocabulary, size, allowed);
    timing.mask_ms.push_back(ms_since(before));
    timing.allowed.push_back(static_cast<int>(std::count(allowed.begin(), allowed.end(), 1)));
    const auto& bytes = vocabulary.bytes_of(id);
    if (!bytes || !matcher.accept(*bytes)) break;
    text += *bytes;
  }
  timing.cache_hits = matcher.cache_hits();
  return timing;
}

}  // namespace tessera

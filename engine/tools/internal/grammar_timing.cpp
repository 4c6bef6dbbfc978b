#include "internal/grammar_timing.h"

#include <algorithm>
#include <chrono>

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
  std::vector<unsigned char> allowed;
  for (const TokenId id : tokenizer.encode(sample, false)) {
    const auto before = Clock::now();
    matcher.allowed_tokens(vocabulary, static_cast<std::size_t>(tokenizer.vocab_size()), allowed);
    timing.mask_ms.push_back(
        std::chrono::duration<double, std::milli>(Clock::now() - before).count());
    timing.allowed.push_back(static_cast<int>(std::count(allowed.begin(), allowed.end(), 1)));
    const auto& bytes = vocabulary.bytes_of(id);
    if (!bytes || !matcher.accept(*bytes)) break;
  }
  return timing;
}

}  // namespace tessera

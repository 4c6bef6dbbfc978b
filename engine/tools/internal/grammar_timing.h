// The time of a grammar's token mask (which tokens it allows next) at each token of a sample
// text, over the engine's own vocabulary walk (grammar/token_mask.h): tessera-bench's
// "structured" scenario.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "tessera/grammar.h"
#include "tessera/tokenizer.h"

namespace tessera {

struct GrammarMaskTiming {
  double vocabulary_s = 0.0;    // sorting the vocabulary by bytes (once per engine)
  std::vector<double> mask_ms;  // one mask per token of the sample the grammar took, as the
                                // engine makes it (one matcher along the text, with its cache)
  std::vector<double> walk_ms;  // the same masks each from a fresh matcher: a whole walk
  std::vector<int> allowed;     // how many tokens each mask allowed
  std::size_t cache_hits = 0;   // of mask_ms.size()
};

GrammarMaskTiming time_grammar_masks(const Tokenizer& tokenizer,
                                     const std::shared_ptr<const Grammar>& grammar,
                                     std::string_view sample);

}  // namespace tessera

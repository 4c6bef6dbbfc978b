// The host fallback of Backend::forward_greedy. In its own file because it is the Backend class's
// key function: the CUDA module links it for Backend's vtable without the CPU backend or loader.
#include "runtime/backend.h"

#include <cmath>
#include <string>

#include "tessera/error.h"

namespace tessera {

void Backend::forward_greedy(const ForwardBatch& batch, std::vector<TokenId>& tokens) {
  std::vector<float> logits;
  forward(batch, logits);
  tokens.clear();
  std::size_t needed = 0;
  for (const ForwardBatch::Sequence& seq : batch.sequences) needed += seq.needs_logits ? 1 : 0;
  if (needed == 0) return;
  const std::size_t vocab = logits.size() / needed;
  for (std::size_t r = 0; r < needed; ++r) {
    const float* row = logits.data() + r * vocab;
    std::size_t best = 0;
    for (std::size_t i = 0; i < vocab; ++i) {
      if (std::isnan(row[i])) {
        throw Error("forward: logits row " + std::to_string(r) + " contains NaN at token " +
                    std::to_string(i));
      }
      if (row[i] > row[best]) best = i;
    }
    tokens.push_back(static_cast<TokenId>(best));
  }
}

}  // namespace tessera

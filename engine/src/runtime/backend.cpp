// The host fallback of Backend::forward_greedy, for backends that pick no token themselves.
#include "runtime/backend.h"

#include <span>

namespace tessera {

void Backend::forward_greedy(const ForwardBatch& batch, std::vector<TokenId>& tokens) {
  std::vector<float> logits;
  forward(batch, logits);
  tokens.clear();
  std::size_t rows = 0;
  for (const ForwardBatch::Sequence& seq : batch.sequences) rows += seq.needs_logits ? 1 : 0;
  if (rows == 0) return;
  const std::size_t vocab = logits.size() / rows;
  for (std::size_t r = 0; r < rows; ++r) {
    tokens.push_back(argmax(std::span<const float>(logits.data() + r * vocab, vocab), r));
  }
}

}  // namespace tessera

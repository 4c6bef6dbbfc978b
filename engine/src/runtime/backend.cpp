// The host fallback of Backend::forward_greedy, for backends that pick no token themselves. In its
// own file because it is the Backend class's key function: the CUDA module links it for Backend's
// vtable without the CPU backend or the loader.
#include "tessera/backend/backend.h"

#include <span>

namespace tessera {

void Backend::forward_greedy(const ForwardBatch& batch, std::vector<TokenId>& tokens) {
  std::vector<float> logits;
  forward(batch, logits);
  tokens.clear();
  std::size_t rows = 0;
  for (const ForwardBatch::Sequence& seq : batch.sequences) rows += seq.num_logit_rows();
  if (rows == 0) return;
  const std::size_t vocab = logits.size() / rows;
  for (std::size_t r = 0; r < rows; ++r) {
    tokens.push_back(argmax(std::span<const float>(logits.data() + r * vocab, vocab), r));
  }
}

bool Backend::last_hidden_states(std::vector<float>&) const {
  return false;
}

}  // namespace tessera

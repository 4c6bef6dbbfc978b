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
    tokens.push_back(
        argmax(std::span<const float>(logits.data() + r * vocab, batch.pickable(vocab)), r));
  }
}

void Backend::forward_rows(const ForwardBatch& batch, std::span<const std::size_t> host_rows,
                           std::vector<TokenId>& tokens, std::vector<float>& logits) {
  std::vector<float> all;
  forward(batch, all);
  split_logit_rows(batch, all, host_rows, tokens, logits);
}

void split_logit_rows(const ForwardBatch& batch, std::span<const float> all,
                      std::span<const std::size_t> host_rows, std::vector<TokenId>& tokens,
                      std::vector<float>& logits) {
  std::size_t rows = 0;
  for (const ForwardBatch::Sequence& seq : batch.sequences) rows += seq.num_logit_rows();
  tokens.assign(rows, -1);
  logits.clear();
  if (rows == 0) return;
  const std::size_t vocab = all.size() / rows;
  logits.reserve(host_rows.size() * vocab);
  std::size_t next = 0;  // the next of host_rows
  for (std::size_t r = 0; r < rows; ++r) {
    const std::span<const float> row = all.subspan(r * vocab, vocab);
    if (next < host_rows.size() && host_rows[next] == r) {
      logits.insert(logits.end(), row.begin(), row.end());
      ++next;
    } else {
      tokens[r] = argmax(row.first(batch.pickable(vocab)), r);
    }
  }
}

bool Backend::last_hidden_states(std::vector<float>&) const {
  return false;
}

}  // namespace tessera

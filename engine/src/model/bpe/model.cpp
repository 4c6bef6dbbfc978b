// Model: BPE merging with a min-heap of candidate pairs over a linked list of symbols, the
// algorithm of `tokenizers` (models/bpe/word.rs), so that ties between equal ranks resolve the
// same way (leftmost first).
#include "model/bpe/model.h"

#include <cstdio>
#include <queue>
#include <stdexcept>

#include "model/bpe/unicode.h"

namespace tessera::bpe {
namespace {

// As `tokenizers`: words this long or longer are not cached, nor anything past the capacity.
constexpr std::size_t kCacheCapacity = 10000;
constexpr std::size_t kCachedWordMax = 256;

struct Symbol {
  TokenId id;
  int prev;
  int next;
  bool removed = false;
};

struct Candidate {
  std::uint32_t rank;
  int pos;
  TokenId merged;
  bool operator>(const Candidate& other) const {
    return rank != other.rank ? rank > other.rank : pos > other.pos;
  }
};

}  // namespace

Model::Model(ModelSettings settings)
    : vocab_(std::move(settings.vocab)),
      fuse_unk_(settings.fuse_unk),
      byte_fallback_(settings.byte_fallback),
      ignore_merges_(settings.ignore_merges) {
  for (const auto& [token, id] : vocab_) max_id_ = std::max(max_id_, id);
  tokens_.resize(static_cast<std::size_t>(max_id_ + 1));
  has_token_.resize(tokens_.size());
  for (const auto& [token, id] : vocab_) {
    tokens_[static_cast<std::size_t>(id)] = token;
    has_token_[static_cast<std::size_t>(id)] = true;
  }
  for (int byte = 0; byte < 256; ++byte) {
    char name[8];
    std::snprintf(name, sizeof name, "<0x%02X>", byte);
    byte_ids_[byte] = id_of(name).value_or(-1);
  }
  if (settings.unk_token) {
    unk_id_ = id_of(*settings.unk_token);
    if (!unk_id_) throw std::invalid_argument(*settings.unk_token);
  }
  merges_.reserve(settings.merges.size());
  std::string merged;  // reused: Llama 3 has 280,000 merges
  for (std::size_t rank = 0; rank < settings.merges.size(); ++rank) {
    const auto& [left, right] = settings.merges[rank];
    merged.assign(left).append(right);
    const auto left_id = id_of(left);
    const auto right_id = id_of(right);
    const auto merged_id = id_of(merged);
    if (!left_id) throw std::invalid_argument(left);
    if (!right_id) throw std::invalid_argument(right);
    if (!merged_id) throw std::invalid_argument(merged);
    merges_[pair_key(*left_id, *right_id)] = {static_cast<std::uint32_t>(rank), *merged_id};
  }
}

std::optional<TokenId> Model::id_of(std::string_view token) const {
  const auto found = vocab_.find(token);
  if (found == vocab_.end()) return std::nullopt;
  return found->second;
}

const std::string* Model::token_of(TokenId id) const {
  if (id < 0 || id > max_id_ || !has_token_[static_cast<std::size_t>(id)]) return nullptr;
  return &tokens_[static_cast<std::size_t>(id)];
}

void Model::tokenize(std::string_view word, std::vector<TokenId>& ids) const {
  if (word.empty()) return;
  if (ignore_merges_) {
    if (const auto whole = id_of(word)) {
      ids.push_back(*whole);
      return;
    }
  }
  {
    std::lock_guard lock(cache_mutex_);
    if (const auto found = cache_.find(word); found != cache_.end()) {
      ids.insert(ids.end(), found->second.begin(), found->second.end());
      return;
    }
  }
  std::vector<TokenId> merged = merge_word(word);
  ids.insert(ids.end(), merged.begin(), merged.end());
  if (word.size() < kCachedWordMax) {
    std::lock_guard lock(cache_mutex_);
    if (cache_.size() < kCacheCapacity) cache_.emplace(std::string(word), std::move(merged));
  }
}

// One symbol per character: its vocabulary entry, else its <0xNN> byte pieces (byte_fallback,
// all of them present), else the unknown token (runs of unknowns fused if fuse_unk), else
// nothing: the character is dropped, as `tokenizers` drops it.
std::vector<TokenId> Model::initial_symbols(std::string_view word) const {
  std::vector<TokenId> symbols;
  symbols.reserve(word.size());
  bool last_was_unk = false;
  for (std::size_t at = 0; at < word.size();) {
    const std::size_t length = char_length(word, at);
    const std::string_view character = word.substr(at, length);
    at += length;
    if (const auto id = id_of(character)) {
      symbols.push_back(*id);
      last_was_unk = false;
      continue;
    }
    if (byte_fallback_) {
      bool all = true;
      for (char byte : character) all = all && byte_ids_[static_cast<unsigned char>(byte)] >= 0;
      if (all) {
        for (char byte : character) symbols.push_back(byte_ids_[static_cast<unsigned char>(byte)]);
        last_was_unk = false;
        continue;
      }
    }
    if (unk_id_ && !(fuse_unk_ && last_was_unk)) symbols.push_back(*unk_id_);
    last_was_unk = unk_id_.has_value();
  }
  return symbols;
}

std::vector<TokenId> Model::merge_word(std::string_view word) const {
  const std::vector<TokenId> initial = initial_symbols(word);
  const int count = static_cast<int>(initial.size());
  std::vector<Symbol> symbols;
  symbols.reserve(initial.size());
  for (int i = 0; i < count; ++i)
    symbols.push_back({initial[i], i - 1, i + 1 < count ? i + 1 : -1});
  std::priority_queue<Candidate, std::vector<Candidate>, std::greater<Candidate>> queue;
  const auto offer = [&](int pos) {
    const int next = symbols[pos].next;
    if (next < 0) return;
    const auto found = merges_.find(pair_key(symbols[pos].id, symbols[next].id));
    if (found != merges_.end()) queue.push({found->second.rank, pos, found->second.merged});
  };
  for (int i = 0; i + 1 < count; ++i) offer(i);
  while (!queue.empty()) {
    const Candidate top = queue.top();
    queue.pop();
    Symbol& left = symbols[top.pos];
    if (left.removed || left.next < 0) continue;
    Symbol& right = symbols[left.next];
    // A stale entry: one of its symbols has merged since it was queued.
    const auto current = merges_.find(pair_key(left.id, right.id));
    if (current == merges_.end() || current->second.merged != top.merged) continue;
    left.id = top.merged;
    right.removed = true;
    left.next = right.next;
    if (right.next >= 0) symbols[right.next].prev = top.pos;
    if (left.prev >= 0) offer(left.prev);
    offer(top.pos);
  }
  std::vector<TokenId> ids;
  ids.reserve(symbols.size());
  for (const Symbol& symbol : symbols) {
    if (!symbol.removed) ids.push_back(symbol.id);
  }
  return ids;
}

}  // namespace tessera::bpe

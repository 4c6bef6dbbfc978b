#include "grammar/token_mask.h"

#include <algorithm>
#include <unordered_map>

#include "tessera/tokenizer.h"

namespace tessera::grammar {

TokenVocabulary::TokenVocabulary(const Tokenizer& tokenizer) {
  const int size = tokenizer.vocab_size();
  by_id_.resize(static_cast<std::size_t>(size));
  std::vector<std::pair<std::string, TokenId>> spelled;
  for (TokenId id = 0; id < size; ++id) {
    std::optional<std::string> bytes = tokenizer.token_bytes(id);
    if (!bytes || bytes->empty()) continue;  // an empty token would never move the text on
    spelled.emplace_back(*bytes, id);
    by_id_[static_cast<std::size_t>(id)] = std::move(bytes);
  }
  std::sort(spelled.begin(), spelled.end());
  for (auto& [bytes, id] : spelled) {
    if (!entries_.empty() && entries_.back().bytes == bytes) {
      entries_.back().ids.push_back(id);
      continue;
    }
    Entry entry;
    if (!entries_.empty()) {
      const std::string& before = entries_.back().bytes;
      const auto [a, b] = std::mismatch(before.begin(), before.end(), bytes.begin(), bytes.end());
      entry.shared = static_cast<std::size_t>(a - before.begin());
    }
    longest_ = std::max(longest_, bytes.size());
    entry.bytes = std::move(bytes);
    entry.ids.push_back(id);
    entries_.push_back(std::move(entry));
  }
}

const std::optional<std::string>& TokenVocabulary::bytes_of(TokenId id) const {
  static const std::optional<std::string> kNone;
  if (id < 0 || static_cast<std::size_t>(id) >= by_id_.size()) return kNone;
  return by_id_[static_cast<std::size_t>(id)];
}

GrammarMatcher::GrammarMatcher(std::shared_ptr<const Grammar> grammar)
    : grammar_(std::move(grammar)), state_(initial_state(grammar_->rules(), arena_)) {}

// The state's content, independent of where its nodes live: the partial character, then each
// stack's symbols from the top, the stacks sorted (a state is a set of them). The mask depends
// on nothing else.
void GrammarMatcher::state_key(std::string& key) {
  auto append = [](std::string& to, const auto& value) {
    to.append(reinterpret_cast<const char*>(&value), sizeof value);
  };
  stack_keys_.resize(state_.stacks.size());
  for (std::size_t i = 0; i < state_.stacks.size(); ++i) {
    std::string& stack_key = stack_keys_[i];
    stack_key.clear();
    for (const StackNode* node = state_.stacks[i]; node != nullptr; node = node->below) {
      append(stack_key, node->top);
    }
  }
  std::sort(stack_keys_.begin(), stack_keys_.end());
  key.clear();
  append(key, state_.partial);
  append(key, state_.partial_left);
  append(key, state_.partial_length);
  for (const std::string& stack_key : stack_keys_) {
    append(key, stack_key.size());
    key += stack_key;
  }
}

bool GrammarMatcher::cached_tokens(std::size_t size, std::vector<unsigned char>& allowed) {
  ++mask_calls_;
  state_key(key_);
  const std::size_t words = (size + 63) / 64;
  for (CachedMask& cached : cache_) {
    if (cached.key != key_ || cached.bits.size() != words) continue;
    ++cache_hits_;
    cached.used = mask_calls_;
    allowed.resize(size);
    for (std::size_t id = 0; id < size; ++id) allowed[id] = (cached.bits[id / 64] >> (id % 64)) & 1;
    return true;
  }
  return false;
}

bool GrammarMatcher::allowed_tokens(const TokenVocabulary& vocabulary, std::size_t size,
                                    std::vector<unsigned char>& allowed) {
  if (cached_tokens(size, allowed)) return state_.complete();
  return walked_tokens(vocabulary, size, allowed);
}

bool GrammarMatcher::walked_tokens(const TokenVocabulary& vocabulary, std::size_t size,
                                   std::vector<unsigned char>& allowed) {
  state_key(key_);
  const std::size_t words = (size + 63) / 64;
  walk(vocabulary, size, allowed);
  CachedMask* slot = nullptr;
  if (cache_.size() < kCachedMasks) {
    slot = &cache_.emplace_back();
  } else {  // the least recently used
    slot = &*std::min_element(
        cache_.begin(), cache_.end(),
        [](const CachedMask& a, const CachedMask& b) { return a.used < b.used; });
  }
  slot->key = key_;
  slot->used = mask_calls_;
  slot->bits.assign(words, 0);
  for (std::size_t id = 0; id < size; ++id) {
    if (allowed[id]) slot->bits[id / 64] |= std::uint64_t{1} << (id % 64);
  }
  return state_.complete();
}

void GrammarMatcher::walk(const TokenVocabulary& vocabulary, std::size_t size,
                          std::vector<unsigned char>& allowed) {
  allowed.assign(size, 0);
  scratch_.clear();
  by_depth_.resize(vocabulary.longest() + 1);
  by_depth_[0] = state_;
  const Grammar::Rules& rules = grammar_->rules();
  std::size_t good = 0;  // bytes of the entry before that the grammar took
  bool refused = false;  // whether it refused the byte after them
  for (const TokenVocabulary::Entry& entry : vocabulary.entries()) {
    if (refused && entry.shared > good) continue;  // shares the refused prefix
    std::size_t depth = std::min(entry.shared, good);
    for (; depth < entry.bytes.size(); ++depth) {
      advance(rules, by_depth_[depth], static_cast<unsigned char>(entry.bytes[depth]), scratch_,
              by_depth_[depth + 1]);
      if (by_depth_[depth + 1].dead()) break;
    }
    good = depth;
    refused = depth < entry.bytes.size();
    if (refused) continue;
    for (const TokenId id : entry.ids) {
      if (static_cast<std::size_t>(id) < size) allowed[static_cast<std::size_t>(id)] = 1;
    }
  }
}

bool GrammarMatcher::accept(std::string_view bytes) {
  MatchState next = advance_text(grammar_->rules(), state_, bytes, arena_);
  if (next.dead()) return false;
  state_ = std::move(next);
  if (arena_.size() > compact_at_) {
    compact();
    compact_at_ = 2 * arena_.size() + 4096;
  }
  return true;
}

// Copies the stacks the state still uses into a new arena: each token adds a few nodes, and most
// become unreachable as the text moves on.
void GrammarMatcher::compact() {
  StackArena fresh;
  std::unordered_map<const StackNode*, const StackNode*> copied{{nullptr, nullptr}};
  std::vector<const StackNode*> path;  // iterative: a stack may be thousands of nodes deep
  for (const StackNode*& stack : state_.stacks) {
    for (const StackNode* node = stack; copied.count(node) == 0; node = node->below) {
      path.push_back(node);
    }
    for (; !path.empty(); path.pop_back()) {
      copied[path.back()] = fresh.push(path.back()->top, copied.at(path.back()->below));
    }
    stack = copied.at(stack);
  }
  arena_ = std::move(fresh);
}

}  // namespace tessera::grammar

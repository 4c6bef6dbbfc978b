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

bool GrammarMatcher::allowed_tokens(const TokenVocabulary& vocabulary, std::size_t size,
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
  return state_.complete();
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

// Which tokens a grammar allows next. The vocabulary is kept sorted by the tokens' bytes, so the
// grammar reads each shared prefix once and drops every token under a refused one at once (the
// idea of Outlines' and XGrammar's token tries, without the trie).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/matcher.h"
#include "tessera/request.h"

namespace tessera {
class Tokenizer;
}

namespace tessera::grammar {

class TokenVocabulary {
 public:
  // Every token with text (Tokenizer::token_bytes); control and special tokens are never allowed.
  explicit TokenVocabulary(const Tokenizer& tokenizer);

  struct Entry {
    std::string bytes;
    std::vector<TokenId> ids;  // tokens spelled with these bytes
    std::size_t shared = 0;    // bytes in common with the entry before
  };
  const std::vector<Entry>& entries() const { return entries_; }
  std::size_t longest() const { return longest_; }
  // The bytes of a token; nullopt where it has none.
  const std::optional<std::string>& bytes_of(TokenId id) const;

 private:
  std::vector<Entry> entries_;
  std::vector<std::optional<std::string>> by_id_;
  std::size_t longest_ = 0;
};

// One request's place in its grammar, moved on by each token it samples.
class GrammarMatcher {
 public:
  explicit GrammarMatcher(std::shared_ptr<const Grammar> grammar);

  // allowed[id] = 1 for every token whose bytes keep the text a prefix of the grammar's (the
  // vector is resized to `size` and cleared first). Returns whether the text so far is complete,
  // where the end-of-sequence tokens may follow.
  bool allowed_tokens(const TokenVocabulary& vocabulary, std::size_t size,
                      std::vector<unsigned char>& allowed);
  // Appends a sampled token's bytes; false (and no change) where the grammar refuses them.
  bool accept(std::string_view bytes);
  bool complete() const { return state_.complete(); }
  bool can_continue() const { return state_.can_continue(); }

 private:
  void compact();

  std::shared_ptr<const Grammar> grammar_;
  StackArena arena_;  // the stacks of state_
  MatchState state_;
  std::size_t compact_at_ = 4096;     // arena_'s size at which compact() runs next
  StackArena scratch_;                // allowed_tokens()'s candidate stacks, cleared each call
  std::vector<MatchState> by_depth_;  // the state after each byte of the current candidate
};

}  // namespace tessera::grammar

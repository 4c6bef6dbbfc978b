// Which tokens a grammar allows next. The vocabulary is kept sorted by the tokens' bytes, so the
// grammar reads each shared prefix once and drops every token under a refused one at once (the
// idea of Outlines' and XGrammar's token tries, without the trie).
#pragma once

#include <cstdint>
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
  // where the end-of-sequence tokens may follow. A state met before (the same stacks of symbols,
  // as inside a long JSON string) gets its mask from a small cache instead of a new walk.
  bool allowed_tokens(const TokenVocabulary& vocabulary, std::size_t size,
                      std::vector<unsigned char>& allowed);
  // The two halves of allowed_tokens(). cached_tokens: the mask when the cache holds the
  // current state's (then true), cheap enough to call on the way to a step; walked_tokens: a
  // new walk, whose mask the cache keeps (returns complete()).
  bool cached_tokens(std::size_t size, std::vector<unsigned char>& allowed);
  bool walked_tokens(const TokenVocabulary& vocabulary, std::size_t size,
                     std::vector<unsigned char>& allowed);
  // How many allowed_tokens() and cached_tokens() calls the cache answered, of how many.
  std::size_t cache_hits() const { return cache_hits_; }
  std::size_t mask_calls() const { return mask_calls_; }
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

  // The masks of the last few states, by their content (state_key()): each a bit per token.
  // Bounded, so that many constrained requests in a batch keep little each.
  struct CachedMask {
    std::string key;
    std::vector<std::uint64_t> bits;
    std::size_t used = 0;  // mask_calls_ when last used
  };
  static constexpr std::size_t kCachedMasks = 16;
  std::vector<CachedMask> cache_;
  std::string key_;  // the current state's, reused between calls
  std::vector<std::string> stack_keys_;
  std::size_t cache_hits_ = 0;
  std::size_t mask_calls_ = 0;
  void state_key(std::string& key);
  void walk(const TokenVocabulary& vocabulary, std::size_t size,
            std::vector<unsigned char>& allowed);
};

}  // namespace tessera::grammar

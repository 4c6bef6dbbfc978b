// The BPE model of a tokenizer.json: vocabulary, ranked merges and how one pre-token (a word)
// becomes token ids, as the `tokenizers` library does it: the word's characters (or their
// <0xNN> byte pieces, or the unknown token) merged pair by pair, lowest rank first. Words are
// cached (bounded), since text repeats most of its words.
#pragma once

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "tessera/request.h"

namespace tessera::bpe {

// Looked up by std::string_view without making a string (heterogeneous lookup): every
// character of every new word is looked up.
struct StringHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view text) const {
    return std::hash<std::string_view>{}(text);
  }
};
using Vocab = std::unordered_map<std::string, TokenId, StringHash, std::equal_to<>>;

struct ModelSettings {
  Vocab vocab;
  // (left, right) in rank order, rank 0 first.
  std::vector<std::pair<std::string, std::string>> merges;
  std::optional<std::string> unk_token;
  bool fuse_unk = false;
  bool byte_fallback = false;
  bool ignore_merges = false;
};

class Model {
 public:
  // Throws std::invalid_argument naming a merge (or unk_token) whose token is not in the
  // vocabulary.
  explicit Model(ModelSettings settings);

  // Appends the ids of one pre-token. Safe from any thread.
  void tokenize(std::string_view word, std::vector<TokenId>& ids) const;

  std::optional<TokenId> id_of(std::string_view token) const;
  // The vocabulary string of `id`; null when the vocabulary has no such id.
  const std::string* token_of(TokenId id) const;
  TokenId max_id() const { return max_id_; }

 private:
  struct Merge {
    std::uint32_t rank;
    TokenId merged;
  };
  static std::uint64_t pair_key(TokenId left, TokenId right) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(left)) << 32) |
           static_cast<std::uint32_t>(right);
  }
  std::vector<TokenId> initial_symbols(std::string_view word) const;
  std::vector<TokenId> merge_word(std::string_view word) const;

  Vocab vocab_;
  std::vector<std::string> tokens_;  // by id; ids the vocabulary skips hold an empty string
  std::vector<bool> has_token_;
  std::unordered_map<std::uint64_t, Merge> merges_;
  std::optional<TokenId> unk_id_;
  bool fuse_unk_ = false;
  bool byte_fallback_ = false;
  bool ignore_merges_ = false;
  TokenId byte_ids_[256];  // <0xNN> pieces, -1 where the vocabulary lacks one
  TokenId max_id_ = -1;

  mutable std::mutex cache_mutex_;
  mutable std::unordered_map<std::string, std::vector<TokenId>, StringHash, std::equal_to<>> cache_;
};

}  // namespace tessera::bpe

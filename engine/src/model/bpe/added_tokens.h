// The added tokens of a tokenizer.json (special tokens such as <|im_start|>, and user-added
// words), found in text before the normalizer and the BPE model see it: leftmost match first,
// the longest of those starting there, with the single_word / lstrip / rstrip rules of
// `tokenizers` (tokenizer/added_vocabulary.rs).
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "tessera/request.h"

namespace tessera::bpe {

struct AddedToken {
  TokenId id = 0;
  std::string content;
  bool single_word = false;
  bool lstrip = false;
  bool rstrip = false;
  bool normalized = true;
  bool special = false;
};

// A stretch of text: an added token (id >= 0, its text included the stripped spaces) or text for
// the rest of the pipeline (id < 0).
struct Segment {
  std::size_t begin = 0;
  std::size_t end = 0;
  TokenId id = -1;
};

class AddedTokenMatcher {
 public:
  // `patterns` pairs each token with the text it matches (its content, or the normalized
  // content for normalized tokens).
  void add(const AddedToken& token, std::string pattern);
  bool empty() const { return patterns_.empty(); }

  // Splits `text` (valid UTF-8) into segments; without tokens, one text segment.
  std::vector<Segment> split(std::string_view text) const;

 private:
  struct Pattern {
    std::string text;
    AddedToken token;
  };
  const Pattern* longest_at(std::string_view text, std::size_t at) const;

  std::vector<Pattern> patterns_;
  // Indexes into patterns_ by first byte, longest pattern first.
  std::unordered_map<unsigned char, std::vector<std::size_t>> by_first_byte_;
};

}  // namespace tessera::bpe

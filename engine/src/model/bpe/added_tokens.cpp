// AddedTokenMatcher: candidates by first byte, tried longest first at each position.
#include "model/bpe/added_tokens.h"

#include <algorithm>

#include "model/bpe/unicode.h"

namespace tessera::bpe {
namespace {

// The character before byte `at` of valid UTF-8 text.
char32_t char_before(std::string_view text, std::size_t at) {
  std::size_t start = at - 1;
  while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) --start;
  return code_point_at(text, start);
}

// Where the white space that ends text[0, at) begins.
std::size_t white_space_start(std::string_view text, std::size_t at) {
  while (at > 0) {
    std::size_t start = at - 1;
    while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) --start;
    if (!is_white_space(code_point_at(text, start))) break;
    at = start;
  }
  return at;
}

// Where the white space that starts text[at, end) ends.
std::size_t white_space_end(std::string_view text, std::size_t at) {
  while (at < text.size() && is_white_space(code_point_at(text, at))) at += char_length(text, at);
  return at;
}

}  // namespace

void AddedTokenMatcher::add(const AddedToken& token, std::string pattern) {
  if (pattern.empty()) return;
  const auto first = static_cast<unsigned char>(pattern.front());
  patterns_.push_back({std::move(pattern), token});
  std::vector<std::size_t>& candidates = by_first_byte_[first];
  candidates.push_back(patterns_.size() - 1);
  std::stable_sort(candidates.begin(), candidates.end(), [&](std::size_t a, std::size_t b) {
    return patterns_[a].text.size() > patterns_[b].text.size();
  });
}

const AddedTokenMatcher::Pattern* AddedTokenMatcher::longest_at(std::string_view text,
                                                                std::size_t at) const {
  const auto found = by_first_byte_.find(static_cast<unsigned char>(text[at]));
  if (found == by_first_byte_.end()) return nullptr;
  for (std::size_t index : found->second) {
    const Pattern& pattern = patterns_[index];
    if (text.substr(at, pattern.text.size()) == pattern.text) return &pattern;
  }
  return nullptr;
}

// A match that fails its single_word rule is dropped and the search goes on after it, as the
// Aho-Corasick iteration of `tokenizers` does.
std::vector<Segment> AddedTokenMatcher::split(std::string_view text) const {
  std::vector<Segment> segments;
  std::size_t done = 0;  // text before this is in segments
  std::size_t at = 0;
  while (!patterns_.empty() && at < text.size()) {
    const Pattern* pattern = longest_at(text, at);
    if (!pattern) {
      ++at;
      continue;
    }
    std::size_t start = at;
    std::size_t stop = at + pattern->text.size();
    at = stop;
    const AddedToken& token = pattern->token;
    if (token.single_word) {
      const bool word_before = start > 0 && is_word(char_before(text, start));
      const bool word_after = stop < text.size() && is_word(code_point_at(text, stop));
      if (word_before || word_after) continue;
    }
    if (token.lstrip) start = std::max(white_space_start(text, start), done);
    if (token.rstrip) stop = white_space_end(text, stop);
    if (done < start) segments.push_back({done, start, -1});
    segments.push_back({start, stop, token.id});
    done = stop;
  }
  if (done < text.size()) segments.push_back({done, text.size(), -1});
  return segments;
}

}  // namespace tessera::bpe

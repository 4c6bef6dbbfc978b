// A compiled regular expression of tokenizer.json (Split pre-tokenizers, Replace normalizers and
// decoders), with the Unicode classes (\p{L}, \p{N}) and lookahead that those patterns use.
// PCRE2 in UTF mode with Unicode properties (UCP) stands in for the Oniguruma engine of Hugging
// Face's `tokenizers`.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tessera::bpe {

class Regex {
 public:
  // Throws std::invalid_argument with PCRE2's reason when `pattern` does not compile.
  explicit Regex(const std::string& pattern);
  // A pattern that matches `literal` exactly (tokenizer.json's {"String": ...} patterns).
  static Regex literal(std::string_view literal);
  ~Regex();
  Regex(Regex&&) noexcept;
  Regex& operator=(Regex&&) noexcept;

  // The [start, end) byte ranges of the successive non-overlapping matches in `text`, which must
  // be valid UTF-8. Empty matches are skipped.
  std::vector<std::pair<std::size_t, std::size_t>> find_all(std::string_view text) const;

 private:
  struct Compiled;
  std::unique_ptr<Compiled> compiled_;
};

}  // namespace tessera::bpe

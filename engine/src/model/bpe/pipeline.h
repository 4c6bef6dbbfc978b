// The steps of a tokenizer.json between the added tokens and the BPE model: the normalizer
// (NFC, Prepend, Replace, ... in sequence) and the pre-tokenizer, which cuts normalized text into
// the words the model encodes one by one (Split by the model's regex, ByteLevel, Metaspace,
// Digits, in sequence). Each follows the `tokenizers` component of the same name.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/bpe/byte_alphabet.h"
#include "model/bpe/regex.h"
#include "model/bpe/unicode.h"

namespace tessera::bpe {

struct NormalizerStep {
  enum class Kind { Form, Prepend, Replace };
  Kind kind = Kind::Form;
  NormalForm form = NormalForm::NFC;
  std::string text;                      // Prepend's prefix, Replace's content
  std::shared_ptr<const Regex> pattern;  // Replace
};

// Applies the steps in order; no steps leave text as it is.
std::string normalize(std::string_view text, const std::vector<NormalizerStep>& steps);

// `text` with every occurrence of `from` replaced by `to`.
std::string replace_all(std::string_view text, std::string_view from, std::string_view to);
// `text` with every match of `pattern` replaced by `content` (the Replace normalizer and decoder).
std::string replace_matches(std::string_view text, const Regex& pattern, std::string_view content);

// What a split does with the matches of its pattern (SplitDelimiterBehavior).
enum class SplitBehavior { Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous };
enum class PrependScheme { First, Always, Never };

// A word in the making: its text so far, and whether it starts the input text (Metaspace's
// prepend_scheme "first" prepends only there).
struct Piece {
  std::string text;
  bool at_start = false;
};

struct PreTokenizerStep {
  enum class Kind { Split, ByteLevel, Metaspace, Digits };
  Kind kind = Kind::Split;
  std::shared_ptr<const Regex> pattern;  // Split; ByteLevel with use_regex (GPT-2's)
  SplitBehavior behavior = SplitBehavior::Isolated;
  bool invert = false;
  bool add_prefix_space = false;  // ByteLevel
  std::string replacement;        // Metaspace
  PrependScheme prepend_scheme = PrependScheme::Always;
  bool split = true;               // Metaspace
  bool individual_digits = false;  // Digits
};

class PreTokenizer {
 public:
  explicit PreTokenizer(std::vector<PreTokenizerStep> steps) : steps_(std::move(steps)) {}
  // Cuts one piece of normalized text into words (empty words dropped).
  std::vector<Piece> split(Piece piece) const;

 private:
  std::vector<Piece> apply(const PreTokenizerStep& step, Piece piece) const;
  std::vector<PreTokenizerStep> steps_;
  ByteAlphabet alphabet_;
};

// GPT-2's pattern, which ByteLevel uses when use_regex is true.
inline constexpr const char* kGpt2Pattern =
    R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)";

}  // namespace tessera::bpe

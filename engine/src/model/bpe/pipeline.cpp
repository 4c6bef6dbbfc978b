// Normalizer and pre-tokenizer steps. A split marks each stretch of a piece as match or not and
// then groups the stretches by the split's behavior, as NormalizedString::split does.
#include "model/bpe/pipeline.h"

#include <algorithm>

namespace tessera::bpe {
namespace {

struct Stretch {
  std::size_t begin;
  std::size_t end;
  bool match;
};

// The matches of `pattern` and the text between them, in order.
std::vector<Stretch> regex_stretches(const Regex& pattern, std::string_view text) {
  std::vector<Stretch> stretches;
  std::size_t done = 0;
  for (const auto& [begin, end] : pattern.find_all(text)) {
    if (done < begin) stretches.push_back({done, begin, false});
    stretches.push_back({begin, end, true});
    done = end;
  }
  if (done < text.size()) stretches.push_back({done, text.size(), false});
  return stretches;
}

// Each character for which `is_match` holds is a match of its own.
template <typename Predicate>
std::vector<Stretch> char_stretches(std::string_view text, Predicate is_match) {
  std::vector<Stretch> stretches;
  std::size_t done = 0;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t length = char_length(text, at);
    if (is_match(text.substr(at, length))) {
      if (done < at) stretches.push_back({done, at, false});
      stretches.push_back({at, at + length, true});
      done = at + length;
    }
    at += length;
  }
  if (done < text.size()) stretches.push_back({done, text.size(), false});
  return stretches;
}

// Groups stretches into the parts a split keeps ([begin, end) ranges), by `behavior`.
std::vector<std::pair<std::size_t, std::size_t>> group(const std::vector<Stretch>& stretches,
                                                       SplitBehavior behavior) {
  std::vector<std::pair<std::size_t, std::size_t>> parts;
  bool previous_match = false;
  switch (behavior) {
    case SplitBehavior::Removed:
      for (const Stretch& s : stretches) {
        if (!s.match) parts.emplace_back(s.begin, s.end);
      }
      break;
    case SplitBehavior::Isolated:
      for (const Stretch& s : stretches) parts.emplace_back(s.begin, s.end);
      break;
    case SplitBehavior::Contiguous:
      for (std::size_t i = 0; i < stretches.size(); ++i) {
        const Stretch& s = stretches[i];
        if (i > 0 && s.match == previous_match) {
          parts.back().second = s.end;
        } else {
          parts.emplace_back(s.begin, s.end);
        }
        previous_match = s.match;
      }
      break;
    case SplitBehavior::MergedWithPrevious:
      for (const Stretch& s : stretches) {
        if (s.match && !previous_match && !parts.empty()) {
          parts.back().second = s.end;
        } else {
          parts.emplace_back(s.begin, s.end);
        }
        previous_match = s.match;
      }
      break;
    case SplitBehavior::MergedWithNext:
      for (std::size_t i = stretches.size(); i-- > 0;) {
        const Stretch& s = stretches[i];
        if (s.match && !previous_match && !parts.empty()) {
          parts.back().first = s.begin;
        } else {
          parts.emplace_back(s.begin, s.end);
        }
        previous_match = s.match;
      }
      std::reverse(parts.begin(), parts.end());
      break;
  }
  return parts;
}

std::vector<Piece> cut(const Piece& piece, std::vector<Stretch> stretches, SplitBehavior behavior,
                       bool invert) {
  if (invert) {
    for (Stretch& s : stretches) s.match = !s.match;
  }
  std::vector<Piece> pieces;
  for (const auto& [begin, end] : group(stretches, behavior)) {
    if (end > begin) {
      pieces.push_back({piece.text.substr(begin, end - begin), piece.at_start && begin == 0});
    }
  }
  return pieces;
}

}  // namespace

std::string normalize(std::string_view text, const std::vector<NormalizerStep>& steps) {
  std::string out(text);
  for (const NormalizerStep& step : steps) {
    switch (step.kind) {
      case NormalizerStep::Kind::Form:
        out = normalize(out, step.form);
        break;
      case NormalizerStep::Kind::Prepend:
        if (!out.empty()) out = step.text + out;
        break;
      case NormalizerStep::Kind::Replace:
        out = replace_matches(out, *step.pattern, step.text);
        break;
    }
  }
  return out;
}

std::string replace_all(std::string_view text, std::string_view from, std::string_view to) {
  if (from.empty()) return std::string(text);
  std::string out;
  std::size_t done = 0;
  for (std::size_t at = text.find(from); at != std::string_view::npos; at = text.find(from, done)) {
    out.append(text.substr(done, at - done));
    out.append(to);
    done = at + from.size();
  }
  out.append(text.substr(done));
  return out;
}

std::string replace_matches(std::string_view text, const Regex& pattern, std::string_view content) {
  std::string out;
  std::size_t done = 0;
  for (const auto& [begin, end] : pattern.find_all(text)) {
    out.append(text.substr(done, begin - done));
    out.append(content);
    done = end;
  }
  out.append(text.substr(done));
  return out;
}

std::vector<Piece> PreTokenizer::split(Piece piece) const {
  std::vector<Piece> pieces;
  if (!piece.text.empty()) pieces.push_back(std::move(piece));
  for (const PreTokenizerStep& step : steps_) {
    std::vector<Piece> next;
    next.reserve(pieces.size());
    for (Piece& part : pieces) {
      for (Piece& word : apply(step, std::move(part))) next.push_back(std::move(word));
    }
    pieces = std::move(next);
  }
  return pieces;
}

std::vector<Piece> PreTokenizer::apply(const PreTokenizerStep& step, Piece piece) const {
  using Kind = PreTokenizerStep::Kind;
  switch (step.kind) {
    case Kind::Split:
      return cut(piece, regex_stretches(*step.pattern, piece.text), step.behavior, step.invert);
    case Kind::Digits: {
      const auto digit = [](std::string_view c) { return is_numeric(code_point_at(c, 0)); };
      return cut(piece, char_stretches(piece.text, digit),
                 step.individual_digits ? SplitBehavior::Isolated : SplitBehavior::Contiguous,
                 false);
    }
    case Kind::Metaspace: {
      piece.text = replace_all(piece.text, " ", step.replacement);
      const bool prepend = step.prepend_scheme == PrependScheme::Always ||
                           (step.prepend_scheme == PrependScheme::First && piece.at_start);
      if (prepend && !piece.text.starts_with(step.replacement)) {
        piece.text = step.replacement + piece.text;
      }
      if (!step.split) return {std::move(piece)};
      const auto marker = [&](std::string_view c) { return c == step.replacement; };
      return cut(piece, char_stretches(piece.text, marker), SplitBehavior::MergedWithNext, false);
    }
    case Kind::ByteLevel: {
      if (step.add_prefix_space && !piece.text.starts_with(' ')) piece.text = " " + piece.text;
      std::vector<Piece> words;
      if (step.pattern) {
        words =
            cut(piece, regex_stretches(*step.pattern, piece.text), SplitBehavior::Isolated, false);
      } else {
        words.push_back(std::move(piece));
      }
      for (Piece& word : words) word.text = alphabet_.encode(word.text);
      return words;
    }
  }
  return {};
}

}  // namespace tessera::bpe

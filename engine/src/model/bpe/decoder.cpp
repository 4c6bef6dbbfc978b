// Decoder steps over the token list; a step that joins (ByteLevel, Fuse) leaves one string.
#include "model/bpe/decoder.h"

#include <optional>

#include "model/bpe/unicode.h"

namespace tessera::bpe {
namespace {

constexpr std::string_view kReplacementCharacter = "\xEF\xBF\xBD";

// "<0x0A>" -> 0x0A, as ByteFallback reads it.
std::optional<unsigned char> byte_piece(const std::string& token) {
  if (token.size() != 6 || !token.starts_with("<0x") || token.back() != '>') return std::nullopt;
  int value = 0;
  for (char c : token.substr(3, 2)) {
    const int digit = c >= '0' && c <= '9'   ? c - '0'
                      : c >= 'A' && c <= 'F' ? c - 'A' + 10
                      : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                             : -1;
    if (digit < 0) return std::nullopt;
    value = value * 16 + digit;
  }
  return static_cast<unsigned char>(value);
}

// A run of byte pieces is its text when the bytes are valid UTF-8, else one U+FFFD per byte.
void flush_bytes(std::string& bytes, std::vector<std::string>& out) {
  if (bytes.empty()) return;
  if (is_valid_utf8(bytes)) {
    out.push_back(bytes);
  } else {
    for (std::size_t i = 0; i < bytes.size(); ++i) out.emplace_back(kReplacementCharacter);
  }
  bytes.clear();
}

std::vector<std::string> byte_fallback(std::vector<std::string> tokens) {
  std::vector<std::string> out;
  std::string bytes;
  for (std::string& token : tokens) {
    if (const auto byte = byte_piece(token)) {
      bytes += static_cast<char>(*byte);
      continue;
    }
    flush_bytes(bytes, out);
    out.push_back(std::move(token));
  }
  flush_bytes(bytes, out);
  return out;
}

// Strip removes up to `start` leading and `stop` trailing `content` characters of each token.
std::string strip(const std::string& token, char32_t content, std::size_t start, std::size_t stop) {
  std::vector<std::size_t> offsets;  // byte offset of each character
  for (std::size_t at = 0; at < token.size(); at += char_length(token, at)) offsets.push_back(at);
  std::size_t first = 0;
  while (first < start && first < offsets.size() &&
         code_point_at(token, offsets[first]) == content) {
    ++first;
  }
  std::size_t last = offsets.size();
  for (std::size_t i = 0; i < stop && last > first; ++i) {
    if (code_point_at(token, offsets[last - 1]) != content) break;
    --last;
  }
  const std::size_t begin = first < offsets.size() ? offsets[first] : token.size();
  const std::size_t end = last < offsets.size() ? offsets[last] : token.size();
  return token.substr(begin, end - begin);
}

}  // namespace

std::string Decoder::decode(std::vector<std::string> tokens) const {
  if (steps_.empty()) {
    std::string joined;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
      if (i > 0) joined += ' ';
      joined += tokens[i];
    }
    return joined;
  }
  for (const DecoderStep& step : steps_) tokens = apply(step, std::move(tokens));
  std::string text;
  for (const std::string& token : tokens) text += token;
  return text;
}

std::vector<std::string> Decoder::apply(const DecoderStep& step,
                                        std::vector<std::string> tokens) const {
  using Kind = DecoderStep::Kind;
  switch (step.kind) {
    case Kind::ByteLevel: {
      std::string bytes;
      for (const std::string& token : tokens) bytes += alphabet_.decode(token).value_or(token);
      return {utf8_lossy(bytes)};
    }
    case Kind::Fuse: {
      std::string joined;
      for (const std::string& token : tokens) joined += token;
      return {joined};
    }
    case Kind::ByteFallback:
      return byte_fallback(std::move(tokens));
    case Kind::Metaspace:
      // The first token loses every marker unless nothing was prepended; the others turn each
      // into a space.
      for (std::size_t i = 0; i < tokens.size(); ++i) {
        const bool drop = i == 0 && step.prepend_scheme != PrependScheme::Never;
        tokens[i] = replace_all(tokens[i], step.replacement, drop ? "" : " ");
      }
      return tokens;
    case Kind::Replace:
      for (std::string& token : tokens) token = replace_matches(token, *step.pattern, step.content);
      return tokens;
    case Kind::Strip: {
      const char32_t content = code_point_at(step.content, 0);
      for (std::string& token : tokens) token = strip(token, content, step.start, step.stop);
      return tokens;
    }
  }
  return tokens;
}

bool Decoder::has(DecoderStep::Kind kind) const {
  for (const DecoderStep& step : steps_) {
    if (step.kind == kind) return true;
  }
  return false;
}

std::string Decoder::raw_bytes(const std::string& token) const {
  if (has(DecoderStep::Kind::ByteFallback)) {
    if (const auto byte = byte_piece(token)) return std::string(1, static_cast<char>(*byte));
  }
  if (has(DecoderStep::Kind::ByteLevel)) return alphabet_.decode(token).value_or(token);
  return token;
}

std::string Decoder::text_bytes(const std::string& token) const {
  const std::string bytes = raw_bytes(token);
  return has(DecoderStep::Kind::ByteLevel) ? bytes : replace_all(bytes, "\xE2\x96\x81", " ");
}

}  // namespace tessera::bpe

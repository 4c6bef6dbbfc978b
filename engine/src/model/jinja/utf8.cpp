// UTF-8 helpers for the Jinja interpreter (see utf8.h).
#include "model/jinja/utf8.h"

#include <algorithm>

#include "model/bpe/unicode.h"

namespace tessera::jinja {

std::vector<char32_t> decode_utf8(std::string_view text) {
  std::vector<char32_t> out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    const auto b = static_cast<unsigned char>(text[i]);
    int extra = b >= 0xF0 && b < 0xF8 ? 3 : b >= 0xE0 ? 2 : b >= 0xC2 && b < 0xE0 ? 1 : 0;
    if (b >= 0xF8) extra = 0;
    char32_t c = extra == 3 ? b & 0x07 : extra == 2 ? b & 0x0F : extra == 1 ? b & 0x1F : b;
    bool valid = i + extra < text.size() || extra == 0;
    for (int k = 1; valid && k <= extra; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) valid = false;
      c = (c << 6) | (next & 0x3F);
    }
    if (!valid) {
      out.push_back(kRawByte | b);
      ++i;
      continue;
    }
    out.push_back(c);
    i += static_cast<std::size_t>(extra) + 1;
  }
  return out;
}

void append_utf8(std::string& out, char32_t c) {
  if (c >= kRawByte) {
    out += static_cast<char>(c & 0xFF);
  } else {
    bpe::append_utf8(out, c);
  }
}

std::string encode_utf8(const std::vector<char32_t>& code_points) {
  std::string out;
  out.reserve(code_points.size());
  for (char32_t c : code_points) append_utf8(out, c);
  return out;
}

std::size_t utf8_length(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

bool is_python_space(char32_t c) {
  return (c >= 0x09 && c <= 0x0D) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 ||
         c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
         c == 0x205F || c == 0x3000;
}

// Letters with one simple case counterpart at a fixed distance; others map to themselves.
char32_t to_upper(char32_t c) {
  if (c >= 'a' && c <= 'z') return c - 32;
  if ((c >= 0xE0 && c <= 0xFE && c != 0xF7)) return c - 32;
  if (c >= 0x3B1 && c <= 0x3C9 && c != 0x3C2) return c - 32;
  if (c >= 0x430 && c <= 0x44F) return c - 32;
  if (c >= 0x450 && c <= 0x45F) return c - 80;
  return c;
}

char32_t to_lower(char32_t c) {
  if (c >= 'A' && c <= 'Z') return c + 32;
  if ((c >= 0xC0 && c <= 0xDE && c != 0xD7)) return c + 32;
  if (c >= 0x391 && c <= 0x3A9 && c != 0x3A2) return c + 32;
  if (c >= 0x410 && c <= 0x42F) return c + 32;
  if (c >= 0x400 && c <= 0x40F) return c + 80;
  return c;
}

bool is_cased_upper(char32_t c) {
  return to_lower(c) != c;
}
bool is_cased_lower(char32_t c) {
  return to_upper(c) != c || c == 0xDF;
}

bool is_alpha(char32_t c) {
  return is_cased_upper(c) || is_cased_lower(c) || (c >= 0x4E00 && c <= 0x9FFF) ||
         (c >= 0x3040 && c <= 0x30FF) || (c >= 0xAC00 && c <= 0xD7A3);
}

bool is_digit(char32_t c) {
  return c >= '0' && c <= '9';
}

std::string strip(std::string_view text, const std::string* chars, bool left, bool right) {
  const std::vector<char32_t> cps = decode_utf8(text);
  const std::vector<char32_t> set = chars ? decode_utf8(*chars) : std::vector<char32_t>{};
  auto removable = [&](char32_t c) {
    return chars ? std::find(set.begin(), set.end(), c) != set.end() : is_python_space(c);
  };
  std::size_t begin = 0, end = cps.size();
  while (left && begin < end && removable(cps[begin])) ++begin;
  while (right && end > begin && removable(cps[end - 1])) --end;
  return encode_utf8(std::vector<char32_t>(cps.begin() + begin, cps.begin() + end));
}

std::string map_case(std::string_view text, char32_t (*mapping)(char32_t)) {
  std::vector<char32_t> cps = decode_utf8(text);
  for (char32_t& c : cps) c = mapping(c);
  return encode_utf8(cps);
}

}  // namespace tessera::jinja

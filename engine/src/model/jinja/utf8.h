// UTF-8 text as Python's str sees it: code points for lengths, indexes and slices, Python's set
// of whitespace for strip() and split(), and case mapping (ASCII and the Latin-1, Greek and
// Cyrillic letters that have one simple counterpart).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::jinja {

// A byte that is not part of valid UTF-8 decodes to kRawByte | byte and encodes back to that byte:
// U+FFFD would change the text, and templates only pass such bytes through.
inline constexpr char32_t kRawByte = 0x110000;

// Code points of `text`.
std::vector<char32_t> decode_utf8(std::string_view text);
std::string encode_utf8(const std::vector<char32_t>& code_points);
void append_utf8(std::string& out, char32_t code_point);
std::size_t utf8_length(std::string_view text);

// str.isspace() of Python for one code point.
bool is_python_space(char32_t c);
char32_t to_upper(char32_t c);
char32_t to_lower(char32_t c);
bool is_cased_upper(char32_t c);
bool is_cased_lower(char32_t c);
bool is_alpha(char32_t c);
bool is_digit(char32_t c);

// Python's str.strip()/lstrip()/rstrip(): whitespace when `chars` is null, else those code points.
std::string strip(std::string_view text, const std::string* chars, bool left, bool right);
std::string map_case(std::string_view text, char32_t (*mapping)(char32_t));

}  // namespace tessera::jinja

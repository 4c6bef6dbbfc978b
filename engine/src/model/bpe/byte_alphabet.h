// GPT-2's byte-to-character table, which byte-level BPE vocabularies are spelled in: printable
// bytes stand for themselves, the others (space, control bytes, ...) for characters from U+0100
// on (a space is "Ġ"), so that every token is printable text.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace tessera::bpe {

class ByteAlphabet {
 public:
  ByteAlphabet();
  // Each byte of `bytes` as its character.
  std::string encode(std::string_view bytes) const;
  // The bytes of a token spelled in the alphabet; nullopt when a character is not in it.
  std::optional<std::string> decode(std::string_view token) const;

 private:
  // The 256 characters are U+0021..U+00FF less six, and U+0100..U+0143.
  static constexpr char32_t kLastChar = 0x143;
  std::array<std::string, 256> char_of_byte_;
  std::array<int, kLastChar + 1> byte_of_char_;  // -1: not in the alphabet
};

}  // namespace tessera::bpe

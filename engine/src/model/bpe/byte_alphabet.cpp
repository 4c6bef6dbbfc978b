// ByteAlphabet: the table of `tokenizers` (pre_tokenizers/byte_level.rs, bytes_char()).
#include "model/bpe/byte_alphabet.h"

#include "model/bpe/unicode.h"

namespace tessera::bpe {

ByteAlphabet::ByteAlphabet() {
  byte_of_char_.fill(-1);
  const auto printable = [](int byte) {
    return (byte >= '!' && byte <= '~') || (byte >= 0xA1 && byte <= 0xAC) ||
           (byte >= 0xAE && byte <= 0xFF);
  };
  char32_t next_unprintable = 256;
  for (int byte = 0; byte < 256; ++byte) {
    const char32_t c = printable(byte) ? static_cast<char32_t>(byte) : next_unprintable++;
    append_utf8(char_of_byte_[byte], c);
    byte_of_char_[c] = byte;
  }
}

std::string ByteAlphabet::encode(std::string_view bytes) const {
  std::string out;
  out.reserve(bytes.size() * 2);
  for (char byte : bytes) out += char_of_byte_[static_cast<unsigned char>(byte)];
  return out;
}

std::optional<std::string> ByteAlphabet::decode(std::string_view token) const {
  std::string bytes;
  bytes.reserve(token.size());
  for (std::size_t at = 0; at < token.size();) {
    const char32_t c = code_point_at(token, at);
    if (c > kLastChar || byte_of_char_[c] < 0) return std::nullopt;
    bytes += static_cast<char>(byte_of_char_[c]);
    at += char_length(token, at);
  }
  return bytes;
}

}  // namespace tessera::bpe

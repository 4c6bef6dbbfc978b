// The Unicode operations a tokenizer.json pipeline needs: walking UTF-8 by character, repairing
// invalid UTF-8 as Rust's String::from_utf8_lossy does (which the decoders of Hugging Face's
// `tokenizers` use), normalization forms (utf8proc) and the character classes of the Digits
// pre-tokenizer and of added tokens' single_word / lstrip / rstrip.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace tessera::bpe {

enum class NormalForm { NFC, NFD, NFKC, NFKD };

// The length of the UTF-8 character starting at text[at] (1 for a byte that starts none);
// text must be valid UTF-8 for the answer to be a whole character.
std::size_t char_length(std::string_view text, std::size_t at);
// The code point at text[at] of valid UTF-8 text.
char32_t code_point_at(std::string_view text, std::size_t at);
void append_utf8(std::string& out, char32_t code_point);

// Each maximal invalid subsequence becomes U+FFFD, as Rust's String::from_utf8_lossy does.
std::string utf8_lossy(std::string_view bytes);
bool is_valid_utf8(std::string_view bytes);

std::string normalize(std::string_view text, NormalForm form);

// Rust's char::is_numeric: general categories Nd, Nl and No.
bool is_numeric(char32_t c);
// Unicode White_Space (Rust regex's \s).
bool is_white_space(char32_t c);
// Rust regex's \w: letters, marks, decimal and letter numbers, connector punctuation.
bool is_word(char32_t c);

}  // namespace tessera::bpe

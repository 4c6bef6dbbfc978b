// Regex: PCRE2 (8-bit, UTF + UCP), JIT-compiled where the platform has PCRE2's JIT.
#define PCRE2_CODE_UNIT_WIDTH 8
#include "model/bpe/regex.h"

#include <pcre2.h>

#include <stdexcept>

namespace tessera::bpe {
namespace {

// Long runs of one class ([^\s\p{L}\p{N}]+ over a megabyte of punctuation) need more than the
// JIT's default 32 KiB stack.
constexpr std::size_t kJitStackStart = 64 * 1024;
constexpr std::size_t kJitStackMax = 64 * 1024 * 1024;

std::string escape(std::string_view literal) {
  std::string escaped;
  for (char c : literal) {
    const bool word = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                      static_cast<unsigned char>(c) >= 0x80;
    if (!word) escaped += '\\';
    escaped += c;
  }
  return escaped;
}

}  // namespace

struct Regex::Compiled {
  pcre2_code* code = nullptr;
  bool jit = false;
  ~Compiled() { pcre2_code_free(code); }
};

Regex::Regex(const std::string& pattern) : compiled_(std::make_unique<Compiled>()) {
  int error = 0;
  PCRE2_SIZE offset = 0;
  compiled_->code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(),
                                  PCRE2_UTF | PCRE2_UCP, &error, &offset, nullptr);
  if (!compiled_->code) {
    PCRE2_UCHAR reason[256];
    pcre2_get_error_message(error, reason, sizeof reason);
    throw std::invalid_argument(std::string(reinterpret_cast<const char*>(reason)) + " at offset " +
                                std::to_string(offset));
  }
  compiled_->jit = pcre2_jit_compile(compiled_->code, PCRE2_JIT_COMPLETE) == 0;
}

Regex Regex::literal(std::string_view literal) {
  return Regex(escape(literal));
}

Regex::~Regex() = default;
Regex::Regex(Regex&&) noexcept = default;
Regex& Regex::operator=(Regex&&) noexcept = default;

std::vector<std::pair<std::size_t, std::size_t>> Regex::find_all(std::string_view text) const {
  std::vector<std::pair<std::size_t, std::size_t>> matches;
  pcre2_match_data* data = pcre2_match_data_create_from_pattern(compiled_->code, nullptr);
  pcre2_match_context* context = pcre2_match_context_create(nullptr);
  pcre2_jit_stack* stack = nullptr;
  std::size_t stack_size = kJitStackStart;
  const auto subject = reinterpret_cast<PCRE2_SPTR>(text.data());
  std::size_t at = 0;
  int error = 0;
  while (at <= text.size()) {
    const int found =
        pcre2_match(compiled_->code, subject, text.size(), at, PCRE2_NO_UTF_CHECK, data, context);
    if (found == PCRE2_ERROR_JIT_STACKLIMIT && compiled_->jit && stack_size < kJitStackMax) {
      pcre2_jit_stack_free(stack);
      stack_size *= 4;
      stack = pcre2_jit_stack_create(kJitStackStart, stack_size, nullptr);
      pcre2_jit_stack_assign(context, nullptr, stack);
      continue;
    }
    if (found < 0) {
      if (found != PCRE2_ERROR_NOMATCH) error = found;
      break;
    }
    const PCRE2_SIZE* span = pcre2_get_ovector_pointer(data);
    if (span[1] > span[0]) {
      matches.emplace_back(span[0], span[1]);
      at = span[1];
    } else {  // an empty match: try again one character on
      at = span[0] + 1;
      while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) ++at;
    }
  }
  pcre2_jit_stack_free(stack);
  pcre2_match_context_free(context);
  pcre2_match_data_free(data);
  if (error != 0) {
    PCRE2_UCHAR reason[256];
    pcre2_get_error_message(error, reason, sizeof reason);
    throw std::runtime_error(reinterpret_cast<const char*>(reason));
  }
  return matches;
}

}  // namespace tessera::bpe

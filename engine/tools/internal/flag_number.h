// A command-line flag's number, for every tool: the whole text as a number (no leading space or
// '+', nothing after it, no locale), or tessera::Error naming the flag.
#pragma once

#include <charconv>
#include <string>

#include "tessera/error.h"

namespace tessera {

template <typename T>
T flag_number(const std::string& flag, const std::string& text) {
  T value{};
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end) {
    throw Error::untranslated(flag + ": not a number: '" + text + "'");
  }
  return value;
}

// A count that must be at least 1 (requests, tokens, batch sizes).
inline int flag_positive(const std::string& flag, const std::string& text) {
  int value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (ec != std::errc() || ptr != end || value < 1) {
    throw Error::untranslated(flag + ": expected a positive integer, got '" + text + "'");
  }
  return value;
}

}  // namespace tessera

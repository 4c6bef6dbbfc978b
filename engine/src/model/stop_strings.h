// Stop strings over streamed text: which text may be shown now, and where generation stops.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tessera {

// Fed the detokenizer's deltas in order. Text that could still turn out to be the start of a stop
// string is held back; when a stop string appears, the text before it is released and the stop
// string and everything after it never are. Deltas must be whole UTF-8 characters (the
// detokenizer's are); then every release is too.
class StopStringMatcher {
 public:
  struct Result {
    std::string text;         // safe to show now
    bool stopped = false;     // a stop string was found: generation is over
    std::string stop_string;  // which one, when stopped
  };

  explicit StopStringMatcher(std::vector<std::string> stop_strings);

  Result feed(std::string_view delta);
  // Generation ended without a stop string: releases the held-back text.
  std::string finish();
  bool stopped() const { return stopped_; }

 private:
  std::size_t held_back_length() const;

  std::vector<std::string> stop_strings_;
  std::string pending_;  // received, not yet released
  bool stopped_ = false;
  std::string matched_;
};

}  // namespace tessera

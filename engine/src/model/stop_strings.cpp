// StopStringMatcher: earliest match wins; the held-back tail is the longest suffix of the
// pending text that is a proper prefix of some stop string, so it stays shorter than the
// longest stop string and each feed costs O(stop strings x their length).
#include "model/stop_strings.h"

#include <algorithm>

namespace tessera {

StopStringMatcher::StopStringMatcher(std::vector<std::string> stop_strings)
    : stop_strings_(std::move(stop_strings)) {
  // An empty stop string would match before any text; it cannot mean anything useful.
  std::erase_if(stop_strings_, [](const std::string& stop) { return stop.empty(); });
}

StopStringMatcher::Result StopStringMatcher::feed(std::string_view delta) {
  if (stopped_) return {{}, true, matched_};
  pending_ += delta;

  std::size_t match_at = std::string::npos;
  const std::string* match = nullptr;
  for (const std::string& stop : stop_strings_) {
    const std::size_t at = pending_.find(stop);
    const bool earlier = at < match_at;
    const bool longer_at_same_place =
        at != std::string::npos && at == match_at && stop.size() > match->size();
    if (earlier || longer_at_same_place) {
      match_at = at;
      match = &stop;
    }
  }
  if (match) {
    stopped_ = true;
    matched_ = *match;
    Result result{pending_.substr(0, match_at), true, matched_};
    pending_.clear();
    return result;
  }

  const std::size_t release = pending_.size() - held_back_length();
  Result result{pending_.substr(0, release), false, {}};
  pending_.erase(0, release);
  return result;
}

std::string StopStringMatcher::finish() {
  std::string rest = std::move(pending_);
  pending_.clear();
  return stopped_ ? std::string() : rest;
}

std::size_t StopStringMatcher::held_back_length() const {
  std::size_t longest = 0;
  for (const std::string& stop : stop_strings_) {
    const std::size_t max_length = std::min(stop.size() - 1, pending_.size());
    for (std::size_t length = max_length; length > longest; --length) {
      if (std::string_view(pending_).substr(pending_.size() - length) ==
          std::string_view(stop).substr(0, length)) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}

}  // namespace tessera

// IncrementalDetokenizer: vLLM's prefix/read offsets over SentencePiece decoding.
//
// Each step decodes only a short window: ids_[prefix_offset_, read_offset_) is text already
// emitted, kept as context so that SentencePiece's spacing and byte grouping see what precedes
// the new ids; the delta is what decoding the window plus the new ids adds to it. A window whose
// decode ends in U+FFFD stops at an incomplete UTF-8 character, so it is held back until the
// character's remaining byte pieces arrive.
#include <optional>
#include <string>
#include <string_view>

#include "model/tokenizer_impl.h"
#include "tessera/tokenizer.h"

namespace tessera {
namespace {

constexpr std::size_t kPromptContextTokens = 5;

// Where the context window over the prompt starts. SentencePiece drops the leading space of the
// first visible piece of a decode, so the window must hold a visible (non-control) piece before
// the output begins, or reach the true start where that drop is right. It must also not start
// on a continuation byte, which would decode as a stray U+FFFD.
std::size_t context_start(const Tokenizer::Impl& impl, const std::vector<TokenId>& prompt) {
  std::size_t start = prompt.size();
  std::size_t visible = 0;
  while (start > 0 && (prompt.size() - start < kPromptContextTokens || visible == 0)) {
    --start;
    if (!impl.is_control(prompt[start])) ++visible;
  }
  while (start > 0 && impl.is_utf8_continuation_byte(prompt[start])) --start;
  return start;
}

// Moves a context window's start back until the window [start, end) decodes to a visible
// character. SentencePiece drops the leading spaces of a decode until the first visible
// character, across pieces: a window of only space pieces ("▁", then "▁r") would lose spaces
// the full decode keeps. At the true start (0) dropping them is right. (Found by the detokenizer
// fuzz target.)
// `window`, when given, receives the decode of [start, end) for the start returned if this
// search made that decode (else it is left empty).
std::size_t window_start(const Tokenizer::Impl& impl, const std::vector<TokenId>& ids,
                         std::size_t start, std::size_t end,
                         std::optional<std::string>* window = nullptr) {
  std::string decoded;
  std::size_t decoded_from = end;  // none yet
  const auto visible = [&](std::size_t from) {
    const auto first = ids.begin() + static_cast<std::ptrdiff_t>(from);
    const auto last = ids.begin() + static_cast<std::ptrdiff_t>(end);
    decoded = end - from == 1 ? impl.decode_one(ids[from]) : impl.decode({first, last});
    decoded_from = from;
    return has_visible_text(decoded);
  };
  while (start > 0 && !visible(start)) --start;
  while (start > 0 && impl.is_utf8_continuation_byte(ids[start])) --start;
  if (window) {
    window->reset();
    if (decoded_from == start) *window = std::move(decoded);
  }
  return start;
}

}  // namespace

IncrementalDetokenizer::IncrementalDetokenizer(const Tokenizer& tokenizer,
                                               std::vector<TokenId> prompt_ids)
    : tokenizer_(tokenizer), ids_(std::move(prompt_ids)) {
  read_offset_ = ids_.size();
  prefix_offset_ =
      window_start(tokenizer_.impl(), ids_, context_start(tokenizer_.impl(), ids_), read_offset_);
}

std::string IncrementalDetokenizer::push(TokenId id) {
  ids_.push_back(id);
  return take_new_text(/*at_end=*/false);
}

std::string IncrementalDetokenizer::flush() {
  return take_new_text(/*at_end=*/true);
}

std::string IncrementalDetokenizer::take_new_text(bool at_end) {
  if (read_offset_ == ids_.size()) return {};
  // One plain piece after visible text adds its fixed continuation and, visible by itself,
  // becomes the next window alone: what the decodes below would find, without them.
  if (read_offset_ + 1 == ids_.size() && emitted_ && has_visible_text(*emitted_)) {
    if (auto next = tokenizer_.impl().continuation(ids_.back())) {
      prefix_offset_ = read_offset_;
      read_offset_ = ids_.size();
      emitted_ = std::move(next->alone);
      text_ += next->after_text;
      return std::move(next->after_text);
    }
  }
  const auto first = ids_.begin() + static_cast<std::ptrdiff_t>(prefix_offset_);
  const auto read = ids_.begin() + static_cast<std::ptrdiff_t>(read_offset_);
  if (!emitted_) emitted_ = tokenizer_.impl().decode({first, read});
  const std::string window = tokenizer_.impl().decode({first, ids_.end()});
  // Control pieces add no text; an incomplete character waits for its last bytes (at the end
  // of generation it is released as SentencePiece renders it, U+FFFD included).
  if (window.size() <= emitted_->size() || (!at_end && ends_with_replacement(window))) return {};
  std::string delta = window.substr(emitted_->size());
  prefix_offset_ = window_start(tokenizer_.impl(), ids_, read_offset_, ids_.size(), &emitted_);
  read_offset_ = ids_.size();
  text_ += delta;
  return delta;
}

}  // namespace tessera

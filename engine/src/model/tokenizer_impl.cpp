// Tokenizer::Impl: what both tokenizers share, the per-id caches the incremental detokenizer
// reads.
#include "model/tokenizer_impl.h"

namespace tessera {
namespace {

constexpr std::string_view kReplacementCharacter = "\xEF\xBF\xBD";

}  // namespace

bool has_visible_text(std::string_view text) {
  return text.find_first_not_of(' ') != std::string_view::npos;
}

bool ends_with_replacement(std::string_view text) {
  return text.ends_with(kReplacementCharacter);
}

std::string Tokenizer::Impl::decode_one(TokenId id) const {
  check_id(id);
  {
    std::lock_guard lock(decoded_mutex_);
    if (const auto found = decoded_.find(id); found != decoded_.end()) return found->second;
  }
  std::string text = decode({id});
  std::lock_guard lock(decoded_mutex_);
  decoded_.emplace(id, text);
  return text;
}

std::optional<Tokenizer::Impl::Continuation> Tokenizer::Impl::continuation(TokenId id) const {
  check_id(id);
  {
    std::lock_guard lock(decoded_mutex_);
    if (const auto found = continuations_.find(id); found != continuations_.end()) {
      return found->second;
    }
  }
  std::optional<Continuation> made;
  if (is_plain(id)) {
    const TokenId anchor = anchor_id();
    std::string alone = decode_one(id);
    if (anchor >= 0 && has_visible_text(alone)) {
      const std::string before = decode_one(anchor);
      const std::string both = decode({anchor, id});
      if (both.size() > before.size() && both.compare(0, before.size(), before) == 0 &&
          !ends_with_replacement(both)) {
        made = Continuation{both.substr(before.size()), std::move(alone)};
      }
    }
  }
  std::lock_guard lock(decoded_mutex_);
  continuations_.emplace(id, made);
  return made;
}

// The first plain piece whose text alone is visible: any such piece ends SentencePiece's
// dropping of leading spaces (and a tokenizer.json decoder's stripping of the first token),
// after which a plain piece's text no longer depends on what precedes.
TokenId Tokenizer::Impl::anchor_id() const {
  {
    std::lock_guard lock(decoded_mutex_);
    if (anchor_) return *anchor_;
  }
  TokenId found = -1;
  for (TokenId id = 0; id < plain_search_end() && found < 0; ++id) {
    if (is_plain(id) && has_visible_text(decode_one(id))) found = id;
  }
  std::lock_guard lock(decoded_mutex_);
  anchor_ = found;
  return found;
}

}  // namespace tessera

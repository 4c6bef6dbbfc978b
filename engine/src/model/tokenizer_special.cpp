// Tokenizer::encode_special: text with special tokens spelled out, as a chat template renders
// it, to ids (see tessera/tokenizer.h); SentencePiece's splits the specials out itself.
#include <algorithm>

#include "model/sentencepiece_tokenizer.h"
#include "model/tokenizer_impl.h"

namespace tessera {

const std::vector<std::pair<std::string, TokenId>>& SentencePieceTokenizer::special_pieces() const {
  std::call_once(specials_once_, [this] {
    // This SentencePiece cannot name user-defined pieces, so every piece spelled <...> is a
    // candidate, kept when special_piece_id() finds the vocabulary matches it whole.
    std::vector<std::string> candidates;
    for (int id = 0; id < piece_size_; ++id) {
      if (processor_.IsByte(id) || processor_.IsUnused(id)) continue;
      const std::string spelled = processor_.IdToPiece(id);
      const bool bracketed = spelled.size() > 2 && spelled.front() == '<' && spelled.back() == '>';
      if (processor_.IsControl(id) || bracketed) candidates.push_back(spelled);
    }
    for (const auto& [id, content] : added_) candidates.push_back(content);
    for (const std::string& spelled : candidates) {
      if (spelled.empty()) continue;
      if (const std::optional<TokenId> id = special_piece_id(spelled))
        specials_.emplace_back(spelled, *id);
    }
    // Longest first, so that "<|im_start|>" wins over a shorter piece it starts with.
    std::stable_sort(specials_.begin(), specials_.end(),
                     [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    specials_.erase(std::unique(specials_.begin(), specials_.end()), specials_.end());
  });
  return specials_;
}

std::vector<TokenId> SentencePieceTokenizer::encode_special(std::string_view text) const {
  const auto& specials = special_pieces();
  bool first_byte[256] = {};
  for (const auto& special : specials)
    first_byte[static_cast<unsigned char>(special.first[0])] = true;
  std::vector<TokenId> ids;
  std::size_t run_start = 0;
  auto flush = [&](std::size_t end) {
    if (end <= run_start) return;
    const std::vector<TokenId> run = encode_text(text.substr(run_start, end - run_start));
    ids.insert(ids.end(), run.begin(), run.end());
  };
  for (std::size_t at = 0; at < text.size();) {
    const std::pair<std::string, TokenId>* match = nullptr;
    if (first_byte[static_cast<unsigned char>(text[at])]) {
      for (const auto& special : specials) {
        if (text.compare(at, special.first.size(), special.first) == 0) {
          match = &special;
          break;
        }
      }
    }
    if (!match) {
      ++at;
      continue;
    }
    flush(at);
    ids.push_back(match->second);
    at += match->first.size();
    run_start = at;
  }
  flush(text.size());
  return ids;
}

std::vector<TokenId> Tokenizer::encode_special(std::string_view text) const {
  return impl_->encode_special(text);
}

std::string Tokenizer::bos_token() const {
  const std::string& spelled = impl_->config().bos_token;
  return !spelled.empty() || bos_id() < 0 ? spelled : piece(bos_id());
}

std::string Tokenizer::eos_token() const {
  const std::string& spelled = impl_->config().eos_token;
  return !spelled.empty() || eos_id() < 0 ? spelled : piece(eos_id());
}

}  // namespace tessera

// BpeTokenizer: tokenizer.json through the parts in model/bpe/.
#include "model/bpe_tokenizer.h"

#include <stdexcept>

#include "model/bpe/tokenizer_json.h"
#include "model/bpe/unicode.h"
#include "tessera/error.h"

namespace tessera {

BpeTokenizer::BpeTokenizer(const std::string& json_path, TokenizerConfig config)
    : BpeTokenizer(json_path, bpe::read_tokenizer_json(json_path), std::move(config)) {}

BpeTokenizer::BpeTokenizer(std::string source, bpe::TokenizerJson json, TokenizerConfig config,
                           const std::vector<bpe::AddedToken>& silent)
    : Impl(std::move(config)), path_(std::move(source)) {
  try {
    model_ = std::make_unique<bpe::Model>(std::move(json.model));
  } catch (const std::invalid_argument& missing) {
    throw Error(tessera::Message::tr("%1: field '%2' %3"), path_, "model",
                Message(tessera::Message::tr("names '%1', which is not in the vocabulary"),
                        missing.what()));
  }
  normalizer_ = std::move(json.normalizer);
  pre_tokenizer_ = std::make_unique<bpe::PreTokenizer>(std::move(json.pre_tokenizer));
  for (const bpe::DecoderStep& step : json.decoder) {
    if (step.kind == bpe::DecoderStep::Kind::Strip && step.stop > 0) continuations_stable_ = false;
  }
  decoder_ = std::make_unique<bpe::Decoder>(std::move(json.decoder));
  add_tokens(json.added_tokens);
  for (const bpe::AddedToken& token : silent) added_[token.id] = token;
  vocab_size_ = model_->max_id() + 1;
  for (const auto& [id, token] : added_) vocab_size_ = std::max(vocab_size_, id + 1);
  // BOS: tokenizer_config.json's spelling, else the one the post-processor's template adds.
  const std::string bos =
      !config_.bos_token.empty() ? config_.bos_token : json.template_bos.value_or("");
  if (!bos.empty()) bos_id_ = id_of(bos).value_or(-1);
  if (!config_.eos_token.empty()) eos_id_ = id_of(config_.eos_token).value_or(-1);
  adds_bos_ = config_.add_bos.value_or(json.template_bos.has_value());
}

// As `tokenizers`: a normalized token is matched in normalized text by its normalized content,
// which is also what it decodes to.
void BpeTokenizer::add_tokens(const std::vector<bpe::AddedToken>& tokens) {
  for (const bpe::AddedToken& token : tokens) {
    if (token.content.empty()) continue;
    added_[token.id] = token;
    added_ids_[token.content] = token.id;
    if (token.special) special_contents_.insert(token.content);
    if (!token.normalized) {
      raw_matcher_.add(token, token.content);
      continue;
    }
    std::string pattern = bpe::normalize(token.content, normalizer_);
    if (pattern != token.content) added_decoded_[token.id] = pattern;
    normalized_matcher_.add(token, std::move(pattern));
  }
}

std::vector<TokenId> BpeTokenizer::encode_text(std::string_view text) const {
  // Invalid UTF-8 cannot reach `tokenizers` (Python strings are Unicode); here it is read as
  // Rust reads bytes lossily, each bad sequence one U+FFFD.
  const std::string valid = bpe::is_valid_utf8(text) ? std::string(text) : bpe::utf8_lossy(text);
  std::vector<TokenId> ids;
  ids.reserve(valid.size() / 3 + 1);
  try {
    for (const bpe::Segment& segment : raw_matcher_.split(valid)) {
      if (segment.id >= 0) {
        ids.push_back(segment.id);
      } else {
        const std::string_view stretch(valid.data() + segment.begin, segment.end - segment.begin);
        encode_stretch(stretch, segment.begin == 0, ids);
      }
    }
  } catch (const std::runtime_error& failure) {  // PCRE2 or utf8proc gave up on this text
    throw Error(tessera::Message::tr("%1: encoding failed (%2)"), path_, failure.what());
  }
  return ids;
}

// A stretch between raw added tokens: normalized, searched for normalized added tokens, and the
// rest pre-tokenized into words for the model.
void BpeTokenizer::encode_stretch(std::string_view text, bool at_start,
                                  std::vector<TokenId>& ids) const {
  const std::string normalized = bpe::normalize(text, normalizer_);
  for (const bpe::Segment& segment : normalized_matcher_.split(normalized)) {
    if (segment.id >= 0) {
      ids.push_back(segment.id);
      continue;
    }
    bpe::Piece piece{normalized.substr(segment.begin, segment.end - segment.begin),
                     at_start && segment.begin == 0};
    for (const bpe::Piece& word : pre_tokenizer_->split(std::move(piece))) {
      model_->tokenize(word.text, ids);
    }
  }
}

std::string BpeTokenizer::decode(const std::vector<TokenId>& ids) const {
  std::vector<std::string> tokens;
  tokens.reserve(ids.size());
  for (TokenId id : ids) {
    check_id(id);
    if (const bpe::AddedToken* token = added(id)) {
      if (token->special) continue;
      const auto normalized = added_decoded_.find(id);
      tokens.push_back(normalized != added_decoded_.end() ? normalized->second : token->content);
      continue;
    }
    const std::string& token = *model_->token_of(id);
    if (special_contents_.count(token) == 0) tokens.push_back(token);
  }
  return decoder_->decode(std::move(tokens));
}

std::string BpeTokenizer::piece(TokenId id) const {
  check_id(id);
  if (const bpe::AddedToken* token = added(id)) return token->content;
  return *model_->token_of(id);
}

std::optional<TokenId> BpeTokenizer::special_piece_id(std::string_view piece) const {
  const auto found = added_ids_.find(std::string(piece));
  if (found == added_ids_.end()) return std::nullopt;
  return found->second;
}

bool BpeTokenizer::is_control(TokenId id) const {
  const bpe::AddedToken* token = added(id);
  return token && token->special;
}

bool BpeTokenizer::is_utf8_continuation_byte(TokenId id) const {
  if (added(id) || !model_->token_of(id)) return false;
  const std::string bytes = decoder_->raw_bytes(*model_->token_of(id));
  return !bytes.empty() && (static_cast<unsigned char>(bytes.front()) & 0xC0) == 0x80;
}

std::optional<std::string> BpeTokenizer::token_bytes(TokenId id) const {
  if (id < 0 || id >= vocab_size_) return std::nullopt;
  if (const bpe::AddedToken* token = added(id)) {
    if (token->special) return std::nullopt;
    return token->content;
  }
  const auto token = model_->token_of(id);
  if (!token) return std::nullopt;
  return decoder_->text_bytes(*token);
}

// Byte pieces (<0x41>) are not plain: ByteFallback decodes a run of them together.
bool BpeTokenizer::is_plain(TokenId id) const {
  if (!continuations_stable_ || added(id)) return false;
  const std::string* token = model_->token_of(id);
  if (!token || special_contents_.count(*token) != 0) return false;
  return !(token->size() == 6 && token->starts_with("<0x") && token->back() == '>');
}

void BpeTokenizer::check_id(TokenId id) const {
  if (added(id) || model_->token_of(id)) return;
  throw Error(tessera::Message::tr("%1: token id %2 is outside the vocabulary [0, %3)"), path_, id,
              vocab_size_);
}

std::optional<TokenId> BpeTokenizer::id_of(const std::string& content) const {
  if (const auto found = added_ids_.find(content); found != added_ids_.end()) {
    return found->second;
  }
  return model_->id_of(content);
}

const bpe::AddedToken* BpeTokenizer::added(TokenId id) const {
  const auto found = added_.find(id);
  return found != added_.end() ? &found->second : nullptr;
}

}  // namespace tessera

// SentencePieceTokenizer: the SentencePiece processor plus the tokens Hugging Face adds after it.
#include "model/sentencepiece_tokenizer.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>

#include "model/bpe/pipeline.h"
#include "model/json_fields.h"
#include "tessera/error.h"
#include "tessera/utf8_path.h"

namespace tessera {
namespace {

constexpr std::string_view kSpaceMarker = "\xE2\x96\x81";  // ▁, SentencePiece's space

}  // namespace

namespace {

// Read here, not by SentencePiece's Load(path): that opens narrow (ANSI) paths on Windows.
std::string read_sentencepiece_file(const std::string& model_path) {
  std::error_code unreadable;  // a name too long for the file system, say: not there
  if (!std::filesystem::exists(utf8_path(model_path), unreadable)) {
    throw Error(tessera::Message::tr("%1: tokenizer model file not found"), model_path);
  }
  // SentencePiece models are a few MB; 256 MiB bounds a wrong file without refusing a real one.
  return read_model_file(model_path, model_path, 256u << 20);
}

}  // namespace

SentencePieceTokenizer::SentencePieceTokenizer(const std::string& model_path,
                                               TokenizerConfig config)
    : SentencePieceTokenizer(model_path, read_sentencepiece_file(model_path), std::move(config)) {}

SentencePieceTokenizer::SentencePieceTokenizer(const std::string& source,
                                               const std::string& serialized_model,
                                               TokenizerConfig config)
    : Impl(std::move(config)), model_path_(source) {
  const auto status = processor_.LoadFromSerializedProto(serialized_model);
  if (!status.ok()) {
    throw Error(tessera::Message::tr("%1: not a valid SentencePiece model (%2)"), source,
                status.ToString());
  }
  piece_size_ = processor_.GetPieceSize();
  invisible_ = processor_.eos_id() >= 0 ? processor_.eos_id() : processor_.bos_id();
  // Entries for ids inside the SentencePiece vocabulary (<unk>, <s>, </s>) only restate it.
  for (const AddedToken& token : config_.added_tokens) {
    if (token.id >= piece_size_) added_[token.id] = token.content;
  }
  bos_id_ = resolve_special(config_.bos_token, processor_.bos_id());
  eos_id_ = resolve_special(config_.eos_token, processor_.eos_id());
  adds_bos_ = config_.add_bos.value_or(true);
}

int SentencePieceTokenizer::vocab_size() const {
  return added_.empty() ? piece_size_ : added_.rbegin()->first + 1;
}

std::vector<TokenId> SentencePieceTokenizer::encode_text(std::string_view text) const {
  std::vector<int> ids;
  const auto status = processor_.Encode(text, &ids);
  if (!status.ok()) {
    throw Error(tessera::Message::tr("%1: encoding failed (%2)"), model_path_, status.ToString());
  }
  return {ids.begin(), ids.end()};
}

// Added tokens are markers such as <|im_end|>: they decode to nothing, like control pieces.
// They are handed to SentencePiece as a control piece so its spacing rules see them the same way.
std::string SentencePieceTokenizer::decode(const std::vector<TokenId>& ids) const {
  std::vector<int> pieces;
  pieces.reserve(ids.size());
  for (TokenId id : ids) {
    check_id(id);
    if (!is_added(id)) {
      pieces.push_back(id);
    } else if (invisible_ >= 0) {
      pieces.push_back(invisible_);
    }
  }
  std::string text;
  const auto status = processor_.Decode(pieces, &text);
  if (!status.ok()) {
    throw Error(tessera::Message::tr("%1: decoding failed (%2)"), model_path_, status.ToString());
  }
  return text;
}

bool SentencePieceTokenizer::is_plain(TokenId id) const {
  return id >= 0 && id < piece_size_ && !processor_.IsControl(id) && !processor_.IsUnknown(id) &&
         !processor_.IsByte(id) && !processor_.IsUnused(id);
}

std::string SentencePieceTokenizer::piece(TokenId id) const {
  check_id(id);
  return is_added(id) ? added_.at(id) : processor_.IdToPiece(id);
}

std::optional<TokenId> SentencePieceTokenizer::special_piece_id(std::string_view piece) const {
  for (const auto& [id, content] : added_) {
    if (content == piece) return id;
  }
  const int id = processor_.PieceToId(piece);
  // PieceToId answers unk for pieces it does not know, so check the spelling as well.
  if (processor_.IdToPiece(id) != piece) return std::nullopt;
  if (processor_.IsControl(id)) return id;
  // This SentencePiece version cannot name user-defined pieces; they are the ones it matches
  // as a whole wherever they appear in text (after the leading-space marker it may add).
  std::vector<TokenId> ids = encode_text(piece);
  if (!ids.empty() && processor_.IdToPiece(ids.front()) == kSpaceMarker) ids.erase(ids.begin());
  if (ids.size() == 1 && ids.front() == id) return id;
  return std::nullopt;
}

bool SentencePieceTokenizer::is_control(TokenId id) const {
  if (is_added(id)) return true;
  return id >= 0 && id < piece_size_ && processor_.IsControl(id);
}

bool SentencePieceTokenizer::is_utf8_continuation_byte(TokenId id) const {
  if (id < 0 || id >= piece_size_ || !processor_.IsByte(id)) return false;
  const std::string byte_piece = processor_.IdToPiece(id);  // "<0xAB>"
  const int value = std::stoi(byte_piece.substr(3, 2), nullptr, 16);
  return (value & 0xC0) == 0x80;
}

std::optional<std::string> SentencePieceTokenizer::token_bytes(TokenId id) const {
  if (id < 0 || id >= piece_size_ || processor_.IsControl(id) || processor_.IsUnknown(id) ||
      processor_.IsUnused(id)) {
    return std::nullopt;  // added tokens (past piece_size_) are markers too
  }
  std::string bytes = processor_.IdToPiece(id);
  if (processor_.IsByte(id)) {  // "<0xAB>"
    return std::string(1, static_cast<char>(std::stoi(bytes.substr(3, 2), nullptr, 16)));
  }
  return bpe::replace_all(bytes, kSpaceMarker, " ");
}

void SentencePieceTokenizer::check_id(TokenId id) const {
  if (id >= 0 && (id < piece_size_ || is_added(id))) return;
  throw Error(tessera::Message::tr("%1: token id %2 is outside the vocabulary [0, %3)"),
              model_path_, id, vocab_size());
}

// tokenizer_config.json may name BOS/EOS differently from the SentencePiece model (OpenHermes
// ends turns with <|im_end|>); a spelling the vocabulary lacks leaves the model's own.
TokenId SentencePieceTokenizer::resolve_special(const std::string& spelled,
                                                TokenId fallback) const {
  if (spelled.empty()) return fallback;
  return special_piece_id(spelled).value_or(fallback);
}

}  // namespace tessera

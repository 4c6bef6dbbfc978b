// Tokenizer: a thin layer over the SentencePiece library.
#include "tessera/tokenizer.h"

#include <filesystem>

#include "model/tokenizer_impl.h"
#include "tessera/error.h"

namespace tessera {

Tokenizer::Impl::Impl(const std::string& model_path, TokenizerConfig config)
    : model_path_(model_path), config_(std::move(config)) {
  if (!std::filesystem::is_regular_file(model_path)) {
    throw Error(model_path + ": tokenizer model file not found");
  }
  const auto status = processor_.Load(model_path);
  if (!status.ok()) {
    throw Error(model_path + ": not a valid SentencePiece model (" + status.ToString() + ")");
  }
}

std::vector<TokenId> Tokenizer::Impl::encode_text(std::string_view text) const {
  std::vector<int> ids;
  const auto status = processor_.Encode(text, &ids);
  if (!status.ok()) throw Error(model_path_ + ": encoding failed (" + status.ToString() + ")");
  return {ids.begin(), ids.end()};
}

std::string Tokenizer::Impl::decode(const std::vector<TokenId>& ids) const {
  for (TokenId id : ids) check_id(id);
  std::string text;
  const auto status = processor_.Decode(std::vector<int>(ids.begin(), ids.end()), &text);
  if (!status.ok()) throw Error(model_path_ + ": decoding failed (" + status.ToString() + ")");
  return text;
}

std::string Tokenizer::Impl::piece(TokenId id) const {
  check_id(id);
  return processor_.IdToPiece(id);
}

std::optional<TokenId> Tokenizer::Impl::special_piece_id(std::string_view piece) const {
  const int id = processor_.PieceToId(piece);
  // PieceToId answers unk for pieces it does not know, so check the spelling as well.
  if (processor_.IdToPiece(id) != piece) return std::nullopt;
  if (processor_.IsControl(id)) return id;
  // This SentencePiece version cannot name user-defined pieces; they are the ones it matches
  // as a whole wherever they appear in text (after the leading-space marker it may add).
  std::vector<TokenId> ids = encode_text(piece);
  if (!ids.empty() && processor_.IdToPiece(ids.front()) == "\xE2\x96\x81") ids.erase(ids.begin());
  if (ids.size() == 1 && ids.front() == id) return id;
  return std::nullopt;
}

bool Tokenizer::Impl::is_control(TokenId id) const {
  return id >= 0 && id < vocab_size() && processor_.IsControl(id);
}

bool Tokenizer::Impl::is_utf8_continuation_byte(TokenId id) const {
  if (id < 0 || id >= vocab_size() || !processor_.IsByte(id)) return false;
  const std::string byte_piece = processor_.IdToPiece(id);  // "<0xAB>"
  const int value = std::stoi(byte_piece.substr(3, 2), nullptr, 16);
  return (value & 0xC0) == 0x80;
}

void Tokenizer::Impl::check_id(TokenId id) const {
  if (id < 0 || id >= vocab_size()) {
    throw Error(model_path_ + ": token id " + std::to_string(id) + " is outside the vocabulary [0, " +
                std::to_string(vocab_size()) + ")");
  }
}

Tokenizer::Tokenizer(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Tokenizer::~Tokenizer() = default;

std::unique_ptr<Tokenizer> Tokenizer::load(const std::string& model_dir) {
  const std::filesystem::path dir(model_dir);
  TokenizerConfig config = read_tokenizer_config((dir / "tokenizer_config.json").string());
  auto impl = std::make_unique<Impl>((dir / "tokenizer.model").string(), std::move(config));
  return std::unique_ptr<Tokenizer>(new Tokenizer(std::move(impl)));
}

std::unique_ptr<Tokenizer> Tokenizer::load_file(const std::string& tokenizer_model_path,
                                                bool add_bos, bool add_eos) {
  TokenizerConfig config;
  config.add_bos = add_bos;
  config.add_eos = add_eos;
  auto impl = std::make_unique<Impl>(tokenizer_model_path, std::move(config));
  return std::unique_ptr<Tokenizer>(new Tokenizer(std::move(impl)));
}

std::vector<TokenId> Tokenizer::encode(std::string_view text, bool add_special) const {
  std::vector<TokenId> ids;
  const bool add_bos = add_special && impl_->config().add_bos && bos_id() >= 0;
  const bool add_eos = add_special && impl_->config().add_eos && eos_id() >= 0;
  if (add_bos) ids.push_back(bos_id());
  const std::vector<TokenId> text_ids = impl_->encode_text(text);
  ids.insert(ids.end(), text_ids.begin(), text_ids.end());
  if (add_eos) ids.push_back(eos_id());
  return ids;
}

std::string Tokenizer::decode(const std::vector<TokenId>& ids) const { return impl_->decode(ids); }
std::string Tokenizer::piece(TokenId id) const { return impl_->piece(id); }
int Tokenizer::vocab_size() const { return impl_->vocab_size(); }
TokenId Tokenizer::bos_id() const { return impl_->bos_id(); }
TokenId Tokenizer::eos_id() const { return impl_->eos_id(); }
bool Tokenizer::adds_bos() const { return impl_->config().add_bos && bos_id() >= 0; }
const std::string& Tokenizer::chat_template_jinja() const { return impl_->config().chat_template; }

}  // namespace tessera

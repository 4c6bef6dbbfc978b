// Tokenizer: the public face of Tokenizer::Impl (tokenizer_impl.cpp).
#include "tessera/tokenizer.h"

#include <filesystem>

#include "model/tokenizer_impl.h"
#include "tessera/utf8_path.h"

namespace tessera {

Tokenizer::Tokenizer(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Tokenizer::~Tokenizer() = default;

std::unique_ptr<Tokenizer> Tokenizer::load(const std::string& model_dir) {
  const std::filesystem::path dir = utf8_path(model_dir);
  TokenizerConfig config = read_tokenizer_config(utf8_string(dir / "tokenizer_config.json"));
  if (config.chat_template.empty()) {
    config.chat_template = read_chat_template_file(utf8_string(dir / "chat_template.jinja"));
  }
  auto impl = std::make_unique<Impl>(utf8_string(dir / "tokenizer.model"), std::move(config));
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
  if (add_special && adds_bos()) ids.push_back(bos_id());
  const std::vector<TokenId> text_ids = impl_->encode_text(text);
  ids.insert(ids.end(), text_ids.begin(), text_ids.end());
  if (add_special && impl_->config().add_eos && eos_id() >= 0) ids.push_back(eos_id());
  return ids;
}

std::string Tokenizer::decode(const std::vector<TokenId>& ids) const {
  return impl_->decode(ids);
}
std::string Tokenizer::piece(TokenId id) const {
  return impl_->piece(id);
}
int Tokenizer::vocab_size() const {
  return impl_->vocab_size();
}
TokenId Tokenizer::bos_id() const {
  return impl_->bos_id();
}
TokenId Tokenizer::eos_id() const {
  return impl_->eos_id();
}
bool Tokenizer::adds_bos() const {
  return impl_->config().add_bos && bos_id() >= 0;
}
const std::string& Tokenizer::chat_template_jinja() const {
  return impl_->config().chat_template;
}

}  // namespace tessera

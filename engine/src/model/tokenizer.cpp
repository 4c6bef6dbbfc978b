// Tokenizer: the public face of Tokenizer::Impl, which picks tokenizer.json or tokenizer.model.
#include "tessera/tokenizer.h"

#include <filesystem>
#include <fstream>

#include "model/bpe_tokenizer.h"
#include "model/file_exists.h"
#include "model/gguf_bpe.h"
#include "model/gguf_fields.h"
#include "model/gguf_tokenizer.h"
#include "model/sentencepiece_tokenizer.h"
#include "tessera/error.h"
#include "tessera/utf8_path.h"

namespace tessera {
namespace {

// A tokenizer.json by its name, else by its first non-blank byte: JSON opens with '{', a
// SentencePiece model (a protobuf) never does.
bool is_tokenizer_json(const std::string& path) {
  if (path.ends_with(".json")) return true;
  if (path.ends_with(".model")) return false;
  std::ifstream file(utf8_path(path), std::ios::binary);
  char c = 0;
  while (file.get(c) && (c == ' ' || c == '\n' || c == '\r' || c == '\t')) {
  }
  return file && c == '{';
}

std::unique_ptr<Tokenizer::Impl> make_impl(const std::string& path, TokenizerConfig config) {
  if (is_tokenizer_json(path)) return std::make_unique<BpeTokenizer>(path, std::move(config));
  return std::make_unique<SentencePieceTokenizer>(path, std::move(config));
}

// A GGUF file's own vocabulary: SentencePiece-style ("llama") or byte-level BPE ("gpt2").
std::unique_ptr<Tokenizer::Impl> load_gguf_tokenizer(const std::string& path) {
  const GgufFile file = read_gguf(path);
  const GgufFields fields(file);
  const std::string model = fields.string("tokenizer.ggml.model");
  if (model == "gpt2") return gpt2_tokenizer_from_gguf(file);
  if (model != "llama") {
    fields.fail("tokenizer.ggml.model",
                Message(tessera::Message::tr("is '%1', which is not supported (supported: %2)"),
                        model, "llama, gpt2"));
  }
  return std::make_unique<SentencePieceTokenizer>(path, sentencepiece_model_from_gguf(file),
                                                  gguf_tokenizer_config(file));
}

}  // namespace

Tokenizer::Tokenizer(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Tokenizer::~Tokenizer() = default;

std::unique_ptr<Tokenizer> Tokenizer::load(const std::string& model_dir) {
  if (is_gguf_path(model_dir)) {
    return std::unique_ptr<Tokenizer>(new Tokenizer(load_gguf_tokenizer(model_dir)));
  }
  const std::filesystem::path dir = utf8_path(model_dir);
  TokenizerConfig config = read_tokenizer_config(utf8_string(dir / "tokenizer_config.json"));
  if (config.chat_template.empty()) {
    config.chat_template = read_chat_template_file(utf8_string(dir / "chat_template.jinja"));
  }
  // As transformers: a folder with both files uses tokenizer.json.
  const std::filesystem::path json = dir / "tokenizer.json";
  const std::filesystem::path model = dir / "tokenizer.model";
  if (!file_exists(json) && !file_exists(model)) {
    throw Error(tessera::Message::tr("%1: not found, and neither is %2"), utf8_string(model),
                utf8_string(json));
  }
  const std::string path = utf8_string(file_exists(json) ? json : model);
  auto impl = make_impl(path, std::move(config));
  return std::unique_ptr<Tokenizer>(new Tokenizer(std::move(impl)));
}

std::unique_ptr<Tokenizer> Tokenizer::load_file(const std::string& tokenizer_path, bool add_bos,
                                                bool add_eos) {
  // A GGUF file's vocabulary keeps its own BOS / EOS settings.
  if (is_gguf_path(tokenizer_path)) return load(tokenizer_path);
  TokenizerConfig config;
  config.add_bos = add_bos;
  config.add_eos = add_eos;
  auto impl = make_impl(tokenizer_path, std::move(config));
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
std::optional<std::string> Tokenizer::token_bytes(TokenId id) const {
  return impl_->token_bytes(id);
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
  return impl_->adds_bos();
}
const std::string& Tokenizer::chat_template_jinja() const {
  return impl_->config().chat_template;
}

}  // namespace tessera

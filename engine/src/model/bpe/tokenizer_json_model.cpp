// The BPE model, added tokens and post-processor of a tokenizer.json.
#include <stdexcept>

#include "model/bpe/tokenizer_json_parts.h"
#include "model/json_fields.h"
#include "tessera/error.h"

namespace tessera::bpe {
namespace {

using nlohmann::json;

// A setting that changes how words are split, which Tessera does not implement, must be unset.
void require_unset(const JsonSection& model, const std::string& key) {
  const json* value = model.find(key);
  const bool unset = !value || (value->is_string() && value->get<std::string>().empty()) ||
                     (value->is_number() && value->get<double>() == 0.0);
  if (!unset) model.unsupported(key, json_excerpt(*value), "null");
}

Vocab read_vocab(const JsonSection& model) {
  const JsonSection vocab = model.object("vocab");
  Vocab ids;
  ids.reserve(vocab.value().size());
  for (const auto& [token, id] : vocab.value().items()) {
    if (!id.is_number_unsigned() || id.get<std::uint64_t>() > 0x7FFFFFFF) {
      vocab.fail(token,
                 Message(tessera::Message::tr("must be an integer, got %1"), json_excerpt(id)));
    }
    ids.emplace(token, id.get<TokenId>());
  }
  return ids;
}

// "a b" (older files) or ["a", "b"].
std::vector<std::pair<std::string, std::string>> read_merges(const JsonSection& model) {
  std::vector<std::pair<std::string, std::string>> merges;
  const json* list = model.find("merges");
  if (!list) return merges;
  if (!list->is_array()) {
    model.fail("merges",
               Message(tessera::Message::tr("must be a list, got %1"), json_excerpt(*list)));
  }
  merges.reserve(list->size());
  for (std::size_t i = 0; i < list->size(); ++i) {
    const json& merge = (*list)[i];
    if (merge.is_string()) {
      const std::string text = merge.get<std::string>();
      const std::size_t space = text.find(' ');
      if (space != std::string::npos && text.find(' ', space + 1) == std::string::npos) {
        merges.emplace_back(text.substr(0, space), text.substr(space + 1));
        continue;
      }
    } else if (merge.is_array() && merge.size() == 2 && merge[0].is_string() &&
               merge[1].is_string()) {
      merges.emplace_back(merge[0].get<std::string>(), merge[1].get<std::string>());
      continue;
    }
    model.fail("merges[" + std::to_string(i) + "]",
               Message(tessera::Message::tr("must be two tokens, got %1"), json_excerpt(merge)));
  }
  return merges;
}

}  // namespace

ModelSettings read_model(const JsonSection& model) {
  const std::string type = model.string_or("type", "BPE");
  if (type != "BPE") model.unsupported("type", type, "BPE");
  require_unset(model, "dropout");
  require_unset(model, "continuing_subword_prefix");
  require_unset(model, "end_of_word_suffix");
  ModelSettings settings;
  settings.vocab = read_vocab(model);
  settings.merges = read_merges(model);
  if (model.find("unk_token")) settings.unk_token = model.string("unk_token");
  settings.fuse_unk = model.flag("fuse_unk", false);
  settings.byte_fallback = model.flag("byte_fallback", false);
  settings.ignore_merges = model.flag("ignore_merges", false);
  return settings;
}

std::vector<AddedToken> read_added_tokens(const JsonSection& root) {
  std::vector<AddedToken> tokens;
  if (!root.find("added_tokens")) return tokens;
  for (const JsonSection& entry : root.objects("added_tokens")) {
    AddedToken token;
    const json* id = entry.find("id");
    if (!id || !id->is_number_unsigned() || id->get<std::uint64_t>() > 0x7FFFFFFF) {
      entry.fail("id", Message(tessera::Message::tr("must be an integer, got %1"),
                               id ? json_excerpt(*id) : std::string("null")));
    }
    token.id = id->get<TokenId>();
    token.content = entry.string("content");
    token.single_word = entry.flag("single_word", false);
    token.lstrip = entry.flag("lstrip", false);
    token.rstrip = entry.flag("rstrip", false);
    token.normalized = entry.flag("normalized", true);
    token.special = entry.flag("special", false);
    tokens.push_back(std::move(token));
  }
  return tokens;
}

std::optional<std::string> read_template_bos(const JsonSection& processor) {
  const std::string type = processor.string_or("type", "");
  if (type == "Sequence") {
    for (const JsonSection& part : processor.objects("processors")) {
      if (auto bos = read_template_bos(part)) return bos;
    }
    return std::nullopt;
  }
  if (type != "TemplateProcessing") return std::nullopt;
  const json* single = processor.find("single");
  if (!single || !single->is_array() || single->empty() || !(*single)[0].is_object()) {
    return std::nullopt;
  }
  const auto special = (*single)[0].find("SpecialToken");
  if (special == (*single)[0].end()) return std::nullopt;
  return JsonSection(processor.file(), processor.place("single[0].SpecialToken"), *special)
      .string("id");
}

}  // namespace tessera::bpe

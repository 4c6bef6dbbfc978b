// tokenizer_config.json: the Hugging Face settings that change how prompts are tokenized.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "model/file_exists.h"
#include "model/json_fields.h"
#include "model/tokenizer_impl.h"
#include "tessera/error.h"
#include "tessera/utf8_path.h"

namespace tessera {
namespace {

using nlohmann::json;

bool read_flag(const json& root, const char* field, bool fallback, const std::string& path) {
  auto it = root.find(field);
  if (it == root.end() || it->is_null()) return fallback;
  if (!it->is_boolean()) {
    throw Error(tessera::Message::tr("%1: field '%2' %3"), path, field,
                Message(tessera::Message::tr("must be true or false, got %1"), json_excerpt(*it)));
  }
  return it->get<bool>();
}

// chat_template is either one Jinja string or, in newer files, a list of {name, template}
// entries of which "default" is the one used for chat.
std::string read_chat_template(const json& root, const std::string& path) {
  auto it = root.find("chat_template");
  if (it == root.end() || it->is_null()) return {};
  if (it->is_string()) return it->get<std::string>();
  if (it->is_array()) {
    // Entries of any other shape are not the default one. (json::value() would throw
    // type_error on a "name" that is not a string, hence the explicit checks.)
    for (const json& entry : *it) {
      if (!entry.is_object()) continue;
      const auto name = entry.find("name");
      const auto text = entry.find("template");
      if (name != entry.end() && *name == "default" && text != entry.end() && text->is_string()) {
        return text->get<std::string>();
      }
    }
    return {};
  }
  throw Error(tessera::Message::tr("%1: field '%2' %3"), path, "chat_template",
              Message(tessera::Message::tr("must be a string or a list, got %1"), it->type_name()));
}

// added_tokens_decoder: {"32000": {"content": "<|im_end|>", "special": true, ...}, ...}
std::vector<AddedToken> read_added_tokens(const json& root, const std::string& path) {
  std::vector<AddedToken> tokens;
  auto it = root.find("added_tokens_decoder");
  if (it == root.end() || it->is_null()) return tokens;
  if (!it->is_object()) {
    throw Error(tessera::Message::tr("%1: field '%2' %3"), path, "added_tokens_decoder",
                Message(tessera::Message::tr("must be an object")));
  }
  for (const auto& [key, entry] : it->items()) {
    const std::string field = "added_tokens_decoder." + key;
    std::size_t used = 0;
    int id = -1;
    try {
      id = std::stoi(key, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != key.size() || id < 0) {
      throw Error(tessera::Message::tr("%1: '%2' is not a token id"), path, field);
    }
    if (!entry.is_object() || !entry.contains("content") || !entry["content"].is_string()) {
      throw Error(tessera::Message::tr("%1: field '%2' %3"), path, field,
                  Message(tessera::Message::tr("needs a string 'content'")));
    }
    tokens.push_back({id, entry["content"].get<std::string>()});
  }
  return tokens;
}

// bos_token / eos_token: a string, an object with "content" (older files), or null.
std::string read_token_spelling(const json& root, const char* field, const std::string& path) {
  auto it = root.find(field);
  if (it == root.end() || it->is_null()) return {};
  if (it->is_string()) return it->get<std::string>();
  if (it->is_object() && it->contains("content") && (*it)["content"].is_string()) {
    return (*it)["content"].get<std::string>();
  }
  throw Error(tessera::Message::tr("%1: field '%2' %3"), path, field,
              Message(tessera::Message::tr("must be a string, got %1"), json_excerpt(*it)));
}

}  // namespace

TokenizerConfig read_tokenizer_config(const std::string& path) {
  TokenizerConfig config;
  if (!file_exists(utf8_path(path))) return config;
  const json root = read_json_file(path, path);
  if (!root.is_object()) {
    throw Error(tessera::Message::tr("%1: expected a JSON object at the top level"), path);
  }
  if (root.contains("add_bos_token") && !root["add_bos_token"].is_null()) {
    config.add_bos = read_flag(root, "add_bos_token", true, path);
  }
  config.add_eos = read_flag(root, "add_eos_token", config.add_eos, path);
  config.chat_template = read_chat_template(root, path);
  config.added_tokens = read_added_tokens(root, path);
  config.bos_token = read_token_spelling(root, "bos_token", path);
  config.eos_token = read_token_spelling(root, "eos_token", path);
  return config;
}

std::string read_chat_template_file(const std::string& path) {
  if (!file_exists(utf8_path(path))) return {};
  return read_model_file(path, path, kMaxJsonFileBytes);
}

}  // namespace tessera

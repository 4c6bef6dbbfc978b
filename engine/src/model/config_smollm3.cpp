#include "model/config_smollm3.h"

#include <algorithm>
#include <string>
#include <vector>

#include "tessera/error.h"

namespace tessera {
namespace {

// no_rope_layers[i] is 1 where layer i applies RoPE and 0 where it does not. Without the list,
// transformers leaves RoPE out of every no_rope_layer_interval-th layer (the 4th, 8th, ...).
std::vector<bool> read_rope_layers(const JsonFields& fields, int num_layers) {
  std::vector<bool> rope_layers;
  if (fields.has("no_rope_layers")) {
    const nlohmann::json& list = fields.at("no_rope_layers");
    const nlohmann::json* wrong = &list;  // shown in the error: the list, or its first bad item
    if (list.is_array() && static_cast<int>(list.size()) == num_layers) {
      wrong = nullptr;
      for (const nlohmann::json& item : list) {
        if (item != 0 && item != 1) {
          wrong = &item;
          break;
        }
        rope_layers.push_back(item == 1);
      }
    }
    if (wrong) {
      fields.fail("no_rope_layers",
                  Message(tessera::Message::tr("must be a list of %1 zeros and ones (one per "
                                               "layer), got %2"),
                          num_layers, json_excerpt(*wrong)));
    }
    return rope_layers;
  }
  const std::int64_t interval = fields.optional_integer("no_rope_layer_interval").value_or(4);
  if (interval <= 0) {
    fields.fail("no_rope_layer_interval",
                Message(tessera::Message::tr("= %1 must be a positive integer"), interval));
  }
  for (int layer = 0; layer < num_layers; ++layer) {
    rope_layers.push_back((layer + 1) % interval != 0);
  }
  return rope_layers;
}

// layer_types[i] is "sliding_attention" or "full_attention"; without the list, transformers
// gives a window to the NoPE layers when use_sliding_window and sliding_window are both set.
std::vector<bool> read_sliding_layers(const JsonFields& fields,
                                      const std::vector<bool>& rope_layers) {
  const int num_layers = static_cast<int>(rope_layers.size());
  std::vector<bool> sliding;
  if (fields.has("layer_types")) {
    const nlohmann::json& list = fields.at("layer_types");
    const nlohmann::json* wrong = &list;  // shown in the error: the list, or its first bad item
    if (list.is_array() && static_cast<int>(list.size()) == num_layers) {
      wrong = nullptr;
      for (const nlohmann::json& item : list) {
        if (item != "full_attention" && item != "sliding_attention") {
          wrong = &item;
          break;
        }
        sliding.push_back(item == "sliding_attention");
      }
    }
    if (wrong) {
      fields.fail("layer_types",
                  Message(tessera::Message::tr("must be a list of %1 layer types, "
                                               "\"full_attention\" or \"sliding_attention\", got "
                                               "%2"),
                          num_layers, json_excerpt(*wrong)));
    }
    return sliding;
  }
  const bool windowed = fields.boolean("use_sliding_window", false) && fields.has("sliding_window");
  for (int layer = 0; layer < num_layers; ++layer) {
    sliding.push_back(windowed && !rope_layers[layer]);
  }
  return sliding;
}

// The engine applies one window to every layer. Where transformers' layers differ (or its
// attention implementations would: sliding layers without use_sliding_window), only a window as
// long as the context, which drops nothing, is computed exactly.
void read_sliding_window(const JsonFields& fields, const std::vector<bool>& sliding,
                         ModelConfig& config) {
  if (std::none_of(sliding.begin(), sliding.end(), [](bool s) { return s; })) return;
  if (!fields.has("sliding_window")) {
    fields.fail("sliding_window", Message(tessera::Message::tr("is missing")));
  }
  const std::int64_t window = fields.integer("sliding_window");
  if (window <= 0) {
    fields.fail("sliding_window",
                Message(tessera::Message::tr("= %1 must be a positive integer or null"), window));
  }
  if (window >= config.max_position_embeddings) return;
  const bool every_layer = std::all_of(sliding.begin(), sliding.end(), [](bool s) { return s; });
  if (!every_layer || !fields.boolean("use_sliding_window", false)) {
    const std::string key = fields.has("layer_types") ? "layer_types" : "use_sliding_window";
    fields.fail(key, Message(tessera::Message::tr("= %1 is not supported: Tessera applies "
                                                  "sliding_window = %2 to every layer or to "
                                                  "none, with use_sliding_window = true"),
                             json_excerpt(fields.at(key)), window));
  }
  config.sliding_window = static_cast<int>(window);
}

}  // namespace

void read_smollm3_features(const JsonFields& fields, ModelConfig& config) {
  // As transformers' SmolLM3 attention and MLP: attention_bias for q, k, v and o; the MLP has
  // no biases whatever mlp_bias says.
  config.qkv_bias = config.o_bias = fields.boolean("attention_bias", false);
  // SmolLM3Config leaves tie_word_embeddings to transformers' base class, where it defaults to
  // true, and save_pretrained then omits it from config.json.
  config.tie_word_embeddings = fields.boolean("tie_word_embeddings", true);
  config.rope_layers = read_rope_layers(fields, config.num_layers);
  read_sliding_window(fields, read_sliding_layers(fields, config.rope_layers), config);
}

}  // namespace tessera

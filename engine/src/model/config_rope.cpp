#include "model/config_rope.h"

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "tessera/error.h"

namespace tessera {
namespace {

constexpr const char* kScaling = "rope_scaling";

// A field of the rope_scaling object; errors say "config.json: rope_scaling: field 'factor' ...".
double positive_number(const JsonFields& scaling, const std::string& key) {
  const double value = scaling.number(key, std::numeric_limits<double>::quiet_NaN());
  if (!scaling.has(key)) scaling.fail(key, Message(tessera::Message::tr("is missing")));
  if (!(value > 0) || !std::isfinite(value)) {
    scaling.fail(key, Message(tessera::Message::tr("= %1 must be a positive number"),
                              json_excerpt(scaling.at(key))));
  }
  return value;
}

int positive_length(const JsonFields& fields, const std::string& key) {
  const std::int64_t value = fields.integer(key);
  if (value <= 0 || value > std::numeric_limits<int>::max()) {
    fields.fail(key, Message(tessera::Message::tr("= %1 must be a positive integer"), value));
  }
  return static_cast<int>(value);
}

// short_factor / long_factor: one positive number per rotated pair of dimensions.
std::vector<double> factor_list(const JsonFields& scaling, const std::string& key, int pairs) {
  const nlohmann::json& list = scaling.at(key);
  std::vector<double> factors;
  if (list.is_array()) {
    for (const nlohmann::json& item : list) {
      if (!item.is_number() || !(item.get<double>() > 0)) break;
      factors.push_back(item.get<double>());
    }
  }
  if (!list.is_array() || factors.size() != list.size() ||
      static_cast<int>(factors.size()) != pairs) {
    scaling.fail(key, Message(tessera::Message::tr("must be a list of %1 positive numbers (half "
                                                   "the rotary dimensions), got %2"),
                              pairs, json_excerpt(list)));
  }
  return factors;
}

// Phi-3's longrope ("su" in older files): transformers takes the original context from the
// top-level original_max_position_embeddings, and the default attention factor from the ratio
// of the two contexts.
void read_longrope(const JsonFields& fields, const JsonFields& scaling, ModelConfig& config) {
  RopeScaling& rope = config.rope_scaling;
  rope.type = RopeScaling::Type::LongRope;
  rope.short_factor = factor_list(scaling, "short_factor", config.rotary_dim / 2);
  rope.long_factor = factor_list(scaling, "long_factor", config.rotary_dim / 2);
  double factor = 0;
  if (fields.has("original_max_position_embeddings")) {
    rope.original_max_position_embeddings =
        positive_length(fields, "original_max_position_embeddings");
    factor =
        static_cast<double>(config.max_position_embeddings) / rope.original_max_position_embeddings;
  } else {
    rope.original_max_position_embeddings = config.max_position_embeddings;
    factor = positive_number(scaling, "factor");
  }
  if (scaling.has("attention_factor")) {
    rope.attention_factor = positive_number(scaling, "attention_factor");
  } else if (factor > 1.0) {
    rope.attention_factor =
        std::sqrt(1.0 + std::log(factor) / std::log(rope.original_max_position_embeddings));
  }
}

void read_llama3(const JsonFields& scaling, ModelConfig& config) {
  RopeScaling& rope = config.rope_scaling;
  rope.type = RopeScaling::Type::Llama3;
  rope.factor = positive_number(scaling, "factor");
  rope.low_freq_factor = positive_number(scaling, "low_freq_factor");
  rope.high_freq_factor = positive_number(scaling, "high_freq_factor");
  rope.original_max_position_embeddings =
      positive_length(scaling, "original_max_position_embeddings");
  if (!(rope.high_freq_factor > rope.low_freq_factor)) {
    scaling.fail("high_freq_factor",
                 Message(tessera::Message::tr("= %1 must be larger than low_freq_factor = %2"),
                         json_excerpt(scaling.at("high_freq_factor")),
                         json_excerpt(scaling.at("low_freq_factor"))));
  }
}

// Dynamic NTK grows the base past config.json's context; the engine then serves factor times it
// (the context the scaling is for).
void read_dynamic(const JsonFields& scaling, ModelConfig& config) {
  RopeScaling& rope = config.rope_scaling;
  rope.type = RopeScaling::Type::Dynamic;
  rope.factor = positive_number(scaling, "factor");
  rope.original_max_position_embeddings = config.max_position_embeddings;
  const double context = std::floor(config.max_position_embeddings * std::max(rope.factor, 1.0));
  config.max_position_embeddings =
      static_cast<int>(std::min<double>(context, std::numeric_limits<int>::max()));
}

void read_rotary_dim(const JsonFields& fields, ModelConfig& config) {
  config.rotary_dim = config.head_dim;
  if (!fields.has("partial_rotary_factor")) return;
  const double factor = fields.number("partial_rotary_factor", 1.0);
  if (factor == 1.0) return;
  // Of the architectures here, only Phi-3's attention rotates part of each head.
  if (config.architecture != "Phi3ForCausalLM") {
    fields.fail("partial_rotary_factor",
                Message(tessera::Message::tr("= %1 is not supported for %2 (only 1.0)"),
                        json_excerpt(fields.at("partial_rotary_factor")), config.architecture));
  }
  const int dim = static_cast<int>(config.head_dim * factor);  // int(), as transformers
  if (!(factor > 0 && factor < 1) || dim < 2 || dim % 2 != 0) {
    fields.fail("partial_rotary_factor",
                Message(tessera::Message::tr("= %1 must leave an even number of rotary "
                                             "dimensions between 2 and head_dim = %2"),
                        json_excerpt(fields.at("partial_rotary_factor")), config.head_dim));
  }
  config.rotary_dim = dim;
}

}  // namespace

void read_rope(const JsonFields& fields, ModelConfig& config) {
  read_rotary_dim(fields, config);
  if (config.rotary_dim % 2 != 0) {
    fields.fail("head_dim",
                Message(tessera::Message::tr("= %1 must be even for RoPE"), config.head_dim));
  }
  if (!fields.has(kScaling)) return;
  const JsonFields scaling(std::string(fields.file()) + ": " + kScaling, fields.at(kScaling));
  // transformers reads "rope_type", and "type" in files written before it.
  const std::string key = scaling.has("rope_type") ? "rope_type" : "type";
  const std::string type = scaling.string(key, "");
  if (type == "default") return;
  if (type == "linear") {
    config.rope_scaling.type = RopeScaling::Type::Linear;
    config.rope_scaling.factor = positive_number(scaling, "factor");
  } else if (type == "dynamic") {
    read_dynamic(scaling, config);
  } else if (type == "llama3") {
    read_llama3(scaling, config);
  } else if (type == "longrope" || type == "su") {
    read_longrope(fields, scaling, config);
  } else {
    scaling.fail(key, Message(tessera::Message::tr("= \"%1\" is not supported (supported: "
                                                   "default, linear, dynamic, llama3, longrope, "
                                                   "su)"),
                              type));
  }
}

}  // namespace tessera

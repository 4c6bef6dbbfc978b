// read_tokenizer_json: each tokenizer.json component, by its "type", into the steps of
// pipeline.h and decoder.h; Sequence components are flattened into their steps.
#include "model/bpe/tokenizer_json.h"

#include <stdexcept>

#include "model/bpe/json_section.h"
#include "model/bpe/tokenizer_json_parts.h"
#include "model/json_fields.h"
#include "tessera/error.h"

namespace tessera::bpe {
namespace {

using nlohmann::json;

constexpr const char* kNormalizers = "NFC, NFD, NFKC, NFKD, Prepend, Replace, Sequence";
constexpr const char* kPreTokenizers = "Split, ByteLevel, Metaspace, Digits, Sequence";
constexpr const char* kDecoders =
    "ByteLevel, Metaspace, Replace, ByteFallback, Fuse, Strip, Sequence";

std::shared_ptr<const Regex> compile(const JsonSection& section, const std::string& key,
                                     const std::string& pattern, bool literal) {
  try {
    return std::make_shared<const Regex>(literal ? Regex::literal(pattern) : Regex(pattern));
  } catch (const std::invalid_argument& error) {
    section.fail(
        key, Message(tessera::Message::tr("is not a valid regular expression: %1"), error.what()));
  }
}

// {"String": "▁"} or {"Regex": "\\s+"}
std::shared_ptr<const Regex> read_pattern(const JsonSection& section) {
  const JsonSection pattern = section.object("pattern");
  if (pattern.find("String")) return compile(pattern, "String", pattern.string("String"), true);
  if (pattern.find("Regex")) return compile(pattern, "Regex", pattern.string("Regex"), false);
  section.fail("pattern", Message(tessera::Message::tr("must be an object, got %1"),
                                  json_excerpt(pattern.value())));
}

PrependScheme read_prepend_scheme(const JsonSection& section) {
  if (!section.find("prepend_scheme")) {  // files before prepend_scheme: add_prefix_space
    return section.flag("add_prefix_space", true) ? PrependScheme::Always : PrependScheme::Never;
  }
  const std::string scheme = section.string("prepend_scheme");
  if (scheme == "first") return PrependScheme::First;
  if (scheme == "always") return PrependScheme::Always;
  if (scheme == "never") return PrependScheme::Never;
  section.unsupported("prepend_scheme", scheme, "first, always, never");
}

std::string read_replacement(const JsonSection& section) {
  const std::string replacement = section.string_or("replacement", "\xE2\x96\x81");
  if (replacement.empty() || char_length(replacement, 0) != replacement.size()) {
    section.fail("replacement", Message(tessera::Message::tr("must be one character, got %1"),
                                        json_excerpt(replacement)));
  }
  return replacement;
}

void read_normalizer(const JsonSection& section, std::vector<NormalizerStep>& steps) {
  const std::string type = section.string("type");
  if (type == "Sequence") {
    for (const JsonSection& part : section.objects("normalizers")) read_normalizer(part, steps);
  } else if (type == "NFC" || type == "NFD" || type == "NFKC" || type == "NFKD") {
    const NormalForm form = type == "NFC"    ? NormalForm::NFC
                            : type == "NFD"  ? NormalForm::NFD
                            : type == "NFKC" ? NormalForm::NFKC
                                             : NormalForm::NFKD;
    steps.push_back({NormalizerStep::Kind::Form, form, {}, nullptr});
  } else if (type == "Prepend") {
    steps.push_back({NormalizerStep::Kind::Prepend, {}, section.string("prepend"), nullptr});
  } else if (type == "Replace") {
    steps.push_back(
        {NormalizerStep::Kind::Replace, {}, section.string("content"), read_pattern(section)});
  } else {
    section.unsupported("type", type, kNormalizers);
  }
}

SplitBehavior read_behavior(const JsonSection& section) {
  const std::string behavior = section.string("behavior");
  if (behavior == "Removed") return SplitBehavior::Removed;
  if (behavior == "Isolated") return SplitBehavior::Isolated;
  if (behavior == "MergedWithPrevious") return SplitBehavior::MergedWithPrevious;
  if (behavior == "MergedWithNext") return SplitBehavior::MergedWithNext;
  if (behavior == "Contiguous") return SplitBehavior::Contiguous;
  section.unsupported("behavior", behavior,
                      "Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous");
}

void read_pre_tokenizer(const JsonSection& section, std::vector<PreTokenizerStep>& steps) {
  const std::string type = section.string("type");
  PreTokenizerStep step;
  if (type == "Sequence") {
    for (const JsonSection& part : section.objects("pretokenizers")) {
      read_pre_tokenizer(part, steps);
    }
    return;
  } else if (type == "Split") {
    step.kind = PreTokenizerStep::Kind::Split;
    step.pattern = read_pattern(section);
    step.behavior = read_behavior(section);
    step.invert = section.flag("invert", false);
  } else if (type == "ByteLevel") {
    step.kind = PreTokenizerStep::Kind::ByteLevel;
    step.add_prefix_space = section.flag("add_prefix_space", true);
    if (section.flag("use_regex", true))
      step.pattern = compile(section, "type", kGpt2Pattern, false);
  } else if (type == "Metaspace") {
    step.kind = PreTokenizerStep::Kind::Metaspace;
    step.replacement = read_replacement(section);
    step.prepend_scheme = read_prepend_scheme(section);
    step.split = section.flag("split", true);
  } else if (type == "Digits") {
    step.kind = PreTokenizerStep::Kind::Digits;
    step.individual_digits = section.flag("individual_digits", false);
  } else {
    section.unsupported("type", type, kPreTokenizers);
  }
  steps.push_back(std::move(step));
}

void read_decoder(const JsonSection& section, std::vector<DecoderStep>& steps) {
  const std::string type = section.string("type");
  DecoderStep step;
  if (type == "Sequence") {
    for (const JsonSection& part : section.objects("decoders")) read_decoder(part, steps);
    return;
  } else if (type == "ByteLevel") {
    step.kind = DecoderStep::Kind::ByteLevel;
  } else if (type == "Metaspace") {
    step.kind = DecoderStep::Kind::Metaspace;
    step.replacement = read_replacement(section);
    step.prepend_scheme = read_prepend_scheme(section);
  } else if (type == "Replace") {
    step.kind = DecoderStep::Kind::Replace;
    step.pattern = read_pattern(section);
    step.content = section.string("content");
  } else if (type == "ByteFallback") {
    step.kind = DecoderStep::Kind::ByteFallback;
  } else if (type == "Fuse") {
    step.kind = DecoderStep::Kind::Fuse;
  } else if (type == "Strip") {
    step.kind = DecoderStep::Kind::Strip;
    step.content = section.string("content");
    if (step.content.empty() || char_length(step.content, 0) != step.content.size()) {
      section.fail("content", Message(tessera::Message::tr("must be one character, got %1"),
                                      json_excerpt(step.content)));
    }
    step.start = section.count("start", 0);
    step.stop = section.count("stop", 0);
  } else {
    section.unsupported("type", type, kDecoders);
  }
  steps.push_back(std::move(step));
}

}  // namespace

TokenizerJson read_tokenizer_json(const std::string& path) {
  const json document = read_json_file(path, path);
  const JsonSection root(path, "", document);
  TokenizerJson tokenizer;
  tokenizer.model = read_model(root.object("model"));
  tokenizer.added_tokens = read_added_tokens(root);
  if (root.find("normalizer")) read_normalizer(root.object("normalizer"), tokenizer.normalizer);
  if (root.find("pre_tokenizer")) {
    read_pre_tokenizer(root.object("pre_tokenizer"), tokenizer.pre_tokenizer);
  }
  if (root.find("decoder")) read_decoder(root.object("decoder"), tokenizer.decoder);
  if (root.find("post_processor")) {
    tokenizer.template_bos = read_template_bos(root.object("post_processor"));
  }
  return tokenizer;
}

}  // namespace tessera::bpe

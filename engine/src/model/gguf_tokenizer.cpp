// GGUF tokenizer metadata -> a SentencePiece ModelProto (written field by field in protobuf's wire
// format: Debian's libsentencepiece-dev ships no sentencepiece_model.pb.h) or a Gpt2Vocab.
#include "model/gguf_tokenizer.h"

#include <bit>
#include <cstdint>

#include "model/gguf_fields.h"
#include "tessera/error.h"

namespace tessera {
namespace {

// sentencepiece_model.proto's field numbers.
enum ModelField : std::uint32_t { kPieces = 1, kTrainerSpec = 2, kNormalizerSpec = 3 };
enum PieceField : std::uint32_t { kPiece = 1, kScore = 2, kType = 3 };
enum TrainerField : std::uint32_t {
  kModelType = 3,
  kVocabSize = 4,
  kByteFallback = 35,
  kUnkId = 40,
  kBosId = 41,
  kEosId = 42,
  kPadId = 43,
  kUnkPiece = 45,
  kBosPiece = 46,
  kEosPiece = 47,
  kPadPiece = 48,
};
enum NormalizerField : std::uint32_t {
  kName = 1,
  kAddDummyPrefix = 3,
  kRemoveExtraWhitespaces = 4,
  kEscapeWhitespaces = 5,
};
constexpr std::uint64_t kModelTypeBpe = 2;
// SentencePiece's piece types, which GGUF's token types copy (llama.cpp's llama_token_type).
constexpr int kNormal = 1;
constexpr int kUnknown = 2;
constexpr int kControl = 3;
constexpr int kByte = 6;

// Protocol buffers' wire format: varints, 32-bit floats and length-delimited bytes.
class ProtoWriter {
 public:
  void varint(std::uint32_t field, std::uint64_t value) {
    tag(field, 0);
    raw_varint(value);
  }
  void signed_varint(std::uint32_t field, std::int64_t value) {  // int32 fields, -1 included
    varint(field, static_cast<std::uint64_t>(value));
  }
  void float32(std::uint32_t field, float value) {
    tag(field, 5);
    const auto bits = std::bit_cast<std::uint32_t>(value);
    for (int shift = 0; shift < 32; shift += 8) out_ += static_cast<char>((bits >> shift) & 0xFF);
  }
  void bytes(std::uint32_t field, std::string_view data) {
    tag(field, 2);
    raw_varint(data.size());
    out_ += data;
  }
  const std::string& data() const { return out_; }

 private:
  void tag(std::uint32_t field, std::uint32_t wire_type) { raw_varint(field << 3 | wire_type); }
  void raw_varint(std::uint64_t value) {
    while (value >= 0x80) {
      out_ += static_cast<char>((value & 0x7F) | 0x80);
      value >>= 7;
    }
    out_ += static_cast<char>(value);
  }
  std::string out_;
};

const std::vector<GgufValue>& tokens_of(const GgufFields& fields) {
  const std::vector<GgufValue>* tokens =
      fields.array("tokenizer.ggml.tokens", GgufValueType::String);
  if (tokens == nullptr)
    fields.fail("tokenizer.ggml.tokens", Message(tessera::Message::tr("is missing")));
  if (tokens->empty()) {
    fields.fail("tokenizer.ggml.tokens",
                Message(tessera::Message::tr("= %1 must be a positive integer"), 0));
  }
  return *tokens;
}

// An optional per-token array: it must have one entry per token.
const std::vector<GgufValue>* per_token(const GgufFields& fields, const std::string& key,
                                        GgufValueType element, std::size_t count) {
  const std::vector<GgufValue>* values = fields.array(key, element);
  if (values != nullptr && values->size() != count) {
    fields.fail(key, Message(tessera::Message::tr("has %1 entries, but tokenizer.ggml.tokens has "
                                                  "%2"),
                             values->size(), count));
  }
  return values;
}

// The id a tokenizer.ggml.*_token_id key names, or `fallback` when absent.
std::int64_t token_id(const GgufFields& fields, const std::string& key, std::int64_t fallback,
                      std::size_t count) {
  const std::int64_t id = fields.optional_integer(key).value_or(fallback);
  if (id < -1 || id >= static_cast<std::int64_t>(count)) {
    fields.fail(key,
                Message(tessera::Message::tr("= %1 is outside the vocabulary [0, %2)"), id, count));
  }
  return id;
}

std::vector<int> piece_types(const GgufFields& fields, std::size_t count) {
  std::vector<int> types(count, kNormal);
  const auto* stored = per_token(fields, "tokenizer.ggml.token_type", GgufValueType::I32, count);
  if (stored == nullptr) return types;
  for (std::size_t i = 0; i < count; ++i) {
    const std::int64_t type = *(*stored)[i].integer();
    if (type < kNormal || type > kByte) {
      fields.fail("tokenizer.ggml.token_type",
                  Message(tessera::Message::tr("has token type %1 for token %2 (GGUF defines 1 to "
                                               "6)"),
                          type, i));
    }
    types[i] = static_cast<int>(type);
  }
  return types;
}

struct SpecialIds {
  std::int64_t unk = 0;  // llama.cpp's default for SentencePiece vocabularies
  std::int64_t bos = -1;
  std::int64_t eos = -1;
  std::int64_t pad = -1;
};

void write_trainer_spec(ProtoWriter& model, const std::vector<GgufValue>& tokens,
                        const SpecialIds& ids, bool byte_fallback) {
  ProtoWriter spec;
  spec.varint(kModelType, kModelTypeBpe);
  spec.varint(kVocabSize, tokens.size());
  spec.varint(kByteFallback, byte_fallback ? 1 : 0);
  spec.signed_varint(kUnkId, ids.unk);
  spec.signed_varint(kBosId, ids.bos);
  spec.signed_varint(kEosId, ids.eos);
  spec.signed_varint(kPadId, ids.pad);
  // SentencePiece finds BOS / EOS by these spellings (its defaults are <unk>, <s>, </s>, <pad>).
  const std::pair<std::uint32_t, std::int64_t> pieces[] = {
      {kUnkPiece, ids.unk}, {kBosPiece, ids.bos}, {kEosPiece, ids.eos}, {kPadPiece, ids.pad}};
  for (const auto& [field, id] : pieces) {
    if (id >= 0) spec.bytes(field, tokens[static_cast<std::size_t>(id)].text);
  }
  model.bytes(kTrainerSpec, spec.data());
}

}  // namespace

std::string sentencepiece_model_from_gguf(const GgufFile& file) {
  const GgufFields fields(file);
  const std::vector<GgufValue>& tokens = tokens_of(fields);
  const std::size_t count = tokens.size();
  const auto* scores = per_token(fields, "tokenizer.ggml.scores", GgufValueType::F32, count);
  std::vector<int> types = piece_types(fields, count);
  SpecialIds ids;
  ids.unk = token_id(fields, "tokenizer.ggml.unknown_token_id", 0, count);
  ids.bos = token_id(fields, "tokenizer.ggml.bos_token_id", -1, count);
  ids.eos = token_id(fields, "tokenizer.ggml.eos_token_id", -1, count);
  ids.pad = token_id(fields, "tokenizer.ggml.padding_token_id", -1, count);
  // Without token types every piece is normal; SentencePiece needs its unknown piece, and treats
  // BOS / EOS as control pieces. It allows one unknown piece: the others (Phi-3's [PAD32011] ...
  // fillers) become control pieces, which decode to nothing, as llama.cpp decodes them.
  for (int& type : types) {
    if (type == kUnknown) type = kControl;
  }
  if (ids.unk >= 0) types[static_cast<std::size_t>(ids.unk)] = kUnknown;
  for (std::int64_t id : {ids.bos, ids.eos}) {
    if (id >= 0 && types[static_cast<std::size_t>(id)] == kNormal) {
      types[static_cast<std::size_t>(id)] = kControl;
    }
  }
  ProtoWriter model;
  bool byte_fallback = false;
  for (std::size_t i = 0; i < count; ++i) {
    ProtoWriter piece;
    piece.bytes(kPiece, tokens[i].text);
    piece.float32(kScore, scores ? static_cast<float>((*scores)[i].number) : 0.0f);
    piece.varint(kType, static_cast<std::uint64_t>(types[i]));
    model.bytes(kPieces, piece.data());
    byte_fallback = byte_fallback || types[i] == kByte;
  }
  write_trainer_spec(model, tokens, ids, byte_fallback);
  ProtoWriter normalizer;
  normalizer.bytes(kName, "identity");
  normalizer.varint(kAddDummyPrefix, fields.boolean("tokenizer.ggml.add_space_prefix", true));
  normalizer.varint(kRemoveExtraWhitespaces,
                    fields.boolean("tokenizer.ggml.remove_extra_whitespaces", false));
  normalizer.varint(kEscapeWhitespaces, 1);
  model.bytes(kNormalizerSpec, normalizer.data());
  return model.data();
}

TokenizerConfig gguf_tokenizer_config(const GgufFile& file, bool add_bos) {
  const GgufFields fields(file);
  TokenizerConfig config;
  config.add_bos = fields.boolean("tokenizer.ggml.add_bos_token", add_bos);
  config.add_eos = fields.boolean("tokenizer.ggml.add_eos_token", false);
  config.chat_template = fields.string("tokenizer.chat_template", "");
  const std::vector<GgufValue>& tokens = tokens_of(fields);
  const std::int64_t bos = token_id(fields, "tokenizer.ggml.bos_token_id", -1, tokens.size());
  const std::int64_t eos = token_id(fields, "tokenizer.ggml.eos_token_id", -1, tokens.size());
  if (bos >= 0) config.bos_token = tokens[static_cast<std::size_t>(bos)].text;
  if (eos >= 0) config.eos_token = tokens[static_cast<std::size_t>(eos)].text;
  return config;
}

Gpt2Vocab read_gpt2_vocab(const GgufFile& file) {
  const GgufFields fields(file);
  Gpt2Vocab vocab;
  const std::vector<GgufValue>& tokens = tokens_of(fields);
  for (const GgufValue& token : tokens) vocab.tokens.push_back(token.text);
  vocab.token_types = piece_types(fields, tokens.size());
  const auto* merges = fields.array("tokenizer.ggml.merges", GgufValueType::String);
  if (merges == nullptr) {
    fields.fail("tokenizer.ggml.merges", Message(tessera::Message::tr("is missing")));
  }
  for (std::size_t rank = 0; rank < merges->size(); ++rank) {
    const std::string& merge = (*merges)[rank].text;
    const std::size_t space = merge.find(' ', 1);  // the first piece may itself be a space
    if (space == std::string::npos || space + 1 >= merge.size()) {
      fields.fail("tokenizer.ggml.merges",
                  Message(tessera::Message::tr("has merge %1 = \"%2\", not two pieces separated "
                                               "by a space"),
                          rank, merge));
    }
    vocab.merges.emplace_back(merge.substr(0, space), merge.substr(space + 1));
  }
  vocab.pre = fields.string("tokenizer.ggml.pre", "default");
  return vocab;
}

}  // namespace tessera

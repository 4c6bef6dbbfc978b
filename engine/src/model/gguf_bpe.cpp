// gpt2_tokenizer_from_gguf: tokenizer.ggml.* of a "gpt2" vocabulary -> the parts of a byte-level
// BPE tokenizer (bpe::TokenizerJson) -> BpeTokenizer.
//
// The pre-tokenizer table is llama.cpp's (llm_tokenizer_bpe in src/llama-vocab.cpp and the
// tokenizer.ggml.pre names that llama_vocab::load maps onto it): each regular expression splits
// every piece the previous one left, keeping matches and the text between them as pieces of their
// own, which is Hugging Face's Split with the "isolated" behavior; then ByteLevel maps each piece's
// bytes into GPT-2's alphabet. Where llama.cpp rewrote Hugging Face's expression for its own regex
// engine ("(?i:'s|...)" as "'[sS]|..."), the original is used: PCRE2 runs it as the `tokenizers`
// library does (case folding included). Characters past ASCII are written \x{...}: an editor that
// normalizes text to NFC would turn DeepSeek's range U+1FD0-U+1FD3 into U+1FD0-U+0390.
#include "model/gguf_bpe.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

#include "model/bpe_tokenizer.h"
#include "model/gguf_fields.h"
#include "model/gguf_tokenizer.h"
#include "tessera/error.h"

namespace tessera {
namespace {

// GGUF's token types (llama.cpp's llama_token_type).
constexpr int kUnknown = 2;
constexpr int kControl = 3;
constexpr int kUserDefined = 4;
constexpr int kUnused = 5;

// GPT-2's expression as llama.cpp writes it: without the final "|\s+" of Hugging Face's
// ByteLevel, which splits nothing differently when the text between matches is kept.
constexpr const char* kGpt2 =
    R"re('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S))re";
constexpr const char* kLlama3 =
    R"re((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)re";
// llama.cpp's rewrite of Llama 3's, which it gives without an original for these.
constexpr const char* kLlama3Rewritten =
    R"re((?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)re";
constexpr const char* kQwen2 =
    R"re((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)re";
constexpr const char* kGpt4o =
    R"re([^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+)re";
constexpr const char* kDeepSeek3 =
    R"re([!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~][A-Za-z]+|[^\r\n\p{L}\p{P}\p{S}]?[\p{L}\p{M}]+| ?[\p{P}\p{S}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)re";
constexpr const char* kPoro =
    R"re( ?[^(\s|.,!?\x{2026}\x{3002}\x{FF0C}\x{3001}\x{964}\x{6D4}\x{60C})]+)re";

struct PreTokenizerSpec {
  std::vector<std::string> names;  // tokenizer.ggml.pre values
  std::vector<const char*> patterns;
  bool ignore_merges = false;  // a piece that is a token is that token, merges or not
  bool add_bos = false;        // llama.cpp's add_bos when tokenizer.ggml.add_bos_token is absent
  // Text in Unicode normalization form C first. Not in llama.cpp's table: Qwen 2 / 2.5 / 3's
  // tokenizer.json normalizes so (Qwen 3.5's no longer does; llama.cpp's qwen35 test texts with
  // combining marks give Hugging Face's ids without it).
  bool nfc = false;
};

const std::vector<PreTokenizerSpec>& pre_tokenizers() {
  static const std::vector<PreTokenizerSpec> specs =
      {
          {{"default"},
           {R"re([\p{P}\$\+<=>\^~\|]+)re", kGpt2, R"re(\p{N}+)re", R"re([0-9][0-9][0-9])re"}},
          {{"llama3", "llama-v3", "llama-bpe", "falcon3", "falcon-h1", "pixtral", "midm-2.0",
            "lfm2", "jina-v5-nano"},
           {kLlama3},
           true,
           true},
          {{"jais-2"},
           {R"re((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s{512}(?!\S)|\s{256}(?!\S)|\s{128}(?!\S)|\s{64}(?!\S)|\s{32}(?!\S)|\s{16}(?!\S)|\s{8}(?!\S)|\s{4}(?!\S)|\s{1,2}(?!\S)|\s{1})re"}},
          {{"dbrx", "smaug-bpe"}, {kLlama3Rewritten}},
          {{"chatglm-bpe"}, {kLlama3Rewritten}},
          {{"glm4", "glm5"}, {kLlama3Rewritten}, true},
          {{"deepseek-llm"},
           {R"re([\r\n])re",
            R"re(\s?[A-Za-z\x{B5}\x{C0}-\x{D6}\x{D8}-\x{F6}\x{F8}-\x{1BA}\x{1BC}-\x{1BF}\x{1C4}-\x{293}\x{295}-\x{2AF}\x{370}-\x{373}\x{376}\x{377}\x{37B}-\x{37D}\x{37F}\x{386}\x{388}-\x{38A}\x{38C}\x{38E}-\x{3A1}\x{3A3}-\x{3F5}\x{3F7}-\x{481}\x{48A}-\x{52F}\x{531}-\x{556}\x{10A0}-\x{10C5}\x{13A0}-\x{13F5}\x{13F8}-\x{13FD}\x{1C90}-\x{1CBA}\x{1CBD}-\x{1CBF}\x{1D00}-\x{1D2B}\x{1D6B}-\x{1D77}\x{1D79}-\x{1D9A}\x{1E00}-\x{1F15}\x{1F18}-\x{1F1D}\x{1F20}-\x{1F45}\x{1F48}-\x{1F4D}\x{1F50}-\x{1F57}\x{1F59}\x{1F5B}\x{1F5D}\x{1F5F}-\x{1F7D}\x{1F80}-\x{1FB4}\x{1FB6}-\x{1FBC}\x{1FBE}\x{1FC2}-\x{1FC4}\x{1FC6}-\x{1FCC}\x{1FD0}-\x{1FD3}\x{1FD6}-\x{1FDB}\x{1FE0}-\x{1FEC}\x{1FF2}-\x{1FF4}\x{1FF6}-\x{1FFC}\x{2102}\x{2107}\x{210A}-\x{2113}\x{2115}\x{2119}-\x{211D}\x{2124}\x{2126}\x{2128}\x{212A}-\x{212D}\x{212F}-\x{2134}\x{2139}\x{213C}-\x{213F}\x{2145}-\x{2149}\x{214E}\x{2183}\x{2184}\x{2C00}-\x{2C7B}\x{2C7E}-\x{2CE4}\x{2CEB}-\x{2CEE}\x{2CF2}\x{2CF3}\x{A640}-\x{A66D}\x{A680}-\x{A69B}\x{A722}-\x{A76F}\x{A771}-\x{A787}\x{A78B}-\x{A78E}\x{AB70}-\x{ABBF}\x{FB00}-\x{FB06}\x{FB13}-\x{FB17}\x{FF21}-\x{FF3A}\x{FF41}-\x{FF5A}\x{10400}-\x{1044F}\x{104B0}-\x{104D3}\x{104D8}-\x{104FB}\x{10C80}-\x{10CB2}\x{10CC0}-\x{10CF2}\x{118A0}-\x{118DF}\x{1E900}-\x{1E943}]+)re",
            R"re(\s?[!-/:-~\x{FF01}-\x{FF0F}\x{FF1A}-\x{FF5E}\x{2018}-\x{201F}\x{3000}-\x{3002}]+)re",
            R"re(\s+$)re", R"re([\x{4E00}-\x{9FA5}\x{800}-\x{4E00}\x{AC00}-\x{D7FF}]+)re",
            R"re(\p{N}+)re"}},
          {{"deepseek-v3", "hunyuan-dense", "joyai-llm", "hy_v4"},
           {R"re(\p{N}{1,3})re", R"re([\x{4E00}-\x{9FA5}\x{3040}-\x{309F}\x{30A0}-\x{30FF}]+)re",
            kDeepSeek3}},
          {{"spark2_5"},
           {R"re(\p{N}{1,3})re", R"re([\x{4E00}-\x{9FA5}\x{3040}-\x{309F}\x{30A0}-\x{30FF}]+)re",
            R"re([!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~][A-Za-z]+|[^\r\n\p{L}\p{P}\p{S}]?[\p{L}\p{M}]+| ?[\p{P}\p{S}]+|[\r\n]|\s+(?!\S)|\s+)re",
            R"re(\p{N})re"}},
          {{"youtu"}, {R"re([\x{AC00}-\x{D7A3}\x{3131}-\x{318E}]+|[\x{FF01}\x{2026}\x{201C}\x{201D}\x{2018}\x{2019}\x{2014}\x{FF1A}\x{FF1B}\x{FF0C}\x{3001}-\x{303F}\x{FE30}-\x{FE4F}]+|[\x{3105}-\x{312F}]+|[\x{4E00}-\x{9FA5}\x{3040}-\x{309F}\x{30A0}-\x{30FF}]+)re", R"re([^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])?|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+)re"}, true},
          {{"deepseek-coder"},
           {R"re([\r\n])re", R"re(\s?\p{L}+)re", R"re(\s?\p{P}+)re",
            R"re([\x{4E00}-\x{9FA5}\x{800}-\x{4E00}\x{AC00}-\x{D7FF}]+)re", R"re(\p{N})re"}},
          {{"falcon"}, {R"re([\p{P}\$\+<=>\^~\|`]+)re", kGpt2, R"re([0-9][0-9][0-9])re"}},
          {{"starcoder", "refact", "command-r", "smollm", "codeshell", "exaone", "minerva-7b",
            "mellum2"},
           {R"re(\p{N})re", kGpt2}},
          {{"gpt-2", "phi-2", "jina-es", "jina-de", "gigachat", "jina-v2-es", "jina-v2-de",
            "a.x-4.0", "mellum", "modern-bert", "jina-v1-en", "jina-v2-code", "roberta-bpe",
            "exaone4", "mpt", "olmo", "jais", "trillion", "granite-docling"},
           {kGpt2}},
          {{"qwen2"}, {kQwen2}, false, false, true},
          {{"deepseek-r1-qwen", "kormo", "f2llmv2", "megrez", "stablelm2", "hunyuan", "solar-open"},
           {kQwen2}},
          {{"qwen35"},
           {R"re((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?[\p{L}\p{M}]+|\p{N}| ?[^\s\p{L}\p{M}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)re"}},
          {{"poro-chat", "bloom", "gpt3-finnish"}, {kPoro}},
          {{"viking"}, {kPoro, R"re(\p{N})re"}},
          {{"tekken"},
           {R"re([^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+)re"},
           true,
           true},
          {{"chameleon"},
           {R"re(<sentinel:[0-9]+>)re", R"re((IMGIMG)((A|B|C|D|E|F|G|H|I){1,4})Z)re",
            R"re(([\t\n]|    |  ))re", R"re(\p{N})re", R"re([\p{P}!-/:-@\[-`{-~])re", kGpt2},
           false,
           true},
          {{"gpt-4o", "llama4", "kanana2", "talkie", "minimax-m2"}, {kGpt4o}},
          {{"tiny_aya", "cohere2moe"}, {R"re(\d{1,3}(?=(?:\d{3})*\b))re", kGpt4o}},
          {{"bailingmoe", "bailingmoe2", "llada-moe"},
           {R"re('(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]++[\r\n]*|\s*[\r\n]|\s+(?!\S)|\s+)re"}},
          {{"seed-coder"},
           {R"re((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1}| ?[^\s\p{L}\p{N}\r\n]+|\s*[\r\n]+|\s+(?!\S)|\s+)re"}},
          {{"ufakzeka"},
           {R"re([^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)re"}},
          {{"grok-2"}, {kQwen2}},
          {{"laguna"},
           {R"re([^\n]+|[\n]+)re",
            R"re((?:'[sS]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)re"}},
          {{"exaone-moe"},
           {R"re((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?(?:\p{L}\p{M}*(?: \p{L}\p{M}*)*)+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n/]?|\s*[\r\n]|\s+(?!\S)|\s+)re"}},
          {{"minicpm5"},
           {R"re(\p{N}{1,3})re",
            R"re((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}+| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)re"},
           true},
      };
  return specs;
}

const PreTokenizerSpec& find_pre_tokenizer(const GgufFields& fields) {
  // llama.cpp reads a file without the key with its "default" expressions and warns that the
  // output will be degraded: those files predate the key, and the split they need is unknown.
  if (!fields.has("tokenizer.ggml.pre")) {
    fields.fail("tokenizer.ggml.pre", Message(tessera::Message::tr("is missing")));
  }
  const std::string name = fields.string("tokenizer.ggml.pre");
  for (const PreTokenizerSpec& spec : pre_tokenizers()) {
    if (std::find(spec.names.begin(), spec.names.end(), name) != spec.names.end()) return spec;
  }
  std::string known;
  for (const std::string& each : gguf_pre_tokenizer_names()) {
    known += (known.empty() ? "" : ", ") + each;
  }
  fields.fail("tokenizer.ggml.pre",
              Message(tessera::Message::tr("is '%1', which is not supported (supported: %2)"), name,
                      known));
}

std::vector<bpe::PreTokenizerStep> pre_tokenizer_steps(const PreTokenizerSpec& spec,
                                                       const GgufFields& fields) {
  std::vector<bpe::PreTokenizerStep> steps;
  for (const char* pattern : spec.patterns) {
    bpe::PreTokenizerStep step;
    step.kind = bpe::PreTokenizerStep::Kind::Split;
    step.behavior = bpe::SplitBehavior::Isolated;
    try {
      step.pattern = std::make_shared<const bpe::Regex>(pattern);
    } catch (const std::invalid_argument& error) {  // PCRE2 without Unicode support, say
      fields.fail(
          "tokenizer.ggml.pre",
          Message(tessera::Message::tr("is not a valid regular expression: %1"), error.what()));
    }
    steps.push_back(std::move(step));
  }
  bpe::PreTokenizerStep byte_level;
  byte_level.kind = bpe::PreTokenizerStep::Kind::ByteLevel;
  steps.push_back(std::move(byte_level));
  return steps;
}

// Each merge's two pieces and their concatenation must be tokens (bpe::Model would refuse the
// file naming tokenizer.json's field instead of the key).
void check_merges(const bpe::ModelSettings& model, const GgufFields& fields) {
  std::string merged;
  for (const auto& [left, right] : model.merges) {
    merged.assign(left).append(right);
    for (const std::string* piece : {&left, &right, static_cast<const std::string*>(&merged)}) {
      if (model.vocab.find(*piece) == model.vocab.end()) {
        fields.fail(
            "tokenizer.ggml.merges",
            Message(tessera::Message::tr("names '%1', which is not in the vocabulary"), *piece));
      }
    }
  }
}

}  // namespace

std::vector<std::string> gguf_pre_tokenizer_names() {
  std::vector<std::string> names;
  for (const PreTokenizerSpec& spec : pre_tokenizers()) {
    names.insert(names.end(), spec.names.begin(), spec.names.end());
  }
  return names;
}

std::unique_ptr<Tokenizer::Impl> gpt2_tokenizer_from_gguf(const GgufFile& file) {
  const GgufFields fields(file);
  const PreTokenizerSpec& spec = find_pre_tokenizer(fields);
  Gpt2Vocab vocab = read_gpt2_vocab(file);
  bpe::TokenizerJson parts;
  std::vector<bpe::AddedToken> silent;
  parts.model.ignore_merges = spec.ignore_merges;
  parts.model.merges = std::move(vocab.merges);
  parts.model.vocab.reserve(vocab.tokens.size());
  for (std::size_t i = 0; i < vocab.tokens.size(); ++i) {
    const auto id = static_cast<TokenId>(i);
    std::string& text = vocab.tokens[i];
    const int type = vocab.token_types[i];
    bpe::AddedToken token;
    token.id = id;
    token.content = text;
    token.normalized = false;  // llama.cpp's converter stores them as they are matched
    if (type == kUnused) {
      token.special = true;
      silent.push_back(std::move(token));
      continue;
    }
    if (!parts.model.vocab.emplace(text, id).second) {
      fields.fail("tokenizer.ggml.tokens",
                  Message(tessera::Message::tr("has token %1 = \"%2\" twice"), i, text));
    }
    if (type == kControl || type == kUnknown || type == kUserDefined) {
      token.special = type != kUserDefined;
      parts.added_tokens.push_back(std::move(token));
    }
  }
  if (spec.nfc) {
    bpe::NormalizerStep nfc;
    nfc.kind = bpe::NormalizerStep::Kind::Form;
    nfc.form = bpe::NormalForm::NFC;
    parts.normalizer.push_back(std::move(nfc));
  }
  check_merges(parts.model, fields);
  parts.pre_tokenizer = pre_tokenizer_steps(spec, fields);
  bpe::DecoderStep decoder;
  decoder.kind = bpe::DecoderStep::Kind::ByteLevel;
  parts.decoder.push_back(std::move(decoder));
  TokenizerConfig config = gguf_tokenizer_config(file, spec.add_bos);
  return std::make_unique<BpeTokenizer>(file.path, std::move(parts), std::move(config), silent);
}

}  // namespace tessera

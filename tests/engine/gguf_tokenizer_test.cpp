// GGUF "gpt2" vocabularies (byte-level BPE) against Hugging Face's `tokenizers`: the files in
// data/gguf/vocab/ were written from tokenizer.json fixtures as llama.cpp's converter writes them
// (make_vocabs.py), and must encode every text of data/bpe/texts.json to the ids `tokenizers` gave
// for the tokenizer.json, and decode them back the same. Also: every pre-tokenizer name compiles,
// an unknown or missing one is an error naming tokenizer.ggml.pre, SentencePiece vocabularies
// with several unknown-typed pieces load, and tessera-cli tokenize reads a .gguf.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>

#include "model/gguf_bpe.h"
#include "tessera/error.h"
#include "tessera/tokenizer.h"

using nlohmann::json;
using tessera::IncrementalDetokenizer;
using tessera::TokenId;
using tessera::Tokenizer;

namespace {

const std::string kData = TESSERA_TEST_DATA_DIR;

json read_json(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  return json::parse(file);
}

std::string vocab_path(const std::string& name) {
  return kData + "/gguf/vocab/" + name + ".gguf";
}

// Each vocabulary and the reference ids of its tokenizer.json.
struct Case {
  const char* gguf;
  std::string expected;
};
const std::vector<Case> kCases = {{"llama-bpe", kData + "/bpe/llama3/expected.json"},
                                  {"qwen2", kData + "/bpe/qwen2/expected.json"},
                                  {"smollm", kData + "/bpe/smollm/expected.json"},
                                  {"gpt-2", kData + "/gguf/vocab/gpt-2.json"}};

std::string streamed(const Tokenizer& tokenizer, const std::vector<TokenId>& ids) {
  IncrementalDetokenizer detokenizer(tokenizer);
  std::string text;
  for (TokenId id : ids) text += detokenizer.push(id);
  return text + detokenizer.flush();
}

QString error_message(const std::function<void()>& action) {
  try {
    action();
  } catch (const tessera::Error& error) {
    return QString::fromStdString(error.what());
  }
  return QStringLiteral("(no error)");
}

// GGUF's little-endian pieces: a vocabulary of the 256 byte-level characters and one merge, with
// `pre` as tokenizer.ggml.pre (none when empty).
template <typename T>
std::string le(T value) {
  std::string bytes(sizeof(T), '\0');
  std::memcpy(bytes.data(), &value, sizeof(T));
  return bytes;
}
std::string gstr(const std::string& text) {
  return le<std::uint64_t>(text.size()) + text;
}
std::string kv_str(const std::string& key, const std::string& value) {
  return gstr(key) + le(8u) + gstr(value);
}
std::string kv_strings(const std::string& key, const std::vector<std::string>& items) {
  std::string kv = gstr(key) + le(9u) + le(8u) + le<std::uint64_t>(items.size());
  for (const std::string& item : items) kv += gstr(item);
  return kv;
}
// GPT-2's byte-to-character table: printable Latin-1 bytes stand for themselves, the others for
// U+0100 onwards in byte order.
std::vector<std::string> byte_level_alphabet() {
  std::vector<std::string> alphabet;
  char32_t next = 0x100;
  for (int byte = 0; byte < 256; ++byte) {
    const bool kept = (byte >= 0x21 && byte <= 0x7E) || (byte >= 0xA1 && byte <= 0xAC) ||
                      (byte >= 0xAE && byte <= 0xFF);
    const char32_t c = kept ? static_cast<char32_t>(byte) : next++;
    if (c < 0x80) {
      alphabet.emplace_back(1, static_cast<char>(c));
    } else {
      alphabet.push_back(
          {static_cast<char>(0xC0 | (c >> 6)), static_cast<char>(0x80 | (c & 0x3F))});
    }
  }
  return alphabet;
}
std::string minimal_vocab(const std::string& pre) {
  std::vector<std::string> tokens = byte_level_alphabet();
  tokens.push_back("\xC4\xA0h");  // "Ġh": Ġ is the byte-level space
  std::vector<std::string> kvs = {kv_str("tokenizer.ggml.model", "gpt2"),
                                  kv_strings("tokenizer.ggml.tokens", tokens),
                                  kv_strings("tokenizer.ggml.merges", {"\xC4\xA0 h"})};
  if (!pre.empty()) kvs.push_back(kv_str("tokenizer.ggml.pre", pre));
  std::string out = "GGUF" + le(3u) + le<std::uint64_t>(0) + le<std::uint64_t>(kvs.size());
  for (const std::string& kv : kvs) out += kv;
  return out;
}

}  // namespace

class GgufTokenizerTest : public QObject {
  Q_OBJECT

  json texts_ = read_json(kData + "/bpe/texts.json");

 private slots:
  void encodesAndDecodesLikeHuggingFace_data() {
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < kCases.size(); ++i) {
      QTest::newRow(kCases[i].gguf) << static_cast<int>(i);
    }
  }

  // encode(text, add_special_tokens=False) and decode() of `tokenizers` on every text, id for
  // id; random ids decode the same (special tokens skipped); encode with BOS as the tokenizer.json
  // does with its special tokens.
  void encodesAndDecodesLikeHuggingFace() {
    QFETCH(int, index);
    const Case& c = kCases[static_cast<std::size_t>(index)];
    const auto tokenizer = Tokenizer::load(vocab_path(c.gguf));
    const json expected = read_json(c.expected);
    for (std::size_t i = 0; i < texts_.size(); ++i) {
      const std::string text = texts_[i].get<std::string>();
      const auto want = expected["encode"][i].get<std::vector<TokenId>>();
      const std::vector<TokenId> got = tokenizer->encode(text, false);
      if (got != want) {
        QFAIL(qPrintable(QStringLiteral("text %1 '%2': got %3, want %4")
                             .arg(i)
                             .arg(QString::fromStdString(text))
                             .arg(QString::fromStdString(json(got).dump()))
                             .arg(QString::fromStdString(json(want).dump()))));
      }
      const json& decoded = expected["decode"][i];
      const std::string text_back = decoded.is_null() ? text : decoded.get<std::string>();
      QCOMPARE(tokenizer->decode(want), text_back);
      QCOMPARE(streamed(*tokenizer, want), text_back);
    }
    for (std::size_t i = 0; i < expected["random_ids"].size(); ++i) {
      const auto ids = expected["random_ids"][i].get<std::vector<TokenId>>();
      QCOMPARE(tokenizer->decode(ids), expected["random_decode"][i].get<std::string>());
    }
    QCOMPARE(tokenizer->encode("Hi", true), expected["with_special"].get<std::vector<TokenId>>());
  }

  // BOS / EOS from tokenizer.ggml.bos_token_id / eos_token_id, add_bos_token, the chat template,
  // and the converter's [PADn] fillers, which decode to nothing and never come out of text.
  void specialTokensAndTemplateComeFromTheFile() {
    const auto llama = Tokenizer::load(vocab_path("llama-bpe"));
    QCOMPARE(llama->bos_id(), 0);
    QCOMPARE(llama->piece(llama->eos_id()), std::string("<|eot_id|>"));
    QVERIFY(llama->adds_bos());
    QVERIFY(llama->chat_template_jinja().starts_with("{{ bos_token }}{% for message"));
    const auto qwen = Tokenizer::load(vocab_path("qwen2"));
    QVERIFY(!qwen->adds_bos());
    QCOMPARE(qwen->piece(qwen->eos_id()), std::string("<|im_end|>"));
    QCOMPARE(qwen->encode_special("<|im_start|>user\n<tool_call>")[0], qwen->eos_id() - 1);
    const auto gpt2 = Tokenizer::load(vocab_path("gpt-2"));
    QCOMPARE(gpt2->vocab_size(), 804);
    QVERIFY(!gpt2->adds_bos());  // "gpt-2" adds none unless add_bos_token says so
    const std::vector<TokenId> pads = {801, 802, 803};
    QCOMPARE(gpt2->piece(803), std::string("[PAD803]"));
    QCOMPARE(gpt2->decode({46, 801, 47}), gpt2->decode({46, 47}));
    QVERIFY(!gpt2->token_bytes(802).has_value());
    for (TokenId id : gpt2->encode("[PAD801][PAD803]", false)) QVERIFY(id < 801);
    // <think> is user-defined: matched whole in text, and decoded as text.
    const std::vector<TokenId> think = gpt2->encode("a<think>b", false);
    QCOMPARE(think.size(), std::size_t{3});
    QCOMPARE(gpt2->piece(think[1]), std::string("<think>"));
    QCOMPARE(gpt2->decode(think), std::string("a<think>b"));
  }

  // Every tokenizer.ggml.pre value in the table compiles and splits text; others are refused.
  void everyKnownPreTokenizerLoads() {
    QTemporaryDir dir;
    const std::string path = dir.filePath("vocab.gguf").toStdString();
    const std::vector<std::string> names = tessera::gguf_pre_tokenizer_names();
    QVERIFY(names.size() > 60);
    for (const std::string& name : names) {
      std::ofstream(path, std::ios::binary) << minimal_vocab(name);
      const auto tokenizer = Tokenizer::load(path);
      const std::string text = "Hello, world! 12345 \xE4\xBD\xA0\xE5\xA5\xBD\n  x";
      QCOMPARE(tokenizer->decode(tokenizer->encode(text, false)), text);
    }
    std::ofstream(path, std::ios::binary) << minimal_vocab("nonsense");
    QString refused = error_message([&] { Tokenizer::load(path); });
    QVERIFY2(refused.contains("metadata key 'tokenizer.ggml.pre' is 'nonsense', which is not "
                              "supported (supported: default, llama3,"),
             qPrintable(refused));
    std::ofstream(path, std::ios::binary) << minimal_vocab("");
    refused = error_message([&] { Tokenizer::load(path); });
    QVERIFY2(refused.contains("metadata key 'tokenizer.ggml.pre' is missing"), qPrintable(refused));
  }

  // A SentencePiece ("llama") vocabulary whose [PAD] fillers are typed unknown, as Phi-3's GGUF
  // files have them: SentencePiece allows one unknown piece, so the others decode to nothing.
  void sentencePieceFillersTypedUnknownLoad() {
    const std::vector<std::string> pieces = {"<unk>",
                                             "<s>",
                                             "</s>",
                                             "\xE2\x96\x81"
                                             "a",
                                             "b",
                                             "[PAD5]",
                                             "[PAD6]"};
    std::string types = gstr("tokenizer.ggml.token_type") + le(9u) + le(5u) + le<std::uint64_t>(7);
    for (std::int32_t type : {2, 3, 3, 1, 1, 2, 2}) types += le(type);
    std::string scores = gstr("tokenizer.ggml.scores") + le(9u) + le(6u) + le<std::uint64_t>(7);
    for (float score : {0.0f, 0.0f, 0.0f, -1.0f, -2.0f, 0.0f, 0.0f}) scores += le(score);
    const std::vector<std::string> kvs = {kv_str("tokenizer.ggml.model", "llama"),
                                          kv_strings("tokenizer.ggml.tokens", pieces), types,
                                          scores};
    std::string file = "GGUF" + le(3u) + le<std::uint64_t>(0) + le<std::uint64_t>(kvs.size());
    for (const std::string& kv : kvs) file += kv;
    QTemporaryDir dir;
    const std::string path = dir.filePath("spm.gguf").toStdString();
    std::ofstream(path, std::ios::binary) << file;
    const auto tokenizer = Tokenizer::load(path);
    QCOMPARE(tokenizer->encode("ab", false), (std::vector<TokenId>{3, 4}));
    QCOMPARE(tokenizer->decode({3, 5, 4, 6}), std::string("ab"));
  }

  // tessera-cli tokenize --tokenizer FILE.gguf: the vocabulary's ids, no BOS.
  void cliTokenizesWithTheFilesVocabulary() {
    QTemporaryDir dir;
    const std::string text = "<|begin_of_text|>Hello, world! 12345 \xE4\xBD\xA0\xE5\xA5\xBD";
    const QString text_file = dir.filePath("text.txt");
    std::ofstream(text_file.toStdString(), std::ios::binary) << text;
    const std::vector<TokenId> want = Tokenizer::load(vocab_path("llama-bpe"))->encode(text, false);
    QProcess process;
    process.start(QStringLiteral(TESSERA_BUILD_DIR "/engine/tessera-cli" TESSERA_EXE_SUFFIX),
                  {"tokenize", "--tokenizer", QString::fromStdString(vocab_path("llama-bpe")),
                   "--text-file", text_file, "--json"});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(process.readAllStandardOutput().toStdString(), json(want).dump() + "\n");
    QCOMPARE(want.front(), 0);  // <|begin_of_text|> in the text, matched as a special token
  }
};

QTEST_GUILESS_MAIN(GgufTokenizerTest)
#include "gguf_tokenizer_test.moc"

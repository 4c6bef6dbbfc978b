// Hugging Face tokenizer.json (byte-level BPE and its Metaspace + byte-fallback relatives)
// against the `tokenizers` library itself: the fixtures in data/bpe/ were made and encoded by it
// (make_fixtures.py, tokenizers 0.23.3), one per model family's setup. Every text encodes to the
// same ids and decodes to the same text, streaming included; bad files get errors naming the
// field; tessera-cli tokenize prints the same ids.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tessera/error.h"
#include "tessera/tokenizer.h"

using nlohmann::json;
using tessera::IncrementalDetokenizer;
using tessera::TokenId;
using tessera::Tokenizer;

namespace {

const std::string kData = TESSERA_TEST_DATA_DIR "/bpe";
const std::vector<std::string> kFixtures = {"llama3",          "qwen2",  "gpt2",   "smollm",
                                            "split_behaviors", "llama2", "mistral"};

json read_json(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  return json::parse(file);
}

std::string read_text(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

std::string streamed(const Tokenizer& tokenizer, const std::vector<TokenId>& prompt,
                     const std::vector<TokenId>& output) {
  IncrementalDetokenizer detokenizer(tokenizer, prompt);
  std::string text;
  for (TokenId id : output) {
    const std::string delta = detokenizer.push(id);
    // No delta may end inside a UTF-8 character.
    if (!delta.empty()) {
      std::size_t start = delta.size() - 1;
      while (start > 0 && (static_cast<unsigned char>(delta[start]) & 0xC0) == 0x80) --start;
      const auto lead = static_cast<unsigned char>(delta[start]);
      const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
      if (start + length != delta.size()) return "a delta split a character: " + delta;
    }
    text += delta;
  }
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

// A copy of a fixture's tokenizer.json with `edit` applied, in `dir`.
std::string edited_fixture(const QTemporaryDir& dir, const std::function<void(json&)>& edit) {
  json document = read_json(kData + "/llama3/tokenizer.json");
  edit(document);
  const std::string path = dir.filePath("tokenizer.json").toStdString();
  std::ofstream(path, std::ios::binary) << document.dump();
  return path;
}

}  // namespace

class TokenizerBpeTest : public QObject {
  Q_OBJECT

  json texts_ = read_json(kData + "/texts.json");

 private slots:
  void encodesLikeHuggingFace_data() {
    QTest::addColumn<QString>("fixture");
    for (const std::string& name : kFixtures) {
      QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }
  }

  // encode(text, add_special_tokens=False) of `tokenizers`, id for id, on every text.
  void encodesLikeHuggingFace() {
    QFETCH(QString, fixture);
    const std::string dir = kData + "/" + fixture.toStdString();
    const auto tokenizer = Tokenizer::load(dir);
    const json expected = read_json(dir + "/expected.json");
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
    }
    QCOMPARE(tokenizer->encode("Hi", true), expected["with_special"].get<std::vector<TokenId>>());
  }

  void decodesAndStreamsLikeHuggingFace_data() { encodesLikeHuggingFace_data(); }

  // decode() of the encoded texts and of random id sequences (special tokens skipped, invalid
  // UTF-8 among them), and the incremental detokenizer's deltas joined: whole characters that
  // add up to the decode.
  void decodesAndStreamsLikeHuggingFace() {
    QFETCH(QString, fixture);
    const std::string dir = kData + "/" + fixture.toStdString();
    const auto tokenizer = Tokenizer::load(dir);
    const json expected = read_json(dir + "/expected.json");
    for (std::size_t i = 0; i < texts_.size(); ++i) {
      const auto ids = expected["encode"][i].get<std::vector<TokenId>>();
      const json& decoded = expected["decode"][i];
      const std::string want =
          decoded.is_null() ? texts_[i].get<std::string>() : decoded.get<std::string>();
      QCOMPARE(tokenizer->decode(ids), want);
      QCOMPARE(streamed(*tokenizer, {}, ids), want);
      // After a prompt: what the output adds to the prompt's text.
      const std::vector<TokenId> prompt(ids.begin(), ids.begin() + ids.size() / 2);
      const std::vector<TokenId> output(ids.begin() + ids.size() / 2, ids.end());
      const std::string before = tokenizer->decode(prompt);
      if (want.starts_with(before) && !before.ends_with("\xEF\xBF\xBD")) {
        QCOMPARE(streamed(*tokenizer, prompt, output), want.substr(before.size()));
      }
    }
    for (std::size_t i = 0; i < expected["random_ids"].size(); ++i) {
      const auto ids = expected["random_ids"][i].get<std::vector<TokenId>>();
      const std::string want = expected["random_decode"][i].get<std::string>();
      QCOMPARE(tokenizer->decode(ids), want);
      // Byte pieces are the exception (tokenizer.h): ByteFallback turns a whole run of them into
      // U+FFFD when one byte breaks it, after the run's first characters were streamed.
      if (fixture != "llama2" && fixture != "mistral")
        QCOMPARE(streamed(*tokenizer, {}, ids), want);
    }
  }

  // piece() is the vocabulary's string; the added tokens keep their ids; BOS and EOS come from
  // tokenizer_config.json, and BOS is added as the post-processor's template adds it.
  void piecesAndSpecialTokensFollowTheFile() {
    const std::string dir = kData + "/llama3";
    const auto tokenizer = Tokenizer::load(dir);
    const json document = read_json(dir + "/tokenizer.json");
    for (const auto& [token, id] : document["model"]["vocab"].items()) {
      QCOMPARE(tokenizer->piece(id.get<TokenId>()), token);
    }
    TokenId begin = -1, eot = -1;
    for (const json& added : document["added_tokens"]) {
      QCOMPARE(tokenizer->piece(added["id"].get<TokenId>()), added["content"].get<std::string>());
      if (added["content"] == "<|begin_of_text|>") begin = added["id"].get<TokenId>();
      if (added["content"] == "<|eot_id|>") eot = added["id"].get<TokenId>();
    }
    QCOMPARE(tokenizer->bos_id(), begin);
    QCOMPARE(tokenizer->eos_id(), eot);
    QVERIFY(tokenizer->adds_bos());
    QCOMPARE(tokenizer->vocab_size(), 1500);
    QCOMPARE(tokenizer->decode({eot}), std::string());  // special: skipped
    const auto qwen = Tokenizer::load(kData + "/qwen2");
    QVERIFY(!qwen->adds_bos());
    QCOMPARE(qwen->encode("Hi", true), qwen->encode("Hi", false));
  }

  // As transformers: a folder with tokenizer.json and tokenizer.model uses tokenizer.json (the
  // SentencePiece file here is not even valid); load_file() tells them by name or content; a
  // folder with neither says so.
  void tokenizerJsonWinsOverTokenizerModel() {
    QTemporaryDir dir;
    const std::string path = dir.path().toStdString();
    std::filesystem::copy_file(kData + "/qwen2/tokenizer.json", path + "/tokenizer.json");
    std::ofstream(path + "/tokenizer.model") << "not a SentencePiece model";
    const auto from_dir = Tokenizer::load(path);
    const auto reference = Tokenizer::load_file(kData + "/qwen2/tokenizer.json");
    QCOMPARE(from_dir->encode("<|im_start|>Hello", false),
             reference->encode("<|im_start|>Hello", false));
    std::filesystem::copy_file(kData + "/qwen2/tokenizer.json", path + "/renamed");
    QCOMPARE(Tokenizer::load_file(path + "/renamed")->vocab_size(), reference->vocab_size());
    QTemporaryDir empty;
    const QString missing = error_message([&] { Tokenizer::load(empty.path().toStdString()); });
    QVERIFY2(missing.contains("tokenizer.model: not found, and neither is ") &&
                 missing.endsWith("tokenizer.json"),
             qPrintable(missing));
  }

  void badFilesNameTheField_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("message");
    QTest::newRow("pre-tokenizer type")
        << 0
        << "field 'pre_tokenizer.pretokenizers[0].type' is 'Whitespace', which is not supported";
    QTest::newRow("model type") << 1 << "field 'model.type' is 'Unigram', which is not supported";
    QTest::newRow("bad regex")
        << 2
        << "field 'pre_tokenizer.pretokenizers[0].pattern.Regex' is not a valid regular expression";
    QTest::newRow("merge outside the vocabulary")
        << 3 << "names 'zzqq', which is not in the vocabulary";
    QTest::newRow("merge shape") << 4 << "field 'model.merges[0]' must be two tokens";
    QTest::newRow("decoder type") << 5
                                  << "field 'decoder.type' is 'WordPiece', which is not supported";
    QTest::newRow("behavior") << 6
                              << "field 'pre_tokenizer.pretokenizers[0].behavior' is 'Sideways'";
    QTest::newRow("dropout") << 7 << "field 'model.dropout' is '0.1', which is not supported";
    QTest::newRow("vocab id") << 8 << "field 'model.vocab.Hi' must be an integer";
  }

  // Unsupported or malformed components are errors that name the field and the value.
  void badFilesNameTheField() {
    QFETCH(int, which);
    QFETCH(QString, message);
    const std::vector<std::function<void(json&)>> edits = {
        [](json& d) {
          d["pre_tokenizer"]["pretokenizers"][0] = {{"type", "Whitespace"}};
        },
        [](json& d) { d["model"]["type"] = "Unigram"; },
        [](json& d) { d["pre_tokenizer"]["pretokenizers"][0]["pattern"]["Regex"] = "(\\p{L}"; },
        [](json& d) {
          d["model"]["merges"][0] = {"zzqq", "Ġ"};
        },
        [](json& d) { d["model"]["merges"][0] = 7; },
        [](json& d) {
          d["decoder"] = {{"type", "WordPiece"}};
        },
        [](json& d) { d["pre_tokenizer"]["pretokenizers"][0]["behavior"] = "Sideways"; },
        [](json& d) { d["model"]["dropout"] = 0.1; },
        [](json& d) { d["model"]["vocab"]["Hi"] = "seven"; },
    };
    QTemporaryDir dir;
    const std::string path = edited_fixture(dir, edits[static_cast<std::size_t>(which)]);
    const QString got = error_message([&] { Tokenizer::load_file(path); });
    QVERIFY2(got.contains(message), qPrintable(got));
    QVERIFY2(got.startsWith(QString::fromStdString(path)), qPrintable(got));
  }

  // Truncated or non-JSON files: an error, never a crash.
  void malformedFilesAreErrors() {
    QTemporaryDir dir;
    const std::string text = read_text(kData + "/llama3/tokenizer.json");
    const std::string path = dir.filePath("tokenizer.json").toStdString();
    for (std::size_t cut : {std::size_t{0}, std::size_t{1}, text.size() / 3, text.size() - 2}) {
      std::ofstream(path, std::ios::binary | std::ios::trunc) << text.substr(0, cut);
      QVERIFY(!error_message([&] { Tokenizer::load_file(path); }).startsWith("(no error)"));
    }
    std::ofstream(path, std::ios::binary | std::ios::trunc) << R"({"model": []})";
    QVERIFY(error_message([&] { Tokenizer::load_file(path); }).contains("'model'"));
  }

  // Invalid UTF-8 is read as Rust reads bytes lossily; ids outside the vocabulary are refused.
  void invalidInputIsHandled() {
    const auto tokenizer = Tokenizer::load(kData + "/llama3");
    QCOMPARE(tokenizer->encode("a\xFF"
                               "b",
                               false),
             tokenizer->encode("a\uFFFD"
                               "b",
                               false));
    QVERIFY_THROWS_EXCEPTION(tessera::Error, tokenizer->decode({tokenizer->vocab_size()}));
    QVERIFY_THROWS_EXCEPTION(tessera::Error, tokenizer->decode({-1}));
  }

  // tessera-cli tokenize: the ids of a text file, no BOS, plain and as JSON.
  void cliTokenizePrintsTheIds() {
    QTemporaryDir dir;
    const std::string text = "<|begin_of_text|>Hello, world! 12345 \u4f60\u597d";
    const QString text_file = dir.filePath("text.txt");
    std::ofstream(text_file.toStdString(), std::ios::binary) << text;
    const std::string tokenizer_file = kData + "/llama3/tokenizer.json";
    const std::vector<TokenId> want = Tokenizer::load_file(tokenizer_file)->encode(text, false);
    std::string plain;
    for (TokenId id : want) {
      if (!plain.empty()) plain += ' ';
      plain += std::to_string(id);
    }
    for (const bool as_json : {false, true}) {
      QProcess process;
      QStringList args = {"tokenize", "--tokenizer", QString::fromStdString(tokenizer_file),
                          "--text-file", text_file};
      if (as_json) args << "--json";
      process.start(QStringLiteral(TESSERA_BUILD_DIR "/engine/tessera-cli" TESSERA_EXE_SUFFIX),
                    args);
      QVERIFY(process.waitForFinished(60000));
      QCOMPARE(process.exitCode(), 0);
      const std::string out = process.readAllStandardOutput().toStdString();
      QCOMPARE(out, (as_json ? json(want).dump() : plain) + "\n");
    }
  }
};

QTEST_GUILESS_MAIN(TokenizerBpeTest)
#include "tokenizer_bpe.moc"

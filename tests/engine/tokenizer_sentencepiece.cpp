// Tokenizer over the real SentencePiece models: reference ids, config handling, load errors.
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "tessera/chat_template.h"
#include "tessera/error.h"
#include "tessera/tokenizer.h"

using tessera::TokenId;
using tessera::Tokenizer;

namespace {

const std::string kStoriesDir = TESSERA_MODELS_DIR "/stories260K";
// Llama 2's own tokenizer is not in the repository: the test of its ids skips without it
// (TESSERA_MODELS_DIR names a folder with tokenizers/llama2/tokenizer.model).
const std::string kLlama2Model = TESSERA_MODELS_DIR "/tokenizers/llama2/tokenizer.model";
// A 4,000-piece SentencePiece vocabulary with Llama 2's settings (tests/data/tokenizers).
const std::string kSentencePieceModel =
    TESSERA_MODELS_DIR "/tokenizers/sentencepiece-bpe/tokenizer.model";

nlohmann::json reference_cases() {
  std::ifstream file(kStoriesDir + "/reference_greedy.json");
  nlohmann::json cases = nlohmann::json::parse(file).at("cases");
  if (cases.empty()) throw std::runtime_error("reference_greedy.json has no cases");
  return cases;
}

void write_file(const std::string& path, const std::string& content) {
  std::ofstream(path, std::ios::binary) << content;
}

// A model folder holding the stories tokenizer and the given tokenizer_config.json text.
std::string model_dir_with_config(const QTemporaryDir& dir, const std::string* config) {
  const std::string path = dir.path().toStdString();
  std::filesystem::copy_file(kStoriesDir + "/tokenizer.model", path + "/tokenizer.model");
  if (config) write_file(path + "/tokenizer_config.json", *config);
  return path;
}

// Runs `load` and returns the message of the tessera::Error it must throw.
template <typename Load>
QString error_message(Load load) {
  try {
    load();
  } catch (const tessera::Error& error) {
    return QString::fromStdString(error.what());
  }
  return QStringLiteral("<no error>");
}

}  // namespace

class TokenizerSentencePieceTest : public QObject {
  Q_OBJECT

 private slots:
  void encodesReferencePromptsToReferenceIds() {
    auto tokenizer = Tokenizer::load(kStoriesDir);
    for (const auto& test_case : reference_cases()) {
      const auto expected = test_case.at("prompt_ids").get<std::vector<TokenId>>();
      QCOMPARE(tokenizer->encode(test_case.at("prompt").get<std::string>()), expected);
    }
  }

  void decodesReferenceOutputsToReferenceText() {
    auto tokenizer = Tokenizer::load(kStoriesDir);
    for (const auto& test_case : reference_cases()) {
      const auto output = test_case.at("output_ids").get<std::vector<TokenId>>();
      QCOMPARE(tokenizer->decode(output), test_case.at("text").get<std::string>());
    }
  }

  void storiesTokenizerHasItsVocabularyAndSpecialIds() {
    auto tokenizer = Tokenizer::load(kStoriesDir);
    QCOMPARE(tokenizer->vocab_size(), 512);
    QCOMPARE(tokenizer->bos_id(), 1);
    QCOMPARE(tokenizer->eos_id(), 2);
    QVERIFY(tokenizer->adds_bos());
    QCOMPARE(tokenizer->piece(1), std::string("<s>"));
    QCOMPARE(tokenizer->piece(2), std::string("</s>"));
  }

  void llama2TokenizerEncodesKnownIds() {
    if (!std::filesystem::exists(kLlama2Model)) {
      QSKIP(
          "needs Llama 2's tokenizer.model (TESSERA_MODELS_DIR/tokenizers/llama2), which is not "
          "in the repository");
    }
    auto tokenizer = Tokenizer::load_file(kLlama2Model);
    QCOMPARE(tokenizer->vocab_size(), 32000);
    QCOMPARE(tokenizer->encode("Hello world"), (std::vector<TokenId>{1, 15043, 3186}));
    QCOMPARE(tokenizer->encode("[INST]", false), (std::vector<TokenId>{518, 25580, 29962}));
    QCOMPARE(tokenizer->piece(15043), std::string("\xE2\x96\x81Hello"));
  }

  void specialPiecesInTextStayText() {
    auto tokenizer = Tokenizer::load_file(kSentencePieceModel);
    const auto ids = tokenizer->encode("a</s>b", false);
    QVERIFY(std::find(ids.begin(), ids.end(), 2) == ids.end());
    QCOMPARE(tokenizer->decode(ids), std::string("a</s>b"));
  }

  void byteFallbackRoundTripsJapaneseAndEmoji() {
    auto tokenizer = Tokenizer::load_file(kSentencePieceModel);
    const std::string text = "日本語のテキストです。🦙✨ and text";
    const auto ids = tokenizer->encode(text, false);
    QCOMPARE(tokenizer->decode(ids), text);
    const auto byte_piece = std::find_if(ids.begin(), ids.end(), [&](TokenId id) {
      return tokenizer->piece(id).rfind("<0x", 0) == 0;
    });
    QVERIFY2(byte_piece != ids.end(), "the emoji must be spelled in byte-fallback pieces");
  }

  void loadWithoutConfigAddsBosOnly() {
    QTemporaryDir dir;
    auto tokenizer = Tokenizer::load(model_dir_with_config(dir, nullptr));
    const auto ids = tokenizer->encode("Once");
    QCOMPARE(ids.front(), 1);
    QVERIFY(ids.back() != 2);
    QVERIFY(tokenizer->chat_template_jinja().empty());
  }

  void configDecidesBosAndEos() {
    QTemporaryDir dir;
    const std::string config = R"({"add_bos_token": false, "add_eos_token": true})";
    auto tokenizer = Tokenizer::load(model_dir_with_config(dir, &config));
    const auto plain = tokenizer->encode("Once", false);
    auto expected = plain;
    expected.push_back(2);
    QCOMPARE(tokenizer->encode("Once"), expected);
    QVERIFY(!tokenizer->adds_bos());
  }

  void configChatTemplateIsReadAndRecognised() {
    QTemporaryDir dir;
    const std::string jinja =
        "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + "
        "message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}";
    const std::string config = nlohmann::json{{"chat_template", jinja}}.dump();
    auto tokenizer = Tokenizer::load(model_dir_with_config(dir, &config));
    QCOMPARE(tokenizer->chat_template_jinja(), jinja);
    QCOMPARE(tessera::detect_chat_template(tokenizer->chat_template_jinja()),
             std::optional(tessera::ChatTemplate::ChatML));
  }

  void configChatTemplateListUsesDefaultEntry() {
    QTemporaryDir dir;
    const std::string config = R"({"chat_template": [{"name": "tool_use", "template": "tools"},
                                                    {"name": "default", "template": "chat"}]})";
    auto tokenizer = Tokenizer::load(model_dir_with_config(dir, &config));
    QCOMPARE(tokenizer->chat_template_jinja(), std::string("chat"));
  }

  void chatTemplateJinjaFileIsReadWhenConfigHasNone() {
    QTemporaryDir dir;
    const std::string config = R"({"add_bos_token": true})";
    const std::string path = model_dir_with_config(dir, &config);
    const std::string jinja = "{{ bos_token }}{% for message in messages %}[INST] ...";
    write_file(path + "/chat_template.jinja", jinja);
    QCOMPARE(Tokenizer::load(path)->chat_template_jinja(), jinja);
  }

  void missingModelFileIsNamed() {
    QTemporaryDir dir;
    const QString message = error_message([&] { Tokenizer::load(dir.path().toStdString()); });
    // The folder joined with the system's separator ('\\' on Windows), as the engine joins it.
    const auto file = std::filesystem::path(dir.path().toStdString()) / "tokenizer.model";
    QVERIFY2(message.contains(QString::fromStdString(file.string())), qPrintable(message));
  }

  void corruptModelFileIsNamed() {
    QTemporaryDir dir;
    const std::string path = dir.path().toStdString() + "/tokenizer.model";
    write_file(path, "this is not a protobuf");
    const QString message = error_message([&] { Tokenizer::load_file(path); });
    QVERIFY2(message.startsWith(QString::fromStdString(path)), qPrintable(message));
  }

  void malformedConfigIsNamed() {
    QTemporaryDir dir;
    const std::string config = "{\"add_bos_token\": tru";
    const std::string path = model_dir_with_config(dir, &config);
    const QString message = error_message([&] { Tokenizer::load(path); });
    QVERIFY2(message.contains("tokenizer_config.json: invalid JSON: parse error at line 1"),
             qPrintable(message));
  }

  void wrongConfigFieldTypeIsNamed() {
    QTemporaryDir dir;
    const std::string config = R"({"add_bos_token": "yes"})";
    const std::string path = model_dir_with_config(dir, &config);
    const QString message = error_message([&] { Tokenizer::load(path); });
    QVERIFY2(message.contains("field 'add_bos_token'") && message.contains("\"yes\""),
             qPrintable(message));
  }

  void idOutsideVocabularyIsAnError() {
    auto tokenizer = Tokenizer::load(kStoriesDir);
    const QString message = error_message([&] { tokenizer->decode({5, 512}); });
    QVERIFY2(message.contains("token id 512"), qPrintable(message));
  }
};

QTEST_GUILESS_MAIN(TokenizerSentencePieceTest)
#include "tokenizer_sentencepiece.moc"

// Tokens that tokenizer_config.json adds past the SentencePiece vocabulary, as ChatML models
// built on a Llama/Mistral tokenizer (OpenHermes-2.5) declare <|im_start|> and <|im_end|>.
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <fstream>

#include "tessera/chat_template.h"
#include "tessera/error.h"
#include "tessera/tokenizer.h"

using tessera::ChatMessage;
using tessera::ChatTemplate;
using tessera::TokenId;
using tessera::Tokenizer;

namespace {

// A 4,000-piece SentencePiece vocabulary with Llama 2's settings (tests/data/tokenizers).
const std::string kSentencePieceModel =
    TESSERA_MODELS_DIR "/tokenizers/sentencepiece-bpe/tokenizer.model";

// The shape of OpenHermes-2.5-Mistral-7B's tokenizer_config.json, over a vocabulary of 4,000
// pieces.
const char* const kOpenHermesConfig = R"({
  "add_bos_token": true,
  "add_eos_token": false,
  "added_tokens_decoder": {
    "0": {"content": "<unk>", "lstrip": false, "normalized": false, "rstrip": false, "single_word": false, "special": true},
    "1": {"content": "<s>", "lstrip": false, "normalized": false, "rstrip": false, "single_word": false, "special": true},
    "2": {"content": "</s>", "lstrip": false, "normalized": false, "rstrip": false, "single_word": false, "special": true},
    "4000": {"content": "<|im_end|>", "lstrip": false, "normalized": false, "rstrip": false, "single_word": false, "special": true},
    "4001": {"content": "<|im_start|>", "lstrip": false, "normalized": false, "rstrip": false, "single_word": false, "special": false}
  },
  "bos_token": "<s>",
  "chat_template": "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}",
  "eos_token": "<|im_end|>",
  "tokenizer_class": "LlamaTokenizer"
})";

constexpr TokenId kImEnd = 4000;
constexpr TokenId kImStart = 4001;

std::unique_ptr<Tokenizer> load_with_config(const QTemporaryDir& dir, const std::string& config) {
  const std::string path = dir.path().toStdString();
  std::filesystem::copy_file(kSentencePieceModel, path + "/tokenizer.model");
  std::ofstream(path + "/tokenizer_config.json") << config;
  return Tokenizer::load(path);
}

std::vector<TokenId> concat(std::vector<TokenId> head, const std::vector<TokenId>& tail) {
  head.insert(head.end(), tail.begin(), tail.end());
  return head;
}

}  // namespace

class TokenizerAddedTokensTest : public QObject {
  Q_OBJECT

 private slots:
  void addedTokensExtendTheVocabularyAndNameEos() {
    QTemporaryDir dir;
    auto tokenizer = load_with_config(dir, kOpenHermesConfig);
    QCOMPARE(tokenizer->vocab_size(), 4002);
    QCOMPARE(tokenizer->piece(kImEnd), std::string("<|im_end|>"));
    QCOMPARE(tokenizer->piece(kImStart), std::string("<|im_start|>"));
    QCOMPARE(tokenizer->eos_id(), kImEnd);
    QCOMPARE(tokenizer->bos_id(), 1);
    QCOMPARE(tessera::detect_chat_template(tokenizer->chat_template_jinja()),
             std::optional(ChatTemplate::ChatML));
  }

  void chatMLMarkersEncodeAsAddedIds() {
    QTemporaryDir dir;
    auto tokenizer = load_with_config(dir, kOpenHermesConfig);
    const std::vector<ChatMessage> messages = {{"system", "Be brief."}, {"user", "Hi"}};
    std::vector<TokenId> expected;
    for (const ChatMessage& message : messages) {
      expected.push_back(kImStart);
      expected = concat(expected, tokenizer->encode(message.role + "\n" + message.content, false));
      expected.push_back(kImEnd);
      expected = concat(expected, tokenizer->encode("\n", false));
    }
    expected.push_back(kImStart);
    expected = concat(expected, tokenizer->encode("assistant\n", false));
    QCOMPARE(tessera::encode_chat(*tokenizer, ChatTemplate::ChatML, messages), expected);
  }

  void addedTokensDecodeToNothing() {
    QTemporaryDir dir;
    auto tokenizer = load_with_config(dir, kOpenHermesConfig);
    const auto text = tokenizer->encode("user\nHi there", false);
    QCOMPARE(tokenizer->decode(concat(concat({kImStart}, text), {kImEnd})),
             std::string("user\nHi there"));
  }

  void streamingStopsShowingTextAtAddedTokens() {
    QTemporaryDir dir;
    auto tokenizer = load_with_config(dir, kOpenHermesConfig);
    const auto prompt = tessera::encode_chat(*tokenizer, ChatTemplate::ChatML, {{"user", "Hi"}});
    tessera::IncrementalDetokenizer detokenizer(*tokenizer, prompt);
    std::string streamed;
    for (TokenId id : tokenizer->encode("Hello, 世界!", false)) streamed += detokenizer.push(id);
    QCOMPARE(detokenizer.push(kImEnd), std::string());
    streamed += detokenizer.flush();
    // The answer's first piece is "▁Hello": after the prompt's newline it keeps its space.
    QCOMPARE(streamed, std::string(" Hello, 世界!"));
  }

  void idPastAddedTokensIsAnError() {
    QTemporaryDir dir;
    auto tokenizer = load_with_config(dir, kOpenHermesConfig);
    QVERIFY_THROWS_EXCEPTION(tessera::Error, tokenizer->decode({4002}));
  }

  void malformedAddedTokenIsNamed() {
    QTemporaryDir dir;
    try {
      load_with_config(dir, R"({"added_tokens_decoder": {"4000": {"special": true}}})");
      QFAIL("loading must fail");
    } catch (const tessera::Error& error) {
      QVERIFY2(QString(error.what()).contains("'added_tokens_decoder.4000' needs a string"),
               error.what());
    }
  }
};

QTEST_GUILESS_MAIN(TokenizerAddedTokensTest)
#include "tokenizer_added_tokens.moc"

// IncrementalDetokenizer: deltas concatenate to the output's text, whole characters only.
#include <QString>
#include <QTest>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <stdexcept>
#include <thread>

#include "model/tokenizer_impl.h"
#include "tessera/error.h"
#include "tessera/tokenizer.h"

using tessera::IncrementalDetokenizer;
using tessera::TokenId;
using tessera::Tokenizer;

namespace {

const std::string kStoriesDir = TESSERA_MODELS_DIR "/stories260K";
// A 4,000-piece SentencePiece vocabulary with Llama 2's settings (tests/data/tokenizers).
const std::string kSentencePieceModel =
    TESSERA_MODELS_DIR "/tokenizers/sentencepiece-bpe/tokenizer.model";

nlohmann::json reference_cases() {
  std::ifstream file(kStoriesDir + "/reference_greedy.json");
  nlohmann::json cases = nlohmann::json::parse(file).at("cases");
  if (cases.empty()) throw std::runtime_error("reference_greedy.json has no cases");
  return cases;
}

std::vector<std::string> stream(const Tokenizer& tokenizer, const std::vector<TokenId>& prompt,
                                const std::vector<TokenId>& output) {
  IncrementalDetokenizer detokenizer(tokenizer, prompt);
  std::vector<std::string> deltas;
  for (TokenId id : output) deltas.push_back(detokenizer.push(id));
  deltas.push_back(detokenizer.flush());
  return deltas;
}

std::string joined(const std::vector<std::string>& deltas) {
  std::string text;
  for (const std::string& delta : deltas) text += delta;
  return text;
}

bool is_valid_utf8(const std::string& text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).toUtf8() ==
         QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

std::vector<TokenId> slice(const std::vector<TokenId>& ids, std::size_t from, std::size_t to) {
  return {ids.begin() + static_cast<std::ptrdiff_t>(from),
          ids.begin() + static_cast<std::ptrdiff_t>(to)};
}

// The defined meaning of the deltas: what the output adds to the prompt's decoded text.
std::string continuation(const Tokenizer& tokenizer, const std::vector<TokenId>& prompt,
                         const std::vector<TokenId>& output) {
  std::vector<TokenId> all = prompt;
  all.insert(all.end(), output.begin(), output.end());
  const std::string full = tokenizer.decode(all);
  const std::string head = tokenizer.decode(prompt);
  if (full.compare(0, head.size(), head) != 0) return "<prompt text is not a prefix>";
  return full.substr(head.size());
}

// The byte-fallback pieces that spell `text` (without the leading-space piece).
std::vector<TokenId> byte_pieces(const Tokenizer& tokenizer, const std::string& text) {
  std::vector<TokenId> bytes;
  for (TokenId id : tokenizer.encode(text, false)) {
    if (tokenizer.piece(id).rfind("<0x", 0) == 0) bytes.push_back(id);
  }
  return bytes;
}

bool ends_with_replacement(const std::string& text) {
  return text.size() >= 3 && text.compare(text.size() - 3, 3, "\xEF\xBF\xBD") == 0;
}

}  // namespace

class TokenizerIncrementalTest : public QObject {
  Q_OBJECT

 private slots:
  void referenceOutputsWithoutPromptStreamToReferenceText() {
    auto tokenizer = Tokenizer::load(kStoriesDir);
    for (const auto& test_case : reference_cases()) {
      const auto output = test_case.at("output_ids").get<std::vector<TokenId>>();
      QCOMPARE(joined(stream(*tokenizer, {}, output)), test_case.at("text").get<std::string>());
    }
  }

  void referenceOutputsAfterPromptContinueThePromptText() {
    auto tokenizer = Tokenizer::load(kStoriesDir);
    for (const auto& test_case : reference_cases()) {
      const auto prompt = test_case.at("prompt_ids").get<std::vector<TokenId>>();
      const auto output = test_case.at("output_ids").get<std::vector<TokenId>>();
      const std::string text = joined(stream(*tokenizer, prompt, output));
      QCOMPARE(text, continuation(*tokenizer, prompt, output));
      QCOMPARE(tokenizer->decode(prompt) + text, tokenizer->decode([&] {
        auto all = prompt;
        all.insert(all.end(), output.begin(), output.end());
        return all;
      }()));
    }
  }

  // Found by the detokenizer fuzz target: SentencePiece drops leading spaces across pieces until
  // the first visible character, so a context window holding only a space piece ("▁") lost the
  // space of the next piece ("▁r"): "d2 r" streamed where the whole decode is "d2  r".
  void spaceOnlyPiecesKeepTheirSpacesInTheStream() {
    auto tokenizer = Tokenizer::load(kStoriesDir);
    const std::vector<TokenId> output = {418, 479, 410, 352};  // d 2 ▁ ▁r (stories260K)
    QCOMPARE(joined(stream(*tokenizer, {tokenizer->bos_id()}, output)), tokenizer->decode(output));
    // The same with the space piece at the end of the prompt.
    const std::vector<TokenId> prompt = {tokenizer->bos_id(), 418, 479, 410};
    QCOMPARE(joined(stream(*tokenizer, prompt, {352})), continuation(*tokenizer, prompt, {352}));
  }

  void firstOutputPieceKeepsItsSpaceAfterAPrompt() {
    auto tokenizer = Tokenizer::load_file(kSentencePieceModel);
    const std::vector<TokenId> prompt = tokenizer->encode("Hello");  // <s> ▁Hello
    const std::vector<TokenId> output = tokenizer->encode("world!", false);  // ▁world !
    QCOMPARE(output.size(), std::size_t(2));
    QCOMPARE(joined(stream(*tokenizer, prompt, output)), std::string(" world!"));
    QCOMPARE(joined(stream(*tokenizer, {}, output)), std::string("world!"));
    QCOMPARE(joined(stream(*tokenizer, {tokenizer->bos_id()}, output)), std::string("world!"));
  }

  void multilingualTextStreamsAsWholeCharacters_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("japanese") << QStringLiteral(
        "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。");
    QTest::newRow("emoji") << QStringLiteral("🦙🚀✨👩‍👩‍👧 🎉");
    QTest::newRow("mixed") << QStringLiteral("Tessera は速い 🚀, naïve café 日本語 ✨ done.\n次の行");
  }

  void multilingualTextStreamsAsWholeCharacters() {
    QFETCH(QString, text);
    const std::string expected = text.toStdString();
    auto tokenizer = Tokenizer::load_file(kSentencePieceModel);
    const std::vector<TokenId> output = tokenizer->encode(expected, false);
    for (const auto& prompt : {std::vector<TokenId>{}, tokenizer->encode("Translate:")}) {
      const auto deltas = stream(*tokenizer, prompt, output);
      for (const std::string& delta : deltas) QVERIFY2(is_valid_utf8(delta), delta.c_str());
      const std::string streamed = joined(deltas);
      QVERIFY(!ends_with_replacement(streamed));
      QCOMPARE(streamed, continuation(*tokenizer, prompt, output));
    }
    QCOMPARE(joined(stream(*tokenizer, {}, output)), expected);
  }

  void emojiBytesAreHeldUntilTheCharacterIsComplete() {
    auto tokenizer = Tokenizer::load_file(kSentencePieceModel);
    const std::vector<TokenId> bytes = byte_pieces(*tokenizer, "🦙");
    QCOMPARE(bytes.size(), std::size_t(4));
    IncrementalDetokenizer detokenizer(*tokenizer, tokenizer->encode("A"));
    for (std::size_t i = 0; i + 1 < bytes.size(); ++i) {
      QCOMPARE(detokenizer.push(bytes[i]), std::string());
    }
    QCOMPARE(detokenizer.push(bytes.back()), std::string("🦙"));
    QCOMPARE(detokenizer.text(), std::string("🦙"));
  }

  void everyPromptSplitAtACharacterBoundaryContinuesExactly() {
    auto tokenizer = Tokenizer::load_file(kSentencePieceModel);
    const std::vector<TokenId> ids =
        tokenizer->encode("Ein Lama 🦙 sagt: こんにちは、世界! Bye.");
    int splits = 0;
    for (std::size_t at = 1; at < ids.size(); ++at) {
      const auto prompt = slice(ids, 0, at);
      if (ends_with_replacement(tokenizer->decode(prompt))) continue;  // mid-character
      const auto output = slice(ids, at, ids.size());
      QCOMPARE(joined(stream(*tokenizer, prompt, output)),
               continuation(*tokenizer, prompt, output));
      ++splits;
    }
    QVERIFY(splits > 10);
  }

  void controlTokensAddNoText() {
    auto tokenizer = Tokenizer::load_file(kSentencePieceModel);
    const std::vector<TokenId> world = tokenizer->encode("world", false);  // ▁world
    QCOMPARE(world.size(), std::size_t(1));
    IncrementalDetokenizer detokenizer(*tokenizer, tokenizer->encode("Hi"));
    QCOMPARE(detokenizer.push(world[0]), std::string(" world"));
    QCOMPARE(detokenizer.push(tokenizer->eos_id()), std::string());
    QCOMPARE(detokenizer.push(tokenizer->bos_id()), std::string());
    QCOMPARE(detokenizer.push(world[0]), std::string(" world"));
    QCOMPARE(detokenizer.text(), std::string(" world world"));
  }

  void incompleteCharacterIsReleasedAtFlush() {
    auto tokenizer = Tokenizer::load_file(kSentencePieceModel);
    const std::vector<TokenId> emoji = byte_pieces(*tokenizer, "🦙");
    const std::vector<TokenId> cut = slice(emoji, 0, emoji.size() - 1);
    IncrementalDetokenizer detokenizer(*tokenizer, tokenizer->encode("A"));
    std::string streamed;
    for (TokenId id : cut) streamed += detokenizer.push(id);
    QCOMPARE(streamed, std::string());
    streamed += detokenizer.flush();
    QCOMPARE(streamed, continuation(*tokenizer, tokenizer->encode("A"), cut));
    QCOMPARE(streamed, std::string("\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD"));
    QCOMPARE(detokenizer.flush(), std::string());
  }

  // The detokenizer decodes each new token alone through a cache: every id gives what decoding
  // it alone gives, the first time and from the cache, with two threads asking at once.
  void everyTokenDecodedAloneMatchesItsDecode() {
    auto tokenizer = Tokenizer::load_file(kSentencePieceModel);
    const tessera::Tokenizer::Impl& impl = tokenizer->impl();
    const int vocab = tokenizer->vocab_size();
    std::vector<std::string> first(vocab), second(vocab);
    std::thread other([&] {
      for (TokenId id = vocab - 1; id >= 0; --id) second[id] = impl.decode_one(id);
    });
    for (TokenId id = 0; id < vocab; ++id) first[id] = impl.decode_one(id);
    other.join();
    for (TokenId id = 0; id < vocab; ++id) {
      const std::string want = tokenizer->decode({id});
      QCOMPARE(first[id], want);
      QCOMPARE(second[id], want);
      QCOMPARE(impl.decode_one(id), want);
    }
    QVERIFY_THROWS_EXCEPTION(tessera::Error, impl.decode_one(vocab));
  }

  // A plain piece after visible text adds its continuation (the detokenizer's path without
  // decodes) whatever the visible text before it: words, a multi-byte character, one spelled in
  // byte pieces, digits. Control, byte and unknown pieces have none.
  void plainPiecesContinueAnyVisibleTextAsTheDecodeDoes() {
    auto tokenizer = Tokenizer::load_file(kSentencePieceModel);
    const tessera::Tokenizer::Impl& impl = tokenizer->impl();
    std::vector<std::vector<TokenId>> contexts = {
        tokenizer->encode("Hello", false), tokenizer->encode("x \u00e9", false),
        tokenizer->encode(" 42", false), byte_pieces(*tokenizer, "\U0001F999")};
    contexts.back().insert(contexts.back().begin(), tokenizer->bos_id());
    int plain = 0;
    for (TokenId id = 0; id < tokenizer->vocab_size(); ++id) {
      const auto next = impl.continuation(id);
      if (!next) continue;
      ++plain;
      QCOMPARE(next->alone, tokenizer->decode({id}));
      for (const auto& context : contexts) {
        std::vector<TokenId> both = context;
        both.push_back(id);
        QCOMPARE(tokenizer->decode(context) + next->after_text, tokenizer->decode(both));
      }
    }
    QVERIFY(plain > 3000);
    QVERIFY(!impl.continuation(tokenizer->bos_id()));
    QVERIFY(!impl.continuation(tokenizer->eos_id()));
    QVERIFY(!impl.continuation(byte_pieces(*tokenizer, "\U0001F999").front()));
    QVERIFY(!impl.continuation(0));  // <unk>
  }

  // Random ids, byte pieces, controls and lone spaces (seeded): the deltas are whole characters
  // and join to what the output adds to the prompt's text, through every path of the detokenizer.
  void randomSequencesStreamToWhatTheyDecodeTo() {
    auto small = Tokenizer::load(kStoriesDir);
    auto large = Tokenizer::load_file(kSentencePieceModel);
    std::mt19937 random(20261204);
    for (const Tokenizer* tokenizer : {small.get(), large.get()}) {
      TokenId space = 0;  // the lone "▁" piece
      while (tokenizer->piece(space) != "\u2581") ++space;
      const std::vector<TokenId> specials = {
          tokenizer->bos_id(), tokenizer->eos_id(), space, 3, 200, 131};
      std::uniform_int_distribution<TokenId> any(0, tokenizer->vocab_size() - 1);
      int checked = 0;
      for (int round = 0; round < 1500; ++round) {
        std::vector<TokenId> ids(1 + random() % 24);
        for (TokenId& id : ids) id = random() % 4 == 0 ? specials[random() % 6] : any(random);
        const std::size_t split = random() % 4 == 0 ? 0 : random() % ids.size();
        const std::vector<TokenId> prompt = slice(ids, 0, split);
        const std::vector<TokenId> output = slice(ids, split, ids.size());
        const std::string head = tokenizer->decode(prompt);
        if (!is_valid_utf8(head) || ends_with_replacement(head)) continue;  // not a whole text
        const std::vector<std::string> deltas = stream(*tokenizer, prompt, output);
        for (const std::string& delta : deltas) QVERIFY(is_valid_utf8(delta));
        const std::string whole = tokenizer->decode(ids);
        if (prompt.empty()) QCOMPARE(joined(deltas), tokenizer->decode(output));
        if (whole.compare(0, head.size(), head) == 0)
          QCOMPARE(joined(deltas), whole.substr(head.size()));
        ++checked;
      }
      QVERIFY(checked > 1000);
    }
  }
};

QTEST_GUILESS_MAIN(TokenizerIncrementalTest)
#include "tokenizer_incremental.moc"

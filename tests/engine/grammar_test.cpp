// Structured output: GBNF and JSON-schema grammars, the byte matcher, the token mask (checked
// against a token-by-token match of the whole vocabulary) and constrained generation on the real
// default model, alone and batched with unconstrained requests.
#include "tessera/grammar.h"

#include <QtTest>
#include <nlohmann/json.hpp>

#include "grammar/matcher.h"
#include "grammar/token_mask.h"
#include "support/core_engine_fixtures.h"
#include "tessera/error.h"
#include "tessera/tokenizer.h"

using namespace tessera;
using namespace tessera::testing;

namespace {

// Whether the grammar takes the whole text (complete) or a prefix of it (alive).
struct Match {
  bool alive = false;
  bool complete = false;
};

Match match(const std::shared_ptr<const Grammar>& grammar, std::string_view text) {
  grammar::StackArena arena;
  const grammar::MatchState start = grammar::initial_state(grammar->rules(), arena);
  const grammar::MatchState end = grammar::advance_text(grammar->rules(), start, text, arena);
  return {!end.dead(), end.complete()};
}

QString error_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const Error& e) {
    return QString::fromStdString(e.what());
  }
  return {};
}

std::string text_of(const Tokenizer& tokenizer, const std::vector<TokenId>& ids) {
  std::string text;
  for (const TokenId id : ids) {
    if (const auto bytes = tokenizer.token_bytes(id)) text += *bytes;
  }
  return text;
}

const char* kPersonSchema =
    "{"
    "  \"type\": \"object\","
    "  \"properties\": {"
    "    \"name\": {\"type\": \"string\", \"maxLength\": 12},"
    "    \"age\": {\"type\": \"integer\"},"
    "    \"pet\": {\"enum\": [\"cat\", \"dog\", null]},"
    "    \"tags\": {\"type\": \"array\", \"items\": {\"type\": \"string\", \"maxLength\": 6}, "
    "\"maxItems\": 3},"
    "    \"nick\": {\"type\": \"string\", \"maxLength\": 5}"
    "  },"
    "  \"required\": [\"name\", \"age\", \"pet\", \"tags\"],"
    "  \"additionalProperties\": false"
    "}";

// What kPersonSchema demands, checked by hand on a parsed value.
QString person_mismatch(const nlohmann::json& v) {
  if (!v.is_object()) return "not an object";
  for (const char* key : {"name", "age", "pet", "tags"}) {
    if (!v.contains(key)) return QString("no '%1'").arg(key);
  }
  for (const auto& [key, unused] : v.items()) {
    if (key != "name" && key != "age" && key != "pet" && key != "tags" && key != "nick") {
      return QString("extra key '%1'").arg(QString::fromStdString(key));
    }
  }
  if (!v["name"].is_string() || QString::fromStdString(v["name"].get<std::string>()).size() > 12) {
    return "bad name";
  }
  if (!v["age"].is_number_integer()) return "bad age";
  if (!(v["pet"].is_null() || v["pet"] == "cat" || v["pet"] == "dog")) return "bad pet";
  if (!v["tags"].is_array() || v["tags"].size() > 3) return "bad tags";
  for (const auto& t : v["tags"]) {
    if (!t.is_string()) return "bad tag";
  }
  if (v.contains("nick") && !v["nick"].is_string()) return "bad nick";
  return {};
}

}  // namespace

class GrammarTest : public QObject {
  Q_OBJECT

 private slots:
  void gbnf_matches_what_it_says() {
    const auto g = Grammar::from_gbnf(
        "root ::= greeting (\", \" name)? \"!\"\n"
        "greeting ::= \"hi\" | \"hello\"   # a comment\n"
        "name ::= [A-Z] [a-z]{1,4}\n");
    QVERIFY(match(g, "hi!").complete);
    QVERIFY(match(g, "hello, Anna!").complete);
    QVERIFY(match(g, "hello, An").alive);
    QVERIFY(!match(g, "hello, An").complete);
    QVERIFY(!match(g, "hello, A!").alive);        // {1,4}: at least one lower-case letter
    QVERIFY(!match(g, "hello, Annabel!").alive);  // at most four
    QVERIFY(!match(g, "hey!").alive);
    QVERIFY(!match(g, "hi!!").alive);
  }

  void repetitions_and_classes() {
    const auto g = Grammar::from_gbnf("root ::= \"a\"{2,3} [^x-z]* \"z\"+ .?");
    QVERIFY(!match(g, "az").alive);
    QVERIFY(match(g, "aaz").complete);
    QVERIFY(match(g, "aaabcz").complete);
    QVERIFY(!match(g, "aay").alive);
    QVERIFY(match(g, "aazzzq").complete);
    QVERIFY(!match(g, "aazzzqq").alive);
    const auto bounded = Grammar::from_gbnf("root ::= (\"ab\" | \"c\"){2,3} \"!\"");
    QVERIFY(!match(bounded, "ab!").alive);
    QVERIFY(match(bounded, "abc!").complete);
    QVERIFY(match(bounded, "cabc!").complete);
    QVERIFY(!match(bounded, "ccabc").alive);
    QVERIFY(!match(bounded, "cccc").alive);
  }

  void utf8_is_matched_by_character() {
    const auto g = Grammar::from_gbnf("root ::= [α-ω]+ \"\\u00e9\"");
    QVERIFY(match(g, "αβé").complete);
    QVERIFY(match(g, "\xCE").alive);   // the first byte of α..ω
    QVERIFY(!match(g, "\xC3").alive);  // a lead byte no Greek letter has
    QVERIFY(!match(g, "a").alive);
    QVERIFY(!match(g, "\xCE\x41").alive);  // not a continuation byte
    // Overlong forms of ASCII (F0 80 81 BB is '{' in four bytes) are not UTF-8.
    const auto brace = Grammar::from_gbnf("root ::= \"{\"");
    QVERIFY(!match(brace, "\xF0\x80").alive);
    QVERIFY(!match(brace, "\xC1\xBB").alive);
    QVERIFY(match(brace, "{").complete);
  }

  void gbnf_errors_name_the_problem() {
    QVERIFY(error_of([] { Grammar::from_gbnf("root ::= missing"); }).contains("'missing'"));
    QVERIFY(error_of([] { Grammar::from_gbnf("start ::= \"a\""); }).contains("'root'"));
    QVERIFY(error_of([] {
              Grammar::from_gbnf("root ::= root \"a\" | \"b\"");
            }).contains("left-recursive"));
    QVERIFY(error_of([] {
              Grammar::from_gbnf("root ::= x\nx ::= y? x \"a\"\ny ::= \"b\"");
            }).contains("left-recursive"));
    QVERIFY(error_of([] { Grammar::from_gbnf("root ::= \"a\n"); }).contains("unterminated"));
    QVERIFY(
        error_of([] { Grammar::from_gbnf("root ::= \"a\"\nroot ::= \"b\""); }).contains("line 2"));
    QVERIFY(error_of([] { Grammar::from_gbnf("root ::= \"\\q\""); }).contains("\\q"));
    QVERIFY(error_of([] { Grammar::from_gbnf("root ::= \"a\"{3,2}"); }).contains("maximum"));
  }

  void json_schema_grammar_takes_only_matching_json() {
    const auto g = Grammar::from_json_schema(kPersonSchema);
    QVERIFY(match(g, "{\"name\": \"Lily\", \"age\": 3, \"pet\": \"cat\", \"tags\": []}").complete);
    QVERIFY(match(g,
                  "{\n  \"name\":\"\",\"age\":-12,\"pet\":null,\"tags\":[\"a\", \"b\"],"
                  "\"nick\": \"Li\"}")
                .complete);
    QVERIFY(!match(g, "{\"age\": 3").alive);                                         // order
    QVERIFY(!match(g, "{\"name\": \"Lily\", \"age\": 3.5").alive);                   // integer
    QVERIFY(!match(g, "{\"name\": \"Lily\", \"age\": 3, \"pet\": \"cow\"").alive);   // enum
    QVERIFY(!match(g, "{\"name\": \"Lily\", \"age\": 3, \"pet\": \"cat\"}").alive);  // required
    QVERIFY(!match(g, "{\"name\": \"Lily\", \"age\": 03").alive);                    // JSON number
    QVERIFY(!match(g, "{\"name\": \"Lily and her big dog\", ").alive);               // maxLength
    QVERIFY(!match(g, "{\"name\": \"Lily\", \"age\": 3, \"pet\": \"cat\", \"tags\": [], \"x\": 1}")
                 .alive);
    QVERIFY(!match(g,
                   "{\"name\": \"Lily\", \"age\": 3, \"pet\": \"cat\", \"tags\": "
                   "[\"a\",\"b\",\"c\",\"d\"]")
                 .alive);  // maxItems
  }

  void json_schema_optional_properties_and_refs() {
    // Only optional properties: any subset, in order, commas right.
    const auto opt = Grammar::from_json_schema(
        "{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"boolean\"},\"b\":{\"type\":"
        "\"null\"},\"c\":{}}}");
    for (const char* ok : {"{}", "{\"b\": null}", "{\"a\": true, \"c\": [1, {\"x\": \"y\"}]}",
                           "{\"c\": \"s\"}", "{\"a\": false, \"b\": null, \"c\": 1.5e3}"}) {
      QVERIFY2(match(opt, ok).complete, ok);
    }
    QVERIFY(!match(opt, "{, \"b\"").alive);
    QVERIFY(!match(opt, "{\"b\": null, \"a\"").alive);
    // A recursive type through $defs, and anyOf.
    const char* tree_schema =
        "{\"$ref\": \"#/$defs/node\", \"$defs\": {\"node\": {\"type\": \"object\", \"properties\": "
        "{"
        "\"v\": {\"anyOf\": [{\"type\": \"integer\"}, {\"const\": \"leaf\"}]},"
        "\"kids\": {\"type\": \"array\", \"items\": {\"$ref\": \"#/$defs/node\"}}},"
        "\"required\": [\"v\", \"kids\"]}}}";
    const auto tree = Grammar::from_json_schema(tree_schema);
    QVERIFY(match(tree, "{\"v\": 1, \"kids\": [{\"v\": \"leaf\", \"kids\": []}]}").complete);
    QVERIFY(!match(tree, "{\"v\": 1, \"kids\": [{\"v\": \"tree\"").alive);
  }

  void unsupported_schema_keywords_are_named() {
    const QString pattern = error_of([] {
      Grammar::from_json_schema(
          "{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\",\"pattern\":\"^a\"}}}");
    });
    QVERIFY2(pattern.contains("'pattern'") && pattern.contains("#/properties/id"),
             qPrintable(pattern));
    QVERIFY(error_of([] {
              Grammar::from_json_schema("{\"type\":\"number\",\"minimum\":0}");
            }).contains("'minimum'"));
    QVERIFY(
        error_of([] { Grammar::from_json_schema("{\"$ref\":\"http://x/y\"}"); }).contains("$defs"));
    QVERIFY(error_of([] { Grammar::from_json_schema("{"); }).contains("not valid JSON"));
    QVERIFY(error_of([] {
              Grammar::from_json_schema("{\"type\":\"decimal\"}");
            }).contains("'decimal'"));
    // Annotations are fine.
    Grammar::from_json_schema("{\"title\":\"T\",\"description\":\"d\",\"type\":\"string\"}");
  }

  // The sorted-prefix walk must allow exactly the tokens that a match of each token alone allows,
  // in states inside strings, numbers, between keys and in partial UTF-8, on both tokenizers.
  void mask_equals_matching_each_token_alone_data() {
    QTest::addColumn<QString>("tokenizer_path");
    QTest::newRow("sentencepiece") << QString::fromStdString(default_model_dir());
    QTest::newRow("byte-level BPE") << QString(TESSERA_TEST_DATA_DIR "/bpe/qwen2/tokenizer.json");
  }
  void mask_equals_matching_each_token_alone() {
    QFETCH(QString, tokenizer_path);
    const std::string path = tokenizer_path.toStdString();
    const std::unique_ptr<Tokenizer> tokenizer =
        path.size() > 5 && path.substr(path.size() - 5) == ".json" ? Tokenizer::load_file(path)
                                                                   : Tokenizer::load(path);
    const grammar::TokenVocabulary vocabulary(*tokenizer);
    const auto g = Grammar::from_json_schema(kPersonSchema);
    for (const std::string& prefix :
         {std::string(""), std::string("{\"name\": \"Li"),
          std::string("{\"name\": \"\", \"age\": 1"), std::string("{\"name\": \"\\u00"),
          std::string("{\"name\": \"\xCE")}) {
      grammar::GrammarMatcher matcher(g);
      QVERIFY(matcher.accept(prefix));
      std::vector<unsigned char> allowed;
      matcher.allowed_tokens(vocabulary, static_cast<std::size_t>(tokenizer->vocab_size()),
                             allowed);
      int count = 0;
      for (TokenId id = 0; id < tokenizer->vocab_size(); ++id) {
        const auto bytes = tokenizer->token_bytes(id);
        const bool alone = bytes && !bytes->empty() && match(g, prefix + *bytes).alive;
        QVERIFY2(alone == (allowed[id] != 0),
                 qPrintable(QString("prefix '%1', token %2 '%3'")
                                .arg(QString::fromStdString(prefix))
                                .arg(id)
                                .arg(QString::fromStdString(bytes.value_or("")))));
        count += alone;
      }
      QVERIFY2(count > 0, qPrintable(QString::fromStdString(prefix)));
    }
  }

  // A matcher that has seen a state before answers from its cache: its masks along a long JSON
  // string must equal those of a fresh matcher (no cache) at every token, and the cache must
  // have answered some of them.
  void cached_masks_equal_fresh_walks() {
    const auto tokenizer = Tokenizer::load_file(TESSERA_TEST_DATA_DIR "/bpe/qwen2/tokenizer.json");
    const grammar::TokenVocabulary vocabulary(*tokenizer);
    const auto size = static_cast<std::size_t>(tokenizer->vocab_size());
    const auto g = Grammar::from_json_schema(
        "{\"type\": \"object\", \"properties\": {\"title\": {\"type\": \"string\"}, "
        "\"story\": {\"type\": \"string\"}}, \"required\": [\"title\", \"story\"]}");
    const std::string answer =
        "{\"title\": \"Lily\", \"story\": \"Once upon a time, there was a little girl named "
        "Lily. She loved to play with her big red ball in the park. \\\"Look!\\\" she said.\"}";
    grammar::GrammarMatcher cached(g);
    std::string text;
    std::vector<unsigned char> got, expected;
    for (const TokenId id : tokenizer->encode(answer, false)) {
      grammar::GrammarMatcher fresh(g);
      QVERIFY(fresh.accept(text));
      const bool complete = fresh.allowed_tokens(vocabulary, size, expected);
      QCOMPARE(cached.allowed_tokens(vocabulary, size, got), complete);
      QVERIFY2(got == expected, qPrintable(QString::fromStdString("after '" + text + "'")));
      const std::string bytes = tokenizer->token_bytes(id).value();
      QVERIFY(cached.accept(bytes));
      text += bytes;
    }
    QVERIFY(cached.complete());
    QVERIFY2(
        cached.cache_hits() * 2 > cached.mask_calls(),
        qPrintable(QString("%1 hits of %2").arg(cached.cache_hits()).arg(cached.mask_calls())));
  }

  // On the real model, sampled at temperature 1 with many seeds: every answer parses and matches
  // the schema, ends by itself (Stop, not Length), and its text is exactly its tokens' bytes.
  void sampled_answers_always_match_the_schema() {
    const std::unique_ptr<Engine> engine = Engine::create(cpu_engine_config());
    const auto tokenizer = Tokenizer::load(default_model_dir());
    Collector collector;
    const auto grammar = Grammar::from_json_schema(kPersonSchema);
    std::vector<RequestId> ids;
    for (int seed = 0; seed < 24; ++seed) {
      SamplingParams params;
      params.temperature = 1.0f;
      params.seed = static_cast<std::uint64_t>(seed);
      params.max_tokens = 400;
      params.grammar = grammar;
      ids.push_back(collector.submit(*engine, tokenizer->encode("Lily has a"), params));
    }
    while (engine->step()) {
    }
    for (const RequestId id : ids) {
      const Collected got = collector.result(id);
      QCOMPARE(got.reason, FinishReason::Stop);
      const auto value = nlohmann::json::parse(got.text, nullptr, false);
      QVERIFY2(!value.is_discarded(), got.text.c_str());
      const QString mismatch = person_mismatch(value);
      QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch + ": " + QString::fromStdString(got.text)));
    }
  }

  // A constrained request gives the same tokens alone or batched with 40 unconstrained ones, and
  // they give the same tokens as without it.
  void grammar_does_not_change_the_batch() {
    const auto tokenizer = Tokenizer::load(default_model_dir());
    const std::vector<ReferenceCase> cases = load_reference_cases();
    const auto grammar =
        Grammar::from_gbnf("root ::= \" \"? \"Once upon a time\" (\" \" [a-z]+){3,8} \".\"");
    SamplingParams constrained = greedy(64);
    constrained.grammar = grammar;
    const std::vector<TokenId> prompt = tokenizer->encode("");

    std::vector<TokenId> alone;
    {
      const std::unique_ptr<Engine> engine = Engine::create(cpu_engine_config());
      Collector collector;
      const RequestId id = collector.submit(*engine, prompt, constrained);
      while (engine->step()) {
      }
      const Collected got = collector.result(id);
      QCOMPARE(got.reason, FinishReason::Stop);
      QVERIFY2(
          match(grammar, text_of(*tokenizer, {got.tokens.begin(), got.tokens.end() - 1})).complete,
          got.text.c_str());
      alone = got.tokens;
    }
    const std::unique_ptr<Engine> engine = Engine::create(cpu_engine_config());
    Collector collector;
    std::vector<RequestId> others;
    RequestId constrained_id = 0;
    for (int i = 0; i < 40; ++i) {
      if (i == 17) constrained_id = collector.submit(*engine, prompt, constrained);
      const ReferenceCase& c = cases[i % cases.size()];
      others.push_back(
          collector.submit(*engine, c.prompt_ids, greedy(static_cast<int>(c.output_ids.size()))));
    }
    while (engine->step()) {
    }
    QCOMPARE(collector.result(constrained_id).tokens, alone);
    for (int i = 0; i < 40; ++i) {
      QCOMPARE(collector.result(others[i]).tokens, cases[i % cases.size()].output_ids);
    }
  }

  // With ignore_eos a grammar still ends the request where its text is complete.
  void complete_grammar_ends_even_with_ignore_eos() {
    const std::unique_ptr<Engine> engine = Engine::create(cpu_engine_config());
    const auto tokenizer = Tokenizer::load(default_model_dir());
    Collector collector;
    SamplingParams params = greedy(50);
    params.ignore_eos = true;
    params.grammar = Grammar::from_gbnf("root ::= \" \"? (\"yes\" | \"no\")");
    const RequestId id = collector.submit(*engine, tokenizer->encode("Lily said"), params);
    while (engine->step()) {
    }
    const Collected got = collector.result(id);
    QCOMPARE(got.reason, FinishReason::Stop);
    QVERIFY2(got.text == " yes" || got.text == " no" || got.text == "yes" || got.text == "no",
             got.text.c_str());
  }
};

QTEST_MAIN(GrammarTest)
#include "grammar_test.moc"

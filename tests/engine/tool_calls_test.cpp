// The API server's tool-call parsing (engine/server/src/tool_calls.cpp, built into this test):
// the formats read from real chat templates, calls as the models write them (the examples of the
// models' own tool-use documentation and of vLLM's parser tests), text that only looks like a call
// kept as text, the streaming hold-back that never sends part of a call as text, and the
// chat.completion objects and stream chunks (ResponseBuilder) that carry the calls.
#include "tool_calls.h"

#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "openai_response.h"

using namespace tessera::server;

namespace {

std::string template_text(const std::string& name) {
  std::ifstream in(std::string(TESSERA_TEST_DATA_DIR) + "/chat_templates/templates/" + name +
                   ".jinja");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

nlohmann::json json_of(const std::string& text) {
  return nlohmann::json::parse(text);
}

ChoiceOutput piece(const std::string& text, int tokens, tessera::FinishReason finish) {
  ChoiceOutput item;
  item.output.text_delta = text;
  item.output.num_output_tokens = tokens;
  item.output.finished = finish != tessera::FinishReason::None;
  item.output.finish_reason = finish;
  return item;
}

struct Streamed {
  std::string content;
  nlohmann::json tool_calls;  // of the delta that has them
  std::string finish;
  nlohmann::json logprobs = nlohmann::json::array();  // every chunk's content entries, in order
};

// Feeds the pieces (the last one finishes with `finish`) through a ResponseBuilder as a stream
// does, and returns what the chunks say, with the whole response made after.
Streamed stream(const std::vector<std::string>& pieces, tessera::FinishReason finish,
                nlohmann::json* whole, bool logprobs = false) {
  static const std::unique_ptr<tessera::Tokenizer> tokenizer =
      tessera::Tokenizer::load(std::string(TESSERA_MODELS_DIR) + "/stories260K");
  ApiJob job;
  job.endpoint = Endpoint::ChatCompletions;
  job.prompts = {{1, 2, 3}};
  job.prompt_texts = {{}};
  job.stream = true;
  job.tool_calls = ToolCallFormat::Hermes;
  if (logprobs) job.num_logprobs = 0;
  ResponseBuilder builder(job, "m", *tokenizer);
  Streamed out;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const bool last = i + 1 == pieces.size();
    ChoiceOutput item =
        piece(pieces[i], static_cast<int>(i + 1), last ? finish : tessera::FinishReason::None);
    if (logprobs) {  // one token a piece, told apart by its logprob
      item.output.logprobs.push_back({{100, -0.25f * static_cast<float>(i)}, {}});
    }
    for (const nlohmann::json& chunk : builder.add(item)) {
      const nlohmann::json& choice = chunk["choices"][0];
      if (choice.contains("logprobs") && choice["logprobs"].is_object()) {
        for (const auto& entry : choice["logprobs"]["content"]) out.logprobs.push_back(entry);
      }
      if (choice["delta"].contains("content")) out.content += choice["delta"]["content"];
      if (choice["delta"].contains("tool_calls")) out.tool_calls = choice["delta"]["tool_calls"];
      if (!choice["finish_reason"].is_null()) out.finish = choice["finish_reason"];
    }
  }
  *whole = builder.whole();
  return out;
}

}  // namespace

Q_DECLARE_METATYPE(ToolCallFormat)

class ToolCallsTest : public QObject {
  Q_OBJECT

 private slots:
  void theFormatComesFromTheTemplate_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<ToolCallFormat>("format");
    QTest::newRow("Qwen 2.5") << "Qwen-Qwen2.5-3B-Instruct" << ToolCallFormat::Hermes;
    QTest::newRow("Qwen 3") << "Qwen-Qwen3-1.7B" << ToolCallFormat::Hermes;
    QTest::newRow("Hermes 3") << "NousResearch-Hermes-3-Llama-3.1-8B-tool_use"
                              << ToolCallFormat::Hermes;
    QTest::newRow("Llama 3.1") << "meta-llama-Llama-3.1-8B-Instruct" << ToolCallFormat::Llama3Json;
    QTest::newRow("Llama 3.2") << "meta-llama-Llama-3.2-3B-Instruct" << ToolCallFormat::Llama3Json;
    QTest::newRow("Mistral v0.3") << "mistralai-Mistral-7B-Instruct-v0.3"
                                  << ToolCallFormat::Mistral;
    QTest::newRow("TinyLlama: none")
        << "TinyLlama-TinyLlama-1.1B-Chat-v1.0" << ToolCallFormat::None;
    QTest::newRow("Llama 2: none") << "meta-llama-Llama-2-7b-chat-hf" << ToolCallFormat::None;
  }
  void theFormatComesFromTheTemplate() {
    QFETCH(QString, name);
    QFETCH(ToolCallFormat, format);
    const std::string text = template_text(name.toStdString());
    QVERIFY(!text.empty());
    QCOMPARE(tool_call_format_of(text), format);
  }

  void hermesCallsAreParsed() {
    const ParsedAnswer one = parse_tool_calls(
        ToolCallFormat::Hermes,
        "<tool_call>\n{\"name\": \"get_current_temperature\", \"arguments\": {\"location\": "
        "\"San Francisco, CA, USA\"}}\n</tool_call>");
    QCOMPARE(one.content, std::string());
    QCOMPARE(one.calls.size(), std::size_t(1));
    QCOMPARE(one.calls[0].name, std::string("get_current_temperature"));
    QVERIFY(json_of(one.calls[0].arguments) ==
            nlohmann::json({{"location", "San Francisco, CA, USA"}}));

    // Text before, two calls, the last without its closing tag; arguments keep Unicode.
    const ParsedAnswer two = parse_tool_calls(
        ToolCallFormat::Hermes,
        "Let me check both.\n<tool_call>\n{\"name\": \"a\", \"arguments\": {\"city\": \"東京\"}}\n"
        "</tool_call>\n<tool_call>\n{\"name\": \"b\", \"arguments\": {}}");
    QCOMPARE(two.content, std::string("Let me check both.\n"));
    QCOMPARE(two.calls.size(), std::size_t(2));
    QCOMPARE(two.calls[0].name, std::string("a"));
    QVERIFY(json_of(two.calls[0].arguments)["city"] == nlohmann::json("東京"));
    QCOMPARE(two.calls[1].name, std::string("b"));
    QCOMPARE(two.calls[1].arguments, std::string("{}"));
  }

  void llama3AndMistralCallsAreParsed() {
    const ParsedAnswer llama = parse_tool_calls(
        ToolCallFormat::Llama3Json,
        " {\"name\": \"get_weather\", \"parameters\": {\"city\": \"Paris\", \"days\": 2}}\n");
    QCOMPARE(llama.calls.size(), std::size_t(1));
    QCOMPARE(llama.calls[0].name, std::string("get_weather"));
    QVERIFY(json_of(llama.calls[0].arguments) == nlohmann::json({{"city", "Paris"}, {"days", 2}}));

    for (const std::string& text :
         {std::string("[TOOL_CALLS] [{\"name\": \"add\", \"arguments\": {\"a\": 1, \"b\": 2}}, "
                      "{\"name\": \"neg\", \"arguments\": \"{\\\"x\\\": 3}\"}]"),
          std::string("[{\"name\": \"add\", \"arguments\": {\"a\": 1, \"b\": 2}}, "
                      "{\"name\": \"neg\", \"arguments\": \"{\\\"x\\\": 3}\"}]")}) {
      const ParsedAnswer mistral = parse_tool_calls(ToolCallFormat::Mistral, text);
      QCOMPARE(mistral.calls.size(), std::size_t(2));
      QCOMPARE(mistral.calls[0].name, std::string("add"));
      QVERIFY(json_of(mistral.calls[0].arguments) == nlohmann::json({{"a", 1}, {"b", 2}}));
      QCOMPARE(mistral.calls[1].arguments, std::string("{\"x\": 3}"));  // a string stays as sent
    }
  }

  void textThatOnlyLooksLikeACallStaysText_data() {
    QTest::addColumn<ToolCallFormat>("format");
    QTest::addColumn<QString>("text");
    QTest::newRow("plain answer") << ToolCallFormat::Hermes << "The weather is fine.";
    QTest::newRow("broken JSON") << ToolCallFormat::Hermes
                                 << "<tool_call>\n{\"name\": \"a\", \"arguments\": {</tool_call>";
    QTest::newRow("no name") << ToolCallFormat::Hermes
                             << "<tool_call>{\"arguments\": {}}</tool_call>";
    QTest::newRow("JSON answer, not a call") << ToolCallFormat::Llama3Json << "{\"answer\": 42}";
    QTest::newRow("prose") << ToolCallFormat::Llama3Json << "Paris is sunny.";
    QTest::newRow("a list of numbers") << ToolCallFormat::Mistral << "[1, 2, 3]";
    QTest::newRow("arguments not an object")
        << ToolCallFormat::Mistral << "[{\"name\": \"f\", \"arguments\": [1]}]";
    QTest::newRow("no format") << ToolCallFormat::None
                               << "<tool_call>{\"name\": \"a\", \"arguments\": {}}</tool_call>";
  }
  void textThatOnlyLooksLikeACallStaysText() {
    QFETCH(ToolCallFormat, format);
    QFETCH(QString, text);
    const ParsedAnswer parsed = parse_tool_calls(format, text.toStdString());
    QVERIFY(parsed.calls.empty());
    QCOMPARE(parsed.content, text.toStdString());
  }

  // Fed a piece at a time, the text sent while streaming is never part of a call, and it is all
  // of the text before the first call.
  void streamingHoldsBackWhatMayBecomeACall() {
    const std::string answer =
        "Sure.<tool_call>\n{\"name\": \"a\", \"arguments\": {}}\n</tool_call>";
    std::string sent;
    for (std::size_t end = 1; end <= answer.size(); ++end) {
      const std::size_t certain =
          certain_text_length(ToolCallFormat::Hermes, answer.substr(0, end));
      QVERIFY(certain >= sent.size());  // never takes back what was sent
      sent = answer.substr(0, certain);
      QVERIFY2(sent.find('<') == std::string::npos, sent.c_str());
    }
    QCOMPARE(sent, std::string("Sure."));
    QCOMPARE(certain_text_length(ToolCallFormat::Hermes, "a <b> c"), std::size_t(7));
    QCOMPARE(certain_text_length(ToolCallFormat::Hermes, "a <tool"), std::size_t(2));
    QCOMPARE(certain_text_length(ToolCallFormat::Llama3Json, " \n"), std::size_t(0));
    QCOMPARE(certain_text_length(ToolCallFormat::Llama3Json, " {\"na"), std::size_t(0));
    QCOMPARE(certain_text_length(ToolCallFormat::Llama3Json, "Hello {"), std::size_t(7));
    QCOMPARE(certain_text_length(ToolCallFormat::Mistral, "[TOOL_CA"), std::size_t(0));
    QCOMPARE(certain_text_length(ToolCallFormat::None, "<tool_call>"), std::size_t(11));
  }

  void responsesCarryTheCalls() {
    nlohmann::json whole;
    const Streamed s = stream({"Sure.", " <tool", "_call>\n{\"name\": \"get_weather\", ",
                               "\"arguments\": {\"city\": \"Paris\"}}\n</tool_call>"},
                              tessera::FinishReason::Stop, &whole);
    QCOMPARE(s.content, std::string("Sure. "));  // nothing of the call was sent as text
    QCOMPARE(s.finish, std::string("tool_calls"));
    QVERIFY2(s.tool_calls.size() == 1, s.tool_calls.dump().c_str());
    const nlohmann::json& call = s.tool_calls[0];
    QVERIFY(call["index"] == 0 && call["type"] == "function");
    QVERIFY(call["id"].get<std::string>().rfind("call_", 0) == 0);
    QVERIFY(call["function"]["name"] == "get_weather");
    QVERIFY(json_of(call["function"]["arguments"]) == nlohmann::json({{"city", "Paris"}}));

    const nlohmann::json& choice = whole["choices"][0];
    QVERIFY2(choice["finish_reason"] == "tool_calls", whole.dump().c_str());
    QVERIFY(choice["message"]["content"] == "Sure. ");
    QVERIFY(choice["message"]["tool_calls"].size() == 1);
    QVERIFY(!choice["message"]["tool_calls"][0].contains("index"));  // only stream deltas have it
    QVERIFY(choice["message"]["tool_calls"][0]["function"]["name"] == "get_weather");
  }

  // With logprobs, the steps whose text is held back send theirs with the text (or the calls):
  // the stream carries every entry of the whole response, in order.
  void heldBackStepsStreamTheirLogprobs() {
    for (const tessera::FinishReason finish :
         {tessera::FinishReason::Stop, tessera::FinishReason::Length}) {
      nlohmann::json whole;
      const Streamed s = stream({"Sure.", " <tool", "_call>\n{\"name\": \"get_weather\", ",
                                 "\"arguments\": {\"city\": \"Paris\"}}\n</tool_call>"},
                                finish, &whole, true);
      const nlohmann::json& all = whole["choices"][0]["logprobs"]["content"];
      QCOMPARE(all.size(), std::size_t{4});
      QVERIFY2(s.logprobs == all, (s.logprobs.dump() + " vs " + all.dump()).c_str());
    }
  }

  // An answer cut by max_tokens inside a call, or with only a look-alike, is text, all of it.
  void heldBackTextIsSentWhenNoCallCompletes() {
    nlohmann::json whole;
    const std::vector<std::string> cut = {"Hi <tool", "_call>\n{\"name\": \"get_"};
    Streamed s = stream(cut, tessera::FinishReason::Length, &whole);
    QCOMPARE(s.content, cut[0] + cut[1]);
    QCOMPARE(s.finish, std::string("length"));
    QVERIFY(s.tool_calls.is_null());
    QVERIFY(whole["choices"][0]["message"]["content"] == cut[0] + cut[1]);
    QVERIFY(!whole["choices"][0]["message"].contains("tool_calls"));

    s = stream({"a <tool", "box> b"}, tessera::FinishReason::Stop, &whole);
    QCOMPARE(s.content, std::string("a <toolbox> b"));
    QCOMPARE(s.finish, std::string("stop"));
  }
};

QTEST_APPLESS_MAIN(ToolCallsTest)
#include "tool_calls_test.moc"

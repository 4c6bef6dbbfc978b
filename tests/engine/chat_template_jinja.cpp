// The Jinja chat-template interpreter against Python's jinja2 in transformers' settings: real
// templates of current models over several conversations, and the language's features one by
// one, byte for byte (the expected texts are made by data/chat_templates/generate.py). Also the
// line of an error, the bounds on run time, output and nesting, and the token ids of a rendered
// chat.
#include <sentencepiece_trainer.h>

#include <QTemporaryDir>
#include <QTest>
#include <ctime>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>

#include "tessera/chat_template.h"
#include "tessera/tokenizer.h"

using nlohmann::ordered_json;
using tessera::ChatTemplateError;
using tessera::ChatTemplateInputs;
using tessera::JinjaChatTemplate;

namespace {

const std::string kDataDir = TESSERA_TEST_DATA_DIR "/chat_templates";

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

ordered_json read_json(const std::string& name) {
  return ordered_json::parse(read_text(kDataDir + "/" + name));
}

// generate.py's FIXED_NOW, 2026-01-15 09:05:03 local time (naive, as Python's datetime).
std::chrono::system_clock::time_point fixed_now() {
  std::tm tm{};
  tm.tm_year = 2026 - 1900;
  tm.tm_mon = 0;
  tm.tm_mday = 15;
  tm.tm_hour = 9;
  tm.tm_min = 5;
  tm.tm_sec = 3;
  tm.tm_isdst = -1;
  return std::chrono::system_clock::from_time_t(std::mktime(&tm));
}

struct Outcome {
  bool ok = false;
  std::string text;  // the output, or the error
  bool raised = false;
};

Outcome render(const std::string& source, const ChatTemplateInputs& inputs) {
  try {
    return {true, JinjaChatTemplate(source).render(inputs), false};
  } catch (const ChatTemplateError& e) {
    return {false, e.raised() ? e.template_message() : e.what(), e.raised()};
  }
}

// What jinja2 gave: the same text, or an error too (the same message when raise_exception()
// raised it; other errors are Python's words, so only their being errors is compared).
QString mismatch(const ordered_json& expected, const Outcome& got) {
  if (expected.contains("output")) {
    const std::string want = expected["output"].get<std::string>();
    if (got.ok && got.text == want) return {};
    if (!got.ok) return QString("failed: %1").arg(QString::fromStdString(got.text));
    std::size_t at = 0;
    while (at < want.size() && at < got.text.size() && want[at] == got.text[at]) ++at;
    return QString("differs at byte %1: got \"%2\" want \"%3\"")
        .arg(at)
        .arg(QString::fromStdString(got.text.substr(at, 60)))
        .arg(QString::fromStdString(want.substr(at, 60)));
  }
  if (got.ok)
    return QString("rendered, but jinja2 failed: %1")
        .arg(QString::fromStdString(expected["error"].get<std::string>()));
  const bool raised = expected["raised"].get<bool>();
  if (raised != got.raised)
    return QString("raised %1, jinja2 raised %2").arg(got.raised).arg(raised);
  if (raised && got.text != expected["error"].get<std::string>())
    return QString("raised \"%1\"").arg(QString::fromStdString(got.text));
  return {};
}

ChatTemplateInputs inputs_for(const ordered_json& variables) {
  ChatTemplateInputs inputs;
  inputs.now = fixed_now();
  inputs.add_generation_prompt = false;
  inputs.extra = variables;
  return inputs;
}

std::string error_of(const std::string& source) {
  try {
    JinjaChatTemplate(source).render(inputs_for(ordered_json::object()));
  } catch (const ChatTemplateError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

class ChatTemplateJinjaTest : public QObject {
  Q_OBJECT

 private slots:
  void real_templates_render_as_jinja2_does() {
    const ordered_json manifest = read_json("templates.json");
    std::map<std::string, ordered_json> templates;
    for (const auto& entry : manifest) templates[entry["name"].get<std::string>()] = entry;
    std::map<std::string, ordered_json> conversations;
    for (const auto& c : read_json("conversations.json"))
      conversations[c["name"].get<std::string>()] = c;
    QVERIFY2(templates.size() >= 20, "fewer than 20 real templates");

    const ordered_json cases = read_json("expected.json");
    QVERIFY(cases.size() >= templates.size() * 10);
    QStringList failures;
    std::map<std::string, std::string> sources;
    for (const auto& c : cases) {
      const std::string name = c["template"].get<std::string>();
      const ordered_json& entry = templates.at(name);
      const ordered_json& conversation = conversations.at(c["conversation"].get<std::string>());
      if (!sources.count(name))
        sources[name] = read_text(kDataDir + "/templates/" + name + ".jinja");
      ChatTemplateInputs inputs;
      inputs.messages = conversation["messages"];
      if (conversation.contains("tools")) inputs.tools = conversation["tools"];
      inputs.add_generation_prompt = c["add_generation_prompt"].get<bool>();
      inputs.bos_token = entry["bos_token"].get<std::string>();
      inputs.eos_token = entry["eos_token"].get<std::string>();
      inputs.now = fixed_now();
      const QString problem = mismatch(c, render(sources[name], inputs));
      if (!problem.isEmpty()) {
        failures << QString("%1 / %2 / add_generation_prompt=%3: %4")
                        .arg(QString::fromStdString(name),
                             QString::fromStdString(c["conversation"].get<std::string>()))
                        .arg(inputs.add_generation_prompt)
                        .arg(problem);
      }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.mid(0, 5).join("\n")));
  }

  void language_features_match_jinja2_data() {
    QTest::addColumn<QByteArray>("expected");
    for (const auto& c : read_json("features_expected.json")) {
      QTest::newRow(c["name"].get<std::string>().c_str()) << QByteArray::fromStdString(c.dump());
    }
  }
  void language_features_match_jinja2() {
    QFETCH(QByteArray, expected);
    const ordered_json c = ordered_json::parse(expected.toStdString());
    const Outcome got = render(c["template"].get<std::string>(), inputs_for(c["variables"]));
    const QString problem = mismatch(c, got);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
  }

  void errors_name_the_template_line() {
    QCOMPARE(error_of("line one\n{% if true %}\n{{ 1 + }}\n{% endif %}")
                 .rfind("chat template line 3: ", 0),
             std::size_t{0});
    QCOMPARE(
        error_of("a\n\n{{ 'x' + 1 }}"),
        std::string("chat template line 3: unsupported operand type(s) for +: 'str' and 'int'"));
    QCOMPARE(error_of("{% for m in messages %}\n{% endfor %}\n\n{% if x %}"),
             std::string("chat template line 4: unexpected end of template; looking for 'elif' "
                         "or 'else' or 'endif'"));
    try {
      JinjaChatTemplate("\n{{ raise_exception('System role not supported') }}")
          .render(inputs_for(ordered_json::object()));
      QFAIL("no exception");
    } catch (const ChatTemplateError& e) {
      QVERIFY(e.raised());
      QCOMPARE(e.line(), 2);
      QCOMPARE(e.template_message(), std::string("System role not supported"));
    }
  }

  // Hostile templates end with an error, quickly, instead of hanging or exhausting memory.
  void runaway_templates_are_stopped() {
    const char* hostile[] = {
        "{% macro m() %}{{ m() }}{% endmacro %}{{ m() }}",
        "{{ 'x' * 1000000000 }}",
        "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
        "{% set ns = namespace(s='ab') %}{% for i in range(100) %}{% set ns.s = ns.s ~ ns.s %}{% "
        "endfor %}",
    };
    for (const char* source : hostile) {
      const std::string error = error_of(source);
      QVERIFY2(error.rfind("chat template line 1: ", 0) == 0, error.c_str());
    }
    const std::string deep_expression =
        "{{ " + std::string(5000, '(') + "1" + std::string(5000, ')') + " }}";
    QVERIFY(error_of(deep_expression).find("nested too deeply") != std::string::npos);
    std::string deep_blocks;
    for (int i = 0; i < 5000; ++i) deep_blocks += "{% if true %}";
    QVERIFY(error_of(deep_blocks).find("nested too deeply") != std::string::npos);
  }

  // The rendered text becomes ids with its special tokens recognised and no second BOS: Qwen
  // 2.5's own template and the built-in ChatML format give the same ids for a conversation with
  // a system message, as the Llama 2 chat template and the built-in Llama 2 format do.
  void rendered_chat_encodes_as_the_builtin_formats() {
    QTemporaryDir dir;
    const std::string corpus = dir.path().toStdString() + "/corpus.txt";
    std::ofstream(corpus) << "system\nuser\nassistant\nHi there\nHow are you?\nYou are terse.\n"
                             "Hello! A small corpus for a small vocabulary. [INST] SYS\n";
    const std::string prefix = dir.path().toStdString() + "/chat";
    const auto status = sentencepiece::SentencePieceTrainer::Train(
        "--input=" + corpus + " --model_prefix=" + prefix +
        " --model_type=bpe --vocab_size=90 --hard_vocab_limit=false --character_coverage=1.0"
        " --user_defined_symbols=<|im_start|> --control_symbols=<|im_end|> --minloglevel=2");
    QVERIFY2(status.ok(), status.ToString().c_str());
    const auto tokenizer = tessera::Tokenizer::load_file(prefix + ".model");
    const std::vector<tessera::ChatMessage> chat = {{"system", "You are terse."},
                                                    {"user", "Hi there"},
                                                    {"assistant", "Hello!"},
                                                    {"user", "How are you?"}};

    const JinjaChatTemplate qwen(read_text(kDataDir + "/templates/Qwen-Qwen2.5-3B-Instruct.jinja"));
    ChatTemplateInputs inputs = tessera::chat_inputs(*tokenizer, tessera::chat_messages_json(chat));
    QCOMPARE(tessera::encode_chat(*tokenizer, qwen, inputs),
             tessera::encode_chat(*tokenizer, tessera::ChatTemplate::ChatML, chat));

    const JinjaChatTemplate llama2(
        read_text(kDataDir + "/templates/meta-llama-Llama-2-7b-chat-hf.jinja"));
    QCOMPARE(inputs.bos_token, std::string("<s>"));
    const auto ids = tessera::encode_chat(*tokenizer, llama2, inputs);
    QCOMPARE(ids, tessera::encode_chat(*tokenizer, tessera::ChatTemplate::Llama2, chat));
    QCOMPARE(ids.front(), tokenizer->bos_id());
    QVERIFY(ids[1] != tokenizer->bos_id());
  }
};

QTEST_GUILESS_MAIN(ChatTemplateJinjaTest)
#include "chat_template_jinja.moc"

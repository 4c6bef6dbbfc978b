// tessera-cli: generate (the JSON contract on the reference prompts, streaming, bad input) and
// render-template (exact text, exit statuses).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>

#include "support/core_engine_fixtures.h"

using namespace tessera;
using namespace tessera::testing;

namespace {

struct Run {
  int exit_code = -1;
  QByteArray out;
  QByteArray err;
};

Run run_cli(const QStringList& args) {
  QProcess process;
  process.start(QStringLiteral(TESSERA_BUILD_DIR "/engine/tessera-cli" TESSERA_EXE_SUFFIX), args);
  Run run;
  if (!process.waitForFinished(120000)) return run;
  run.exit_code = process.exitCode();
  run.out = process.readAllStandardOutput();
  run.err = process.readAllStandardError();
  return run;
}

QJsonArray ids_json(const std::vector<TokenId>& ids) {
  QJsonArray array;
  for (TokenId id : ids) array.append(id);
  return array;
}

}  // namespace

class CliTest : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  QString model_ = QString::fromStdString(default_model_dir());

  QString write_file(const QString& name, const QByteArray& content) {
    QFile file(dir_.filePath(name));
    file.open(QIODevice::WriteOnly);
    file.write(content);
    return file.fileName();
  }

 private slots:
  void initTestCase() {
    QVERIFY2(QFile::exists(TESSERA_BUILD_DIR "/engine/tessera-cli" TESSERA_EXE_SUFFIX),
             "tessera-cli is not built");
  }

  void json_output_matches_the_reference_in_input_order() {
    const std::vector<ReferenceCase> cases = load_reference_cases();
    QJsonArray prompts;
    for (const ReferenceCase& c : cases) prompts.append(QString::fromStdString(c.prompt));
    const QString file = write_file("prompts.json", QJsonDocument(prompts).toJson());
    const Run run = run_cli({"generate", "--model", model_, "--prompts-file", file, "--max-tokens",
                             "200", "--device", "cpu", "--json"});
    QCOMPARE(run.exit_code, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), qsizetype(cases.size()));
    for (std::size_t i = 0; i < cases.size(); ++i) {
      const QJsonObject line = QJsonDocument::fromJson(lines[i]).object();
      QCOMPARE(line["prompt"].toString(), QString::fromStdString(cases[i].prompt));
      QCOMPARE(line["prompt_ids"].toArray(), ids_json(cases[i].prompt_ids));
      QCOMPARE(line["output_ids"].toArray(), ids_json(cases[i].output_ids));
      const bool stopped = cases[i].output_ids.size() < 200;
      QCOMPARE(line["finish_reason"].toString(), QString(stopped ? "stop" : "length"));
      QVERIFY(!line["text"].toString().isEmpty());
    }
  }

  void text_streams_to_stdout_without_json() {
    const Run run = run_cli({"generate", "--model", model_, "--prompt", "Once upon a time",
                             "--max-tokens", "12", "--device", "cpu"});
    QCOMPARE(run.exit_code, 0);
    QVERIFY2(run.out.startsWith(", there was a little girl"), run.out.constData());
    QVERIFY(run.out.endsWith('\n'));
  }

  // The answer follows the grammar and ends where it is complete.
  void grammar_file_constrains_the_answer() {
    const QString grammar =
        write_file("story.gbnf", "root ::= \" \"? \"Lily\" (\" \" [a-z]+){2,4} \".\"\n");
    const Run run =
        run_cli({"generate", "--model", model_, "--prompt", "Once upon a time", "--max-tokens",
                 "40", "--device", "cpu", "--grammar-file", grammar, "--json"});
    QCOMPARE(run.exit_code, 0);
    const QJsonObject answer = QJsonDocument::fromJson(run.out.trimmed()).object();
    const QString text = answer["text"].toString();
    QVERIFY2(QRegularExpression("^ ?Lily( [a-z]+){2,4}\\.$").match(text).hasMatch(),
             qPrintable(text));
    QCOMPARE(answer["finish_reason"].toString(), QString("stop"));
  }

  // BF16 weights times BF16 activations: a story as float32 tells it, near enough (the first
  // words of stories260K's continuation are far from any near-tie).
  void bf16_quantized_generates_text() {
    const Run run = run_cli({"generate", "--model", model_, "--prompt", "Once upon a time",
                             "--max-tokens", "6", "--device", "cpu", "--quantize", "bf16"});
    QCOMPARE(run.exit_code, 0);
    QVERIFY2(run.out.startsWith(", there was a"), run.out.constData());
  }

  void bad_input_exits_1_with_one_line_on_stderr_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    const QString bad_json = write_file("bad.json", "{\"not\": \"an array\"}");
    QTest::newRow("no prompt") << QStringList{"generate", "--model", model_} << "--prompt";
    QTest::newRow("unknown flag") << QStringList{"generate", "--model", model_,
                                                 "--prompt", "x",       "--frobnicate"}
                                  << "--frobnicate";
    QTest::newRow("not a number") << QStringList{"generate", "--model",      model_, "--prompt",
                                                 "x",        "--max-tokens", "ten"}
                                  << "ten";
    QTest::newRow("prompts file not an array")
        << QStringList{"generate", "--model", model_, "--prompts-file", bad_json} << "array";
    const QString deep_json =
        write_file("deep.json", QByteArray(100000, '[') + QByteArray(100000, ']'));
    QTest::newRow("prompts file nested 100000 deep")
        << QStringList{"generate", "--model", model_, "--prompts-file", deep_json}
        << "deep.json: invalid JSON: nested deeper than 100 levels";
    const QString latin1_json = write_file("latin1.json", "[\"caf\xe9\"]");
    QTest::newRow("prompts file not UTF-8")
        << QStringList{"generate", "--model", model_, "--prompts-file", latin1_json}
        << "latin1.json: invalid JSON: parse error at line 1, column 7: syntax error while "
           "parsing value - invalid string: ill-formed UTF-8 byte; last read: '\"caf\\xE9\"'";
    QTest::newRow("infinite temperature")
        << QStringList{"generate", "--model", model_, "--prompt", "x", "--temperature", "inf"}
        << "--temperature: must be a finite number >= 0, got 'inf'";
    QTest::newRow("missing model")
        << QStringList{"generate", "--model", dir_.filePath("nothing"), "--prompt", "x",
                       "--device", "cpu"}
        << "nothing";
    QTest::newRow("unknown template")
        << QStringList{"generate", "--model", model_, "--prompt", "x", "--template", "jinja9"}
        << "jinja9";
    QTest::newRow("unknown quantization")
        << QStringList{"generate", "--model", model_, "--prompt", "x", "--quantize", "int4"}
        << "--quantize: expected int8, bf16, q4 or none, got 'int4'";
    QTest::newRow("grammar with an undefined rule")
        << QStringList{"generate",
                       "--model",
                       model_,
                       "--prompt",
                       "x",
                       "--grammar-file",
                       write_file("bad.gbnf", "root ::= story\n")}
        << "--grammar-file: " + dir_.filePath("bad.gbnf") +
               ": grammar: the rule 'story' is used but not defined";
    QTest::newRow("schema keyword not supported")
        << QStringList{"generate",
                       "--model",
                       model_,
                       "--prompt",
                       "x",
                       "--json-schema-file",
                       write_file("bad.json", "{\"type\": \"string\", \"pattern\": \"a+\"}")}
        << "JSON schema (at #): the keyword 'pattern' is not supported";
    QTest::newRow("quantized on the GPU")
        << QStringList{"generate",   "--model", model_,     "--prompt", "x",
                       "--quantize", "bf16",    "--device", "cuda"}
        << "quantize bf16: only the CPU backend quantizes weights; use device cpu";
  }

  void bad_input_exits_1_with_one_line_on_stderr() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run run = run_cli(args);
    QCOMPARE(run.exit_code, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.endsWith('\n') && run.err.count('\n') == 1, run.err.constData());
    QVERIFY2(QString::fromUtf8(run.err).contains(mentions), run.err.constData());
  }

  // render-template prints jinja2's text exactly (the first tools case of Llama 3.2's template,
  // whose date line reads the pinned clock), exits 3 with the template's own message when it
  // raises, and 2 naming the line when it is not a valid template.
  void render_template_prints_the_text_exactly() {
    const QString data = TESSERA_TEST_DATA_DIR "/chat_templates";
    QFile expected_file(data + "/expected.json");
    QVERIFY(expected_file.open(QIODevice::ReadOnly));
    QJsonObject wanted;
    for (const auto& item : QJsonDocument::fromJson(expected_file.readAll()).array()) {
      const QJsonObject c = item.toObject();
      if (c["template"] == "meta-llama-Llama-3.2-3B-Instruct" && c["conversation"] == "tools" &&
          c["add_generation_prompt"].toBool())
        wanted = c;
    }
    QVERIFY(wanted.contains("output"));
    // Written with the keys in the file's order (QJsonObject would sort them, and tojson
    // writes them in order).
    std::ifstream in((data + "/conversations.json").toStdString(), std::ios::binary);
    nlohmann::ordered_json tools_case;
    for (const auto& c : nlohmann::ordered_json::parse(in)) {
      if (c["name"] == "tools") tools_case = c;
    }
    const QString messages =
        write_file("messages.json", QByteArray::fromStdString(tools_case["messages"].dump()));
    const QString tools =
        write_file("tools.json", QByteArray::fromStdString(tools_case["tools"].dump()));
    const Run run =
        run_cli({"render-template", "--template",
                 data + "/templates/meta-llama-Llama-3.2-3B-Instruct.jinja", "--messages", messages,
                 "--tools", tools, "--add-generation-prompt", "--bos-token", "<|begin_of_text|>",
                 "--eos-token", "<|eot_id|>", "--now", "2026-01-15T09:05:03"});
    QCOMPARE(run.exit_code, 0);
    QCOMPARE(run.out, wanted["output"].toString().toUtf8());

    const QString raising =
        write_file("raise.jinja", "{{ raise_exception('No system role, please') }}");
    const Run raised = run_cli({"render-template", "--template", raising, "--messages", messages});
    QCOMPARE(raised.exit_code, 3);
    QCOMPARE(raised.err, QByteArray("No system role, please\n"));
    QVERIFY(raised.out.isEmpty());

    const QString broken = write_file("broken.jinja", "ok\n{% if x %}\n{{ 1 + }}");
    const Run invalid = run_cli({"render-template", "--template", broken, "--messages", messages});
    QCOMPARE(invalid.exit_code, 2);
    QVERIFY2(invalid.err.contains("chat template line 3: "), invalid.err.constData());
  }

  void help_documents_the_default_temperature() {
    const Run run = run_cli({"generate", "--help"});
    QCOMPARE(run.exit_code, 0);
    QVERIFY(run.out.contains("--temperature T"));
    QVERIFY(run.out.contains("default 0"));
  }
};

QTEST_GUILESS_MAIN(CliTest)
#include "cli_test.moc"

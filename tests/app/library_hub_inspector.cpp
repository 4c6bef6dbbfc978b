// Inspecting a Hugging Face model before downloading it, against a local server that answers with
// the Hub API's documented JSON shapes (/api/models/{repo}/revision/{rev}, .../tree/{rev} with
// LFS SHA-256) and serves the real story-model files under /{repo}/resolve/{rev}/{file}; then
// downloading what the inspection chose with the real downloader (redirect to a "CDN" host,
// checksum mismatch). Also: gated (401) with and without a token, 404, unsupported configs.
#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "library/hub_assessment.h"
#include "library/hub_inspector.h"
#include "library/known_models.h"
#include "library/model_downloader.h"
#include "support/fake_hub.h"
#include "support/http_test_server.h"
#include "tessera/model_check.h"

using namespace fake_hub;

namespace {

// The ChatML layout as Qwen-style models write it in tokenizer_config.json.
const QString kChatML = QStringLiteral(
    "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + "
    "message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}"
    "{{ '<|im_start|>assistant\\n' }}{% endif %}");

}  // namespace

class HubInspectorTest : public QObject {
  Q_OBJECT

  QTemporaryDir hub_;
  QTemporaryDir cdnRoot_;
  std::unique_ptr<HttpTestServer> server_;
  std::unique_ptr<HttpTestServer> cdn_;

  std::optional<HubModelReport> inspect(const QString& repo, const QString& token = {},
                                        QString* failure = nullptr) {
    HubInspector inspector(server_->url(""));
    inspector.setToken(token);
    QSignalSpy done(&inspector, &HubInspector::inspected);
    QSignalSpy failed(&inspector, &HubInspector::failed);
    inspector.inspect(repo);
    for (int i = 0; i < 200 && done.isEmpty() && failed.isEmpty(); ++i) QTest::qWait(25);
    if (!failed.isEmpty() && failure) *failure = failed.first().first().toString();
    if (done.isEmpty()) return std::nullopt;
    return done.first().first().value<HubModelReport>();
  }

 private slots:
  void initTestCase() {
    qRegisterMetaType<HubModelReport>();
    QMap<QString, QByteArray> stories = storyFiles();
    QVERIFY(publish(hub_.path(), "tessera/stories260K", stories));
    QVERIFY(publish(hub_.path(), "acme/gated-stories", stories));

    QMap<QString, QByteArray> windowed = stories;
    windowed["config.json"] = withConfig({{"architectures", QJsonArray{"Qwen2ForCausalLM"}},
                                          {"model_type", "qwen2"},
                                          {"max_position_embeddings", 32768},
                                          {"use_sliding_window", true},
                                          {"sliding_window", 4096}});
    QVERIFY(publish(hub_.path(), "acme/windowed", windowed));
    QMap<QString, QByteArray> scaled = stories;
    scaled["config.json"] =
        withConfig({{"rope_scaling", QJsonObject{{"type", "yarn"}, {"factor", 4.0}}}});
    QVERIFY(publish(hub_.path(), "acme/scaled", scaled));
    QMap<QString, QByteArray> gemma = stories;
    gemma["config.json"] =
        withConfig({{"architectures", QJsonArray{"Gemma2ForCausalLM"}}, {"model_type", "gemma2"}});
    QVERIFY(publish(hub_.path(), "acme/gemma", gemma));
    QMap<QString, QByteArray> binOnly = stories;
    binOnly.remove("model.safetensors");
    binOnly.insert("pytorch_model.bin", "weights");
    QVERIFY(publish(hub_.path(), "acme/bin-only", binOnly));
    QMap<QString, QByteArray> noTokenizer = stories;
    noTokenizer.remove("tokenizer.model");
    QVERIFY(publish(hub_.path(), "acme/no-tokenizer", noTokenizer));
    // tokenizer.json beside tokenizer.model, and the model's own template in tokenizer_config.json
    QMap<QString, QByteArray> templated = stories;
    templated.insert("tokenizer.json", "{}");  // listed, not read: the check needs no vocabulary
    templated["tokenizer_config.json"] =
        QJsonDocument(QJsonObject{{"chat_template", kChatML}}).toJson();
    QVERIFY(publish(hub_.path(), "acme/templated", templated));
    // chat_template.jinja that does not parse: the model still runs, with a built-in format
    QMap<QString, QByteArray> badTemplate = stories;
    badTemplate.insert("chat_template.jinja", "{% for message in messages %}{{ message.content }}");
    QVERIFY(publish(hub_.path(), "acme/bad-template", badTemplate));

    server_ = std::make_unique<HttpTestServer>(hub_.path());
    QVERIFY(server_->listen());
    server_->requireToken("api/models/acme/gated-stories", "hf_SECRET123");
    server_->requireToken("acme/gated-stories", "hf_SECRET123");
    // The CDN host serves the weights the Hub redirects to.
    QVERIFY(writeFile(cdnRoot_.filePath("lfs/model"), stories["model.safetensors"]));
    cdn_ = std::make_unique<HttpTestServer>(cdnRoot_.path());
    QVERIFY(cdn_->listen());
    server_->redirect("tessera/stories260K/resolve/main/model.safetensors", cdn_->url("lfs/model"));
  }

  void tokenizerAndTemplateAreReported() {
    const std::optional<HubModelReport> plain = inspect("tessera/stories260K");
    QVERIFY(plain);
    QCOMPARE(plain->tokenizerFile, QString("tokenizer.model"));
    QVERIFY(plain->templateChecked);
    QVERIFY(!plain->chatTemplate.present);

    const std::optional<HubModelReport> templated = inspect("acme/templated");
    QVERIFY(templated);
    QVERIFY2(templated->canRun, qPrintable(templated->problems.join("; ")));
    QCOMPARE(templated->tokenizerFile, QString("tokenizer.json"));  // both: tokenizer.json wins
    QVERIFY(templated->chatTemplate.uses_model_template());
    QVERIFY(templated->chatTemplate.builtin_recognised);
    QCOMPARE(templated->chatTemplate.builtin, tessera::ChatTemplate::ChatML);
    QStringList names;
    for (const DownloadFile& f : templated->files) names << f.relativePath;
    QVERIFY2(names.contains("tokenizer.json"), qPrintable(names.join(", ")));

    const std::optional<HubModelReport> bad = inspect("acme/bad-template");
    QVERIFY(bad);
    QVERIFY(bad->canRun);
    QVERIFY(bad->chatTemplate.present);
    QVERIFY(!bad->chatTemplate.uses_model_template());
    QVERIFY2(bad->chatTemplate.parse_error.find("for") != std::string::npos,
             bad->chatTemplate.parse_error.c_str());
    names.clear();
    for (const DownloadFile& f : bad->files) names << f.relativePath;
    QVERIFY(names.contains("chat_template.jinja"));
  }

  void aRunnableModelIsDescribedBeforeDownloading() {
    const std::optional<HubModelReport> report = inspect("tessera/stories260K");
    QVERIFY(report);
    QVERIFY2(report->canRun, qPrintable(report->problems.join("; ")));
    QCOMPARE(report->commit, QString("0123456789abcdef0123456789abcdef01234567"));
    QCOMPARE(report->architecture, QString("LlamaForCausalLM"));
    QCOMPARE(report->contextLength, 512);
    QStringList names;
    qint64 total = 0;
    for (const DownloadFile& f : report->files) {
      names << f.relativePath;
      total += QFileInfo(kStories + "/" + f.relativePath).size();
    }
    names.sort();
    QCOMPARE(names, kStoryFiles);
    QCOMPARE(report->downloadBytes, total);
    const DownloadFile weights =
        *std::find_if(report->files.begin(), report->files.end(),
                      [](const DownloadFile& f) { return f.relativePath == "model.safetensors"; });
    QCOMPARE(weights.expectedSha256,
             QCryptographicHash::hash(readFile(kStories + "/model.safetensors"),
                                      QCryptographicHash::Sha256)
                 .toHex());
    // float32 weights: the parameter count from the shapes accounts for the file (header aside)
    const qint64 weightBytes = report->parameters * 4;
    QVERIFY2(
        weightBytes <= weights.expectedSize && weights.expectedSize - weightBytes < 16384,
        qPrintable(
            QString("%1 parameters, %2 bytes").arg(report->parameters).arg(weights.expectedSize)));
    const tessera::ModelShape shape = tessera::check_model_config(kStories.toStdString());
    QCOMPARE(report->cpuMemoryBytes, weightBytes + 512 * shape.kv_bytes_per_token(4));
    QVERIFY(report->availableMemoryBytes > 0);
  }

  void whatTheInspectionChoseDownloadsThroughTheCdnRedirectAndLoads() {
    const std::optional<HubModelReport> report = inspect("tessera/stories260K");
    QVERIFY(report);
    QTemporaryDir target;
    ModelDownloader downloader;
    QSignalSpy finished(&downloader, &ModelDownloader::finished);
    QSignalSpy failed(&downloader, &ModelDownloader::failed);
    QVERIFY(downloader.start(report->files, target.filePath("stories260K")));
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failed.isEmpty(), 20000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    QVERIFY(!cdn_->requestsFor("lfs/model").isEmpty());  // the weights came from the CDN host
    for (const QString& name : kStoryFiles)
      QCOMPARE(readFile(target.filePath("stories260K/" + name)), readFile(kStories + "/" + name));
    QCOMPARE(
        tessera::check_model_config(target.filePath("stories260K").toStdString()).parameter_count(),
        report->parameters);
  }

  void aCorruptedFileFailsItsLfsChecksum() {
    const std::optional<HubModelReport> report = inspect("tessera/stories260K");
    QVERIFY(report);
    cdn_->corrupt("lfs/model");
    QTemporaryDir target;
    ModelDownloader downloader;
    QSignalSpy failed(&downloader, &ModelDownloader::failed);
    QVERIFY(downloader.start(report->files, target.path()));
    QVERIFY(failed.wait(20000));
    const QString message = failed.first().first().toString();
    QVERIFY2(message.contains("model.safetensors"), qPrintable(message));
    QVERIFY2(message.contains(QString::fromLatin1(report->files[2].expectedSha256)) ||
                 message.toLower().contains("sha"),
             qPrintable(message));
    QVERIFY(!QFile::exists(target.filePath("model.safetensors")));
  }

  void aGatedModelNeedsATokenThatIsNeverShown() {
    QString failure;
    QVERIFY(!inspect("acme/gated-stories", {}, &failure));
    QVERIFY2(failure.contains("401") && failure.contains("token"), qPrintable(failure));
    QVERIFY(!inspect("acme/gated-stories", "hf_WRONG", &failure));
    QVERIFY2(failure.contains("refused the token"), qPrintable(failure));
    QVERIFY(!failure.contains("hf_WRONG"));
    const std::optional<HubModelReport> report = inspect("acme/gated-stories", "hf_SECRET123");
    QVERIFY(report);
    QVERIFY(report->canRun);
    QCOMPARE(
        server_->requestsFor("acme/gated-stories/resolve/main/config.json").last().authorization,
        QByteArray("Bearer hf_SECRET123"));
  }

  void anUnknownModelIsNotFound() {
    QString failure;
    QVERIFY(!inspect("acme/does-not-exist", {}, &failure));
    QVERIFY2(failure.contains("acme/does-not-exist") && failure.contains("404"),
             qPrintable(failure));
  }

  void unsupportedModelsSayWhy_data() {
    QTest::addColumn<QString>("repo");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("per-layer sliding window")
        << "acme/windowed" << QStringList{"use_sliding_window"};
    QTest::newRow("rope scaling") << "acme/scaled" << QStringList{"rope_scaling", "yarn"};
    QTest::newRow("architecture") << "acme/gemma" << QStringList{"Gemma2ForCausalLM"};
    QTest::newRow(".bin weights") << "acme/bin-only" << QStringList{"PyTorch .bin"};
    QTest::newRow("no tokenizer") << "acme/no-tokenizer"
                                  << QStringList{"tokenizer.json", "tokenizer.model"};
  }
  void unsupportedModelsSayWhy() {
    QFETCH(QString, repo);
    QFETCH(QStringList, expected);
    const std::optional<HubModelReport> report = inspect(repo);
    QVERIFY(report);
    QVERIFY(!report->canRun);
    const QString problems = report->problems.join("\n");
    for (const QString& word : expected) QVERIFY2(problems.contains(word), qPrintable(problems));
  }

  // Every model the library offers runs, by the engine's own checks on the bundled copies of its
  // config.json and chat template, and its own template is used.
  void knownModelsAreAssessedWithoutTheHub() {
    const QList<KnownModel> known = knownModels();
    QVERIFY(known.size() >= 6);
    QSet<QString> architectures;
    for (const KnownModel& model : known) {
      const HubModelReport r = hub_assessment::assessOffline(model);
      QVERIFY(r.offline);
      QVERIFY2(r.canRun, qPrintable(model.repo + ": " + r.problems.join("; ")));
      QVERIFY2(r.templateChecked && r.chatTemplate.uses_model_template(),
               qPrintable(model.repo + ": " + QString::fromStdString(r.chatTemplate.parse_error)));
      QCOMPARE(r.tokenizerFile, model.tokenizerFile);
      QVERIFY2(r.parameters > 300'000'000 && r.parameters < 8'000'000'000,
               qPrintable(model.repo + ": " + QString::number(r.parameters)));
      QCOMPARE(r.downloadBytes, r.weightBytes);
      QVERIFY(r.cpuKvTokens > 0 && r.cpuKvTokens <= r.contextLength);
      QVERIFY(r.cpuMemoryBytes > r.weightBytes && r.gpuMemoryBytes > r.weightBytes);
      QVERIFY(r.files.isEmpty());  // a download still asks the Hub for the files
      architectures.insert(r.architecture);
    }
    // Current families, not one architecture: Qwen2, Qwen3, Llama, Phi3, Mistral.
    QVERIFY2(architectures.size() >= 5, qPrintable(QStringList(architectures.values()).join(", ")));

    const HubModelReport none =
        hub_assessment::assessOffline(KnownModel{"acme/nothing", QString(), "tokenizer.json"});
    QVERIFY(!none.canRun);
    QVERIFY2(none.problems.join("").contains("acme/nothing"), qPrintable(none.problems.join("")));
  }

  void repoIdsAreParsed() {
    QString repo, revision, error;
    QVERIFY(HubInspector::parseRepoSpec(" TinyLlama/TinyLlama-1.1B-Chat-v1.0 ", &repo, &revision,
                                        &error));
    QCOMPARE(repo, QString("TinyLlama/TinyLlama-1.1B-Chat-v1.0"));
    QCOMPARE(revision, QString("main"));
    QVERIFY(HubInspector::parseRepoSpec(
        "https://huggingface.co/mistralai/Mistral-7B-Instruct-v0.3@pr/2", &repo, &revision,
        &error));
    QCOMPARE(repo, QString("mistralai/Mistral-7B-Instruct-v0.3"));
    QCOMPARE(revision, QString("pr/2"));
    QVERIFY(!HubInspector::parseRepoSpec("just-a-name", &repo, &revision, &error));
    QCOMPARE(error, QString("'just-a-name' is not a Hugging Face model id: expected owner/name or "
                            "owner/name@revision"));
  }
};

QTEST_GUILESS_MAIN(HubInspectorTest)
#include "library_hub_inspector.moc"

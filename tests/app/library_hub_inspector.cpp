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

#include "library/hub_inspector.h"
#include "library/model_downloader.h"
#include "support/fake_hub.h"
#include "support/http_test_server.h"
#include "tessera/model_check.h"

using namespace fake_hub;

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
    QMap<QString, QByteArray> noSentencePiece = stories;
    noSentencePiece.remove("tokenizer.model");
    noSentencePiece.insert("tokenizer.json", "{}");
    noSentencePiece.remove("model.safetensors");
    noSentencePiece.insert("pytorch_model.bin", "weights");
    QVERIFY(publish(hub_.path(), "acme/bin-only", noSentencePiece));

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
    QTest::newRow("no SentencePiece, .bin weights")
        << "acme/bin-only" << QStringList{"tokenizer.model", "PyTorch .bin"};
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

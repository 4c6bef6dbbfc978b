// ModelDownloader against a real HTTP server on 127.0.0.1 serving the stories260K model files.
#include <QCryptographicHash>
#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "library/model_downloader.h"
#include "support/http_test_server.h"

namespace {

const QStringList kModelFiles = {"config.json", "generation_config.json", "model.safetensors",
                                 "tokenizer.model", "tokenizer_config.json"};

QString sourceDir() {
  return QStringLiteral(TESSERA_MODELS_DIR "/stories260K");
}

QByteArray sourceBytes(const QString& name) {
  QFile file(QDir(sourceDir()).filePath(name));
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray fileBytes(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// With known sizes and hashes when `described`, as a pinned model list would have them.
QList<DownloadFile> modelFiles(const HttpTestServer& server, bool described) {
  QList<DownloadFile> files;
  for (const QString& name : kModelFiles) {
    DownloadFile file{server.url(name), name, -1, {}};
    if (described) {
      const QByteArray bytes = sourceBytes(name);
      file.expectedSize = bytes.size();
      file.expectedSha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
    }
    files.append(file);
  }
  return files;
}

// Runs until finished, failed or canceled; returns which, plus the failure message.
QString runToEnd(ModelDownloader& downloader, QString* message = nullptr) {
  QSignalSpy finished(&downloader, &ModelDownloader::finished);
  QSignalSpy failed(&downloader, &ModelDownloader::failed);
  QSignalSpy canceled(&downloader, &ModelDownloader::canceled);
  const auto ended = [&] {
    return !finished.isEmpty() || !failed.isEmpty() || !canceled.isEmpty();
  };
  if (!QTest::qWaitFor(ended, 30000)) return "timeout";
  if (message && !failed.isEmpty()) *message = failed.first().first().toString();
  return !finished.isEmpty()   ? "finished"
         : !failed.isEmpty()   ? "failed"
         : !canceled.isEmpty() ? "canceled"
                               : "timeout";
}

}  // namespace

class DownloaderTransfer : public QObject {
  Q_OBJECT

 private:
  void verifyModel(const QString& dir) {
    for (const QString& name : kModelFiles) {
      QVERIFY2(fileBytes(QDir(dir).filePath(name)) == sourceBytes(name), qPrintable(name));
      QVERIFY(!QFile::exists(QDir(dir).filePath(name + ".part")));
    }
  }

 private slots:
  void initTestCase() {
    if (!QFile::exists(QDir(sourceDir()).filePath("model.safetensors"))) {
      QSKIP("stories260K is not in TESSERA_MODELS_DIR");
    }
  }

  void completeDownloadEqualsTheSourceFiles() {
    HttpTestServer server(sourceDir());
    QVERIFY(server.listen());
    QTemporaryDir dir;
    const QString target = dir.filePath("models/stories");
    ModelDownloader downloader;
    QSignalSpy fileFinished(&downloader, &ModelDownloader::fileFinished);
    QSignalSpy progress(&downloader, &ModelDownloader::progress);
    const QList<DownloadFile> files = modelFiles(server, false);
    QVERIFY(!ModelDownloader::isComplete(files, target));
    QVERIFY(downloader.start(files, target));
    QCOMPARE(runToEnd(downloader), QString("finished"));
    verifyModel(target);
    QVERIFY(ModelDownloader::isComplete(files, target));
    QCOMPARE(fileFinished.size(), kModelFiles.size());
    const QList<QVariant> last = progress.last();
    QCOMPARE(last[0].toString(), QString("tokenizer_config.json"));
    QCOMPARE(last[1].toLongLong(), sourceBytes("tokenizer_config.json").size());
    QCOMPARE(last[3].toInt(), 4);
    for (const HttpTestServer::Request& request : server.requests())
      QVERIFY(request.range.isEmpty());
  }

  void aDroppedConnectionResumesWithARangeRequest() {
    HttpTestServer server(sourceDir());
    QVERIFY(server.listen());
    server.dropAfter("model.safetensors", 300000);
    QTemporaryDir dir;
    ModelDownloader downloader;
    downloader.setRetryDelayMs(0);
    QVERIFY(downloader.start(modelFiles(server, true), dir.path()));
    QCOMPARE(runToEnd(downloader), QString("finished"));
    // Qt's HTTP layer may itself resend the dropped request once before reporting the error.
    const QList<HttpTestServer::Request> requests = server.requestsFor("model.safetensors");
    QCOMPARE(requests.first().range, QByteArray());
    QCOMPARE(requests.last().range, QByteArray("bytes=300000-"));
    verifyModel(dir.path());
  }

  void anInterruptedRunIsResumedByTheNextOne() {
    HttpTestServer server(sourceDir());
    QVERIFY(server.listen());
    server.dropAfter("model.safetensors", 1000, -1);
    QTemporaryDir dir;
    const QList<DownloadFile> files = modelFiles(server, false);
    ModelDownloader downloader;
    downloader.setRetryDelayMs(0);
    downloader.setMaxRetries(2);
    QVERIFY(downloader.start(files, dir.path()));
    QString message;
    QCOMPARE(runToEnd(downloader, &message), QString("failed"));
    QVERIFY2(message.startsWith("model.safetensors: the download was interrupted"),
             qPrintable(message));
    QCOMPARE(fileBytes(dir.filePath("model.safetensors.part")),
             sourceBytes("model.safetensors").left(3000));
    QVERIFY(!ModelDownloader::isComplete(files, dir.path()));

    server.dropAfter("model.safetensors", 0, 0);
    QVERIFY(downloader.start(files, dir.path()));
    QCOMPARE(runToEnd(downloader), QString("finished"));
    QCOMPARE(server.requestsFor("model.safetensors").last().range, QByteArray("bytes=3000-"));
    QCOMPARE(server.requestsFor("config.json").size(), 1);  // finished files are not fetched again
    verifyModel(dir.path());
  }

  void aServerIgnoringRangeRestartsTheFileFromZero() {
    HttpTestServer server(sourceDir());
    QVERIFY(server.listen());
    server.setIgnoreRange(true);
    QTemporaryDir dir;
    // A .part whose bytes are not the file's: appending to it would corrupt the model.
    QFile part(dir.filePath("tokenizer.model.part"));
    QVERIFY(part.open(QIODevice::WriteOnly));
    part.write(QByteArray(2000, 'x'));
    part.close();
    ModelDownloader downloader;
    QVERIFY(downloader.start(modelFiles(server, true), dir.path()));
    QCOMPARE(runToEnd(downloader), QString("finished"));
    QCOMPARE(server.requestsFor("tokenizer.model").size(), 1);
    QCOMPARE(server.requestsFor("tokenizer.model")[0].range, QByteArray("bytes=2000-"));
    verifyModel(dir.path());
  }

  void aPartHoldingTheWholeFileIsNotFetchedAgain() {
    HttpTestServer server(sourceDir());
    QVERIFY(server.listen());
    QTemporaryDir dir;
    QFile part(dir.filePath("tokenizer.model.part"));
    QVERIFY(part.open(QIODevice::WriteOnly));
    part.write(sourceBytes("tokenizer.model"));
    part.close();
    ModelDownloader downloader;
    QVERIFY(downloader.start(modelFiles(server, false), dir.path()));
    QCOMPARE(runToEnd(downloader), QString("finished"));
    const QList<HttpTestServer::Request> requests = server.requestsFor("tokenizer.model");
    QCOMPARE(requests.size(), 1);  // answered 416 with the full size: nothing was missing
    QCOMPARE(requests[0].range, QByteArray("bytes=7522-"));
    verifyModel(dir.path());
  }

  void aChecksumMismatchIsRejectedAndNamesTheFile() {
    HttpTestServer server(sourceDir());
    QVERIFY(server.listen());
    server.corrupt("model.safetensors");
    QTemporaryDir dir;
    const QList<DownloadFile> files = modelFiles(server, true);
    ModelDownloader downloader;
    QVERIFY(downloader.start(files, dir.path()));
    QString message;
    QCOMPARE(runToEnd(downloader, &message), QString("failed"));
    QVERIFY2(message.startsWith("model.safetensors: SHA-256 is "), qPrintable(message));
    QVERIFY(message.contains(QString::fromLatin1(files[2].expectedSha256)));
    QVERIFY(!QFile::exists(dir.filePath("model.safetensors")));
    QVERIFY(!QFile::exists(dir.filePath("model.safetensors.part")));
    QVERIFY(!ModelDownloader::isComplete(files, dir.path()));
    QCOMPARE(downloader.state(), ModelDownloader::State::Failed);
  }

  void cancelLeavesNoPartialModel() {
    HttpTestServer server(sourceDir());
    QVERIFY(server.listen());
    server.stallAfter("model.safetensors", 50000);
    QTemporaryDir dir;
    const QString target = dir.filePath("new-model");
    ModelDownloader downloader;
    connect(&downloader, &ModelDownloader::progress, this, [&](const QString& file, qint64 done) {
      if (file == "model.safetensors" && done == 50000) downloader.cancel();
    });
    QVERIFY(downloader.start(modelFiles(server, false), target));
    QCOMPARE(runToEnd(downloader), QString("canceled"));
    QVERIFY(QFile::exists(dir.filePath(".")));
    QVERIFY(!QFileInfo::exists(target));  // it created the folder, so it removed it
  }

  void cancelInAnExistingFolderKeepsOnlyWhatWasThere() {
    HttpTestServer server(sourceDir());
    QVERIFY(server.listen());
    server.stallAfter("tokenizer.model", 10);
    QTemporaryDir dir;
    QFile mine(dir.filePath("notes.txt"));
    QVERIFY(mine.open(QIODevice::WriteOnly));
    mine.write("mine");
    mine.close();
    ModelDownloader downloader;
    connect(&downloader, &ModelDownloader::progress, this, [&](const QString& file, qint64 done) {
      if (file == "tokenizer.model" && done == 10) downloader.cancel();
    });
    QVERIFY(downloader.start(modelFiles(server, false), dir.path()));
    QCOMPARE(runToEnd(downloader), QString("canceled"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot),
             QStringList{"notes.txt"});
  }
};

QTEST_GUILESS_MAIN(DownloaderTransfer)
#include "downloader_transfer.moc"

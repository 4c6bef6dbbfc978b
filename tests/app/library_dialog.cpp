// The model library dialog driven like a user would, against a local Hub-shaped server: check a
// model id, read the verdict, download (pause, resume), see it installed with its size, "Use" it;
// a model the engine cannot run is not offered for download. With TESSERA_SCREENSHOT set, the
// dialog after a finished download is saved there (docs/screenshots/model-library.png).
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include "library/model_library_dialog.h"
#include "support/fake_hub.h"
#include "support/http_test_server.h"

using namespace fake_hub;

class LibraryDialogTest : public QObject {
  Q_OBJECT

  QTemporaryDir hub_;
  QTemporaryDir home_;
  std::unique_ptr<HttpTestServer> server_;

 private slots:
  void initTestCase() {
    QVERIFY(publish(hub_.path(), "tessera/stories260K", storyFiles()));
    QMap<QString, QByteArray> scaled = storyFiles();
    scaled["config.json"] =
        withConfig({{"rope_scaling", QJsonObject{{"type", "yarn"}, {"factor", 4.0}}}});
    QVERIFY(publish(hub_.path(), "acme/scaled", scaled));
    server_ = std::make_unique<HttpTestServer>(hub_.path());
    QVERIFY(server_->listen());
  }

  // Picking a known model assesses it at once without the network; when the Hub cannot be
  // reached, Check says so above the same assessment. Nothing is offered for download.
  // TESSERA_SCREENSHOT_OFFLINE: where to save the dialog.
  void knownModelsAreAssessedOffline() {
    QSettings settings(home_.filePath("offline.ini"), QSettings::IniFormat);
    ModelLibraryDialog dialog(&settings, home_.filePath("models"), QUrl("http://127.0.0.1:9"));
    dialog.show();
    const int qwen = dialog.modelId()->findText("Qwen/Qwen2.5-0.5B-Instruct");
    QVERIFY(qwen >= 0);
    dialog.modelId()->setCurrentIndex(qwen);
    emit dialog.modelId()->activated(qwen);
    const QString offline = dialog.reportLabel()->text();
    for (const char* word :
         {"Assessed without the Hub", "Tessera can run it: Qwen2ForCausalLM",
          "Tokenizer: tokenizer.json", "the model's own Jinja template", "Memory:"})
      QVERIFY2(offline.contains(word), qPrintable(offline));
    QVERIFY(!dialog.downloadButton()->isEnabled());

    dialog.checkButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog.checkButton()->isEnabled(), 10000);
    const QString failed = dialog.reportLabel()->text();
    QVERIFY2(failed.contains("Qwen/Qwen2.5-0.5B-Instruct (revision)"), qPrintable(failed));
    QVERIFY2(failed.contains("Tessera can run it: Qwen2ForCausalLM"), qPrintable(failed));
    QVERIFY(!dialog.downloadButton()->isEnabled());
    const QString shot = qEnvironmentVariable("TESSERA_SCREENSHOT_OFFLINE");
    if (shot.isEmpty()) return;
    QTest::qWait(100);  // the layout makes room for the longer report
    QVERIFY(dialog.grab().save(shot));
  }

  void checkDownloadPauseResumeAndUse() {
    QSettings settings(home_.filePath("settings.ini"), QSettings::IniFormat);
    ModelLibraryDialog dialog(&settings, home_.filePath("models"), server_->url(""));
    dialog.show();
    dialog.modelId()->setEditText("tessera/stories260K");
    dialog.checkButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog.downloadButton()->isEnabled(), 10000);
    QVERIFY2(dialog.reportLabel()->text().contains("Tessera can run it"),
             qPrintable(dialog.reportLabel()->text()));

    // The weights stall half-way: pause keeps the .part, resume finishes from there.
    server_->stallAfter("tessera/stories260K/resolve/main/model.safetensors", 400000);
    dialog.downloadButton()->click();
    QCOMPARE(dialog.queue()->count(), 1);
    const QString part = home_.filePath("models/stories260K/model.safetensors.part");
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(part).size() >= 400000, 10000);
    dialog.queue()->pause(0);
    QCOMPARE(dialog.queue()->at(0).status, DownloadQueue::Status::Paused);
    QVERIFY(QFile::exists(part));
    server_->stallAfter("tessera/stories260K/resolve/main/model.safetensors", -1);
    dialog.queue()->resume(0);
    QTRY_COMPARE_WITH_TIMEOUT(dialog.queue()->at(0).status, DownloadQueue::Status::Done, 20000);
    const auto ranges = server_->requestsFor("tessera/stories260K/resolve/main/model.safetensors");
    QVERIFY(ranges.last().range.startsWith("bytes="));  // resumed, not restarted
    for (const QString& name : kStoryFiles)
      QCOMPARE(readFile(home_.filePath("models/stories260K/" + name)),
               readFile(kStories + "/" + name));

    QTRY_COMPARE(dialog.installedList()->topLevelItemCount(), 1);
    QTreeWidgetItem* item = dialog.installedList()->topLevelItem(0);
    QCOMPARE(item->text(0), QString("stories260K"));
    QVERIFY(item->text(1).contains("MB") || item->text(1).contains("KB"));
    QCOMPARE(item->text(2), QString("never"));
    if (const QString path = qEnvironmentVariable("TESSERA_SCREENSHOT"); !path.isEmpty())
      QVERIFY(dialog.grab().save(path));

    dialog.installedList()->setCurrentItem(item);
    QSignalSpy chosen(&dialog, &ModelLibraryDialog::modelChosen);
    for (QPushButton* button : dialog.findChildren<QPushButton*>())
      if (button->text() == "Use") button->click();
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen.first().first().toString(), home_.filePath("models/stories260K"));
  }

  void aModelTheEngineCannotRunIsNotOffered() {
    QSettings settings(home_.filePath("settings2.ini"), QSettings::IniFormat);
    ModelLibraryDialog dialog(&settings, home_.filePath("models2"), server_->url(""));
    dialog.modelId()->setEditText("acme/scaled@main");
    dialog.checkButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(dialog.reportLabel()->text().contains("cannot run"), 10000);
    QVERIFY(dialog.reportLabel()->text().contains("rope_scaling"));
    QVERIFY(!dialog.downloadButton()->isEnabled());
    dialog.modelId()->setEditText("not a model id");
    dialog.checkButton()->click();
    QVERIFY(dialog.reportLabel()->text().contains("is not a Hugging Face model id"));
  }

  void removingDeletesOnlyFoldersOfTheModelsDirectory() {
    const QString models = home_.filePath("models3");
    QVERIFY(writeFile(models + "/m/config.json", "{}"));
    QVERIFY(writeFile(home_.filePath("elsewhere/config.json"), "{}"));
    InstalledModels installed(models);
    QString error;
    QVERIFY(!installed.remove(home_.filePath("elsewhere"), &error));
    QVERIFY(error.contains("is not a folder of the models directory"));
    QVERIFY(QFile::exists(home_.filePath("elsewhere/config.json")));
    QVERIFY(installed.remove(models + "/m", &error));
    QVERIFY(!QFile::exists(models + "/m"));
  }

  void ggufFilesAreInstalledModelsToo() {
    const QString models = home_.filePath("models4");
    QVERIFY(writeFile(models + "/a/config.json", "{}"));
    QVERIFY(writeFile(models + "/b.gguf", "GGUF0123"));
    QVERIFY(writeFile(models + "/notes.txt", "not a model"));
    InstalledModels installed(models);
    QSettings settings(home_.filePath("library4.ini"), QSettings::IniFormat);
    const QList<InstalledModel> list = installed.list(settings);
    QCOMPARE(list.size(), 2);
    QCOMPARE(list[1].name, QString("b.gguf"));
    QCOMPARE(list[1].sizeBytes, qint64{8});
    QString error;
    QVERIFY2(installed.remove(list[1].path, &error), qPrintable(error));
    QVERIFY(!QFile::exists(models + "/b.gguf"));
  }
};

QTEST_MAIN(LibraryDialogTest)
#include "library_dialog.moc"

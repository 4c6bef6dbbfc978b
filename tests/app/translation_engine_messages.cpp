// Messages that come from the engine (model validation errors, the CPU fallback notice) are shown
// in the interface language: the real engine's error for a folder without config.json appears
// in Japanese in the window's error box under ja; unknown messages stay in the engine's English.
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "engine_bridge.h"
#include "engine_messages.h"
#include "ui/main_window.h"
#include "ui/translations.h"

class EngineMessageTest : public QObject {
  Q_OBJECT

 private slots:
  void aModelErrorFromTheEngineIsShownInJapanese() {
    Translations translations;
    QVERIFY(translations.apply("ja"));
    QTemporaryDir dir;
    QSettings settings(dir.filePath("settings.ini"), QSettings::IniFormat);
    EngineBridge bridge;
    MainWindow window(&bridge, nullptr, &settings);
    const QString empty = dir.filePath("not-a-model");
    QVERIFY(QDir().mkpath(empty));
    QSignalSpy failed(&bridge, &EngineBridge::modelLoadFailed);
    window.openModel(empty);
    QVERIFY(failed.wait(30000));
    const QString english = failed.at(0).at(0).toString();
    QVERIFY2(english.startsWith("config.json: not found in '"), qPrintable(english));
    auto* box = window.findChild<QMessageBox*>();
    QVERIFY(box);
    const QString expected =
        QString::fromUtf8(
            "config.json が '%1' にありません（Hugging Face のモデルフォルダーですか？）")
            .arg(empty);
    QVERIFY2(box->text().contains(expected), qPrintable(box->text()));
    QVERIFY2(!box->text().contains("not found in"), qPrintable(box->text()));
  }

  void theCpuFallbackNoticeKeepsItsReason() {
    Translations translations;
    QVERIFY(translations.apply("ja"));
    const QString notice = translateEngineMessage(
        "The GPU is not used: no CUDA driver (libcuda.so.1 not found). Running on the CPU "
        "instead, which is much slower.");
    QVERIFY2(notice.startsWith(QString::fromUtf8("GPU は使われません")), qPrintable(notice));
    QVERIFY2(notice.contains("no CUDA driver (libcuda.so.1 not found)"), qPrintable(notice));
  }

  void unknownMessagesStayAsTheEngineWroteThem() {
    Translations translations;
    QVERIFY(translations.apply("ja"));
    const QString english = "tokenizer.model: piece 7 is empty";
    QCOMPARE(translateEngineMessage(english), english);
    const QString withPercent =
        "config.json: not found in '/tmp/%2 dir' (is this a Hugging Face "
        "model directory?)";
    QVERIFY(translateEngineMessage(withPercent).contains("/tmp/%2 dir"));
  }

  void englishFillsInTheParts() {
    Translations translations;
    QVERIFY(translations.apply("en"));
    const QString english =
        "config.json: model_type 'gpt2' is not supported (supported: llama, "
        "mistral)";
    QCOMPARE(translateEngineMessage(english),
             QString("config.json: the model_type 'gpt2' is not supported (supported: llama, "
                     "mistral)"));
  }
};

QTEST_MAIN(EngineMessageTest)
#include "translation_engine_messages.moc"

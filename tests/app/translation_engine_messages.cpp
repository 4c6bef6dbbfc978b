// Messages that come from the engine (model validation errors, request errors, the CPU fallback
// notice) are shown in the interface language: the real engine's tessera::Message, its template
// translated, nested reasons translated on their own, paths and numbers as they are.
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <future>

#include "engine_bridge.h"
#include "engine_messages.h"
#include "tessera/engine.h"
#include "tessera/error.h"
#include "ui/main_window.h"
#include "ui/translations.h"

namespace {

const QString kStories = QStringLiteral(TESSERA_MODELS_DIR "/stories260K");

// translations/tessera_ja.ts, filled in: "%1: not found in '%2' (...)" with config.json.
QString configNotFoundInJapanese(const QString& dir) {
  return QString::fromUtf8(
             "config.json が '%1' にありません（Hugging Face のモデルフォルダーですか？）")
      .arg(dir);
}

tessera::EngineConfig storiesOnCpu() {
  tessera::EngineConfig config;
  config.model_dir = kStories.toStdString();
  config.device = tessera::Device::Cpu;
  config.num_threads = 1;
  return config;
}

// The engine's error for a request, as its last output carries it.
tessera::Message requestError(tessera::Engine& engine, tessera::GenerationRequest request) {
  std::promise<tessera::Message> error;
  engine.submit(std::move(request), [&](const tessera::RequestOutput& out) {
    if (out.finished) error.set_value(out.error);
  });
  return error.get_future().get();
}

}  // namespace

class EngineMessageTest : public QObject {
  Q_OBJECT

 private slots:
  void init() {
    if (!QFile::exists(kStories + "/model.safetensors")) QSKIP("stories260K is not available");
  }

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
    const QString expected = configNotFoundInJapanese(empty);
    QCOMPARE(failed.at(0).at(0).toString(), expected);
    auto* box = window.findChild<QMessageBox*>();
    QVERIFY(box);
    QVERIFY2(box->text().contains(expected), qPrintable(box->text()));
  }

  // "request %1: %2" around "temperature must be ...": both parts in Japanese.
  void aRequestErrorIsTranslatedWithItsNestedReason() {
    Translations translations;
    QVERIFY(translations.apply("ja"));
    const auto engine = tessera::Engine::create(storiesOnCpu());
    tessera::GenerationRequest request;
    request.prompt_ids = {1, 400, 401};
    request.sampling.temperature = -1.0f;
    const tessera::Message error = requestError(*engine, request);
    QVERIFY2(error.english().ends_with(": temperature must be a finite number >= 0"),
             error.english().c_str());
    QCOMPARE(
        translateEngineMessage(error),
        QString::fromUtf8("リクエスト 1: temperature は 0 以上の有限の数値である必要があります"));
  }

  // The fallback notice: its frame and its reason translated, the folder named as it is.
  void theCpuFallbackNoticeIsTranslatedAroundItsReason() {
    Translations translations;
    QVERIFY(translations.apply("ja"));
    QTemporaryDir noModule;
    tessera::EngineConfig config = storiesOnCpu();
    config.device = tessera::Device::Auto;
    config.cuda_module_dir = noModule.path().toStdString();
    const auto engine = tessera::Engine::create(config);
    const tessera::Message& notice = engine->model_info().notice;
    QVERIFY2(notice.english().starts_with("The GPU is not used: the GPU support is not installed"),
             notice.english().c_str());
    const QString shown = translateEngineMessage(notice);
    const QString reason =
        QString::fromUtf8(
            "GPU サポートがインストールされていません（%1 に %2 がありません。Debian "
            "では tessera-cuda パッケージです）")
            .arg(noModule.path(), "libtessera-cuda.so");
    QCOMPARE(shown,
             QString::fromUtf8("GPU は使われません: %1。代わりに CPU で実行しますが、かなり遅く"
                               "なります。")
                 .arg(reason));
  }

  // Text arguments are never translated nor read for places.
  void textArgumentsStayAsTheyAre() {
    Translations translations;
    QVERIFY(translations.apply("ja"));
    const QString words = "tokenizer.model: piece 7 is empty";
    QCOMPARE(translateEngineMessage(tessera::Message::verbatim(words.toStdString())), words);
    QTemporaryDir dir;
    const QString odd = dir.filePath("%2 and %1 folder");
    QVERIFY(QDir().mkpath(odd));
    try {
      tessera::EngineConfig config = storiesOnCpu();
      config.model_dir = odd.toStdString();
      tessera::Engine::create(config);
      QFAIL("an empty folder loaded");
    } catch (const tessera::Error& error) {
      QCOMPARE(translateEngineMessage(error.message()), configNotFoundInJapanese(odd));
    }
  }

  // In English the app shows exactly the engine's own English.
  void englishIsTheEnginesOwnText() {
    Translations translations;
    QVERIFY(translations.apply("en"));
    QTemporaryDir dir;
    try {
      tessera::EngineConfig config = storiesOnCpu();
      config.model_dir = dir.path().toStdString();
      tessera::Engine::create(config);
      QFAIL("an empty folder loaded");
    } catch (const tessera::Error& error) {
      QCOMPARE(translateEngineMessage(error.message()), QString::fromStdString(error.what()));
    }
    const auto engine = tessera::Engine::create(storiesOnCpu());
    tessera::GenerationRequest request;
    request.prompt_ids.assign(600, 400);  // longer than the model's context of 512
    const tessera::Message error = requestError(*engine, request);
    QVERIFY2(
        error.english().find("does not fit the model's context of 512 tokens") != std::string::npos,
        error.english().c_str());
    QCOMPARE(translateEngineMessage(error), QString::fromStdString(error.english()));
  }
};

QTEST_MAIN(EngineMessageTest)
#include "translation_engine_messages.moc"

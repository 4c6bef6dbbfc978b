// tessera [--model DIR] [--device auto|cuda|cpu] [--lang CODE]
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <cstdio>

#include "data/chat_store.h"
#include "engine_bridge.h"
#include "ui/app_settings.h"
#include "ui/main_window.h"
#include "ui/translations.h"

namespace {

std::optional<tessera::Device> parseDevice(const QString& name) {
  if (name == "auto") return tessera::Device::Auto;
  if (name == "cuda" || name == "gpu") return tessera::Device::Cuda;
  if (name == "cpu") return tessera::Device::Cpu;
  return std::nullopt;
}

// Opens the history. A damaged file may be set aside for a fresh one; otherwise Tessera runs
// without history rather than not at all.
void openHistory(ChatStore& store) {
  StoreOpenResult result = store.open(ChatStore::defaultPath());
  if (result.ok()) return;
  if (result.state == StoreOpenResult::State::Corrupt ||
      result.state == StoreOpenResult::State::TooNew) {
    const auto answer = QMessageBox::question(
        nullptr, QApplication::translate("main", "Chat history"),
        QApplication::translate("main", "%1\n\nSet the damaged file aside and start a new history?")
            .arg(result.message));
    if (answer == QMessageBox::Yes && store.backupAndStartFresh().ok()) return;
  } else {
    QMessageBox::warning(
        nullptr, QApplication::translate("main", "Chat history"),
        QApplication::translate("main", "%1\n\nChats will not be saved in this session.")
            .arg(result.message));
  }
}

}  // namespace

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  Q_INIT_RESOURCE(tessera);  // the resources live in a static library
  QApplication::setOrganizationName("Tessera");
  QApplication::setApplicationName("tessera");
  QApplication::setApplicationDisplayName("Tessera");
  QApplication::setWindowIcon(QIcon(":/icons/tessera.svg"));
  QApplication::setDesktopFileName("io.github.tessera.Tessera");

  QCommandLineParser parser;
  parser.setApplicationDescription(
      "Chat with a local language model; every tab generates at once.");
  parser.addHelpOption();
  const QCommandLineOption model("model", "Open the Hugging Face model folder DIR.", "DIR");
  const QCommandLineOption device("device", "Where the model runs: auto, cuda or cpu.", "DEVICE");
  const QCommandLineOption lang("lang", "Interface language: en, ja, zh_CN or ko.", "CODE");
  parser.addOptions({model, device, lang});
  parser.process(app);

  QSettings settings;
  Translations translations;
  const QString language =
      parser.isSet(lang) ? parser.value(lang) : loadEngineSettings(settings).language;
  if (!translations.apply(language))
    std::fprintf(stderr, "tessera: no translation for language '%s'\n", qPrintable(language));

  ChatStore store;
  openHistory(store);
  EngineBridge bridge;
  MainWindow window(&bridge, store.isOpen() ? &store : nullptr, &settings);
  window.setTranslations(&translations);
  if (parser.isSet(device)) {
    const std::optional<tessera::Device> chosen = parseDevice(parser.value(device));
    if (!chosen) {
      std::fprintf(stderr, "tessera: --device must be auto, cuda or cpu, not '%s'\n",
                   qPrintable(parser.value(device)));
      return 2;
    }
    window.setDevice(*chosen);
  }
  window.show();
  if (parser.isSet(model)) window.openModel(parser.value(model));
  return app.exec();
}

// tessera [--model DIR] [--device auto|cuda|cpu] [--lang CODE] [--send TEXT]...
#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QIcon>
#include <QImageReader>
#include <QMessageBox>
#include <QSettings>
#include <cstdio>
#include <memory>

#include "chat/chat_session.h"
#include "data/chat_store.h"
#include "engine_bridge.h"
#include "tessera/version.h"
#include "ui/app_settings.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"
#include "ui/composer.h"
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

struct AppOptions {
  QCommandLineOption model{"model", "Open the Hugging Face model folder DIR.", "DIR"};
  QCommandLineOption device{"device", "Where the model runs: auto, cuda or cpu.", "DEVICE"};
  QCommandLineOption lang{"lang", "Interface language: en, ja, zh_CN or ko.", "CODE"};
  QCommandLineOption send{"send",
                          "Once the model is loaded, send TEXT in a new chat tab. Repeat it to "
                          "start several chats at once.",
                          "TEXT"};
};

void describe(QCommandLineParser& parser, const AppOptions& options) {
  parser.setApplicationDescription(
      "Chat with a local language model; every tab generates at once.");
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addOptions({options.model, options.device, options.lang, options.send});
}

// --help and --version are answered without a display (a QApplication would abort without
// one), so they work over ssh, in scripts and in package tests.
bool asksOnlyForHelpOrVersion(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const QByteArray arg(argv[i]);
    if (arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version" || arg == "-v")
      return true;
  }
  return false;
}

// --send: each text goes to a chat of its own, typed into the composer and sent as a user
// would, so it is saved and generated like any other message. The empty chat the window opens
// on start is used first.
void sendWhenLoaded(EngineBridge& bridge, MainWindow& window, const QStringList& texts) {
  if (texts.isEmpty()) return;
  auto connection = std::make_shared<QMetaObject::Connection>();
  *connection = QObject::connect(&bridge, &EngineBridge::modelLoaded, &window, [=, &window] {
    QObject::disconnect(*connection);  // only once: switching models later sends nothing
    ChatTabs* tabs = window.tabs();
    for (const QString& text : texts) {
      ChatTab* current = tabs->currentChat();
      ChatTab* tab =
          current && current->session()->messages().isEmpty() ? current : tabs->newChat();
      tab->composer()->setPlainText(text);
      tab->send();
    }
  });
}

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication::setApplicationName("tessera");
  QCoreApplication::setApplicationVersion(tessera::kVersion);
  const AppOptions options;
  QCommandLineParser parser;
  describe(parser, options);
  if (asksOnlyForHelpOrVersion(argc, argv)) {
    QCoreApplication core(argc, argv);
    parser.process(core);  // prints and exits
    return 0;
  }

  QApplication app(argc, argv);
  Q_INIT_RESOURCE(tessera);  // the resources live in a static library
  QApplication::setOrganizationName("Tessera");
  QApplication::setApplicationName("tessera");
  QApplication::setApplicationDisplayName("Tessera");
  // The SVG icon needs Qt's svg image plugin. Without it (the MinGW build for Windows has no
  // Qt SVG) the windows keep the icon of the executable's resources (tessera.rc).
  if (QImageReader::supportedImageFormats().contains("svg")) {
    QApplication::setWindowIcon(QIcon(":/icons/tessera.svg"));
  }
  QApplication::setDesktopFileName("io.github.tessera.Tessera");

  parser.process(app);
  const QCommandLineOption& model = options.model;
  const QCommandLineOption& device = options.device;
  const QCommandLineOption& lang = options.lang;

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
  // Connected after the window's own handler, which opens the chats first.
  sendWhenLoaded(bridge, window, parser.values(options.send));
  window.show();
  if (parser.isSet(model)) window.openModel(parser.value(model));
  return app.exec();
}

// tessera [--model DIR] [--device auto|cuda|cpu] [--lang CODE]
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>
#include <cstdio>

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
  parser.setApplicationDescription("Chat with a local language model; every tab generates at once.");
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

  EngineBridge bridge;
  MainWindow window(&bridge, &settings);
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

// The int8 weights setting survives a save and load and reaches the engine's configuration.
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include "ui/app_settings.h"

class AppSettingsQuantize : public QObject {
  Q_OBJECT

 private slots:
  void int8_weights_are_saved_loaded_and_passed_to_the_engine() {
    QTemporaryDir dir;
    QSettings settings(dir.filePath("settings.ini"), QSettings::IniFormat);
    QCOMPARE(loadEngineSettings(settings).quantize, tessera::Quantization::None);
    EngineSettings engine;
    engine.quantize = tessera::Quantization::Int8;
    saveEngineSettings(settings, engine);
    QCOMPARE(settings.value("engine/quantize").toString(), QString("int8"));
    const EngineSettings loaded = loadEngineSettings(settings);
    QCOMPARE(loaded.quantize, tessera::Quantization::Int8);
    QCOMPARE(loaded.engineConfig(dir.path()).quantize, tessera::Quantization::Int8);
  }
};

QTEST_GUILESS_MAIN(AppSettingsQuantize)
#include "app_settings_quantize.moc"

// The quantize setting (int8, BF16) survives a save and load and reaches the engine's
// configuration; a value this version does not know loads as none.
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include "ui/app_settings.h"

Q_DECLARE_METATYPE(tessera::Quantization)

class AppSettingsQuantize : public QObject {
  Q_OBJECT

 private slots:
  void quantized_weights_are_saved_loaded_and_passed_to_the_engine_data() {
    QTest::addColumn<tessera::Quantization>("quantize");
    QTest::addColumn<QString>("stored");
    QTest::newRow("int8") << tessera::Quantization::Int8 << "int8";
    QTest::newRow("bf16") << tessera::Quantization::BF16 << "bf16";
  }

  void quantized_weights_are_saved_loaded_and_passed_to_the_engine() {
    QFETCH(tessera::Quantization, quantize);
    QFETCH(QString, stored);
    QTemporaryDir dir;
    QSettings settings(dir.filePath("settings.ini"), QSettings::IniFormat);
    QCOMPARE(loadEngineSettings(settings).quantize, tessera::Quantization::None);
    EngineSettings engine;
    engine.quantize = quantize;
    saveEngineSettings(settings, engine);
    QCOMPARE(settings.value("engine/quantize").toString(), stored);
    const EngineSettings loaded = loadEngineSettings(settings);
    QCOMPARE(loaded.quantize, quantize);
    QCOMPARE(loaded.engineConfig(dir.path()).quantize, quantize);
  }

  void an_unknown_value_loads_as_none() {
    QTemporaryDir dir;
    QSettings settings(dir.filePath("settings.ini"), QSettings::IniFormat);
    settings.setValue("engine/quantize", "int4");
    QCOMPARE(loadEngineSettings(settings).quantize, tessera::Quantization::None);
  }
};

QTEST_GUILESS_MAIN(AppSettingsQuantize)
#include "app_settings_quantize.moc"

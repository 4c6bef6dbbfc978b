// The quantize setting (int8, BF16) survives a save and load and reaches the engine's
// configuration; a value this version does not know loads as none; the settings dialog offers
// every choice. With TESSERA_SCREENSHOT=<file> the dialog, BF16 chosen, is saved there.
#include <QComboBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include "ui/app_settings.h"
#include "ui/settings_dialog.h"

Q_DECLARE_METATYPE(tessera::Quantization)

class AppSettingsQuantize : public QObject {
  Q_OBJECT

 private slots:
  void quantized_weights_are_saved_loaded_and_passed_to_the_engine_data() {
    QTest::addColumn<tessera::Quantization>("quantize");
    QTest::addColumn<QString>("stored");
    QTest::newRow("int8") << tessera::Quantization::Int8 << "int8";
    QTest::newRow("bf16") << tessera::Quantization::BF16 << "bf16";
    QTest::newRow("q4") << tessera::Quantization::Q4 << "q4";
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

  void the_dialog_offers_every_choice_and_returns_the_chosen_one() {
    EngineSettings engine;
    engine.quantize = tessera::Quantization::BF16;
    SettingsDialog dialog(engine);
    QComboBox* weights = nullptr;
    for (QComboBox* combo : dialog.findChildren<QComboBox*>()) {
      if (combo->findData(static_cast<int>(tessera::Quantization::Int8)) >= 0 &&
          combo->findText("int8", Qt::MatchStartsWith) >= 0) {
        weights = combo;
      }
    }
    QVERIFY(weights);
    QCOMPARE(weights->count(), 4);
    QVERIFY(weights->findData(static_cast<int>(tessera::Quantization::Q4)) >= 0);
    QVERIFY(weights->currentText().startsWith("BF16"));
    QCOMPARE(dialog.settings().quantize, tessera::Quantization::BF16);
    if (const QString path = qEnvironmentVariable("TESSERA_SCREENSHOT"); !path.isEmpty()) {
      dialog.show();
      QVERIFY(QTest::qWaitForWindowExposed(&dialog));
      QVERIFY(dialog.grab().save(path));
    }
    weights->setCurrentIndex(weights->findData(static_cast<int>(tessera::Quantization::Int8)));
    QCOMPARE(dialog.settings().quantize, tessera::Quantization::Int8);
  }

  void an_unknown_value_loads_as_none() {
    QTemporaryDir dir;
    QSettings settings(dir.filePath("settings.ini"), QSettings::IniFormat);
    settings.setValue("engine/quantize", "int4");
    QCOMPARE(loadEngineSettings(settings).quantize, tessera::Quantization::None);
  }
};

QTEST_MAIN(AppSettingsQuantize)
#include "app_settings_quantize.moc"

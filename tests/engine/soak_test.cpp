// tessera-soak, briefly: a few hundred random requests with aborts and knob changes keep the
// block accounting whole at every step and all finish. The long run (20,000 requests, minutes)
// is recorded in docs/benchmarks.md, not run here.
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QtTest>

#include "support/core_engine_fixtures.h"

class SoakTest : public QObject {
  Q_OBJECT

 private slots:
  void shortSoakKeepsBlockAccountingAndFinishesEveryRequest() {
    QProcess soak;
    soak.start(QStringLiteral(TESSERA_BUILD_DIR "/engine/tessera-soak"),
               {"--model", QString::fromStdString(tessera::testing::default_model_dir()),
                "--requests", "400", "--seed", "7", "--kv-blocks", "48", "--json"});
    QVERIFY(soak.waitForFinished(600000));
    const QByteArray err = soak.readAllStandardError();
    QCOMPARE(soak.exitCode(), 0);
    const QJsonObject report = QJsonDocument::fromJson(soak.readAllStandardOutput()).object();
    QVERIFY2(report.value("ok").toBool(), qPrintable(report.value("problem").toString() + err));
    QCOMPARE(report.value("requests").toInt(), 400);
    QCOMPARE(report.value("finished").toInt(), 400);
    QVERIFY(report.value("aborted").toInt() > 0);
    QVERIFY(report.value("steps").toInt() > 400);
  }

  void badFlagsAreRefused() {
    QProcess soak;
    soak.start(QStringLiteral(TESSERA_BUILD_DIR "/engine/tessera-soak"),
               {"--model", QString::fromStdString(tessera::testing::default_model_dir()),
                "--requests", "0"});
    QVERIFY(soak.waitForFinished(60000));
    QCOMPARE(soak.exitCode(), 2);
    QVERIFY(soak.readAllStandardError().contains("--requests: expected a positive integer"));
  }
};

QTEST_GUILESS_MAIN(SoakTest)
#include "soak_test.moc"

// Each shipped language loads from the :/i18n resources and translates the user interface.
#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QPushButton>
#include <QTest>

#include "ui/translations.h"
#include "ui/welcome_page.h"

class TranslationTest : public QObject {
  Q_OBJECT

 private slots:
  void eachLanguageTranslatesTheWelcomePage_data() {
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("open");
    QTest::addColumn<QString>("send");
    QTest::addColumn<QString>("demo");
    QTest::newRow("en") << "en"
                        << "Open model folder…"
                        << "Send"
                        << "Demo: tiny story model (1 MB)";
    QTest::newRow("ja") << "ja"
                        << "モデルフォルダーを開く…"
                        << "送信"
                        << "デモ: 小さな物語モデル (1 MB)";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "打开模型文件夹…"
                           << "发送"
                           << "演示：小型故事模型 (1 MB)";
    QTest::newRow("ko") << "ko"
                        << "모델 폴더 열기…"
                        << "보내기"
                        << "데모: 작은 이야기 모델 (1 MB)";
  }

  void eachLanguageTranslatesTheWelcomePage() {
    QFETCH(QString, code);
    QFETCH(QString, open);
    QFETCH(QString, send);
    QFETCH(QString, demo);
    Translations translations;
    QVERIFY(translations.apply(code));
    WelcomePage page;
    QCOMPARE(page.openButton()->text(), open);
    QCOMPARE(page.demoButton()->text(), demo);
    QCOMPARE(QCoreApplication::translate("ChatTab", "Send"), send);
    // Dates (the history's) and numbers are written the language's way.
    QCOMPARE(QLocale().language(), QLocale(code).language());
    if (code == "ja") {
      QCOMPARE(QLocale().toString(QDate(2026, 12, 6), QLocale::ShortFormat),
               QLocale(QLocale::Japanese, QLocale::Japan)
                   .toString(QDate(2026, 12, 6), QLocale::ShortFormat));
    }
  }

  void regionalVariantsResolveToTheShippedLanguage() {
    QCOMPARE(Translations::resolve("ja_JP"), QString("ja"));
    QCOMPARE(Translations::resolve("ko_KR"), QString("ko"));
    QCOMPARE(Translations::resolve("zh_SG"), QString("zh_CN"));
    QCOMPARE(Translations::resolve("de_DE"), QString("en"));
  }

  void everyShippedLanguageHasACompiledFile() {
    for (const QString& code : Translations::available())
      QVERIFY2(QFile::exists(":/i18n/tessera_" + code + ".qm"), qPrintable(code));
  }
};

QTEST_MAIN(TranslationTest)
#include "translation_languages.moc"

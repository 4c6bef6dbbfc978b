// Choosing another language applies at once: the open main window (menus, the chat's buttons and
// status line, the model line in the status bar, the tab title) shows the new language without a
// restart, using the real compiled .qm files.
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QToolButton>
#include <QTreeWidget>

#include <QGroupBox>
#include <QSettings>
#include <QTemporaryDir>

#include "dashboard/dashboard_widget.h"
#include "library/model_library_dialog.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"
#include "ui/message_widget.h"
#include "ui/status_line.h"
#include "ui/translations.h"
#include "ui/welcome_page.h"
#include "ui_window_fixture.h"

namespace {

// What the window shows where the test looks; compared between languages.
struct VisibleTexts {
  QStringList menus;
  QString stopButton;
  QString requestState;
  QString modelLine;
  QString tabTitle;
  QString welcomeButton;
  QString dashboardPause;
  QString knobsChunked;
  QString enginePicker;
  QString dockTitle;
};

VisibleTexts visibleTexts(MainWindow& window) {
  VisibleTexts texts;
  for (QAction* action : window.menuBar()->actions()) texts.menus << action->text();
  ChatTab* tab = window.tabs()->currentChat();
  texts.stopButton = tab->stopButton()->text();
  texts.requestState = tab->statusLine()->findChild<QLabel*>("requestState")->text();
  // The first label in the status bar is the model line ("<model> · <device> · …").
  texts.modelLine = window.statusBar()->findChildren<QLabel*>().value(0)->text();
  texts.tabTitle = window.tabs()->tabText(window.tabs()->currentIndex());
  texts.enginePicker = tab->findChild<QComboBox*>("enginePicker")->itemText(0);
  texts.dockTitle = window.findChild<QDockWidget*>("dashboardDock")->windowTitle();
  texts.welcomeButton = window.welcomePage()->openButton()->text();
  texts.dashboardPause = window.dashboard()->findChildren<QToolButton*>().value(0)->text();
  texts.knobsChunked = window.dashboard()->findChildren<QCheckBox*>().value(0)->text();
  return texts;
}

}  // namespace

class LiveLanguageTest : public QObject {
  Q_OBJECT

 private slots:
  void switchingLanguageRetranslatesTheOpenWindow() {
    ui_test::LoadedWindow fixture;
    QVERIFY(fixture.open(EngineSettings{}));
    Translations translations;
    fixture.window->setTranslations(&translations);
    fixture.window->setLanguage("en");
    QCoreApplication::processEvents();  // the window gets LanguageChange posted
    const VisibleTexts en = visibleTexts(*fixture.window);
    QCOMPARE(en.menus, QStringList({"&File", "&Chat", "&View", "&Settings"}));
    QCOMPARE(en.stopButton, QString("Stop"));
    QCOMPARE(en.requestState, QString("Ready"));
    QCOMPARE(en.tabTitle, QString("New chat"));
    QVERIFY2(en.modelLine.contains("tokens of context"), qPrintable(en.modelLine));
    QCOMPARE(en.welcomeButton, QString("Open model folder…"));
    QCOMPARE(en.dashboardPause, QString("Pause"));
    QCOMPARE(en.knobsChunked, QString("Chunked prefill"));
    QCOMPARE(en.enginePicker, QString("Local (this computer)"));
    QCOMPARE(en.dockTitle, QString("Scheduler dashboard"));

    fixture.window->setLanguage("ja");
    QCoreApplication::processEvents();  // the window gets LanguageChange posted
    const VisibleTexts ja = visibleTexts(*fixture.window);
    QCOMPARE(ja.stopButton, QString("停止"));
    QCOMPARE(ja.requestState, QCoreApplication::translate("StatusLine", "Ready"));
    QCOMPARE(ja.menus.size(), en.menus.size());
    for (int i = 0; i < en.menus.size(); ++i)
      QVERIFY2(ja.menus[i] != en.menus[i], qPrintable(ja.menus[i]));
    QVERIFY(ja.requestState != en.requestState);
    QVERIFY(ja.tabTitle != en.tabTitle);
    QVERIFY2(!ja.modelLine.contains("tokens of context"), qPrintable(ja.modelLine));
    // TESSERA_LANGUAGE_SCREENSHOT=/tmp/ja.png keeps a picture of the window in Japanese.
    if (const QString path = qEnvironmentVariable("TESSERA_LANGUAGE_SCREENSHOT"); !path.isEmpty()) {
      QTest::qWait(200);  // the layouts settle on the new text widths
      QVERIFY(fixture.window->grab().save(path));
    }
    QCOMPARE(ja.welcomeButton, QString("モデルフォルダーを開く…"));
    QVERIFY(ja.dashboardPause != en.dashboardPause);
    QVERIFY(ja.knobsChunked != en.knobsChunked);
    QCOMPARE(ja.enginePicker, QString("ローカル（このコンピューター）"));
    QCOMPARE(ja.dockTitle, QString("スケジューラーダッシュボード"));
    QCOMPARE(fixture.settings.value("ui/language").toString(), QString("ja"));

    fixture.window->setLanguage("en");
    QCoreApplication::processEvents();  // the window gets LanguageChange posted
    const VisibleTexts back = visibleTexts(*fixture.window);
    QCOMPARE(back.menus, en.menus);
    QCOMPARE(back.stopButton, en.stopButton);
    QCOMPARE(back.requestState, en.requestState);
    QCOMPARE(back.modelLine, en.modelLine);
    QCOMPARE(back.tabTitle, en.tabTitle);
    QCOMPARE(back.welcomeButton, en.welcomeButton);
    QCOMPARE(back.dashboardPause, en.dashboardPause);
    QCOMPARE(back.knobsChunked, en.knobsChunked);
    QCOMPARE(back.enginePicker, en.enginePicker);
    QCOMPARE(back.dockTitle, en.dockTitle);
  }

  // A finished answer: its role, code block and "interrupted" note follow the language.
  void messagesRetranslate() {
    ChatMessage message;
    message.role = MessageRole::Assistant;
    message.finishReason = "interrupted";
    MessageWidget widget(message, false);
    widget.showFinished("Some code:\n\n```\nint x;\n```\n");
    Translations translations;
    QVERIFY(translations.apply("en"));
    QCoreApplication::processEvents();
    const auto texts = [&widget] {
      return QStringList{widget.findChild<QLabel*>("messageRole")->text(),
                         widget.findChild<QLabel*>("interruptedNote")->text(),
                         widget.findChild<QToolButton*>("copyCode")->text()};
    };
    const QStringList en = texts();
    QCOMPARE(en.at(0), QString("Assistant"));
    QCOMPARE(en.at(2), QString("Copy"));
    QVERIFY(translations.apply("ja"));
    QCoreApplication::processEvents();  // LanguageChange is posted to top-level widgets
    const QStringList ja = texts();
    for (int i = 0; i < en.size(); ++i) QVERIFY2(ja.at(i) != en.at(i), qPrintable(ja.at(i)));
    QVERIFY(translations.apply("en"));
    QCoreApplication::processEvents();
    QCOMPARE(texts(), en);
  }

  // The model library is a window of its own that can stay open while the language changes.
  void modelLibraryRetranslatesWhileOpen() {
    QTemporaryDir home;
    QSettings settings(home.filePath("settings.ini"), QSettings::IniFormat);
    ModelLibraryDialog dialog(&settings, home.filePath("models"),
                              QUrl("http://127.0.0.1:9"));  // never asked
    dialog.show();
    Translations translations;
    QVERIFY(translations.apply("en"));
    QCoreApplication::processEvents();
    const auto texts = [&dialog] {
      QStringList all{dialog.windowTitle(), dialog.checkButton()->text(),
                      dialog.downloadButton()->text(), dialog.reportLabel()->text()};
      for (const QGroupBox* box : dialog.findChildren<QGroupBox*>()) all << box->title();
      all << dialog.installedList()->headerItem()->text(1);
      return all;
    };
    const QStringList en = texts();
    QCOMPARE(en.at(0), QString("Model library"));
    QCOMPARE(en.at(1), QString("Check"));
    QCOMPARE(en.size(), 8);
    QVERIFY(translations.apply("ja"));
    QCoreApplication::processEvents();
    const QStringList ja = texts();
    QCOMPARE(ja.at(0), QString("モデルライブラリ"));
    for (int i = 0; i < en.size(); ++i) QVERIFY2(ja.at(i) != en.at(i), qPrintable(ja.at(i)));
    QVERIFY(translations.apply("en"));
    QCoreApplication::processEvents();
    QCOMPARE(texts(), en);
  }
};

QTEST_MAIN(LiveLanguageTest)
#include "translation_live_switch.moc"

// The main window driven end to end: welcome page, opening the model, tabs, stop and close,
// and chats saved to (and reopened from) the history.
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "chat/chat_session.h"
#include "dashboard/stats_recorder.h"
#include "data/chat_store.h"
#include "ui/app_settings.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"
#include "ui/chat_view.h"
#include "ui/history_sidebar.h"
#include "ui/main_window.h"
#include "ui/welcome_page.h"
#include "ui_test_helpers.h"

namespace {

// The latest StepStats the engine recorded, or null before the first step.
std::shared_ptr<const tessera::StepStats> lastStep(EngineBridge& bridge) {
  const auto snapshot = bridge.recorder().snapshot();
  return snapshot->steps.empty() ? nullptr : snapshot->steps.back();
}

bool finishedWith(EngineBridge& bridge, tessera::RequestId id, tessera::FinishReason reason) {
  for (const tessera::RequestEvent& e : bridge.recorder().snapshot()->events)
    if (e.id == id && e.type == tessera::RequestEventType::Finished && e.reason == reason)
      return true;
  return false;
}

// Spins (without running the event loop) until the engine has scheduled `id`: from then on
// the request holds KV blocks, and it is stopped long before it could finish on its own.
bool waitUntilScheduled(EngineBridge& bridge, tessera::RequestId id) {
  QDeadlineTimer deadline(30000);
  while (!deadline.hasExpired()) {
    for (const tessera::RequestEvent& e : bridge.recorder().snapshot()->events)
      if (e.id == id && e.type == tessera::RequestEventType::Scheduled) return true;
    QThread::yieldCurrentThread();
  }
  return false;
}

}  // namespace

class MainWindowTest : public QObject {
  Q_OBJECT

 private slots:
  void init() {
    dir_ = std::make_unique<QTemporaryDir>();
    settings_ = std::make_unique<QSettings>(dir_->filePath("settings.ini"), QSettings::IniFormat);
    EngineSettings engine;
    engine.device = tessera::Device::Cpu;
    saveEngineSettings(*settings_, engine);
    store_ = std::make_unique<ChatStore>();
    QVERIFY(store_->open(dir_->filePath("history.sqlite")).ok());
    bridge_ = std::make_unique<EngineBridge>();
    window_ = std::make_unique<MainWindow>(bridge_.get(), store_.get(), settings_.get());
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
  }

  void cleanup() {
    window_.reset();
    bridge_.reset();
    store_.reset();
    settings_.reset();
    dir_.reset();
  }

  void withoutAModelTheWelcomePageOffersOneToOpen() {
    QVERIFY(window_->showsWelcome());
    QVERIFY(window_->welcomePage()->openButton()->isVisible());
    QVERIFY(window_->welcomePage()->downloadButton()->isVisible());
    QVERIFY(!window_->findChild<QDockWidget*>("dashboardDock")->isVisible());
  }

  void openingTheStoryModelShowsAChatTabAndRemembersTheFolder() {
    QVERIFY(openStories());
    QVERIFY(!window_->showsWelcome());
    QVERIFY(window_->findChild<QDockWidget*>("dashboardDock")->isVisible());
    QCOMPARE(window_->tabs()->count(), 1);
    QCOMPARE(recentModels(*settings_).value(0), QDir(ui_test::storiesDir()).absolutePath());
  }

  void theWelcomePageOpensTheDemoModelShippedWithTessera() {
    // The build tree mirrors the installed layout: share/tessera/models/ beside the binaries.
    const QString demo =
        QDir::cleanPath(QStringLiteral(TESSERA_BUILD_DIR "/share/tessera/models/stories260K"));
    QPushButton* button = window_->welcomePage()->demoButton();
    QVERIFY(button->isVisible());
    QCOMPARE(button->text(), QStringLiteral("Demo: tiny story model (1 MB)"));
    QSignalSpy loaded(bridge_.get(), &EngineBridge::modelLoaded);
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(loaded.wait(30000));
    QVERIFY(!window_->showsWelcome());
    QCOMPARE(recentModels(*settings_).value(0), demo);
  }

  void aFolderWithoutAModelIsReportedWithItsPath() {
    const QString empty = dir_->filePath("not-a-model");
    QDir().mkpath(empty);
    QSignalSpy failed(bridge_.get(), &EngineBridge::modelLoadFailed);
    window_->openModel(empty);
    QVERIFY(failed.wait(30000));
    QMessageBox* box = window_->findChild<QMessageBox*>();
    QVERIFY(box);
    QVERIFY(box->text().contains(empty));
    QVERIFY(window_->showsWelcome());
  }

  void shortcutsOpenAndCloseTabs() {
    QVERIFY(openStories());
    window_->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    QTest::keyClick(window_.get(), Qt::Key_T, Qt::ControlModifier);
    QTest::keyClick(window_.get(), Qt::Key_T, Qt::ControlModifier);
    QCOMPARE(window_->tabs()->count(), 3);
    QCOMPARE(window_->tabs()->currentIndex(), 2);
    QTest::keyClick(window_.get(), Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(window_->tabs()->currentIndex(), 0);
    QTest::keyClick(window_.get(), Qt::Key_W, Qt::ControlModifier);
    QCOMPARE(window_->tabs()->count(), 2);
  }

  void stopAndClosingATabAbortAndFreeEveryKvBlock() {
    QVERIFY(openStories());
    ChatTabs* tabs = window_->tabs();
    ChatTab* stopped = tabs->chatAt(0);
    ChatTab* closed = tabs->newChat();
    for (ChatTab* tab : {stopped, closed}) tab->session()->setSettings(ui_test::greedy(400));
    QVERIFY(stopped->session()->send("Once upon a time"));
    const tessera::RequestId stoppedId = stopped->session()->requestId();
    QVERIFY(waitUntilScheduled(*bridge_, stoppedId));
    QTest::mouseClick(stopped->stopButton(), Qt::LeftButton);
    QVERIFY(closed->session()->send("Once upon a time"));
    const tessera::RequestId closedId = closed->session()->requestId();
    const qint64 closedChat = closed->session()->chat().id;
    QVERIFY(waitUntilScheduled(*bridge_, closedId));
    tabs->closeChat(tabs->indexOf(closed));
    QTRY_VERIFY_WITH_TIMEOUT(finishedWith(*bridge_, stoppedId, tessera::FinishReason::Abort),
                             30000);
    QTRY_VERIFY_WITH_TIMEOUT(finishedWith(*bridge_, closedId, tessera::FinishReason::Abort), 30000);

    // One more short answer: the step that ends it shows what is still held, which is nothing.
    ChatTab* probe = tabs->newChat();
    probe->session()->setSettings(ui_test::greedy(1));
    QSignalSpy finished(probe->session(), &ChatSession::answerFinished);
    QVERIFY(probe->session()->send("Lily and Tom went to the"));
    const tessera::RequestId probeId = probe->session()->requestId();
    QVERIFY(finished.wait(30000));
    QTRY_VERIFY_WITH_TIMEOUT(lastStep(*bridge_) && lastStep(*bridge_)->finished ==
                                                       std::vector<tessera::RequestId>{probeId},
                             30000);
    QCOMPARE(lastStep(*bridge_)->blocks_used, 0);

    // The closed chat is saved with its answer marked as aborted (the text it had, if any).
    const QList<ChatMessage> saved = store_->messages(closedChat);
    QCOMPARE(saved.size(), 2);
    QCOMPARE(saved[1].finishReason, QString("abort"));
    QVERIFY(ui_test::referenceAnswer(*bridge_, "Once upon a time").startsWith(saved[1].content));
  }

  void aSavedChatReopensFromTheSidebar() {
    QVERIFY(openStories());
    ChatTab* tab = window_->tabs()->chatAt(0);
    tab->session()->setSettings(ui_test::greedy(12));
    QSignalSpy finished(tab->session(), &ChatSession::answerFinished);
    QVERIFY(tab->session()->send("Lily and Tom went to the"));
    QVERIFY(finished.wait(30000));
    const QList<ChatMessage> before = tab->session()->messages();
    window_->tabs()->closeChat(0);

    QListWidget* list = window_->sidebar()->list();
    QTRY_COMPARE(list->count(), 1);
    QVERIFY(list->item(0)->text().startsWith("Lily and Tom went to the"));
    window_->sidebar()->searchField()->setText("Lily");
    QCOMPARE(list->count(), 1);
    emit list->itemActivated(list->item(0));
    QCOMPARE(window_->tabs()->count(), 1);
    const QList<ChatMessage> after = window_->tabs()->chatAt(0)->session()->messages();
    QCOMPARE(after.size(), 2);
    QCOMPARE(after[1].content, before[1].content);
    QCOMPARE(after[1].finishReason, QString("length"));
    QCOMPARE(window_->tabs()->chatAt(0)->session()->chat().sampling.maxTokens, 12);
  }

  void theChatsOpenAtQuitReopenWithTheModel() {
    QVERIFY(openStories());
    for (const QString& prompt :
         {QString("Once upon a time"), QString("Lily and Tom went to the")}) {
      ChatTab* tab = window_->tabs()->count() == 1 &&
                             window_->tabs()->chatAt(0)->session()->messages().isEmpty()
                         ? window_->tabs()->chatAt(0)
                         : window_->tabs()->newChat();
      tab->session()->setSettings(ui_test::greedy(4));
      QSignalSpy finished(tab->session(), &ChatSession::answerFinished);
      QVERIFY(tab->session()->send(prompt));
      QVERIFY(finished.wait(30000));
    }
    window_->tabs()->newChat();  // never used: not saved, not reopened
    QVERIFY(window_->close());

    MainWindow again(bridge_.get(), store_.get(), settings_.get());
    QSignalSpy loaded(bridge_.get(), &EngineBridge::modelLoaded);
    again.openModel(ui_test::storiesDir());
    QVERIFY(loaded.wait(30000));
    QCOMPARE(again.tabs()->count(), 2);
    QCOMPARE(again.tabs()->chatAt(0)->session()->title(), QString("Once upon a time"));
    QCOMPARE(again.tabs()->chatAt(1)->session()->title(), QString("Lily and Tom went to the"));
    QCOMPARE(again.tabs()->chatAt(1)->session()->messages().size(), 2);
  }

  // With the dashboard shown, the window fits a 1366×768 laptop screen, and the chat keeps
  // room for its messages. TESSERA_SCREENSHOT_LAPTOP: where to save the window at that size.
  void theWindowWithTheDashboardFitsALaptopScreen() {
    QVERIFY(openStories());
    auto* dock = window_->findChild<QDockWidget*>("dashboardDock");
    QVERIFY(dock->isVisible());
    QVERIFY2(window_->minimumSizeHint().height() < 620,
             qPrintable(QString::number(window_->minimumSizeHint().height())));
    window_->resize(1366, 768 - 30);  // a panel or title bar takes the rest
    QTest::qWait(50);
    QCOMPARE(window_->height(), 768 - 30);
    ChatTab* tab = window_->tabs()->chatAt(0);
    tab->session()->setSettings(ui_test::greedy(60));
    QSignalSpy finished(tab->session(), &ChatSession::answerFinished);
    QVERIFY(tab->session()->send("Once upon a time"));
    QVERIFY(finished.wait(30000));
    QTest::qWait(50);
    QVERIFY2(tab->view()->height() >= 200, qPrintable(QString::number(tab->view()->height())));
    QVERIFY(dock->height() >= 150);
    const QString shot = qEnvironmentVariable("TESSERA_SCREENSHOT_LAPTOP");
    if (!shot.isEmpty()) QVERIFY(window_->grab().save(shot));
  }

  // Opening a folder that fails leaves the model that ran: its name in the status bar, its
  // context in the chat's meter, and chats still answered by it.
  void aFolderThatFailsKeepsTheRunningModel() {
    QVERIFY(openStories());
    auto* label = window_->findChild<QLabel*>("modelLabel");
    QVERIFY(label);
    const QString before = label->text();
    QVERIFY2(before.contains("512 tokens of context"), qPrintable(before));
    ChatTab* tab = window_->tabs()->chatAt(0);
    const int context = tab->session()->contextLength();
    QSignalSpy unloading(bridge_.get(), &EngineBridge::modelUnloading);
    QSignalSpy failed(bridge_.get(), &EngineBridge::modelLoadFailed);
    const QString broken = dir_->filePath("broken-model");
    QDir().mkpath(broken);
    QFile config(broken + "/config.json");
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write("{\"architectures\": [\"LlamaForCausalLM\"], \"hidden_size\": \"big\"}");
    config.close();
    window_->openModel(broken);
    QVERIFY(failed.wait(30000));
    QCOMPARE(unloading.size(), 0);
    QVERIFY(bridge_->isLoaded());
    QCOMPARE(label->text(), before);
    QCOMPARE(tab->session()->contextLength(), context);
    QVERIFY(!window_->showsWelcome());
    tab->session()->setSettings(ui_test::greedy(4));
    QSignalSpy finished(tab->session(), &ChatSession::answerFinished);
    QVERIFY(tab->session()->send("Once upon a time"));
    QVERIFY(finished.wait(30000));
    QVERIFY(!tab->session()->messages().last().content.isEmpty());
    QVERIFY(!tab->findChild<QLabel*>("chatError")->isVisible());
  }

 private:
  bool openStories() {
    QSignalSpy loaded(bridge_.get(), &EngineBridge::modelLoaded);
    window_->openModel(ui_test::storiesDir());
    return loaded.wait(30000);
  }

  std::unique_ptr<QTemporaryDir> dir_;
  std::unique_ptr<QSettings> settings_;
  std::unique_ptr<ChatStore> store_;
  std::unique_ptr<EngineBridge> bridge_;
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(MainWindowTest)
#include "ui_main_window.moc"

// Switching models while chats are answering: the user's choice is followed (stop now and
// switch, or switch when the last answer finishes), nothing happens on Cancel, and with no
// answer running the switch is immediate.
#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QtTest>

#include "chat/chat_session.h"
#include "library/model_switch.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"
#include "ui_test_helpers.h"

namespace {

// Clicks the button labelled `text` of the message box as soon as it is shown.
void answerNextQuestion(const QString& text) {
  QTimer::singleShot(0, [text] {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    QVERIFY(box);
    for (QAbstractButton* button : box->buttons())
      if (button->text() == text) return button->click();
    QFAIL(qPrintable("no button " + text));
  });
}

}  // namespace

class ModelSwitchTest : public QObject {
  Q_OBJECT

  EngineBridge bridge_;

  ChatSession* startLongAnswer(ChatTabs& tabs) {
    ChatSession* session = tabs.newChat()->session();
    session->setSettings(ui_test::greedy(400));
    if (!session->send("Once upon a time")) return nullptr;
    return session;
  }

 private slots:
  void initTestCase() { QVERIFY(ui_test::loadStories(bridge_)); }

  void withNothingRunningTheSwitchIsImmediate() {
    ChatTabs tabs(&bridge_, nullptr);
    tabs.newChat();
    int switched = 0;
    switchModelWhenReady(&tabs, &tabs, [&] { ++switched; });
    QCOMPARE(switched, 1);
  }

  void stopThemAndSwitch() {
    ChatTabs tabs(&bridge_, nullptr);
    ChatSession* session = startLongAnswer(tabs);
    QVERIFY(session && session->isGenerating());
    int switched = 0;
    answerNextQuestion("Stop them and switch");
    switchModelWhenReady(&tabs, &tabs, [&] { ++switched; });
    QCOMPARE(switched, 1);
    QVERIFY(!session->isGenerating());
    QCOMPARE(session->messages().last().finishReason, QString("abort"));
  }

  void switchWhenTheyFinish() {
    ChatTabs tabs(&bridge_, nullptr);
    ChatSession* first = startLongAnswer(tabs);
    ChatSession* second = startLongAnswer(tabs);
    QVERIFY(first && second);
    int switched = 0;
    answerNextQuestion("Switch when they finish");
    switchModelWhenReady(&tabs, &tabs, [&] { ++switched; });
    QCOMPARE(switched, 0);
    QTRY_VERIFY_WITH_TIMEOUT(!first->isGenerating() && !second->isGenerating(), 60000);
    QCOMPARE(switched, 1);  // once, after the last one
    QVERIFY(first->messages().last().finishReason != "abort");
    QVERIFY(second->messages().last().finishReason != "abort");
  }

  void cancelDoesNothing() {
    ChatTabs tabs(&bridge_, nullptr);
    ChatSession* session = startLongAnswer(tabs);
    QVERIFY(session);
    int switched = 0;
    answerNextQuestion("Cancel");
    switchModelWhenReady(&tabs, &tabs, [&] { ++switched; });
    QVERIFY(session->isGenerating());
    QSignalSpy finished(session, &ChatSession::answerFinished);
    QVERIFY(finished.wait(60000));
    QCOMPARE(switched, 0);
  }
};

QTEST_MAIN(ModelSwitchTest)
#include "library_model_switch.moc"

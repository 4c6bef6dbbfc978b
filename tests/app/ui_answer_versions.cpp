// Answer versions in a real chat tab on the story model: Regenerate adds a version ("‹ 2/2 ›"),
// the arrows switch between versions, editing a question starts a branch beside the old one,
// and a reopened chat shows the version that was last shown. With TESSERA_SCREENSHOT set, the tab
// showing "‹ 1/2 ›" is saved there (docs/screenshots/answer-versions.png).
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "chat/chat_session.h"
#include "data/chat_store.h"
#include "ui/chat_tab.h"
#include "ui/chat_tabs.h"
#include "ui/chat_view.h"
#include "ui/message_widget.h"
#include "ui_test_helpers.h"

class AnswerVersionsTest : public QObject {
  Q_OBJECT

  EngineBridge bridge_;
  QTemporaryDir dir_;

  static bool answer(ChatSession* session, const std::function<bool()>& start) {
    QSignalSpy finished(session, &ChatSession::answerFinished);
    return start() && finished.wait(30000);
  }
  static void step(ChatTab& tab, int index, const char* button) {
    tab.view()->message(index)->findChild<QToolButton*>(button)->click();
  }

 private slots:
  void initTestCase() { QVERIFY(ui_test::loadStories(bridge_)); }

  void regenerateKeepsEveryVersionAndEditingBranches() {
    ChatStore store;
    QCOMPARE(store.open(dir_.filePath("history.sqlite")).state, StoreOpenResult::State::Ok);
    ChatTab tab(&bridge_, &store);
    tab.show();
    ChatSession* session = tab.session();
    session->setSettings(ui_test::greedy(48));
    QVERIFY(answer(session, [&] { return session->send("Once upon a time"); }));
    const QString first = session->messages().at(1).content;
    QCOMPARE(tab.view()->message(1)->versionText(), QString());  // one version: no switcher

    session->setSettings(ui_test::greedy(24));  // a different, shorter second version
    QVERIFY(answer(session, [&] { return session->regenerate(); }));
    const QString second = session->messages().at(1).content;
    QVERIFY(second != first && first.startsWith(second));
    QCOMPARE(tab.view()->messageCount(), 2);
    QCOMPARE(tab.view()->message(1)->versionText(), QString("2/2"));

    step(tab, 1, "previousVersion");
    QTRY_COMPARE(tab.view()->message(1)->versionText(), QString("1/2"));
    QCOMPARE(session->messages().at(1).content, first);
    if (const QString path = qEnvironmentVariable("TESSERA_SCREENSHOT"); !path.isEmpty()) {
      tab.resize(760, 420);
      QTest::qWait(200);
      QVERIFY(tab.grab().save(path));
    }
    QCOMPARE(tab.view()->message(1)->streamedText(), QString());  // rendered, not streaming

    // Editing the question: a new branch with its own answer; the old question stays.
    QVERIFY(answer(session, [&] { return session->resendEdited(0, "Lily and Tom went to the"); }));
    QCOMPARE(session->messages().size(), 2);
    QCOMPARE(session->messages().at(0).content, QString("Lily and Tom went to the"));
    QCOMPARE(tab.view()->message(0)->versionText(), QString("2/2"));
    QCOMPARE(session->conversation().all().size(), 5);

    step(tab, 0, "previousVersion");  // back to the original question and its newest answer
    QTRY_COMPARE(session->messages().at(0).content, QString("Once upon a time"));
    QCOMPARE(session->messages().at(1).content, second);

    // A search hit in the other question's branch: the open tab shows that branch again.
    const QList<SearchHit> hits = store.search("Lily and Tom");
    QVERIFY(!hits.isEmpty());
    QCOMPARE(store.revealMessage(hits.first().messageId), session->chat().id);
    ChatTabs tabs(&bridge_, &store);
    ChatTab* opened = tabs.openSavedChat(session->chat().id);
    QCOMPARE(opened->session()->messages().at(0).content, QString("Lily and Tom went to the"));
    QCOMPARE(tabs.openSavedChat(session->chat().id), opened);  // the open tab, re-read
    store.revealMessage(session->messages().at(1).id);
    tabs.openSavedChat(session->chat().id);
    QCOMPARE(opened->session()->messages().at(0).content, QString("Once upon a time"));

    ChatSession reopened(&bridge_, &store);
    QVERIFY(reopened.openSaved(session->chat().id));
    QCOMPARE(reopened.messages().at(0).content, QString("Once upon a time"));
    QCOMPARE(reopened.messages().at(1).content, second);
    QCOMPARE(reopened.versionOf(1), std::make_pair(2, 2));
  }

  void versionsCannotBeSwitchedWhileAnswering() {
    ChatTab tab(&bridge_, nullptr);  // no history file: versions live in memory
    ChatSession* session = tab.session();
    session->setSettings(ui_test::greedy(8));
    QVERIFY(answer(session, [&] { return session->send("Once upon a time"); }));
    QVERIFY(answer(session, [&] { return session->regenerate(); }));
    session->setSettings(ui_test::greedy(400));
    QSignalSpy finished(session, &ChatSession::answerFinished);
    QVERIFY(session->resendEdited(0, "Once upon a time there"));
    QVERIFY(!session->showVersion(0, -1));
    QVERIFY(finished.wait(30000));
    QVERIFY(session->showVersion(0, -1));
    QCOMPARE(session->versionOf(1), std::make_pair(2, 2));
  }
};

QTEST_MAIN(AnswerVersionsTest)
#include "ui_answer_versions.moc"

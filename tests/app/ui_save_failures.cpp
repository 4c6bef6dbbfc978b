// A history that stops taking writes (SQLite's own query_only switch on the real file's
// connection: every write fails as on a full or read-only disk) is said at once in the chat,
// and what is on screen stays there.
#include <QLabel>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include "chat/chat_session.h"
#include "data/chat_store.h"
#include "ui/chat_tab.h"
#include "ui/chat_view.h"
#include "ui_test_helpers.h"

namespace {

// Makes the store's own connection refuse (or take again) every write.
bool setWritable(const QString& path, bool writable) {
  for (const QString& name : QSqlDatabase::connectionNames()) {
    QSqlDatabase db = QSqlDatabase::database(name, false);
    if (db.databaseName() != path) continue;
    return QSqlQuery(db).exec(QStringLiteral("PRAGMA query_only = %1").arg(writable ? 0 : 1));
  }
  return false;
}

bool answered(ChatTab& tab, const QString& prompt, int maxTokens) {
  tab.session()->setSettings(ui_test::greedy(maxTokens));
  QSignalSpy finished(tab.session(), &ChatSession::answerFinished);
  return tab.session()->send(prompt) && finished.wait(30000);
}

}  // namespace

class SaveFailuresTest : public QObject {
  Q_OBJECT

  EngineBridge bridge_;
  QTemporaryDir dir_;

 private slots:
  void initTestCase() { QVERIFY(ui_test::loadStories(bridge_)); }

  void aMessageThatCannotBeSavedIsSaidAtOnce() {
    const QString path = dir_.filePath("sent.sqlite");
    ChatStore store;
    QVERIFY(store.open(path).ok());
    ChatTab tab(&bridge_, &store);
    tab.show();
    QVERIFY(answered(tab, "Once upon a time", 4));
    auto* error = tab.findChild<QLabel*>("chatError");
    QVERIFY(!error->isVisible());

    QVERIFY(setWritable(path, false));
    tab.session()->setSettings(ui_test::greedy(8));
    QVERIFY(tab.session()->send("Lily and Tom went to the"));
    // Before the answer even began: the question itself was not saved.
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().contains("could not be saved"), qPrintable(error->text()));
    QSignalSpy finished(tab.session(), &ChatSession::answerFinished);
    QVERIFY(finished.wait(30000));
    QCOMPARE(tab.view()->messageCount(), 4);  // everything stays on screen
    QVERIFY(!tab.session()->messages().last().content.isEmpty());

    // The history holds what was saved before, and says nothing of the rest.
    QVERIFY(setWritable(path, true));
    QCOMPARE(store.messages(tab.session()->chat().id).size(), 2);
  }

  void anAnswerThatStopsSavingIsSaidBeforeItEnds() {
    const QString path = dir_.filePath("streaming.sqlite");
    ChatStore store;
    QVERIFY(store.open(path).ok());
    ChatTab tab(&bridge_, &store);
    tab.show();
    tab.session()->setSettings(ui_test::greedy(200));
    QSignalSpy finished(tab.session(), &ChatSession::answerFinished);
    bool saidBeforeTheEnd = false;
    QString said;
    connect(tab.session(), &ChatSession::errorOccurred, this, [&](const QString& message) {
      if (said.isEmpty()) saidBeforeTheEnd = finished.isEmpty();
      said = message;
    });
    // The disk fills up once the answer has begun.
    connect(
        tab.session(), &ChatSession::answerDelta, this, [&] { QVERIFY(setWritable(path, false)); },
        Qt::SingleShotConnection);
    QVERIFY(tab.session()->send("Once upon a time"));
    QVERIFY(finished.wait(30000));
    QVERIFY2(said.contains("could not be saved"), qPrintable(said));
    QVERIFY(saidBeforeTheEnd);
    QVERIFY(tab.findChild<QLabel*>("chatError")->isVisible());
    QCOMPARE(tab.session()->messages().last().content,
             ui_test::referenceAnswer(bridge_, "Once upon a time"));
    QVERIFY(setWritable(path, true));
  }
};

QTEST_MAIN(SaveFailuresTest)
#include "ui_save_failures.moc"

// A chat tab driven like a user would: type, press Enter, watch the answer stream in.
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>

#include "chat/chat_session.h"
#include "data/chat_json.h"
#include "data/chat_store.h"
#include "ui/chat_tab.h"
#include "ui/chat_view.h"
#include "ui/composer.h"
#include "ui/message_widget.h"
#include "ui_test_helpers.h"

class ChatTabTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QVERIFY(ui_test::loadStories(bridge_)); }

  void typingAndPressingEnterStreamsTheGreedyStory() {
    ChatTab tab(&bridge_, nullptr);
    tab.session()->setSettings(ui_test::greedy(200));
    QSignalSpy deltas(tab.session(), &ChatSession::answerDelta);
    QSignalSpy finished(tab.session(), &ChatSession::answerFinished);
    QTest::keyClicks(tab.composer(), "Once upon a time");
    QTest::keyClick(tab.composer(), Qt::Key_Return);

    QVERIFY(tab.composer()->toPlainText().isEmpty());
    QCOMPARE(tab.view()->messageCount(), 2);
    QVERIFY(tab.stopButton()->isEnabled());
    QVERIFY(finished.wait(30000));
    QVERIFY(deltas.size() > 1);  // streamed in pieces, not delivered at the end
    const QString expected = ui_test::referenceAnswer(bridge_, "Once upon a time");
    QCOMPARE(tab.session()->messages().at(1).content, expected);
    QVERIFY(!tab.stopButton()->isEnabled());
    QCOMPARE(tab.session()->state(), ChatSession::State::Idle);
    QCOMPARE(tab.session()->contextUsed(), 5 + 200);
    QCOMPARE(tab.session()->title(), QString("Once upon a time"));
  }

  // An imported chat of 100,000 messages opens with a window of widgets, not one per message;
  // "Show earlier messages" and scrolling to the top lay out the pages above (past the cap the
  // bottom page goes), and a message of a later page is still the chat's message of that index
  // (the times are printed, not held).
  void aLongChatIsLaidOutLazily() {
    QTemporaryDir dir;
    ChatStore store;
    QVERIFY(store.open(dir.filePath("long.sqlite")).ok());
    constexpr int kMessages = 100000;
    chat_json::ChatDocument document;
    document.chat.title = "A long import";
    for (int i = 0; i < kMessages; ++i) {
      ChatMessage m;
      m.id = i + 1;
      m.parentId = i;
      m.role = i % 2 ? MessageRole::Assistant : MessageRole::User;
      m.content = QString("Message **%1** of the long chat.").arg(i);
      document.messages.append(m);
    }
    QElapsedTimer timer;
    timer.start();
    const qint64 chatId = store.importJson(chat_json::toJson(document));
    QVERIFY2(chatId != 0, qPrintable(store.lastError()));
    const qint64 importMs = timer.restart();
    ChatTab tab(&bridge_, &store);
    tab.resize(900, 700);
    tab.show();
    QVERIFY(tab.session()->openSaved(chatId));
    QCoreApplication::processEvents();
    qInfo("100,000 messages: imported in %lld ms, opened in %lld ms", importMs, timer.elapsed());

    ChatView* view = tab.view();
    QCOMPARE(tab.session()->messages().size(), kMessages);
    QTRY_COMPARE(view->messageCount(), ChatView::kWindow);
    QCOMPARE(view->firstShown(), kMessages - ChatView::kWindow);
    QVERIFY(view->message(kMessages - 1) != nullptr);
    QVERIFY(view->message(0) == nullptr);
    auto* earlier = view->findChild<QPushButton*>("showEarlier");
    QVERIFY(earlier->isVisible());
    QVERIFY(earlier->text().contains(QString::number(kMessages - ChatView::kWindow)));
    earlier->click();
    QTRY_COMPARE(view->messageCount(), ChatView::kWindow + ChatView::kPage);
    QCOMPARE(view->firstShown(), kMessages - ChatView::kWindow - ChatView::kPage);
    QVERIFY(view->message(view->firstShown()) != nullptr);
    QTRY_VERIFY(view->verticalScrollBar()->value() > 0);  // the same messages stay in view
    // A scroll to the top while the last page is still being laid out is anchored back to the
    // messages in view (as for a person, who scrolls again): scroll until the page comes.
    auto scrollToTopUntilFirstShown = [view](int first) {
      if (view->firstShown() == first) return true;
      view->verticalScrollBar()->setValue(0);
      return false;
    };
    QTRY_VERIFY(scrollToTopUntilFirstShown(kMessages - ChatView::kWindow - 2 * ChatView::kPage));
    QTRY_COMPARE(view->messageCount(), ChatView::kWindow + 2 * ChatView::kPage);
    // One page more and the cap is reached: the page at the bottom goes.
    QTRY_VERIFY(view->verticalScrollBar()->value() > 0);
    QTRY_VERIFY(scrollToTopUntilFirstShown(kMessages - ChatView::kWindow - 3 * ChatView::kPage));
    QTRY_COMPARE(view->messageCount(), ChatView::kMaxWidgets);
    QVERIFY(view->message(kMessages - 1) == nullptr);
    QVERIFY(view->message(view->firstShown()) != nullptr);
  }

  void withoutAModelTheMessageStaysInTheComposerWithAnExplanation() {
    EngineBridge empty;
    ChatTab tab(&empty, nullptr);
    tab.show();
    QTest::keyClicks(tab.composer(), "Hello");
    QTest::keyClick(tab.composer(), Qt::Key_Return);
    QCOMPARE(tab.composer()->toPlainText(), QString("Hello"));
    QCOMPARE(tab.view()->messageCount(), 0);
    QLabel* error = tab.findChild<QLabel*>("chatError");
    QVERIFY(error->isVisible());
    QCOMPARE(error->text(), QString("No model is loaded. Open a model folder first."));
  }

  void shiftEnterStartsANewLineInsteadOfSending() {
    ChatTab tab(&bridge_, nullptr);
    QTest::keyClicks(tab.composer(), "first");
    QTest::keyClick(tab.composer(), Qt::Key_Return, Qt::ShiftModifier);
    QTest::keyClicks(tab.composer(), "second");
    QCOMPARE(tab.composer()->toPlainText(), QString("first\nsecond"));
    QCOMPARE(tab.view()->messageCount(), 0);
  }

  void twoTabsStreamAtTheSameTime() {
    ChatTab first(&bridge_, nullptr);
    ChatTab second(&bridge_, nullptr);
    QStringList order;  // "first:delta", "second:finished", ...
    for (auto [tab, name] :
         {std::pair{&first, QString("first")}, std::pair{&second, QString("second")}}) {
      tab->session()->setSettings(ui_test::greedy(200));
      connect(tab->session(), &ChatSession::answerDelta, this, [&order, name] {
        if (!order.contains(name + ":delta")) order.append(name + ":delta");
      });
      connect(tab->session(), &ChatSession::answerFinished, this,
              [&order, name] { order.append(name + ":finished"); });
    }
    QVERIFY(first.session()->send("Once upon a time"));
    QVERIFY(second.session()->send("Lily and Tom went to the"));
    QTRY_COMPARE_WITH_TIMEOUT(order.size(), 4, 30000);
    // Both answers had started before either was complete.
    QCOMPARE(QSet<QString>(order.begin(), order.begin() + 2),
             (QSet<QString>{"first:delta", "second:delta"}));
    QCOMPARE(first.session()->messages().at(1).content,
             ui_test::referenceAnswer(bridge_, "Once upon a time"));
    QCOMPARE(second.session()->messages().at(1).content,
             ui_test::referenceAnswer(bridge_, "Lily and Tom went to the"));
  }

  void stopKeepsTheTextGeneratedSoFar() {
    ChatTab tab(&bridge_, nullptr);
    tab.session()->setSettings(ui_test::greedy(400));
    QSignalSpy deltas(tab.session(), &ChatSession::answerDelta);
    QVERIFY(tab.session()->send("Once upon a time"));
    QVERIFY(deltas.wait(30000));
    QTest::mouseClick(tab.stopButton(), Qt::LeftButton);
    QVERIFY(!tab.session()->isGenerating());
    const QString kept = tab.session()->messages().at(1).content;
    QVERIFY(!kept.isEmpty());
    QVERIFY(ui_test::referenceAnswer(bridge_, "Once upon a time").startsWith(kept));
    QTest::qWait(200);  // outputs of the aborted request still in flight change nothing
    QCOMPARE(tab.session()->messages().at(1).content, kept);
    QVERIFY(tab.view()->message(1)->streamedText().isEmpty());  // rendered as a finished message
  }

  void regenerateReplacesTheLastAnswer() {
    ChatTab tab(&bridge_, nullptr);
    tab.session()->setSettings(ui_test::greedy(30));
    QSignalSpy finished(tab.session(), &ChatSession::answerFinished);
    QVERIFY(tab.session()->send("Once upon a time"));
    QVERIFY(finished.wait(30000));
    const QString answer = tab.session()->messages().at(1).content;
    QVERIFY(tab.session()->regenerate());
    QVERIFY(finished.wait(30000));
    QCOMPARE(tab.session()->messages().size(), 2);
    QCOMPARE(tab.view()->messageCount(), 2);
    QCOMPARE(tab.session()->messages().at(1).content, answer);  // greedy: the same again
  }

  void anAnswerInterruptedByAKillIsShownAsSuchAndCanBeRegenerated() {
    QTemporaryDir dir;
    const QString path = dir.filePath("history.sqlite");
    qint64 chatId = 0;
    {
      // What a killed app leaves: the answer as of its last save, with no finish reason.
      ChatStore store;
      QVERIFY(store.open(path).ok());
      Chat chat;
      chat.title = "killed";
      chatId = store.createChat(chat);
      ChatMessage question;
      question.chatId = chatId;
      question.role = MessageRole::User;
      question.content = "Once upon a time";
      store.appendMessage(question);
      ChatMessage answer = question;
      answer.role = MessageRole::Assistant;
      answer.content = " there was a";
      store.appendMessage(answer);
    }
    ChatStore store;
    QVERIFY(store.open(path).ok());
    ChatTab tab(&bridge_, &store);
    QVERIFY(tab.session()->openSaved(chatId));
    tab.show();
    QCOMPARE(tab.view()->messageCount(), 2);
    const QLabel* note = tab.view()->message(1)->findChild<QLabel*>("interruptedNote");
    QVERIFY(note != nullptr);
    QVERIFY(note->text().startsWith("(interrupted"));
    QVERIFY(tab.view()->message(0)->findChild<QLabel*>("interruptedNote") == nullptr);
    QPushButton* regenerate = nullptr;
    for (QPushButton* button : tab.findChildren<QPushButton*>()) {
      if (button->text() == "Regenerate") regenerate = button;
    }
    QVERIFY(regenerate != nullptr && regenerate->isEnabled());

    tab.session()->setSettings(ui_test::greedy(30));
    QSignalSpy finished(tab.session(), &ChatSession::answerFinished);
    regenerate->click();
    QVERIFY(finished.wait(30000));
    QCOMPARE(store.messages(chatId).size(), 2);
    const QString reason = store.messages(chatId)[1].finishReason;
    QVERIFY2(reason == "length" || reason == "stop", qPrintable(reason));
    QVERIFY(tab.view()->message(1)->findChild<QLabel*>("interruptedNote") == nullptr);
  }

  void editingAnEarlierMessageReplacesEverythingAfterIt() {
    ChatTab tab(&bridge_, nullptr);
    tab.session()->setSettings(ui_test::greedy(20));
    QSignalSpy finished(tab.session(), &ChatSession::answerFinished);
    QVERIFY(tab.session()->send("The cat sat on the mat. The dog"));
    QVERIFY(finished.wait(30000));
    QVERIFY(tab.session()->send("Once upon a time"));
    QVERIFY(finished.wait(30000));
    QCOMPARE(tab.session()->messages().size(), 4);

    QVERIFY(tab.session()->resendEdited(0, "Lily and Tom went to the"));
    QVERIFY(finished.wait(30000));
    QCOMPARE(tab.session()->messages().size(), 2);
    QCOMPARE(tab.view()->messageCount(), 2);
    QCOMPARE(tab.session()->messages().at(0).content, QString("Lily and Tom went to the"));
    const QString reference = ui_test::referenceAnswer(bridge_, "Lily and Tom went to the");
    QVERIFY(reference.startsWith(tab.session()->messages().at(1).content));
  }

 private:
  EngineBridge bridge_;
};

QTEST_MAIN(ChatTabTest)
#include "ui_chat_tab.moc"

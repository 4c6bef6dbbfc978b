// A process killed (SIGKILL) in the middle of a streaming answer leaves a history that reopens
// with the answer as of its last save. The child is this test binary, re-invoked with
// "--stream-child <database>": it streams numbered words through a StreamingSaver and prints
// "saved <length>" after every save, until it is killed.
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <cstdio>

#include "data/chat_store.h"
#include "data/streaming_saver.h"

namespace {

const char kChildFlag[] = "--stream-child";
constexpr int kChildSaveIntervalMs = 20;  // short, so the test sees several saves quickly

ChatMessage message(qint64 chatId, MessageRole role, const QString& content) {
  ChatMessage m;
  m.chatId = chatId;
  m.role = role;
  m.content = content;
  return m;
}

QString word(int i) {
  return QStringLiteral("w%1 ").arg(i);
}

int runStreamChild(const QString& path) {
  ChatStore store;
  if (!store.open(path).ok()) return 2;
  Chat chat;
  chat.title = "streaming";
  const qint64 chatId = store.createChat(chat);
  store.appendMessage(message(chatId, MessageRole::User, "Tell me a long story."));
  StreamingSaver saver(store, store.appendMessage(message(chatId, MessageRole::Assistant, {})));
  saver.setIntervalMs(kChildSaveIntervalMs);
  QObject::connect(&saver, &StreamingSaver::saved, [](int length) {
    std::printf("saved %d\n", length);
    std::fflush(stdout);
  });
  int next = 0;
  QTimer deltas;
  QObject::connect(&deltas, &QTimer::timeout, [&] { saver.append(word(next++)); });
  deltas.start(1);
  return QCoreApplication::exec();  // runs until killed
}

}  // namespace

class ChatStoreCrash : public QObject {
  Q_OBJECT

 private slots:
  void killedMidStreamKeepsTheAnswerUpToTheLastSave() {
    QTemporaryDir dir;
    const QString path = dir.filePath("history.sqlite");
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {kChildFlag, path});
    QVERIFY(child.waitForStarted());

    int saves = 0;
    int lastReported = 0;
    while (saves < 5) {
      QVERIFY2(child.canReadLine() || child.waitForReadyRead(10000),
               qPrintable(child.readAllStandardError()));
      while (child.canReadLine()) {
        const QByteArray line = child.readLine().trimmed();
        QVERIFY2(line.startsWith("saved "), line.constData());
        lastReported = line.mid(6).toInt();
        ++saves;
      }
    }
    child.kill();
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);

    ChatStore store;
    QCOMPARE(store.open(path).state, StoreOpenResult::State::Ok);
    const QList<Chat> chats = store.listChats();
    QCOMPARE(chats.size(), 1);
    const QList<ChatMessage> messages = store.messages(chats[0].id);
    QCOMPARE(messages.size(), 2);
    QCOMPARE(messages[0].content, QStringLiteral("Tell me a long story."));
    // The stored answer is exactly the first k words, k no fewer than at the last report.
    const QString answer = messages[1].content;
    QVERIFY(answer.size() >= lastReported);
    QString expected;
    for (int i = 0; expected.size() < answer.size(); ++i) expected += word(i);
    QCOMPARE(answer, expected);
    // Opening the history marks the answer that was streaming as interrupted.
    QCOMPARE(messages[1].finishReason, QStringLiteral("interrupted"));
    QCOMPARE(messages[0].finishReason, QString(""));
  }

  void finishedAnswersAreNotMarkedInterrupted() {
    QTemporaryDir dir;
    const QString path = dir.filePath("history.sqlite");
    {
      ChatStore store;
      QVERIFY(store.open(path).ok());
      Chat chat;
      chat.title = "done";
      const qint64 chatId = store.createChat(chat);
      store.appendMessage(message(chatId, MessageRole::User, "Hi"));
      const qint64 answer = store.appendMessage(message(chatId, MessageRole::Assistant, "Hello"));
      QVERIFY(store.finishMessage(answer, "Hello.", "stop", 3, 2));
    }
    ChatStore store;
    QVERIFY(store.open(path).ok());
    const QList<ChatMessage> messages = store.messages(store.listChats()[0].id);
    QCOMPARE(messages[1].finishReason, QStringLiteral("stop"));
  }

  // What a save of a growing answer costs (recorded in docs/benchmarks.md, not asserted): the
  // interval of StreamingSaver is chosen from it.
  void benchmarkSavingAGrowingAnswer() {
    QTemporaryDir dir;
    ChatStore store;
    QVERIFY(store.open(dir.filePath("history.sqlite")).ok());
    Chat chat;
    chat.title = "bench";
    const qint64 chatId = store.createChat(chat);
    const qint64 answer = store.appendMessage(message(chatId, MessageRole::Assistant, {}));
    const QString text(4000, QLatin1Char('x'));  // a long answer: about 1,000 tokens
    QBENCHMARK {
      QVERIFY(store.updateMessageContent(answer, text));
    }
  }

  void aPauseInTheStreamIsSavedByTheTimerAndFinishAddsMetadata() {
    QTemporaryDir dir;
    ChatStore store;
    QVERIFY(store.open(dir.filePath("history.sqlite")).ok());
    Chat chat;
    chat.title = "pause";
    const qint64 chatId = store.createChat(chat);
    const qint64 answerId = store.appendMessage(message(chatId, MessageRole::Assistant, "Once"));
    StreamingSaver saver(store, answerId, "Once");
    saver.setIntervalMs(kChildSaveIntervalMs);
    QSignalSpy saved(&saver, &StreamingSaver::saved);
    saver.append(" upon");
    saver.append(" a time");
    QVERIFY(saved.wait(10000));  // no more deltas: only the timer can save
    QCOMPARE(saved.size(), 1);
    QCOMPARE(store.messages(chatId)[0].content, QStringLiteral("Once upon a time"));

    saver.append(",");
    QVERIFY(saver.finish("length", 7, 5));
    saver.append(" ignored");
    const ChatMessage stored = store.messages(chatId)[0];
    QCOMPARE(stored.content, QStringLiteral("Once upon a time,"));
    QCOMPARE(stored.finishReason, QStringLiteral("length"));
    QCOMPARE(stored.promptTokens, 7);
    QCOMPARE(stored.outputTokens, 5);
  }
};

int main(int argc, char** argv) {
  if (argc == 3 && QByteArray(argv[1]) == kChildFlag) {
    QCoreApplication app(argc, argv);
    return runStreamChild(QString::fromLocal8Bit(argv[2]));
  }
  QCoreApplication app(argc, argv);
  ChatStoreCrash test;
  return QTest::qExec(&test, argc, argv);
}

#include "chat_store_crash.moc"

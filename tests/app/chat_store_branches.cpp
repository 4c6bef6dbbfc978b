// Answer versions and branches in the history file: regenerating and editing keep the old
// messages, the chat remembers which version it shows, search finds every version, and JSON
// export/import keeps the whole tree.
#include <QTemporaryDir>
#include <QtTest>

#include "data/chat_json.h"
#include "data/chat_store.h"

class ChatStoreBranches : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir m_dir;
  ChatStore* m_store = nullptr;

  qint64 newChat() {
    Chat chat;
    chat.title = QStringLiteral("branches");
    return m_store->createChat(chat);
  }
  qint64 after(qint64 chatId, qint64 parentId, MessageRole role, const QString& content) {
    ChatMessage m;
    m.chatId = chatId;
    m.role = role;
    m.content = content;
    return m_store->appendMessageAfter(parentId, m);
  }
  static QStringList texts(const QList<ChatMessage>& path) {
    QStringList out;
    for (const ChatMessage& m : path) out << m.content;
    return out;
  }

  // question -> {answer A, answer B -> follow-up -> answer C}; edited question -> answer D.
  struct Sample {
    qint64 chat, question, answerA, answerB, followUp, answerC, edited, answerD;
  };
  Sample sample() {
    Sample s{};
    s.chat = newChat();
    s.question = after(s.chat, 0, MessageRole::User, "What is a quokka?");
    s.answerA = after(s.chat, s.question, MessageRole::Assistant, "A marsupial.");
    s.answerB = after(s.chat, s.question, MessageRole::Assistant, "A small wallaby.");
    s.followUp = after(s.chat, s.answerB, MessageRole::User, "Where does it live?");
    s.answerC = after(s.chat, s.followUp, MessageRole::Assistant, "On Rottnest Island.");
    s.edited = after(s.chat, 0, MessageRole::User, "What is a numbat?");
    s.answerD = after(s.chat, s.edited, MessageRole::Assistant, "A termite eater.");
    return s;
  }

 private slots:
  void init() {
    m_store = new ChatStore(this);
    const QString file =
        m_dir.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()));
    QCOMPARE(m_store->open(file).state, StoreOpenResult::State::Ok);
  }
  void cleanup() { delete m_store; }

  void theNewestVersionIsShownAndTheOthersAreKept() {
    const Sample s = sample();
    QCOMPARE(texts(m_store->messages(s.chat)),
             (QStringList{"What is a numbat?", "A termite eater."}));
    const ConversationTree tree = m_store->conversation(s.chat);
    QCOMPARE(tree.all().size(), 7);
    QCOMPARE(tree.versions(s.edited), (QList<qint64>{s.question, s.edited}));
    QCOMPARE(tree.versions(s.answerB), (QList<qint64>{s.answerA, s.answerB}));
    QCOMPARE(m_store->messages(s.chat).at(1).position, 1);  // index on the path
  }

  void switchingToAnotherVersionIsRemembered() {
    const Sample s = sample();
    QVERIFY(m_store->setCurrentLeaf(s.chat, s.answerC));
    QCOMPARE(texts(m_store->messages(s.chat)),
             (QStringList{"What is a quokka?", "A small wallaby.", "Where does it live?",
                          "On Rottnest Island."}));
    QVERIFY(!m_store->setCurrentLeaf(s.chat, 999999));
    QVERIFY2(m_store->lastError().contains("999999"), qPrintable(m_store->lastError()));
    ChatStore reopened;
    QCOMPARE(reopened.open(m_store->path()).state, StoreOpenResult::State::Ok);
    QCOMPARE(reopened.messages(s.chat).last().id, s.answerC);
  }

  void appendContinuesTheShownPath() {
    const Sample s = sample();
    QVERIFY(m_store->setCurrentLeaf(s.chat, s.answerA));
    ChatMessage m;
    m.chatId = s.chat;
    m.role = MessageRole::User;
    m.content = "And its diet?";
    const qint64 id = m_store->appendMessage(m);
    QCOMPARE(m_store->conversation(s.chat).find(id)->parentId, s.answerA);
    QCOMPARE(m_store->messages(s.chat).size(), 3);
  }

  void searchFindsOlderVersionsAndRevealsThem() {
    const Sample s = sample();
    const QList<SearchHit> hits = m_store->search("Rottnest");
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits[0].messageId, s.answerC);
    QCOMPARE(m_store->revealMessage(s.answerB), s.chat);
    // The newest path below the hit: answer B and the conversation that followed it.
    QCOMPARE(m_store->messages(s.chat).last().id, s.answerC);
    QCOMPARE(m_store->revealMessage(s.question), s.chat);  // already shown: nothing moves
    QCOMPARE(m_store->messages(s.chat).last().id, s.answerC);
    QCOMPARE(m_store->revealMessage(424242), 0);
  }

  void truncatingDropsEveryVersionBelow() {
    const Sample s = sample();
    QVERIFY(m_store->setCurrentLeaf(s.chat, s.answerC));
    QVERIFY(m_store->truncateAfter(s.chat, 1));  // keeps question and answer B
    const ConversationTree tree = m_store->conversation(s.chat);
    QCOMPARE(tree.all().size(), 5);
    QVERIFY(!tree.find(s.followUp) && !tree.find(s.answerC));
    QCOMPARE(m_store->messages(s.chat).last().id, s.answerB);
    QVERIFY(m_store->search("Rottnest").isEmpty());
  }

  void jsonRoundTripKeepsEveryBranchAndTheShownOne() {
    const Sample s = sample();
    QVERIFY(m_store->setCurrentLeaf(s.chat, s.answerA));
    const QByteArray json = m_store->exportJson(s.chat);
    const qint64 copy = m_store->importJson(json);
    QVERIFY2(copy != 0, qPrintable(m_store->lastError()));
    const ConversationTree original = m_store->conversation(s.chat);
    const ConversationTree imported = m_store->conversation(copy);
    QCOMPARE(imported.all().size(), original.all().size());
    QCOMPARE(texts(m_store->messages(copy)), texts(m_store->messages(s.chat)));
    for (int i = 0; i < original.all().size(); ++i) {
      const ChatMessage& a = original.all()[i];
      const ChatMessage& b = imported.all()[i];
      QCOMPARE(b.content, a.content);
      QCOMPARE(imported.versions(b.id).size(), original.versions(a.id).size());
      const ChatMessage* parentA = original.find(a.parentId);
      const ChatMessage* parentB = imported.find(b.parentId);
      QCOMPARE(parentB ? parentB->content : QString(), parentA ? parentA->content : QString());
    }
    QCOMPARE(m_store->exportJson(copy), json);
  }

  void markdownShowsThePathAndWhichVersionItIs() {
    const Sample s = sample();
    QVERIFY(m_store->setCurrentLeaf(s.chat, s.answerA));
    QCOMPARE(m_store->exportMarkdown(s.chat),
             QStringLiteral("# branches\n\n"
                            "## User (version 1 of 2)\n\nWhat is a quokka?\n\n"
                            "## Assistant (version 1 of 2)\n\nA marsupial.\n\n"));
  }

  void version1FilesImportAsOnePath() {
    const QByteArray v1 = R"({"format": "tessera-chat", "version": 1, "chat": {"title": "old"},
      "messages": [{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"},
                   {"role": "user", "content": "bye"}]})";
    const qint64 id = m_store->importJson(v1);
    QVERIFY2(id != 0, qPrintable(m_store->lastError()));
    const QList<ChatMessage> path = m_store->messages(id);
    QCOMPARE(texts(path), (QStringList{"hi", "hello", "bye"}));
    QCOMPARE(path[2].parentId, path[1].id);
  }

  void aParentThatIsNotEarlierIsRejectedByName() {
    const QByteArray bad = R"({"format": "tessera-chat", "version": 2, "chat": {"title": "x"},
      "messages": [{"role": "user", "content": "hi", "parent": null},
                   {"role": "assistant", "content": "hello", "parent": 1}]})";
    QString error;
    QVERIFY(!chat_json::fromJson(bad, &error));
    QCOMPARE(error, QStringLiteral("messages[1].parent: 1 is not the index of an earlier message"));
    QCOMPARE(m_store->importJson(bad), 0);
    QCOMPARE(m_store->listChats().size(), 0);
  }

  // Found by the chat_import fuzz target: 1e59 max tokens was converted to int (undefined).
  void outOfRangeSamplingCountsAreRejectedByName() {
    for (const char* sampling : {R"({"max_tokens": 9.2e58})", R"({"top_k": -1})",
                                 R"({"max_tokens": 2.5})", R"({"top_k": 3000000000})"}) {
      const QByteArray bad = QByteArray(R"({"format": "tessera-chat", "version": 2, "chat":
        {"title": "x", "sampling": )") + sampling + R"(}, "messages": []})";
      QString error;
      QVERIFY2(!chat_json::fromJson(bad, &error), sampling);
      QVERIFY2(error.contains("expected a whole number"), qPrintable(error));
      QCOMPARE(m_store->importJson(bad), 0);
    }
    QCOMPARE(m_store->listChats().size(), 0);
  }
};

QTEST_GUILESS_MAIN(ChatStoreBranches)
#include "chat_store_branches.moc"

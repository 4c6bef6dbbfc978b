// ChatStore: chats, messages, search, settings, export and import on a real SQLite file.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "data/chat_list_model.h"
#include "data/chat_schema.h"
#include "data/chat_store.h"
#include "support/store_raw_db.h"

class ChatStoreBasics : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir m_dir;
  ChatStore* m_store = nullptr;

  qint64 newChat(const QString& title) {
    Chat chat;
    chat.title = title;
    return m_store->createChat(chat);
  }
  qint64 say(qint64 chatId, MessageRole role, const QString& content) {
    ChatMessage m;
    m.chatId = chatId;
    m.role = role;
    m.content = content;
    return m_store->appendMessage(m);
  }

 private slots:
  void init() {
    m_store = new ChatStore(this);
    QCOMPARE(
        m_store->open(m_dir.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction())))
            .state,
        StoreOpenResult::State::Ok);
  }
  void cleanup() { delete m_store; }

  void openedFileUsesWalAndCurrentSchema() {
    RawDb raw(m_store->path());
    QCOMPARE(raw.exec("PRAGMA journal_mode").toString(), QStringLiteral("wal"));
    QCOMPARE(raw.exec("PRAGMA user_version").toInt(), chat_schema::kCurrentVersion);
  }

  void chatsAreListedMostRecentlyUpdatedFirst() {
    const qint64 first = newChat("first");
    const qint64 second = newChat("second");
    QTest::qWait(2);  // distinct millisecond timestamps
    QVERIFY(say(first, MessageRole::User, "hello") != 0);
    const QList<Chat> chats = m_store->listChats();
    QCOMPARE(chats.size(), 2);
    QCOMPARE(chats[0].id, first);
    QCOMPARE(chats[1].id, second);
  }

  void chatSettingsRoundTrip() {
    Chat chat;
    chat.title = "tuned";
    chat.systemPrompt = "You are terse.";
    chat.sampling.temperature = 0.25;
    chat.sampling.topK = 7;
    chat.sampling.seed = 18446744073709551557ull;
    chat.templateName = "zephyr";
    chat.tabColor = "#336699";
    chat.tabOrder = 3;
    const qint64 id = m_store->createChat(chat);
    const std::optional<Chat> stored = m_store->chat(id);
    QVERIFY(stored);
    QCOMPARE(stored->systemPrompt, chat.systemPrompt);
    QVERIFY(stored->sampling == chat.sampling);
    QCOMPARE(stored->templateName, QStringLiteral("zephyr"));
    QCOMPARE(stored->tabColor, QStringLiteral("#336699"));
    QCOMPARE(stored->tabOrder, 3);
    QVERIFY(m_store->renameChat(id, "renamed"));
    QCOMPARE(m_store->chat(id)->title, QStringLiteral("renamed"));
  }

  void messagesKeepOrderAndFinishMetadata() {
    const qint64 chatId = newChat("c");
    say(chatId, MessageRole::System, "be kind");
    say(chatId, MessageRole::User, "hi");
    const qint64 answer = say(chatId, MessageRole::Assistant, "");
    QVERIFY(m_store->updateMessageContent(answer, "Hel"));
    QVERIFY(m_store->finishMessage(answer, "Hello!", "stop", 12, 3));
    const QList<ChatMessage> messages = m_store->messages(chatId);
    QCOMPARE(messages.size(), 3);
    QCOMPARE(messages[0].role, MessageRole::System);
    QCOMPARE(messages[1].content, QStringLiteral("hi"));
    QCOMPARE(messages[2].position, 2);
    QCOMPARE(messages[2].content, QStringLiteral("Hello!"));
    QCOMPARE(messages[2].finishReason, QStringLiteral("stop"));
    QCOMPARE(messages[2].promptTokens, 12);
    QCOMPARE(messages[2].outputTokens, 3);
  }

  void truncateAfterDropsLaterMessagesAndTheirSearchEntries() {
    const qint64 chatId = newChat("c");
    say(chatId, MessageRole::User, "first question");
    say(chatId, MessageRole::Assistant, "zebra answer");
    say(chatId, MessageRole::User, "second question");
    QVERIFY(m_store->truncateAfter(chatId, 0));
    QCOMPARE(m_store->messages(chatId).size(), 1);
    QVERIFY(m_store->search("zebra").isEmpty());
    const qint64 resent = say(chatId, MessageRole::User, "edited");
    QCOMPARE(m_store->messages(chatId).last().id, resent);
    QCOMPARE(m_store->messages(chatId).last().position, 1);
  }

  void deletingAChatDeletesItsMessages() {
    const qint64 chatId = newChat("doomed");
    say(chatId, MessageRole::User, "walrus");
    QVERIFY(m_store->deleteChat(chatId));
    QVERIFY(!m_store->chat(chatId));
    RawDb raw(m_store->path());
    QCOMPARE(raw.exec("SELECT count(*) FROM messages").toInt(), 0);
    QVERIFY(m_store->search("walrus").isEmpty());
  }

  void searchFindsMessagesAndMarksTheMatch() {
    const qint64 a = newChat("animals");
    const qint64 b = newChat("food");
    say(a, MessageRole::User, "Tell me about the <red> fox");
    const qint64 hit = say(b, MessageRole::Assistant, "A fox eats berries");
    say(b, MessageRole::User, "nothing here");
    const qint64 edited = say(b, MessageRole::User, "placeholder");
    QVERIFY(m_store->updateMessageContent(edited, "foxglove is toxic"));

    const QList<SearchHit> hits = m_store->search("fox berr");
    QCOMPARE(hits.size(), 1);
    QCOMPARE(hits[0].chatId, b);
    QCOMPARE(hits[0].messageId, hit);
    QCOMPARE(hits[0].chatTitle, QStringLiteral("food"));
    QCOMPARE(hits[0].snippetHtml, QStringLiteral("A <b>fox</b> eats <b>berries</b>"));

    QCOMPARE(m_store->search("fox").size(), 3);  // the last word matches as a prefix
    QCOMPARE(m_store->search("foxg").size(), 1);
    QCOMPARE(m_store->search("fox eats").size(), 1);
    const QList<SearchHit> escaped = m_store->search("red");
    QCOMPARE(escaped.size(), 1);
    QCOMPARE(escaped[0].snippetHtml, QStringLiteral("Tell me about the &lt;<b>red</b>&gt; fox"));
    QVERIFY(m_store->search("\"AND\" -(").isEmpty());
    QVERIFY(m_store->lastError().isEmpty());
  }

  void settingsAreStoredByKey() {
    QCOMPARE(m_store->setting("theme", "light"), QStringLiteral("light"));
    QVERIFY(m_store->setSetting("theme", "dark"));
    QVERIFY(m_store->setSetting("theme", "sepia"));
    QCOMPARE(m_store->setting("theme"), QStringLiteral("sepia"));
  }

  void jsonExportImportRecreatesTheChat() {
    Chat chat;
    chat.title = "Trip \"plans\"";
    chat.systemPrompt = "Plan trips.";
    chat.sampling.maxTokens = 99;
    const qint64 id = m_store->createChat(chat);
    say(id, MessageRole::User, "Where to?\nSomewhere warm.");
    const qint64 answer = say(id, MessageRole::Assistant, "");
    m_store->finishMessage(answer, "Lisbon 🌞", "length", 20, 99);

    const qint64 copy = m_store->importJson(m_store->exportJson(id));
    QVERIFY2(copy != 0, qPrintable(m_store->lastError()));
    QVERIFY(copy != id);
    const Chat imported = *m_store->chat(copy);
    QCOMPARE(imported.title, chat.title);
    QCOMPARE(imported.systemPrompt, chat.systemPrompt);
    QCOMPARE(imported.sampling.maxTokens, 99);
    const QList<ChatMessage> original = m_store->messages(id);
    const QList<ChatMessage> messages = m_store->messages(copy);
    QCOMPARE(messages.size(), 2);
    for (int i = 0; i < 2; ++i) {
      QCOMPARE(messages[i].role, original[i].role);
      QCOMPARE(messages[i].content, original[i].content);
      QCOMPARE(messages[i].createdAt, original[i].createdAt);
      QCOMPARE(messages[i].finishReason, original[i].finishReason);
      QCOMPARE(messages[i].outputTokens, original[i].outputTokens);
    }
    QCOMPARE(m_store->search("Lisbon").size(), 2);
  }

  void markdownExportListsMessagesInOrder() {
    Chat chat;
    chat.title = "Notes";
    chat.systemPrompt = "Be brief.";
    const qint64 id = m_store->createChat(chat);
    say(id, MessageRole::User, "Hi");
    say(id, MessageRole::Assistant, "Hello.");
    QCOMPARE(m_store->exportMarkdown(id),
             QStringLiteral("# Notes\n\n**System prompt:** Be brief.\n\n## User\n\nHi\n\n"
                            "## Assistant\n\nHello.\n\n"));
  }

  void importRejectsAnUnknownRoleAndNamesIt() {
    const QByteArray json = R"({"format": "tessera-chat", "version": 1, "chat": {"title": "x"},
        "messages": [{"role": "user", "content": "a"}, {"role": "bot", "content": "b"}]})";
    QCOMPARE(m_store->importJson(json), 0);
    QCOMPARE(m_store->lastError(),
             QStringLiteral(
                 "Cannot import the chat: messages[1].role: 'bot' is not one of system, user, "
                 "assistant"));
    QVERIFY(m_store->listChats().isEmpty());
  }

  void importRefusesJsonNested100000Deep() {
    const QByteArray json = QByteArray(100000, '[') + QByteArray(100000, ']');
    QCOMPARE(m_store->importJson(json), 0);
    QCOMPARE(m_store->lastError(), QStringLiteral("Cannot import the chat: not JSON: too deeply "
                                                  "nested document at offset 1025"));
    QVERIFY(m_store->listChats().isEmpty());
  }

  void importKeepsDeepSettingsWithinTheParsersBound() {
    // Qt's parser refuses nesting beyond 1024 levels; anything it accepts must also survive
    // being stored and exported again.
    const QByteArray deep = QByteArray(1000, '[') + QByteArray(1000, ']');
    const QByteArray json = R"({"format": "tessera-chat", "version": 1, "chat": {"title": "x"},
        "messages": [{"role": "user", "content": "a", "settings": {"deep": )" +
                            deep + "}}]}";
    const qint64 id = m_store->importJson(json);
    QVERIFY2(id > 0, qPrintable(m_store->lastError()));
    QVERIFY2(m_store->importJson(m_store->exportJson(id)) > 0, qPrintable(m_store->lastError()));
  }

  void chatListModelFollowsTheStore() {
    ChatListModel model(*m_store);
    QCOMPARE(model.rowCount(), 0);
    const qint64 older = newChat("older");
    const qint64 newer = newChat("");
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.chatIdAt(0), newer);
    QCOMPARE(model.index(0).data().toString(), QStringLiteral("Untitled chat"));
    QTest::qWait(2);  // distinct millisecond timestamps
    say(older, MessageRole::User, "bump");
    QCOMPARE(model.rowOf(older), 0);
    QCOMPARE(model.index(0).data(ChatListModel::ChatIdRole).toLongLong(), older);
    m_store->deleteChat(newer);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.rowOf(newer), -1);
  }

  void writesToAMissingChatFailWithoutSideEffects() {
    QSignalSpy failed(m_store, &ChatStore::writeFailed);
    ChatMessage orphan;
    orphan.chatId = 4242;
    orphan.content = "lost";
    QCOMPARE(m_store->appendMessage(orphan), 0);  // foreign key
    QCOMPARE(failed.size(), 1);
    QVERIFY(m_store->lastError().contains("FOREIGN KEY"));
    QVERIFY(!m_store->finishMessage(999, "x", "stop", 0, 0));
    QCOMPARE(m_store->lastError(), QStringLiteral("Chat history: message 999 does not exist"));
  }
};

QTEST_GUILESS_MAIN(ChatStoreBasics)
#include "chat_store_basics.moc"

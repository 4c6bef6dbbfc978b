// The chat history: one SQLite file (WAL, foreign keys on, FTS5 search), schema migrations, and
// a precise report when the file is damaged, locked or from a newer version. Every write is a
// transaction; failures are reported through return values and lastError(), never exceptions.
// Lives on the thread that opened it (usually the GUI thread).
#pragma once

#include <QList>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <functional>
#include <optional>

#include "data/chat_types.h"
#include "data/conversation_tree.h"

struct StoreOpenResult {
  enum class State { Ok, Corrupt, Locked, TooNew, Error };
  State state = State::Error;
  QString message;        // translated, for the user; empty when Ok
  int schemaVersion = 0;  // user_version found in the file (for TooNew, the newer one)
  bool ok() const { return state == State::Ok; }
};

// A chat read whole, as a tab shows it. Plain data: an import's worker thread reads it and
// hands it to the GUI thread, which then has no O(messages) work left to do.
struct SavedChat {
  Chat chat;
  ConversationTree tree;    // every version
  QList<ChatMessage> path;  // tree.path(): what the chat shows
};

class ChatStore : public QObject {
  Q_OBJECT

 public:
  struct Options {
    int busyTimeoutMs = 3000;  // how long to wait for another connection's lock before Locked
    // False for a second connection to a history the app has already opened (an import on a
    // worker thread): no health check, migration or repair of answers the other one may be
    // streaming right now.
    bool maintain = true;
  };
  // Called during an import with the messages saved so far; returning false cancels it.
  using ImportProgress = std::function<bool(int saved, int total)>;

  explicit ChatStore(QObject* parent = nullptr);
  ~ChatStore() override;

  // <AppDataLocation>/history.sqlite
  static QString defaultPath();

  // Opens (creating if needed) and migrates the file. A damaged, locked or too-new file is left
  // exactly as it was and the store stays closed; the app can still run without history.
  StoreOpenResult open(const QString& path, const Options& options);
  StoreOpenResult open(const QString& path) { return open(path, Options{}); }
  // After a failed open (not Locked): renames the file and its -wal/-shm/-journal companions to
  // "<name>.broken-<timestamp>" (never overwriting anything) and opens a fresh database.
  StoreOpenResult backupAndStartFresh();
  QString backupPath() const { return m_backupPath; }  // set by backupAndStartFresh
  void close();
  bool isOpen() const { return m_db.isOpen(); }
  QString path() const { return m_path; }
  StoreOpenResult openResult() const { return m_openResult; }
  QString lastError() const { return m_lastError; }

  // Chats. createChat uses title, systemPrompt, sampling, templateName, tabColor, tabOrder.
  qint64 createChat(const Chat& chat);  // new id, 0 on failure
  bool renameChat(qint64 chatId, const QString& title);
  // Saves systemPrompt, sampling, templateName, tabColor and tabOrder of chat.id.
  bool updateChatSettings(const Chat& chat);
  bool deleteChat(qint64 chatId);  // its messages go with it
  QList<Chat> listChats() const;   // most recently updated first
  std::optional<Chat> chat(qint64 chatId) const;
  std::optional<SavedChat> loadChat(qint64 chatId) const;  // the chat, its tree and its path

  // Messages form a tree (answer versions, edited branches; see ConversationTree). messages()
  // is the path the chat shows now, root first; conversation() is every version.
  QList<ChatMessage> messages(qint64 chatId) const;
  ConversationTree conversation(qint64 chatId) const;
  // Both use chatId, role, content, token counts, finishReason and settingsUsed, and make the
  // new message the chat's current leaf. appendMessage continues the current path;
  // appendMessageAfter starts a version under `parentId` (0 = a new first message).
  // Return the id, 0 on failure.
  qint64 appendMessage(const ChatMessage& message);
  qint64 appendMessageAfter(qint64 parentId, const ChatMessage& message);
  // Shows another version: `leafId` becomes the end of the chat's path.
  bool setCurrentLeaf(qint64 chatId, qint64 leafId);
  // Makes sure a message (e.g. a search hit in an older version) is on its chat's path;
  // returns the chat id, 0 when the message does not exist.
  qint64 revealMessage(qint64 messageId);
  // For streaming: one cheap UPDATE of the text (the chat's order is not touched).
  bool updateMessageContent(qint64 messageId, const QString& content);
  // The end of an answer: final text, finish reason and token counts; bumps the chat's order.
  bool finishMessage(qint64 messageId, const QString& content, const QString& finishReason,
                     int promptTokens, int outputTokens);
  // Deletes the messages after path index `position` (and every version that follows them);
  // the message at `position` becomes the current leaf.
  bool truncateAfter(qint64 chatId, int position);

  QString setting(const QString& key, const QString& fallback = {}) const;
  bool setSetting(const QString& key, const QString& value);

  // Full-text search over message content; every word must match (prefix match on the last).
  QList<SearchHit> search(const QString& query, int limit = 50) const;

  QString exportMarkdown(qint64 chatId) const;  // empty when the chat does not exist
  QByteArray exportJson(qint64 chatId) const;   // empty when the chat does not exist
  // New chat id, 0 with lastError() on failure or when `progress` cancelled (nothing is saved
  // then: one transaction). `progress` is called every kImportProgressStep messages.
  qint64 importJson(const QByteArray& json, const ImportProgress& progress = {});
  static constexpr int kImportProgressStep = 1000;
  // Another connection (an import's worker) changed the chats: tells this one's listeners.
  void noteChatsChangedElsewhere() { emit chatsChanged(); }

 signals:
  void chatsChanged();                  // created, renamed, deleted, reordered
  void messagesChanged(qint64 chatId);  // appended, finished, truncated (not streaming updates)
  void writeFailed(const QString& message);

 private:
  class Transaction;
  StoreOpenResult openConnection();
  StoreOpenResult inspectExisting();
  StoreOpenResult inspect(QSqlDatabase& db);
  StoreOpenResult failOpen(StoreOpenResult::State state, const QString& detail, int version = 0);
  StoreOpenResult classifyOpenError(const QSqlError& error);
  bool exec(QSqlQuery& query) const;  // sets lastError on failure
  // Commits when ok (else rolls back); a failed write sets lastError and emits writeFailed.
  bool finishWrite(Transaction& transaction, bool ok);
  qint64 insertChat(const Chat& chat, qint64 now);
  bool touchChat(qint64 chatId, qint64 now);
  qint64 currentLeaf(qint64 chatId) const;
  bool writeCurrentLeaf(qint64 chatId, qint64 leafId);  // 0 = none

  QSqlDatabase m_db;
  QString m_connectionName;
  QString m_path;
  QString m_backupPath;
  Options m_options;
  StoreOpenResult m_openResult;
  mutable QString m_lastError;
};

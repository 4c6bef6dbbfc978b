// One chat's conversation and the answers to it: the model behind a chat tab. The answers come
// from an AnswerSource: the local engine (the default) or a remote server. With a ChatStore it
// saves as it goes: each message when sent, a streaming answer at least once a second, and the
// final answer (also when stopped) with its finish reason. A save that fails is reported at once
// (errorOccurred): the text stays on screen, in memory only.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <memory>

#include "chat/answer_source.h"
#include "chat/local_answer_source.h"
#include "data/chat_types.h"
#include "data/conversation_tree.h"
#include "data/preset_library.h"
#include "engine_bridge.h"
#include "remote/remote_endpoint.h"

class ChatStore;
struct SavedChat;
class QNetworkAccessManager;
class RemoteAnswerSource;
class StreamingSaver;

class ChatSession : public QObject {
  Q_OBJECT

 public:
  using State = AnswerState;

  // `store` may be null (history unavailable): the chat then lives only in memory.
  ChatSession(EngineBridge* bridge, ChatStore* store, QObject* parent = nullptr);
  ~ChatSession() override;

  const Chat& chat() const { return chat_; }  // id 0 until first saved
  QString title() const { return chat_.title; }
  void setTitle(const QString& title);
  // Takes the system prompt, sampling and template name of `settings`.
  void setSettings(const Chat& settings);
  bool openSaved(qint64 chatId);  // loads a chat and its messages from the store
  // Shows a chat already read from the store (by an import's worker thread): no O(messages)
  // work on this thread.
  bool openLoaded(SavedChat saved);
  // Presets live in the store; the loaded model's name keys its default preset ("" = none).
  PresetLibrary presets() const { return PresetLibrary(store_); }
  QString modelName() const;
  QString modelTemplate() const;  // what "Model default" renders with (AnswerSource)
  // A new chat whose settings nobody chose yet takes the loaded model's default preset.
  void adoptModelDefaults();

  const QList<ChatMessage>& messages() const { return messages_; }  // the path shown
  const ConversationTree& conversation() const { return tree_; }    // every version
  State state() const { return state_; }
  bool isGenerating() const { return source()->isActive(); }
  // The local engine's request under way (0 when none) and every one this chat made.
  tessera::RequestId requestId() const { return local_->requestId(); }
  bool ownsRequest(tessera::RequestId id) const { return local_->ownsRequest(id); }
  double tokensPerSecond() const { return tokensPerSecond_; }
  int contextUsed() const { return contextUsed_; }
  int contextLength() const { return source()->contextLength(); }

  // The engine answers come from: the local one (the default) or a remote server.
  // Not while an answer is generating.
  void useLocalEngine();
  void useRemoteEngine(QNetworkAccessManager* network, const RemoteEndpoint& endpoint);
  QString engineId() const { return source()->engineId(); }
  const RemoteEndpoint* remoteEngine() const;
  QJsonObject engineRecord() const { return source()->engineRecord(); }

  // Each returns false (and emits errorOccurred when it is not obvious why) when nothing started.
  bool send(const QString& text);
  bool regenerate();  // a new version of the last answer; the old ones are kept
  // A new version of user message `index` (a branch beside the old one) and a new answer.
  bool resendEdited(int index, const QString& text);
  // Versions of message `index`: {which one is shown (1-based), how many}.
  std::pair<int, int> versionOf(int index) const;
  // Shows the version `step` places before/after message `index`'s (and the newest path below
  // it). False while generating or when there is no such version.
  bool showVersion(int index, int step);
  void stop();  // the answer ends; what was generated so far stays and is saved

 signals:
  void messagesReset();
  void messageAdded(int index);
  void answerDelta(int index, const QString& delta);
  void answerFinished(int index);
  void stateChanged(ChatSession::State state);
  void statsChanged();
  void titleChanged(const QString& title);
  void errorOccurred(const QString& message);  // also what the user should know (left-out messages)

 private:
  AnswerSource* source() const;
  void listenTo(AnswerSource* source);
  bool modelReady();  // emits errorOccurred when not
  bool startAnswer();
  void appendMessage(MessageRole role, const QString& text);
  void dropLast();  // removes the last message of the path (not sent after all)
  bool ensureSaved();
  void reportSaveFailure(const QString& message);  // a write to the store failed
  void onDelta(const QString& delta);
  void onCounted(int promptTokens, int outputTokens);
  void onSourceState(State state);
  void finishAnswer(const QString& reason);
  void onFailed(const QString& message, bool cut);
  void setState(State state);

  EngineBridge* bridge_;
  ChatStore* store_;
  LocalAnswerSource* local_;                    // a child: always there
  std::unique_ptr<RemoteAnswerSource> remote_;  // while on a remote engine
  Chat chat_;
  ConversationTree tree_;
  QList<ChatMessage> messages_;  // tree_.path(), kept to be indexed while streaming
  // Ids for messages the store could not save (negative).
  qint64 nextLocalId_ = -1;
  bool settingsChosen_ = false;  // set, or saved: the model's default preset no longer applies
  std::unique_ptr<StreamingSaver> saver_;
  bool saveFailing_ = false;  // a failed save was reported and none has worked since
  State state_ = State::Idle;
  QElapsedTimer firstTokenTimer_;
  int tokensAtFirstOutput_ = 0;
  double tokensPerSecond_ = 0.0;
  int contextUsed_ = 0;
  int promptTokens_ = 0;
  int outputTokens_ = 0;
};

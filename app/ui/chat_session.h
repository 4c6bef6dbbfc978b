// One chat's conversation and its generation in the engine: the model behind a chat tab.
// With a ChatStore it saves as it goes: each message when sent, a streaming answer at least once
// a second, and the final answer (also when stopped) with its finish reason.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <memory>

#include "data/chat_types.h"
#include "data/conversation_tree.h"
#include "data/preset_library.h"
#include "engine_bridge.h"
#include "remote/remote_endpoint.h"

class ChatStore;
class ChatStream;
class QNetworkAccessManager;
class StreamingSaver;

class ChatSession : public QObject {
  Q_OBJECT

 public:
  enum class State { Idle, Queued, Prefilling, Generating, Preempted };

  // `store` may be null (history unavailable): the chat then lives only in memory.
  ChatSession(EngineBridge* bridge, ChatStore* store, QObject* parent = nullptr);
  ~ChatSession() override;

  const Chat& chat() const { return chat_; }  // id 0 until first saved
  QString title() const { return chat_.title; }
  void setTitle(const QString& title);
  // Takes the system prompt, sampling and template name of `settings`.
  void setSettings(const Chat& settings);
  bool openSaved(qint64 chatId);  // loads a chat and its messages from the store
  // Presets live in the store; the loaded model's name keys its default preset ("" = none).
  PresetLibrary presets() const { return PresetLibrary(store_); }
  QString modelName() const;
  // A new chat whose settings nobody chose yet takes the loaded model's default preset.
  void adoptModelDefaults();

  const QList<ChatMessage>& messages() const { return messages_; }  // the path shown
  const ConversationTree& conversation() const { return tree_; }    // every version
  State state() const { return state_; }
  bool isGenerating() const;
  tessera::RequestId requestId() const { return requestId_; }
  bool ownsRequest(tessera::RequestId id) const { return submitted_.contains(id); }  // any answer
  double tokensPerSecond() const { return tokensPerSecond_; }
  int contextUsed() const { return contextUsed_; }
  int contextLength() const;

  // The engine answers come from: the local one (the default) or a remote server
  // (chat_session_remote.cpp). Not while an answer is generating.
  void useLocalEngine();
  void useRemoteEngine(QNetworkAccessManager* network, const RemoteEndpoint& endpoint);
  QString engineId() const { return remote_ ? remote_->id : kLocalEngineId; }
  const RemoteEndpoint* remoteEngine() const { return remote_ ? &*remote_ : nullptr; }
  QJsonObject engineRecord() const;  // settings_used.engine of the answers: which engine, model

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
  void stop();  // the engine aborts; what was generated so far stays and is saved

 signals:
  void messagesReset();
  void messageAdded(int index);
  void answerDelta(int index, const QString& delta);
  void answerFinished(int index);
  void stateChanged(ChatSession::State state);
  void statsChanged();
  void titleChanged(const QString& title);
  void errorOccurred(const QString& message);

 private:
  bool modelReady();  // emits errorOccurred when not
  bool startAnswer();
  std::vector<tessera::TokenId> promptIds(const tessera::Tokenizer& tokenizer) const;
  void appendMessage(MessageRole role, const QString& text);
  void dropLast();  // removes the last message of the path (not sent after all)
  bool ensureSaved();
  void onOutput(const tessera::RequestOutput& out);
  void onEvent(const tessera::RequestEvent& event);
  void finishAnswer(const QString& reason, int promptTokens, int outputTokens);
  void setState(State state);
  bool startRemoteAnswer();
  void stopRemote();
  void onRemoteFinished(const QString& reason);
  void onRemoteFailed(const QString& message, bool cut);

  EngineBridge* bridge_;
  ChatStore* store_;
  Chat chat_;
  ConversationTree tree_;
  QList<ChatMessage> messages_;  // tree_.path(), kept to be indexed while streaming
  qint64 nextLocalId_ = -1;
  bool settingsChosen_ = false;  // set, or saved: the model's default preset no longer applies //
                                 // ids for messages the store could not save (negative)
  std::unique_ptr<StreamingSaver> saver_;
  tessera::RequestId requestId_ = 0;
  QSet<tessera::RequestId> submitted_;  // this engine's requests for this chat
  State state_ = State::Idle;
  QElapsedTimer firstTokenTimer_;
  int tokensAtFirstOutput_ = 0;
  double tokensPerSecond_ = 0.0;
  int contextUsed_ = 0;
  int promptTokens_ = 0;
  int outputTokens_ = 0;
  std::optional<RemoteEndpoint> remote_;
  ChatStream* stream_ = nullptr;  // while on a remote engine
};

// One chat's conversation and its generation in the engine: the model behind a chat tab.
#pragma once

#include <QElapsedTimer>
#include <QObject>

#include "engine_bridge.h"
#include "ui/chat_types.h"

class ChatSession : public QObject {
  Q_OBJECT

 public:
  enum class State { Idle, Queued, Prefilling, Generating, Preempted };

  ChatSession(EngineBridge* bridge, QObject* parent = nullptr);
  ~ChatSession() override;

  qint64 chatId() const { return chatId_; }  // 0 until saved
  void setChatId(qint64 id) { chatId_ = id; }
  QString title() const { return title_; }
  void setTitle(const QString& title);
  const QList<ChatEntry>& messages() const { return messages_; }
  const ChatSettings& settings() const { return settings_; }
  void setSettings(const ChatSettings& settings);
  void setMessages(const QList<ChatEntry>& messages);  // a chat reopened from history

  State state() const { return state_; }
  bool isGenerating() const { return requestId_ != 0; }
  tessera::RequestId requestId() const { return requestId_; }
  double tokensPerSecond() const { return tokensPerSecond_; }
  int contextUsed() const { return contextUsed_; }
  int contextLength() const;

  // Each returns false (and emits errorOccurred) when nothing could be started.
  bool send(const QString& text);
  bool regenerate();                              // replaces the last answer
  bool resendEdited(int index, const QString& text);  // replaces message `index` and all after
  void stop();  // the engine aborts; what was generated so far stays

 signals:
  void messagesReset();
  void messageAdded(int index);
  void answerDelta(int index, const QString& delta);
  void answerFinished(int index);
  void stateChanged(ChatSession::State state);
  void statsChanged();
  void titleChanged(const QString& title);
  void settingsChanged();
  void errorOccurred(const QString& message);

 private:
  bool startAnswer();
  std::vector<tessera::TokenId> promptIds(const tessera::Tokenizer& tokenizer) const;
  void onOutput(const tessera::RequestOutput& out);
  void onEvent(const tessera::RequestEvent& event);
  void finishAnswer();
  void setState(State state);

  EngineBridge* bridge_;
  qint64 chatId_ = 0;
  QString title_;
  QList<ChatEntry> messages_;
  ChatSettings settings_;
  tessera::RequestId requestId_ = 0;
  State state_ = State::Idle;
  QElapsedTimer firstTokenTimer_;
  int tokensAtFirstOutput_ = 0;
  double tokensPerSecond_ = 0.0;
  int contextUsed_ = 0;
};

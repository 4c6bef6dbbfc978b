// Where a chat's answers come from: the local engine (LocalAnswerSource, over the EngineBridge)
// or a remote OpenAI-compatible server (RemoteAnswerSource, over ChatStream). A ChatSession
// keeps the conversation and its history; an answer source only turns the conversation into one
// streamed answer at a time and reports its progress, so the session treats both alike.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include "data/chat_types.h"

// What the answer under way is doing, as the status line shows it.
enum class AnswerState { Idle, Queued, Prefilling, Generating, Preempted };

class AnswerSource : public QObject {
  Q_OBJECT

 public:
  using QObject::QObject;

  virtual QString engineId() const = 0;
  virtual QJsonObject engineRecord() const = 0;  // settings_used.engine: which engine, model
  virtual int contextLength() const = 0;         // tokens; 0 when unknown
  // The template a chat's "Model default" renders with, in the interface language; empty when
  // no model is known yet.
  virtual QString modelTemplate() const = 0;
  // Why no answer can start now, in the interface language; empty when one can.
  virtual QString notReady() const = 0;
  // Starts an answer to `path` (the conversation shown, the user's turn last) under `chat`'s
  // system prompt, sampling and template. `contextUsed`: the tokens the chat held so far.
  // Returns why nothing started, or an empty string when the answer began.
  virtual QString start(const Chat& chat, const QList<ChatMessage>& path, int contextUsed) = 0;
  virtual void stop() = 0;  // ends the answer with finished("abort"); the text so far stays
  virtual bool isActive() const = 0;

 signals:
  void stateChanged(AnswerState state);
  void delta(const QString& text);
  // Token counts of the answer under way, whenever they change.
  void counted(int promptTokens, int outputTokens);
  void contextLengthChanged();
  // Something the user should know about the answer that began, in the interface language.
  void notice(const QString& message);
  // Exactly one of these ends each answer that start() began.
  void finished(const QString& reason);  // "stop", "length", "abort", ...
  // `cut`: the answer had begun and what arrived is kept; otherwise nothing of it is worth
  // keeping and the question can be sent again.
  void failed(const QString& message, bool cut);
};

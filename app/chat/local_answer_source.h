// Answers from the engine inside the process: the conversation is rendered with the model's
// chat template, tokenized and submitted to the EngineBridge; outputs and request events arrive
// as queued signals and become deltas, counts and states.
#pragma once

#include <QSet>
#include <vector>

#include "chat/answer_source.h"
#include "engine_bridge.h"

class LocalAnswerSource : public AnswerSource {
  Q_OBJECT

 public:
  LocalAnswerSource(EngineBridge* bridge, QObject* parent = nullptr);
  ~LocalAnswerSource() override;  // aborts the request under way, quietly

  QString engineId() const override;
  QJsonObject engineRecord() const override;
  int contextLength() const override;
  QString modelTemplate() const override;
  QString notReady() const override;
  QString start(const Chat& chat, const QList<ChatMessage>& path, int contextUsed) override;
  void stop() override;
  bool isActive() const override { return requestId_ != 0; }

  tessera::RequestId requestId() const { return requestId_; }  // 0 when none is under way
  bool ownsRequest(tessera::RequestId id) const { return submitted_.contains(id); }

 private:
  // Throws tessera::ChatTemplateError when the model's template refuses the conversation.
  std::vector<tessera::TokenId> promptIds(const Chat& chat, const QList<ChatMessage>& path) const;
  void onOutput(const tessera::RequestOutput& out);
  void onEvent(const tessera::RequestEvent& event);
  void end(const QString& reason);

  EngineBridge* bridge_;
  tessera::RequestId requestId_ = 0;
  QSet<tessera::RequestId> submitted_;  // this chat's requests on the current engine
};

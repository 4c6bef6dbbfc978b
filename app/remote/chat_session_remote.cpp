// ChatSession on a remote engine: the conversation goes to the server as chat messages (the
// server applies its model's chat template), the answer streams back through ChatStream.
// Kept apart from chat_session.cpp, which drives the local engine.
#include <QJsonArray>

#include "data/streaming_saver.h"
#include "remote/chat_stream.h"
#include "remote/connection_test.h"
#include "ui/chat_session.h"

void ChatSession::useLocalEngine() {
  if (isGenerating()) return;
  remote_.reset();
  delete stream_;
  stream_ = nullptr;
  emit statsChanged();
}

void ChatSession::useRemoteEngine(QNetworkAccessManager* network, const RemoteEndpoint& endpoint) {
  if (isGenerating()) return;
  useLocalEngine();
  remote_ = endpoint;
  stream_ = new ChatStream(network, this);
  connect(stream_, &ChatStream::delta, this, [this](const QString& delta) {
    const int index = messages_.size() - 1;
    messages_[index].content += delta;
    if (saver_) saver_->append(delta);
    ++outputTokens_;  // one chunk is one token on vLLM and tessera-server; `usage` corrects it
    if (!firstTokenTimer_.isValid()) {
      firstTokenTimer_.start();
      tokensAtFirstOutput_ = outputTokens_;
    } else if (firstTokenTimer_.elapsed() > 0) {
      tokensPerSecond_ = 1000.0 * (outputTokens_ - tokensAtFirstOutput_) /
                         static_cast<double>(firstTokenTimer_.elapsed());
    }
    contextUsed_ = promptTokens_ + outputTokens_;
    setState(State::Generating);
    emit answerDelta(index, delta);
    emit statsChanged();
  });
  connect(stream_, &ChatStream::usage, this, [this](int prompt, int completion) {
    promptTokens_ = prompt;
    outputTokens_ = completion;
    contextUsed_ = prompt + completion;
    emit statsChanged();
  });
  connect(stream_, &ChatStream::promptCounted, this, [this](int prompt, int maxModelLen) {
    promptTokens_ = prompt;
    contextUsed_ = prompt + outputTokens_;
    if (remote_ && remote_->maxModelLen == 0) remote_->maxModelLen = maxModelLen;
    emit statsChanged();
  });
  connect(stream_, &ChatStream::finished, this, &ChatSession::onRemoteFinished);
  connect(stream_, &ChatStream::failed, this, &ChatSession::onRemoteFailed);
  if (endpoint.maxModelLen == 0) {
    // The context meter needs the model's length: ask /v1/models (vLLM and tessera-server say).
    auto* probe = new ConnectionTest(network, stream_);
    connect(probe, &ConnectionTest::finished, this,
            [this, probe, id = endpoint.id](const ConnectionVerdict& verdict) {
              probe->deleteLater();
              if (!remote_ || remote_->id != id || !verdict.ok()) return;
              remote_->maxModelLen = verdict.maxModelLen;
              emit statsChanged();
            });
    probe->run(endpoint);
  }
  emit statsChanged();
}

bool ChatSession::isGenerating() const {
  return requestId_ != 0 || (stream_ && stream_->isActive());
}

QJsonObject ChatSession::engineRecord() const {
  if (remote_) return remote_->describe();
  const tessera::ModelInfo* info = bridge_->modelInfo();
  return QJsonObject{{"id", kLocalEngineId},
                     {"kind", "local"},
                     {"model", info ? QString::fromStdString(info->name) : QString()}};
}

bool ChatSession::startRemoteAnswer() {
  QJsonArray conversation;
  if (!chat_.systemPrompt.trimmed().isEmpty())
    conversation.append(QJsonObject{{"role", "system"}, {"content", chat_.systemPrompt}});
  for (const ChatMessage& m : messages_)
    conversation.append(QJsonObject{{"role", roleName(m.role)}, {"content", m.content}});
  // Until the server's /tokenize count (or, without one, its `usage`) arrives, the last
  // answer's count stands in for the prompt.
  promptTokens_ = contextUsed_;
  outputTokens_ = 0;
  tokensPerSecond_ = 0.0;
  firstTokenTimer_.invalidate();
  appendMessage(MessageRole::Assistant, QString());
  if (store_ && messages_.last().id != 0)
    saver_ = std::make_unique<StreamingSaver>(*store_, messages_.last().id);
  emit messageAdded(messages_.size() - 1);
  setState(State::Queued);
  stream_->start(*remote_, conversation, chat_.sampling);
  emit statsChanged();
  return true;
}

void ChatSession::stopRemote() {
  stream_->stop();
}

void ChatSession::onRemoteFinished(const QString& reason) {
  finishAnswer(reason, promptTokens_, outputTokens_);
}

// What arrived is kept and saved as an answer that ended in an error (Regenerate retries); an
// answer that never began is taken back, leaving the question to send again.
void ChatSession::onRemoteFailed(const QString& message, bool cut) {
  if (cut || !messages_.last().content.isEmpty()) {
    finishAnswer("error", promptTokens_, outputTokens_);
  } else {
    if (saver_) saver_->finish("error", promptTokens_, outputTokens_);
    saver_.reset();
    dropLast();
    firstTokenTimer_.invalidate();
    setState(State::Idle);
    emit messagesReset();
    emit statsChanged();
  }
  emit errorOccurred(message);
}

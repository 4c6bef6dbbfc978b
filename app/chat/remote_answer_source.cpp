#include "chat/remote_answer_source.h"

#include <QJsonArray>

#include "remote/chat_stream.h"
#include "remote/connection_test.h"

RemoteAnswerSource::RemoteAnswerSource(QNetworkAccessManager* network,
                                       const RemoteEndpoint& endpoint, QObject* parent)
    : AnswerSource(parent), endpoint_(endpoint), stream_(new ChatStream(network, this)) {
  connect(stream_, &ChatStream::delta, this, [this](const QString& text) {
    ++outputTokens_;  // one chunk is one token on vLLM and tessera-server; `usage` corrects it
    emit counted(promptTokens_, outputTokens_);  // the meter counts the text it comes with
    emit stateChanged(AnswerState::Generating);
    emit delta(text);
  });
  connect(stream_, &ChatStream::usage, this, [this](int prompt, int completion) {
    promptTokens_ = prompt;
    outputTokens_ = completion;
    emit counted(prompt, completion);
  });
  connect(stream_, &ChatStream::promptCounted, this, [this](int prompt, int maxModelLen) {
    promptTokens_ = prompt;
    if (endpoint_.maxModelLen == 0 && maxModelLen > 0) {
      endpoint_.maxModelLen = maxModelLen;
      emit contextLengthChanged();
    }
    emit counted(promptTokens_, outputTokens_);
  });
  connect(stream_, &ChatStream::finished, this, &AnswerSource::finished);
  connect(stream_, &ChatStream::failed, this, &AnswerSource::failed);
  if (endpoint_.maxModelLen == 0) askContextLength(network);
}

// vLLM and tessera-server say the model's length in /v1/models.
void RemoteAnswerSource::askContextLength(QNetworkAccessManager* network) {
  auto* probe = new ConnectionTest(network, this);
  connect(probe, &ConnectionTest::finished, this, [this, probe](const ConnectionVerdict& verdict) {
    probe->deleteLater();
    if (!verdict.ok() || endpoint_.maxModelLen != 0) return;
    endpoint_.maxModelLen = verdict.maxModelLen;
    emit contextLengthChanged();
  });
  probe->run(endpoint_);
}

QString RemoteAnswerSource::start(const Chat& chat, const QList<ChatMessage>& path,
                                  int contextUsed) {
  QJsonArray conversation;
  if (!chat.systemPrompt.trimmed().isEmpty())
    conversation.append(QJsonObject{{"role", "system"}, {"content", chat.systemPrompt}});
  for (const ChatMessage& m : path)
    conversation.append(QJsonObject{{"role", roleName(m.role)}, {"content", m.content}});
  // Until the server's /tokenize count (or, without one, its `usage`) arrives, the last
  // answer's count stands in for the prompt.
  promptTokens_ = contextUsed;
  outputTokens_ = 0;
  stream_->start(endpoint_, conversation, chat.sampling);
  emit stateChanged(AnswerState::Queued);
  emit counted(promptTokens_, 0);
  return {};
}

void RemoteAnswerSource::stop() {
  stream_->stop();  // the stream reports the end
}

bool RemoteAnswerSource::isActive() const {
  return stream_->isActive();
}

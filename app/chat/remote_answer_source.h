// Answers from a remote OpenAI-compatible server (vLLM, tessera-server): the conversation goes
// to the server as chat messages (the server applies its model's chat template) and the answer
// streams back through ChatStream. Without the model's context length in the endpoint, it is
// asked of /v1/models once, for the context meter.
#pragma once

#include "chat/answer_source.h"
#include "remote/remote_endpoint.h"

class ChatStream;
class QNetworkAccessManager;

class RemoteAnswerSource : public AnswerSource {
  Q_OBJECT

 public:
  RemoteAnswerSource(QNetworkAccessManager* network, const RemoteEndpoint& endpoint,
                     QObject* parent = nullptr);

  QString engineId() const override { return endpoint_.id; }
  QJsonObject engineRecord() const override { return endpoint_.describe(); }
  int contextLength() const override { return endpoint_.maxModelLen; }
  QString modelTemplate() const override {
    return tr("the server's template for the model (the server renders the chat)");
  }
  QString notReady() const override { return {}; }
  QString start(const Chat& chat, const QList<ChatMessage>& path, int contextUsed) override;
  void stop() override;
  bool isActive() const override;

  const RemoteEndpoint& endpoint() const { return endpoint_; }

 private:
  void askContextLength(QNetworkAccessManager* network);

  RemoteEndpoint endpoint_;
  ChatStream* stream_;
  int promptTokens_ = 0;
  int outputTokens_ = 0;
};

#include "remote/chat_stream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <algorithm>
#include <utility>

#include "remote/remote_http.h"

ChatStream::ChatStream(QNetworkAccessManager* network, QObject* parent)
    : QObject(parent), network_(network), timeoutMs_(kRemoteTransferTimeoutMs) {}

// Quietly: whoever listens may be half destroyed.
ChatStream::~ChatStream() {
  for (const QPointer<QNetworkReply>& reply : ended_) {
    if (reply) reply->deleteLater();
  }
  if (!reply_) return;
  reply_->disconnect(this);
  reply_->abort();
  reply_->deleteLater();
}

QJsonObject ChatStream::requestBody(const QString& model, const QJsonArray& messages,
                                    const ChatSampling& sampling) {
  QJsonObject body{{"model", model},
                   {"messages", messages},
                   {"stream", true},
                   {"stream_options", QJsonObject{{"include_usage", true}}},
                   {"temperature", sampling.temperature},
                   {"top_p", sampling.topP},
                   {"max_tokens", sampling.maxTokens}};
  // Not in OpenAI's API but accepted by vLLM and tessera-server ("extra sampling parameters").
  body["top_k"] = sampling.topK;
  body["repetition_penalty"] = sampling.repetitionPenalty;
  if (sampling.seed) body["seed"] = static_cast<qint64>(*sampling.seed);
  return body;
}

int ChatStream::clampedMaxTokens(int asked, int promptTokens, int maxModelLen) {
  if (promptTokens <= 0 || maxModelLen <= 0 || promptTokens >= maxModelLen) return asked;
  return std::min(asked, maxModelLen - promptTokens);
}

void ChatStream::start(const RemoteEndpoint& endpoint, const QJsonArray& messages,
                       const ChatSampling& sampling) {
  if (reply_) return;
  buffer_.clear();
  errorBody_.clear();
  finishReason_.clear();
  streamError_.clear();
  done_ = false;
  anyText_ = false;
  endpoint_ = endpoint;
  messages_ = messages;
  sampling_ = sampling;
  const QUrl tokenize = endpoint.serverUrl("tokenize");
  if (noTokenize_.contains(tokenize)) return postChat(0, endpoint.maxModelLen);
  // vLLM's body for chat messages; it applies the chat template as the answer will.
  const QJsonObject body{{"model", endpoint.model}, {"messages", messages}};
  reply_ = network_->post(remoteRequest(endpoint, tokenize, timeoutMs_),
                          QJsonDocument(body).toJson(QJsonDocument::Compact));
  connect(reply_, &QNetworkReply::finished, this, &ChatStream::onCounted);
}

// Any failure here only loses the count: the answer's own request reports real trouble
// (a wrong key, a server gone) with the message the user needs.
void ChatStream::onCounted() {
  QNetworkReply* reply = reply_;
  reply_ = nullptr;
  reply->disconnect(this);
  reply->deleteLater();
  const QJsonObject answer =
      QJsonDocument::fromJson(reply->isOpen() ? reply->readAll() : QByteArray()).object();
  const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
  if (status == 404 || status == 405) noTokenize_.insert(reply->url());
  const int count = reply->error() == QNetworkReply::NoError ? answer.value("count").toInt() : 0;
  int maxModelLen = endpoint_.maxModelLen;
  if (count > 0 && answer.value("max_model_len").toInt() > 0)
    maxModelLen = answer.value("max_model_len").toInt();
  postChat(count, maxModelLen);
  if (count > 0) emit promptCounted(count, maxModelLen);
}

void ChatStream::postChat(int promptTokens, int maxModelLen) {
  ChatSampling sampling = sampling_;
  sampling.maxTokens = clampedMaxTokens(sampling.maxTokens, promptTokens, maxModelLen);
  QNetworkRequest request =
      remoteRequest(endpoint_, endpoint_.apiUrl("chat/completions"), timeoutMs_);
  request.setRawHeader("Accept", "text/event-stream");
  const QByteArray body = QJsonDocument(requestBody(endpoint_.model, messages_, sampling))
                              .toJson(QJsonDocument::Compact);
  reply_ = network_->post(request, body);
  connect(reply_, &QNetworkReply::readyRead, this, &ChatStream::onReadyRead);
  connect(reply_, &QNetworkReply::finished, this, &ChatStream::onFinished);
}

void ChatStream::stop() {
  if (!reply_) return;
  end();
  emit finished("abort");
}

// A slot connected to delta() may run a nested event loop (a test does, on purpose), and the
// answer can finish inside it. Deleting the reply there would free it under its own readyRead
// emission, still on the stack, and Qt emits downloadProgress from the same reply right after
// that (a crash CI caught). So a reply ended while one of its handlers runs is deleted only when
// the outermost handler returns.
void ChatStream::end() {
  QNetworkReply* reply = reply_;
  reply_ = nullptr;
  reply->disconnect(this);
  if (reply->isRunning()) reply->abort();  // closes the connection: the server aborts
  if (handling_ > 0) {
    ended_.append(reply);
  } else {
    reply->deleteLater();
  }
}

void ChatStream::leaveHandler() {
  if (--handling_ > 0) return;
  for (const QPointer<QNetworkReply>& reply : std::exchange(ended_, {})) {
    if (reply) reply->deleteLater();
  }
}

void ChatStream::onReadyRead() {
  ++handling_;
  readEvents();
  leaveHandler();
}

void ChatStream::readEvents() {
  const int status = reply_->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
  if (status >= 400) {
    errorBody_ += reply_->readAll();
    return;
  }
  buffer_ += reply_->readAll();
  buffer_.replace("\r\n", "\n");
  // Server-sent events end with a blank line; their "data:" lines carry the JSON chunks.
  qsizetype end;
  while (reply_ && (end = buffer_.indexOf("\n\n")) >= 0) {
    const QByteArray event = buffer_.left(end);
    buffer_.remove(0, end + 2);
    QByteArray data;
    for (const QByteArray& line : event.split('\n')) {
      if (!line.startsWith("data:")) continue;  // comments (":"), "event:", "id:", "retry:"
      QByteArray value = line.mid(5);
      if (value.startsWith(' ')) value.remove(0, 1);
      if (!data.isEmpty()) data += '\n';
      data += value;
    }
    if (!data.isEmpty()) handleEvent(data);
  }
}

void ChatStream::handleEvent(const QByteArray& data) {
  if (data == "[DONE]") {
    done_ = true;
    return;
  }
  const QJsonObject chunk = QJsonDocument::fromJson(data).object();
  if (chunk.contains("error")) {  // vLLM reports a failure inside a started stream this way
    streamError_ = serverMessage(data);
    return;
  }
  const QJsonValue usageValue = chunk.value("usage");
  if (usageValue.isObject()) {
    const QJsonObject u = usageValue.toObject();
    emit usage(u.value("prompt_tokens").toInt(), u.value("completion_tokens").toInt());
  }
  for (const QJsonValue& choice : chunk.value("choices").toArray()) {
    const QJsonObject c = choice.toObject();
    const QString text = c.value("delta").toObject().value("content").toString();
    if (!text.isEmpty()) {
      anyText_ = true;
      emit delta(text);
    }
    if (c.value("finish_reason").isString()) finishReason_ = c.value("finish_reason").toString();
  }
}

void ChatStream::onFinished() {
  if (!reply_) return;
  ++handling_;
  readEvents();   // whatever arrived with the end
  if (!reply_) {  // a delta() handler stopped the stream meanwhile
    leaveHandler();
    return;
  }
  QNetworkReply* reply = reply_;
  const RemoteError error = remoteError(reply, errorBody_);
  end();
  if (error.kind != RemoteFailure::None && anyText_ && error.httpStatus < 400) {
    emit failed(tr("The answer was cut off: %1 The text so far is kept; Regenerate tries again.")
                    .arg(error.message),
                true);
  } else if (error.kind != RemoteFailure::None) {
    emit failed(error.message, anyText_);
  } else if (!streamError_.isEmpty()) {
    emit failed(tr("The server stopped the answer: %1").arg(streamError_), anyText_);
  } else if (!done_ && finishReason_.isEmpty() && takeWholeAnswer()) {
    emit finished(finishReason_.isEmpty() ? QStringLiteral("stop") : finishReason_);
  } else if (!done_ && finishReason_.isEmpty()) {
    emit failed(tr("The connection closed before the answer was complete."), anyText_);
  } else {
    emit finished(finishReason_.isEmpty() ? QStringLiteral("stop") : finishReason_);
  }
  leaveHandler();
}

// A server that ignores "stream": true answers with one chat.completion object.
bool ChatStream::takeWholeAnswer() {
  const QJsonObject o = QJsonDocument::fromJson(buffer_).object();
  const QJsonObject choice = o.value("choices").toArray().at(0).toObject();
  if (!choice.value("message").isObject()) return false;
  const QString text = choice.value("message").toObject().value("content").toString();
  const QJsonObject u = o.value("usage").toObject();
  if (!u.isEmpty())
    emit usage(u.value("prompt_tokens").toInt(), u.value("completion_tokens").toInt());
  if (!text.isEmpty()) emit delta(text);
  finishReason_ = choice.value("finish_reason").toString();
  return true;
}

// One streamed answer from a remote server's /v1/chat/completions: the request OpenAI documents
// (stream: true, stream_options.include_usage so the last chunk carries token counts) and its
// server-sent events read as they arrive over QNetworkAccessManager. stop() closes the stream,
// which makes vLLM and tessera-server abort the request. Reusable: one per chat.
// Before the answer, the conversation is counted with the server's POST /tokenize (vLLM's and
// tessera-server's, not OpenAI's): the context meter gets the prompt's size before `usage`
// comes, and max_tokens is clamped to what the context has left. A server without /tokenize
// (404) is remembered and asked only for the answer.
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QUrl>

#include "data/chat_types.h"
#include "remote/remote_endpoint.h"

class QNetworkAccessManager;

class ChatStream : public QObject {
  Q_OBJECT

 public:
  ChatStream(QNetworkAccessManager* network, QObject* parent = nullptr);
  ~ChatStream() override;

  // `messages`: [{role, content}], system prompt first. Emits delta() as text arrives, then
  // exactly one of finished() or failed(). Ignored while a stream is active.
  void start(const RemoteEndpoint& endpoint, const QJsonArray& messages,
             const ChatSampling& sampling);
  void stop();  // closes the stream; emits finished("abort")
  bool isActive() const { return reply_ != nullptr; }
  void setTransferTimeout(int ms) { timeoutMs_ = ms; }

  // The request body start() posts (public for tests and for the history record).
  static QJsonObject requestBody(const QString& model, const QJsonArray& messages,
                                 const ChatSampling& sampling);
  // `asked`, lowered to what a context of `maxModelLen` leaves after `promptTokens`; unchanged
  // when either is unknown (0) or the prompt alone fills it (the server then says so).
  static int clampedMaxTokens(int asked, int promptTokens, int maxModelLen);

 signals:
  void delta(const QString& text);
  void usage(int promptTokens, int completionTokens);
  // The server's /tokenize count of the conversation (with its chat template), before the
  // answer; `maxModelLen` is 0 when the server did not say.
  void promptCounted(int promptTokens, int maxModelLen);
  // "stop", "length" (OpenAI's finish_reason) or "abort" (stop() was called).
  void finished(const QString& reason);
  // `cut`: the answer had begun and what arrived is all there is.
  void failed(const QString& message, bool cut);

 private:
  void onCounted();
  void postChat(int promptTokens, int maxModelLen);
  void onReadyRead();
  void readEvents();
  void onFinished();
  void leaveHandler();
  void handleEvent(const QByteArray& data);
  bool takeWholeAnswer();
  void end();

  QNetworkAccessManager* network_;
  QPointer<QNetworkReply> reply_;         // the /tokenize request, then the answer's
  int handling_ = 0;                      // the answer's signal handlers running up the stack
  QList<QPointer<QNetworkReply>> ended_;  // ended while a handler ran: deleted when it returns
  int timeoutMs_;
  RemoteEndpoint endpoint_;  // of the request under way
  QJsonArray messages_;
  ChatSampling sampling_;
  QSet<QUrl> noTokenize_;  // /tokenize URLs that answered 404
  QByteArray buffer_;      // received bytes not yet forming a whole event
  QByteArray errorBody_;   // the body of an HTTP error reply
  QString finishReason_;   // from the last chunk that had one
  QString streamError_;    // an error event inside the stream
  bool done_ = false;      // "data: [DONE]" arrived
  bool anyText_ = false;
};

// Requests to a remote engine and what went wrong with them, in words a user can act on:
// every message names the URL, and an HTTP error carries the server's own message
// (OpenAI's {"error": {"message"}}, FastAPI's {"detail"}, or the first line of a plain body).
#pragma once

#include <QByteArray>
#include <QNetworkRequest>
#include <QString>

#include "remote/remote_endpoint.h"

class QNetworkReply;

// How long a request may go without receiving anything before it fails as timed out.
constexpr int kRemoteTransferTimeoutMs = 60000;

QNetworkRequest remoteRequest(const RemoteEndpoint& endpoint, const QUrl& url,
                              int timeoutMs = kRemoteTransferTimeoutMs);

// The message in an error body; empty when there is none.
QString serverMessage(const QByteArray& body);

enum class RemoteFailure { None, Unreachable, Timeout, Tls, Unauthorized, NotFound, Http, Other };

struct RemoteError {
  RemoteFailure kind = RemoteFailure::None;
  int httpStatus = 0;
  QString message;  // complete sentence(s), empty when kind is None
};

// Classifies a finished reply; `body` is what was read of it (for the server's message).
RemoteError remoteError(QNetworkReply* reply, const QByteArray& body);

#include "support/http_test_server.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTcpSocket>

HttpTestServer::HttpTestServer(const QString& rootDir, QObject* parent)
    : QObject(parent), m_root(rootDir) {
  connect(&m_server, &QTcpServer::newConnection, this, &HttpTestServer::onNewConnection);
}

// Open sockets die with m_server; their signals must not reach this half-destroyed object.
HttpTestServer::~HttpTestServer() {
  for (QTcpSocket* socket : m_server.findChildren<QTcpSocket*>()) socket->disconnect(this);
}

bool HttpTestServer::listen() {
  return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl HttpTestServer::url(const QString& path) const {
  return QUrl(QStringLiteral("http://127.0.0.1:%1/%2").arg(m_server.serverPort()).arg(path));
}

QList<HttpTestServer::Request> HttpTestServer::requestsFor(const QString& path) const {
  QList<Request> result;
  for (const Request& request : m_requests) {
    if (request.path == path) result.append(request);
  }
  return result;
}

void HttpTestServer::dropAfter(const QString& path, qint64 bytes, int times) {
  m_drops.insert(path, Misbehaviour{bytes, times});
}

void HttpTestServer::stallAfter(const QString& path, qint64 bytes) {
  if (bytes < 0)
    m_stalls.remove(path);  // behaves again
  else
    m_stalls.insert(path, bytes);
}

void HttpTestServer::onNewConnection() {
  while (QTcpSocket* socket = m_server.nextPendingConnection()) {
    connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
      m_buffers.remove(socket);
      socket->deleteLater();
    });
  }
}

void HttpTestServer::onReadyRead(QTcpSocket* socket) {
  QByteArray& buffer = m_buffers[socket];
  buffer += socket->readAll();
  const qsizetype end = buffer.indexOf("\r\n\r\n");
  if (end < 0) return;
  const QList<QByteArray> lines = buffer.left(end).split('\n');
  buffer.clear();
  const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
  QByteArray range;
  QByteArray authorization;
  for (const QByteArray& line : lines.mid(1)) {
    if (line.toLower().startsWith("range:")) range = line.mid(6).trimmed();
    if (line.toLower().startsWith("authorization:")) authorization = line.mid(14).trimmed();
  }
  const QString path = QUrl::fromPercentEncoding(requestLine.value(1)).mid(1);
  m_requests.append(Request{path, range, authorization});
  if (!refused(socket, m_requests.last())) respond(socket, path, range);
}

bool HttpTestServer::refused(QTcpSocket* socket, const Request& request) {
  for (auto it = m_tokens.cbegin(); it != m_tokens.cend(); ++it) {
    if (request.path.startsWith(it.key()) && request.authorization != "Bearer " + it.value()) {
      socket->write("HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      socket->disconnectFromHost();
      return true;
    }
  }
  if (m_redirects.contains(request.path)) {
    socket->write("HTTP/1.1 302 Found\r\nLocation: " + m_redirects.value(request.path).toEncoded() +
                  "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    socket->disconnectFromHost();
    return true;
  }
  return false;
}

void HttpTestServer::respond(QTcpSocket* socket, const QString& path, const QByteArray& range) {
  QFile file(QDir(m_root).filePath(path));
  if (path.contains(QLatin1String("..")) || !file.open(QIODevice::ReadOnly)) {
    socket->write("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    socket->disconnectFromHost();
    return;
  }
  QByteArray content = file.readAll();
  if (m_corrupt.contains(path))
    content[content.size() / 2] = char(content[content.size() / 2] ^ 0x5a);
  const qint64 total = content.size();
  qint64 first = 0;
  const QRegularExpressionMatch match =
      QRegularExpression(QStringLiteral("^bytes=(\\d+)-$")).match(QString::fromLatin1(range));
  const bool partial = match.hasMatch() && !m_ignoreRange;
  if (partial) first = match.captured(1).toLongLong();
  if (first >= total && total > 0) {
    socket->write(
        "HTTP/1.1 416 Range Not Satisfiable\r\nContent-Length: 0\r\n"
        "Connection: close\r\nContent-Range: bytes */" +
        QByteArray::number(total) + "\r\n\r\n");
    socket->disconnectFromHost();
    return;
  }
  const QByteArray body = content.mid(first);
  QByteArray head = partial ? "HTTP/1.1 206 Partial Content\r\n" : "HTTP/1.1 200 OK\r\n";
  head += "Content-Type: application/octet-stream\r\nConnection: close\r\n";
  head += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
  if (partial) {
    head += "Content-Range: bytes " + QByteArray::number(first) + "-" +
            QByteArray::number(total - 1) + "/" + QByteArray::number(total) + "\r\n";
  }
  socket->write(head + "\r\n");

  Misbehaviour& drop = m_drops[path];
  if (drop.times != 0) {
    if (drop.times > 0) --drop.times;
    socket->write(body.left(drop.bytes));
    socket->disconnectFromHost();  // sends what was written, then closes: a short body
    return;
  }
  if (m_stalls.contains(path)) {
    socket->write(body.left(m_stalls.value(path)));
    return;
  }
  socket->write(body);
  socket->disconnectFromHost();
}

// A small HTTP/1.1 file server on 127.0.0.1 for downloader tests. Serves the files of one folder,
// honours "Range: bytes=N-" (206) unless told to ignore it, and can misbehave on purpose: drop
// the connection after some body bytes, stall (keep the connection open, send nothing more),
// or serve one file with a wrong byte. Every request is logged.
#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTcpServer>
#include <QUrl>

class QTcpSocket;

class HttpTestServer : public QObject {
  Q_OBJECT

 public:
  struct Request {
    QString path;              // without the leading '/'
    QByteArray range;          // the Range header, empty when absent
    QByteArray authorization;  // the Authorization header, empty when absent
  };

  explicit HttpTestServer(const QString& rootDir, QObject* parent = nullptr);
  ~HttpTestServer() override;

  bool listen();  // loopback only, any free port
  QUrl url(const QString& path) const;
  QList<Request> requests() const { return m_requests; }
  QList<Request> requestsFor(const QString& path) const;

  // The next `times` responses for `path` send headers and `bytes` body bytes, then close.
  void dropAfter(const QString& path, qint64 bytes, int times = 1);
  // Responses for `path` send headers and `bytes` body bytes, then send nothing more
  // (bytes < 0: serve it normally again).
  void stallAfter(const QString& path, qint64 bytes);
  void corrupt(const QString& path) { m_corrupt.insert(path); }  // one byte flipped
  void setIgnoreRange(bool ignore) { m_ignoreRange = ignore; }
  // Paths starting with `prefix` answer 401 (as the Hub does for a gated or private repo)
  // unless the request carries "Authorization: Bearer <token>".
  void requireToken(const QString& prefix, const QByteArray& token) {
    m_tokens.insert(prefix, token);
  }
  // `path` answers 302 Found with Location `target` (the Hub sends LFS files to a CDN host).
  void redirect(const QString& path, const QUrl& target) { m_redirects.insert(path, target); }

 private:
  struct Misbehaviour {
    qint64 bytes = -1;
    int times = 0;  // -1: always
  };
  void onNewConnection();
  void onReadyRead(QTcpSocket* socket);
  void respond(QTcpSocket* socket, const QString& path, const QByteArray& range);
  bool refused(QTcpSocket* socket, const Request& request);  // 401 or 302 sent

  QTcpServer m_server;
  QString m_root;
  QList<Request> m_requests;
  QHash<QString, Misbehaviour> m_drops;
  QHash<QString, qint64> m_stalls;
  QSet<QString> m_corrupt;
  bool m_ignoreRange = false;
  QHash<QString, QByteArray> m_tokens;
  QHash<QString, QUrl> m_redirects;
  QHash<QTcpSocket*, QByteArray> m_buffers;
};

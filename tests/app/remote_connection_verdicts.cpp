// "Test connection" verdicts that need a misbehaving server on a real socket: one that accepts
// and never answers (Timeout), and https:// to a server that does not speak TLS or shows a
// self-signed certificate made by Debian's openssl (Tls). Without TLS in the Qt build, the TLS
// cases skip and the program exits 77 after the other cases pass.
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>
#include <cstdio>

#include "remote/connection_test.h"

namespace {

// Serves TLS with the given (self-signed) certificate and key; the handshake is all it does.
class TlsServer : public QTcpServer {
 public:
  TlsServer(const QSslCertificate& certificate, const QSslKey& key)
      : certificate_(certificate), key_(key) {}

 protected:
  void incomingConnection(qintptr descriptor) override {
    auto* socket = new QSslSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) return;
    socket->setLocalCertificate(certificate_);
    socket->setPrivateKey(key_);
    socket->startServerEncryption();
  }

 private:
  QSslCertificate certificate_;
  QSslKey key_;
};

RemoteEndpoint endpointAt(const QString& url) {
  return RemoteEndpoint{"test", "test", QUrl(url), "sk-test", "stories260K", 0};
}

ConnectionVerdict verdictFor(const RemoteEndpoint& endpoint, int timeoutMs) {
  QNetworkAccessManager network;
  ConnectionTest test(&network);
  QSignalSpy finished(&test, &ConnectionTest::finished);
  test.run(endpoint, timeoutMs);
  if (!finished.wait(timeoutMs + 20000)) return {};
  return finished.first().at(0).value<ConnectionVerdict>();
}

}  // namespace

class RemoteConnectionVerdictsTest : public QObject {
  Q_OBJECT

 private slots:
  void silentServerTimesOut() {
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QList<QTcpSocket*> held;  // accepted, read from never, answered never
    connect(&server, &QTcpServer::newConnection, this, [&] {
      while (QTcpSocket* s = server.nextPendingConnection()) held.append(s);
    });
    const ConnectionVerdict v =
        verdictFor(endpointAt(QString("http://127.0.0.1:%1").arg(server.serverPort())), 1500);
    QCOMPARE(v.kind, ConnectionVerdict::Kind::Timeout);
    QVERIFY2(v.message.contains("sent nothing for 1.5 s"), qPrintable(v.message));
    QVERIFY(!held.isEmpty());  // it did connect: a timeout, not a refusal
  }

  // https:// to a plain HTTP server: the answer to the TLS hello is not TLS.
  void plainServerBehindHttpsIsATlsError() {
    if (!QSslSocket::supportsSsl()) QSKIP("this Qt build has no TLS backend");
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    connect(&server, &QTcpServer::newConnection, this, [&] {
      while (QTcpSocket* s = server.nextPendingConnection())
        connect(s, &QTcpSocket::readyRead, s, [s] {
          s->readAll();
          s->write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n");
        });
    });
    const ConnectionVerdict v =
        verdictFor(endpointAt(QString("https://127.0.0.1:%1").arg(server.serverPort())), 5000);
    QCOMPARE(v.kind, ConnectionVerdict::Kind::Tls);
    QVERIFY2(v.message.startsWith("Secure connection (TLS)"), qPrintable(v.message));
  }

  // A self-signed certificate is not trusted: the verdict says TLS, not "unreachable".
  void selfSignedCertificateIsATlsError() {
    if (!QSslSocket::supportsSsl()) QSKIP("this Qt build has no TLS backend");
    QTemporaryDir dir;
    QProcess openssl;
    openssl.start("openssl", {"req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                              "-subj", "/CN=127.0.0.1", "-keyout", dir.filePath("key.pem"), "-out",
                              dir.filePath("cert.pem")});
    if (!openssl.waitForStarted()) QSKIP("no openssl program (Debian package openssl)");
    QVERIFY(openssl.waitForFinished(60000));
    QVERIFY2(openssl.exitCode() == 0, openssl.readAllStandardError().constData());
    QFile certFile(dir.filePath("cert.pem"));
    QFile keyFile(dir.filePath("key.pem"));
    QVERIFY(certFile.open(QIODevice::ReadOnly) && keyFile.open(QIODevice::ReadOnly));
    const QSslCertificate certificate(&certFile, QSsl::Pem);
    const QSslKey key(&keyFile, QSsl::Rsa, QSsl::Pem);
    QVERIFY(!certificate.isNull() && !key.isNull());
    TlsServer server(certificate, key);
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    const ConnectionVerdict v =
        verdictFor(endpointAt(QString("https://127.0.0.1:%1").arg(server.serverPort())), 5000);
    QCOMPARE(v.kind, ConnectionVerdict::Kind::Tls);
    QVERIFY2(v.message.contains("self-signed", Qt::CaseInsensitive), qPrintable(v.message));
  }
};

// QTEST_MAIN, plus exit code 77 (ctest's "skipped") when the TLS cases could not run.
int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  RemoteConnectionVerdictsTest test;
  const int failed = QTest::qExec(&test, argc, argv);
  if (failed == 0 && !QSslSocket::supportsSsl()) {
    std::fprintf(stderr,
                 "Skipped: this Qt build has no TLS (QSslSocket::supportsSsl() is false), "
                 "so the TLS verdict was not tested.\n");
    return 77;
  }
  return failed;
}

#include "remote_connection_verdicts.moc"

#include "support/tessera_server_process.h"

#include <QDeadlineTimer>
#include <QFileInfo>
#include <QRegularExpression>

TesseraServerProcess::TesseraServerProcess(const QString& apiKey) : apiKey_(apiKey) {}

TesseraServerProcess::~TesseraServerProcess() {
  if (process_.state() == QProcess::NotRunning) return;
  process_.terminate();
  if (!process_.waitForFinished(10000)) kill();
}

bool TesseraServerProcess::start() {
  const QString program = QStringLiteral(TESSERA_BUILD_DIR "/engine/tessera-server");
  if (!QFileInfo(program).isExecutable()) {
    log_ = program + " is missing; build the tessera-server target";
    return false;
  }
  process_.setReadChannel(QProcess::StandardError);
  process_.start(program, {"--model", QStringLiteral(TESSERA_MODELS_DIR "/stories260K"), "--port",
                           "0", "--device", "cpu", "--api-key", apiKey_});
  const QDeadlineTimer deadline(60000);
  static const QRegularExpression listening("listening on (http://\\S+)");
  while (!deadline.hasExpired()) {
    if (!process_.waitForReadyRead(qMax<qint64>(1, deadline.remainingTime()))) break;
    log_ += QString::fromUtf8(process_.readAllStandardError());
    const QRegularExpressionMatch m = listening.match(log_);
    if (m.hasMatch()) url_ = QUrl(m.captured(1));
    if (url_.isValid() && log_.contains("ready")) return true;
  }
  log_ += QString::fromUtf8(process_.readAllStandardError());
  return false;
}

void TesseraServerProcess::kill() {
  process_.kill();
  process_.waitForFinished(10000);
}

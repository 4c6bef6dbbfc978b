// A real tessera-server (issue 10's build target) on the shared stories260K model, started as a
// child process on a free port, CPU only, with an API key. Waits for its "ready" line; kill()
// ends it at once (SIGKILL), as a crashed or unplugged server would.
#pragma once

#include <QProcess>
#include <QString>
#include <QUrl>

class TesseraServerProcess {
 public:
  explicit TesseraServerProcess(const QString& apiKey);
  ~TesseraServerProcess();

  bool start();  // false (see log()) when it did not come up within a minute
  QUrl baseUrl() const { return url_; }
  QString log() const { return log_; }
  void kill();

 private:
  QProcess process_;
  QString apiKey_;
  QUrl url_;
  QString log_;
};

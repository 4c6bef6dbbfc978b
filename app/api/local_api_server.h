// The app's OpenAI-compatible server: a tessera::ApiServer on the engine the bridge has loaded.
// It follows the model: stopped before the engine is replaced, started again on the new one.
// API requests are announced on the GUI thread so the dashboard can label them.
#pragma once

#include <QObject>
#include <QString>
#include <memory>

#include "api/api_server_settings.h"
#include "tessera/request.h"

class EngineBridge;
namespace tessera {
class ApiServer;
}

class LocalApiServer : public QObject {
  Q_OBJECT

 public:
  LocalApiServer(EngineBridge* bridge, QObject* parent = nullptr);
  ~LocalApiServer() override;

  // Starts, stops or restarts the server to match.
  void apply(const ApiServerSettings& settings);
  const ApiServerSettings& settings() const { return settings_; }
  bool isRunning() const { return server_ != nullptr; }
  QString url() const;  // empty while stopped

 signals:
  void runningChanged(const QString& url);  // empty: stopped
  void failed(const QString& message);
  void apiRequestSubmitted(tessera::RequestId id);

 private:
  void restart();
  void stop();

  EngineBridge* bridge_;
  ApiServerSettings settings_;
  std::unique_ptr<tessera::ApiServer> server_;
};

#include "api/local_api_server.h"

#include "engine_bridge.h"
#include "engine_messages.h"
#include "tessera/error.h"
#include "tessera/server/api_server.h"

LocalApiServer::LocalApiServer(EngineBridge* bridge, QObject* parent)
    : QObject(parent), bridge_(bridge) {
  // Stopped before the bridge drops the engine (the server must not outlive it).
  connect(bridge_, &EngineBridge::modelUnloading, this, &LocalApiServer::stop);
  connect(bridge_, &EngineBridge::modelLoaded, this, &LocalApiServer::restart);
  connect(bridge_, &QObject::destroyed, this, &LocalApiServer::stop);
}

LocalApiServer::~LocalApiServer() {
  stop();
}

void LocalApiServer::apply(const ApiServerSettings& settings) {
  if (settings == settings_ && (isRunning() || !settings.enabled)) return;
  settings_ = settings;
  restart();
}

QString LocalApiServer::url() const {
  if (!server_) return {};
  // Clients on this machine reach a server on every address through loopback as well.
  return QStringLiteral("http://127.0.0.1:%1/v1").arg(server_->port());
}

void LocalApiServer::stop() {
  if (!server_) return;
  server_->stop();  // aborts its running requests; the engine frees their blocks
  server_.reset();
  emit runningChanged(QString());
}

void LocalApiServer::restart() {
  stop();
  tessera::Engine* engine = bridge_->engine();
  if (!settings_.enabled || engine == nullptr) return;
  tessera::ServerConfig config;
  config.host = settings_.host().toStdString();
  config.port = settings_.port;
  config.api_key = settings_.apiKey.toStdString();
  auto server = std::make_unique<tessera::ApiServer>(config);
  server->set_request_observer([this](tessera::RequestId id, const std::string&) {
    // An HTTP worker thread: hand the id to the GUI thread (dropped if this object is gone).
    QMetaObject::invokeMethod(
        this, [this, id] { emit apiRequestSubmitted(id); }, Qt::QueuedConnection);
  });
  try {
    server->start();
  } catch (const tessera::Error& e) {
    emit failed(translateEngineMessage(e.message()));
    return;
  } catch (const std::exception& e) {
    emit failed(QString::fromStdString(e.what()));
    return;
  }
  server->attach(*engine);
  server_ = std::move(server);
  emit runningChanged(url());
}

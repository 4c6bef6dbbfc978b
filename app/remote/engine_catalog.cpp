#include "remote/engine_catalog.h"

#include "chat/chat_session.h"

EngineCatalog::EngineCatalog(QSettings* settings, QObject* parent)
    : QObject(parent), settings_(settings) {
  if (settings_) engines_ = loadEngineList(*settings_);
}

void EngineCatalog::setEngines(const EngineList& engines) {
  engines_ = engines;
  if (!engines_.find(engines_.defaultId)) engines_.defaultId = kLocalEngineId;
  if (settings_) saveEngineList(*settings_, engines_);
  emit changed();
}

void EngineCatalog::apply(ChatSession* session, const QString& id) {
  if (const RemoteEndpoint* remote = engines_.find(id))
    session->useRemoteEngine(&network_, *remote);
  else
    session->useLocalEngine();
  emit applied(session);
}

QString EngineCatalog::engineFor(const QList<ChatMessage>& messages) const {
  for (auto it = messages.rbegin(); it != messages.rend(); ++it) {
    if (it->role != MessageRole::Assistant) continue;
    const QString id = it->settingsUsed.value("engine").toObject().value("id").toString();
    if (id == kLocalEngineId || engines_.find(id)) return id;
    break;
  }
  return engines_.defaultId;
}

QString EngineCatalog::engineForNewChat(bool localLoaded) const {
  if (localLoaded || engines_.defaultId != kLocalEngineId || engines_.remotes.isEmpty())
    return engines_.defaultId;
  return engines_.remotes.first().id;
}

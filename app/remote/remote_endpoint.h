// A remote OpenAI-compatible server (vLLM, tessera-server, ...) the user configured under
// Settings → Engines, and where those are kept: QSettings group "engines". The API key lives
// there too (Qt's settings, like every other preference) but never leaves through describe(),
// which is what history, logs and exports get.
#pragma once

#include <QJsonObject>
#include <QList>
#include <QSettings>
#include <QString>
#include <QUrl>
#include <optional>

struct RemoteEndpoint {
  QString id;    // stable across renames; what a chat and the default setting refer to
  QString name;  // shown in menus
  QUrl baseUrl;  // "http://host:8000" (a trailing "/v1" is accepted)
  QString apiKey;
  QString model;        // from the server's /v1/models
  int maxModelLen = 0;  // from /v1/models when the server says; 0: unknown

  QUrl apiUrl(const QString& path) const;     // "chat/completions" → <base>/v1/chat/completions
  QUrl serverUrl(const QString& path) const;  // "metrics" → <base>/metrics
  QString displayName() const;                // name, or host and model without one
  // Engine and model, for the history (settings_used.engine) and the dashboard; no key.
  QJsonObject describe() const;
};

// The id that stands for the engine inside this process.
inline const QString kLocalEngineId = QStringLiteral("local");

struct EngineList {
  QList<RemoteEndpoint> remotes;
  QString defaultId = kLocalEngineId;

  const RemoteEndpoint* find(const QString& id) const;  // null for local or unknown ids
};

EngineList loadEngineList(QSettings& settings);
void saveEngineList(QSettings& settings, const EngineList& engines);

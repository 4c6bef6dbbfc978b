#include "remote/remote_endpoint.h"

#include <QUuid>

namespace {

// The server's root: the base URL without a trailing "/v1" or slash.
QUrl rootOf(const QUrl& base) {
  QUrl root = base;
  QString path = root.path();
  while (path.endsWith('/')) path.chop(1);
  if (path.endsWith("/v1")) path.chop(3);
  root.setPath(path);
  return root;
}

QUrl withPath(const QUrl& base, const QString& tail) {
  QUrl url = rootOf(base);
  url.setPath(url.path() + "/" + tail);
  return url;
}

}  // namespace

QUrl RemoteEndpoint::apiUrl(const QString& path) const {
  return withPath(baseUrl, "v1/" + path);
}

QUrl RemoteEndpoint::serverUrl(const QString& path) const {
  return withPath(baseUrl, path);
}

QString RemoteEndpoint::displayName() const {
  if (!name.trimmed().isEmpty()) return name;
  return model.isEmpty() ? baseUrl.host() : QStringLiteral("%1 · %2").arg(baseUrl.host(), model);
}

QJsonObject RemoteEndpoint::describe() const {
  return QJsonObject{{"id", id},
                     {"kind", "remote"},
                     {"name", displayName()},
                     {"url", baseUrl.toString(QUrl::RemoveUserInfo)},
                     {"model", model}};
}

const RemoteEndpoint* EngineList::find(const QString& id) const {
  for (const RemoteEndpoint& r : remotes)
    if (r.id == id) return &r;
  return nullptr;
}

EngineList loadEngineList(QSettings& settings) {
  EngineList list;
  settings.beginGroup("engines");
  const int n = settings.beginReadArray("remote");
  for (int i = 0; i < n; ++i) {
    settings.setArrayIndex(i);
    RemoteEndpoint r;
    r.id = settings.value("id").toString();
    if (r.id.isEmpty()) r.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    r.name = settings.value("name").toString();
    r.baseUrl = QUrl(settings.value("url").toString());
    r.apiKey = settings.value("apiKey").toString();
    r.model = settings.value("model").toString();
    r.maxModelLen = settings.value("maxModelLen", 0).toInt();
    list.remotes.append(r);
  }
  settings.endArray();
  list.defaultId = settings.value("default", kLocalEngineId).toString();
  if (!list.find(list.defaultId)) list.defaultId = kLocalEngineId;
  settings.endGroup();
  return list;
}

void saveEngineList(QSettings& settings, const EngineList& engines) {
  settings.beginGroup("engines");
  settings.remove("remote");
  settings.beginWriteArray("remote", engines.remotes.size());
  for (int i = 0; i < engines.remotes.size(); ++i) {
    const RemoteEndpoint& r = engines.remotes[i];
    settings.setArrayIndex(i);
    settings.setValue("id", r.id);
    settings.setValue("name", r.name);
    settings.setValue("url", r.baseUrl.toString());
    settings.setValue("apiKey", r.apiKey);
    settings.setValue("model", r.model);
    settings.setValue("maxModelLen", r.maxModelLen);
  }
  settings.endArray();
  settings.setValue("default", engines.defaultId);
  settings.endGroup();
}

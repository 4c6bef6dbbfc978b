#include "api/api_server_settings.h"

QString ApiServerSettings::host() const {
  return allowOtherMachines ? QStringLiteral("0.0.0.0") : QStringLiteral("127.0.0.1");
}

ApiServerSettings loadApiServerSettings(QSettings& s) {
  ApiServerSettings api;
  api.enabled = s.value("api_server/enabled", api.enabled).toBool();
  api.port = s.value("api_server/port", api.port).toInt();
  api.apiKey = s.value("api_server/key", api.apiKey).toString();
  api.allowOtherMachines = s.value("api_server/allow_other_machines", false).toBool();
  return api;
}

void saveApiServerSettings(QSettings& s, const ApiServerSettings& api) {
  s.setValue("api_server/enabled", api.enabled);
  s.setValue("api_server/port", api.port);
  s.setValue("api_server/key", api.apiKey);
  s.setValue("api_server/allow_other_machines", api.allowOtherMachines);
}

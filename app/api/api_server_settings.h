// The "Local API server" preferences: off by default, loopback only unless the user allows other
// machines, an optional key.
#pragma once

#include <QSettings>
#include <QString>

struct ApiServerSettings {
  bool enabled = false;
  int port = 8000;
  QString apiKey;                   // empty: no key asked
  bool allowOtherMachines = false;  // listen on every address instead of 127.0.0.1

  QString host() const;
  bool operator==(const ApiServerSettings&) const = default;
};

ApiServerSettings loadApiServerSettings(QSettings& settings);
void saveApiServerSettings(QSettings& settings, const ApiServerSettings& api);

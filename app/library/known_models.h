// The short list of Hub models the model library offers before the user pastes an id of their
// own. Each is checked through the Hub like any other before it is downloaded; the notes say
// what the published config.json shows.
#pragma once

#include <QList>
#include <QString>

struct KnownModel {
  QString repo;  // owner/name
  QString note;  // translated
};

QList<KnownModel> knownModels();

// The short list of Hub models the model library offers before the user pastes an id of their
// own: current chat models that Tessera runs, small ones first. Each is checked through the Hub
// like any other before it is downloaded; without the Hub (offline, or the Hub failing), the
// library assesses it from Tessera's bundled copies of its config.json and chat template
// (resources/known_models/<owner>/<name>/, as published on the Hub), with the same checks.
#pragma once

#include <QList>
#include <QString>
#include <optional>

struct KnownModel {
  QString repo;  // owner/name
  QString note;  // translated: what it is, and what to know before downloading
  // The tokenizer file a download uses (tokenizer.json where the repository has both).
  QString tokenizerFile;
};

QList<KnownModel> knownModels();
// The known model with this repo id (case as the Hub spells it), if it is one.
std::optional<KnownModel> findKnownModel(const QString& repo);

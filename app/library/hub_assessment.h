// The offline half of inspecting a Hub model: which files of a repo's tree a download needs,
// what is missing, and (from config.json checked by the engine) the memory it needs.
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QPair>
#include <functional>

#include "library/hub_model_report.h"
#include "library/known_models.h"

namespace hub_assessment {

// Picks the files from a /api/models/{repo}/tree/{rev} answer (config, tokenizer, safetensors
// weights), fills report.files / downloadBytes and adds a problem for each missing piece.
void chooseFiles(const QJsonArray& tree, const std::function<QUrl(const QString&)>& urlOf,
                 HubModelReport* report);
// The config files chooseFiles found, in the order to fetch them.
QStringList configFiles(const HubModelReport& report);
// Writes the fetched configs to a temporary folder, runs the engine's check and, when it passes,
// fills architecture, parameters, context length and the memory estimates; else adds the
// engine's reason. Sets canRun.
void checkConfigs(const QList<QPair<QString, QByteArray>>& configs, HubModelReport* report);
// A known model assessed without the network, from the bundled copies of its config.json,
// generation_config.json and chat template under resourceRoot/<owner>/<name>/ (the app's
// ":/known_models"): the same checks as checkConfigs; the download size is that of its weights as
// the config describes them, and files stays empty (a download needs the Hub's file list).
HubModelReport assessOffline(const KnownModel& known,
                             const QString& resourceRoot = QStringLiteral(":/known_models"));
// MemAvailable of /proc/meminfo in bytes; 0 where unknown.
qint64 availableMemory();

}  // namespace hub_assessment

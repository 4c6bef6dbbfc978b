// Application-wide preferences, kept in a QSettings the caller owns.
#pragma once

#include <QSettings>
#include <QStringList>

#include "tessera/engine.h"

struct EngineSettings {
  tessera::Device device = tessera::Device::Auto;
  tessera::Quantization quantize = tessera::Quantization::None;  // CPU int8 or BF16xBF16
  int kvCacheMib = 0;                                            // 0: the engine sizes it
  tessera::SchedulerConfig scheduler;
  QString language;  // "ja", "zh_CN", ...; empty: follow the system locale

  tessera::EngineConfig engineConfig(const QString& modelDir) const;
};

EngineSettings loadEngineSettings(QSettings& settings);
void saveEngineSettings(QSettings& settings, const EngineSettings& engine);

// Most recent first, at most `kMaxRecentModels`, without duplicates.
constexpr int kMaxRecentModels = 8;
QStringList recentModels(QSettings& settings);
void rememberModel(QSettings& settings, const QString& modelDir);  // also its last-used time
// When a model folder was last opened (ms since the epoch), 0 when never.
qint64 modelLastUsed(QSettings& settings, const QString& modelDir);

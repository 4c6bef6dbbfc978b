#include "ui/app_settings.h"

#include <QDateTime>
#include <QDir>

tessera::EngineConfig EngineSettings::engineConfig(const QString& modelDir) const {
  tessera::EngineConfig config;
  config.model_dir = QDir(modelDir).absolutePath().toStdString();
  config.device = device;
  config.quantize = quantize;
  config.kv_cache_mib = static_cast<std::size_t>(kvCacheMib);
  config.scheduler = scheduler;
  return config;
}

EngineSettings loadEngineSettings(QSettings& s) {
  EngineSettings e;
  const tessera::SchedulerConfig d;
  e.device = static_cast<tessera::Device>(s.value("engine/device", 0).toInt());
  e.quantize = tessera::parse_quantization(s.value("engine/quantize").toString().toStdString())
                   .value_or(tessera::Quantization::None);
  e.kvCacheMib = s.value("engine/kv_cache_mib", 0).toInt();
  e.scheduler.max_num_batched_tokens =
      s.value("scheduler/max_num_batched_tokens", d.max_num_batched_tokens).toInt();
  e.scheduler.max_num_seqs = s.value("scheduler/max_num_seqs", d.max_num_seqs).toInt();
  e.scheduler.chunked_prefill = s.value("scheduler/chunked_prefill", d.chunked_prefill).toBool();
  e.scheduler.prefix_caching = s.value("scheduler/prefix_caching", d.prefix_caching).toBool();
  e.scheduler.batching = static_cast<tessera::BatchingPolicy>(
      s.value("scheduler/batching", static_cast<int>(d.batching)).toInt());
  e.scheduler.queue = static_cast<tessera::QueuePolicy>(
      s.value("scheduler/queue", static_cast<int>(d.queue)).toInt());
  e.language = s.value("ui/language").toString();
  return e;
}

void saveEngineSettings(QSettings& s, const EngineSettings& e) {
  s.setValue("engine/device", static_cast<int>(e.device));
  s.setValue("engine/quantize", tessera::quantization_name(e.quantize));
  s.setValue("engine/kv_cache_mib", e.kvCacheMib);
  s.setValue("scheduler/max_num_batched_tokens", e.scheduler.max_num_batched_tokens);
  s.setValue("scheduler/max_num_seqs", e.scheduler.max_num_seqs);
  s.setValue("scheduler/chunked_prefill", e.scheduler.chunked_prefill);
  s.setValue("scheduler/prefix_caching", e.scheduler.prefix_caching);
  s.setValue("scheduler/batching", static_cast<int>(e.scheduler.batching));
  s.setValue("scheduler/queue", static_cast<int>(e.scheduler.queue));
  s.setValue("ui/language", e.language);
}

QStringList recentModels(QSettings& settings) {
  return settings.value("models/recent").toStringList();
}

void rememberModel(QSettings& settings, const QString& modelDir) {
  const QString path = QDir(modelDir).absolutePath();
  QStringList recent = recentModels(settings);
  recent.removeAll(path);
  recent.prepend(path);
  while (recent.size() > kMaxRecentModels) recent.removeLast();
  settings.setValue("models/recent", recent);
  QVariantMap used = settings.value("models/last_used").toMap();
  used.insert(path, QDateTime::currentMSecsSinceEpoch());
  settings.setValue("models/last_used", used);
}

qint64 modelLastUsed(QSettings& settings, const QString& modelDir) {
  return settings.value("models/last_used")
      .toMap()
      .value(QDir(modelDir).absolutePath())
      .toLongLong();
}

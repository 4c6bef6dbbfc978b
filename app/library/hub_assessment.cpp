#include "library/hub_assessment.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <algorithm>

#include "engine_messages.h"
#include "tessera/error.h"
#include "tessera/model_check.h"

namespace hub_assessment {
namespace {

// What the engine reads from a model folder; anything else (PyTorch .bin, GGUF, ONNX, README)
// is not downloaded.
bool isNeeded(const QString& path) {
  static const QRegularExpression weights(QStringLiteral("^[^/]+\\.safetensors$"));
  return path == "config.json" || path == "generation_config.json" || path == "tokenizer.model" ||
         path == "tokenizer.json" || path == "tokenizer_config.json" ||
         path == "chat_template.jinja" || path == "special_tokens_map.json" ||
         path == "model.safetensors.index.json" || weights.match(path).hasMatch();
}

}  // namespace

void chooseFiles(const QJsonArray& tree, const std::function<QUrl(const QString&)>& urlOf,
                 HubModelReport* report) {
  bool weights = false, tokenizerJson = false, sentencePiece = false, config = false,
       pytorch = false;
  for (const QJsonValue& value : tree) {
    const QJsonObject entry = value.toObject();
    const QString path = entry.value("path").toString();
    if (entry.value("type").toString() != "file") continue;
    if (path.endsWith(".bin") || path.endsWith(".pth")) pytorch = true;
    if (!isNeeded(path)) continue;
    DownloadFile file;
    file.url = urlOf(path);
    file.relativePath = path;
    const QJsonObject lfs = entry.value("lfs").toObject();
    file.expectedSize = static_cast<qint64>(entry.value("size").toDouble(-1));
    if (!lfs.isEmpty()) {
      file.expectedSha256 = lfs.value("oid").toString().toLatin1();  // LFS oid = SHA-256
      file.expectedSize = static_cast<qint64>(lfs.value("size").toDouble(file.expectedSize));
    }
    report->files.append(file);
    report->downloadBytes += qMax<qint64>(0, file.expectedSize);
    weights = weights || path.endsWith(".safetensors");
    tokenizerJson = tokenizerJson || path == "tokenizer.json";
    sentencePiece = sentencePiece || path == "tokenizer.model";
    config = config || path == "config.json";
  }
  if (!config)
    report->problems << QCoreApplication::translate(
        "HubAssessment",
        "config.json is missing: this is not a Hugging Face "
        "transformers model folder");
  if (!weights)
    report->problems << (pytorch
                             ? QCoreApplication::translate(
                                   "HubAssessment",
                                   "the weights are only in PyTorch .bin files; Tessera reads "
                                   "safetensors")
                             : QCoreApplication::translate(
                                   "HubAssessment", "no .safetensors weights in the repository"));
  // As transformers: a folder with both uses tokenizer.json.
  if (tokenizerJson)
    report->tokenizerFile = QStringLiteral("tokenizer.json");
  else if (sentencePiece)
    report->tokenizerFile = QStringLiteral("tokenizer.model");
  else
    report->problems << QCoreApplication::translate(
        "HubAssessment",
        "no tokenizer: the repository has neither tokenizer.json nor "
        "tokenizer.model");
}

QStringList configFiles(const HubModelReport& report) {
  QStringList names;
  for (const DownloadFile& f : report.files)
    if (f.relativePath == "config.json" || f.relativePath == "generation_config.json" ||
        f.relativePath == "tokenizer_config.json" || f.relativePath == "chat_template.jinja")
      names << f.relativePath;
  return names;
}

void checkConfigs(const QList<QPair<QString, QByteArray>>& configs, HubModelReport* report) {
  QTemporaryDir dir;
  for (const auto& [name, content] : configs) {
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size()) {
      report->problems << QCoreApplication::translate("HubAssessment",
                                                      "could not write %1 to %2: %3")
                              .arg(name, dir.path(), file.errorString());
      report->canRun = false;
      return;
    }
  }
  try {
    const tessera::ModelShape shape = tessera::check_model_config(dir.path().toStdString());
    report->architecture = QString::fromStdString(shape.architecture);
    report->parameters = shape.parameter_count();
    report->contextLength = shape.max_position_embeddings;
    const qint64 weights = report->weightBytes = report->parameters * shape.dtype_bytes;
    // The CPU keeps its KV cache in float32, in the default budget or less when one full context
    // needs less (EngineConfig::kv_cache_mib); a GPU in 16 bits, one full context being the floor.
    const qint64 context = shape.max_position_embeddings;
    const qint64 cpuKvBytes =
        std::min<qint64>(context * shape.kv_bytes_per_token(4),
                         static_cast<qint64>(tessera::kDefaultCpuKvCacheMib) << 20);
    report->cpuKvTokens = cpuKvBytes / std::max<qint64>(1, shape.kv_bytes_per_token(4));
    report->cpuMemoryBytes = weights + cpuKvBytes;
    report->gpuMemoryBytes = weights + context * shape.kv_bytes_per_token(2);
  } catch (const tessera::Error& error) {
    report->problems << translateEngineMessage(error.message());
  }
  // The template chats would use, decided as loading the model decides it.
  try {
    report->chatTemplate = tessera::check_chat_template(dir.path().toStdString());
    report->templateChecked = true;
  } catch (const tessera::Error& error) {
    report->problems << translateEngineMessage(error.message());
  }
  report->availableMemoryBytes = availableMemory();
  report->canRun = report->problems.isEmpty();
}

HubModelReport assessOffline(const KnownModel& known, const QString& resourceRoot) {
  HubModelReport report;
  report.repo = known.repo;
  report.revision = QStringLiteral("main");
  report.offline = true;
  report.tokenizerFile = known.tokenizerFile;
  QList<QPair<QString, QByteArray>> configs;
  const QDir dir(resourceRoot + QLatin1Char('/') + known.repo);
  for (const QString& name : dir.entryList(QDir::Files, QDir::Name)) {
    QFile file(dir.filePath(name));
    if (file.open(QIODevice::ReadOnly)) configs.append({name, file.readAll()});
  }
  if (configs.isEmpty()) {
    report.problems << QCoreApplication::translate("HubAssessment",
                                                   "Tessera has no bundled copy of %1's config")
                           .arg(known.repo);
    report.availableMemoryBytes = availableMemory();
    return report;
  }
  checkConfigs(configs, &report);
  report.downloadBytes = report.weightBytes;
  return report;
}

qint64 availableMemory() {
  QFile meminfo(QStringLiteral("/proc/meminfo"));
  if (!meminfo.open(QIODevice::ReadOnly)) return 0;
  for (const QByteArray& line : meminfo.readAll().split('\n')) {
    if (!line.startsWith("MemAvailable:")) continue;
    const QList<QByteArray> parts = line.simplified().split(' ');
    return parts.value(1).toLongLong() * 1024;  // reported in kB
  }
  return 0;
}

}  // namespace hub_assessment

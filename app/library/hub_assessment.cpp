#include "library/hub_assessment.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

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
         path == "tokenizer_config.json" || path == "special_tokens_map.json" ||
         path == "model.safetensors.index.json" || weights.match(path).hasMatch();
}

}  // namespace

void chooseFiles(const QJsonArray& tree, const std::function<QUrl(const QString&)>& urlOf,
                 HubModelReport* report) {
  bool weights = false, tokenizer = false, config = false, pytorch = false;
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
    tokenizer = tokenizer || path == "tokenizer.model";
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
  if (!tokenizer)
    report->problems << QCoreApplication::translate(
        "HubAssessment",
        "tokenizer.model is missing: Tessera's tokenizer is SentencePiece "
        "(tokenizer.json alone is not enough)");
}

QStringList configFiles(const HubModelReport& report) {
  QStringList names;
  for (const DownloadFile& f : report.files)
    if (f.relativePath == "config.json" || f.relativePath == "generation_config.json")
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
    // Both backends use the weights in their stored dtype; the CPU keeps its KV cache in float32,
    // a GPU in 16 bits. One sequence of the full context is the floor.
    const qint64 context = shape.max_position_embeddings;
    report->cpuMemoryBytes =
        report->parameters * shape.dtype_bytes + context * shape.kv_bytes_per_token(4);
    report->gpuMemoryBytes =
        report->parameters * shape.dtype_bytes + context * shape.kv_bytes_per_token(2);
  } catch (const tessera::Error& error) {
    report->problems << translateEngineMessage(error.message());
  }
  report->availableMemoryBytes = availableMemory();
  report->canRun = report->problems.isEmpty();
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

#include "support/prom_reference.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <cmath>

namespace prom_reference {

namespace {

// Debian's python3-prometheus-client (packaging/install-deps.sh) belongs to the system Python,
// which a python3 earlier in PATH (a virtualenv, pyenv) may not see.
QString pythonProgram() {
  return QFile::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
}

QString sampleKey(const QString& type, const QString& name, const QJsonObject& labels,
                  const QString& value) {
  return type + " " + name + " " + QJsonDocument(labels).toJson(QJsonDocument::Compact) + " " +
         value;
}

QString number(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  return QString::number(v, 'g', 17);
}

// prometheus_client names a counter family without `_total` and calls untyped "unknown".
QString referenceType(prom::MetricType type) {
  return type == prom::MetricType::Untyped ? "unknown" : prom::to_string(type);
}

}  // namespace

QStringList ours(const prom::Scrape& scrape) {
  QStringList out;
  for (const prom::Family& f : scrape.families)
    for (const prom::Sample& s : f.samples) {
      QJsonObject labels;
      for (const auto& [k, v] : s.labels)
        labels[QString::fromStdString(k)] = QString::fromStdString(v);
      out << sampleKey(referenceType(f.type), QString::fromStdString(s.name), labels,
                       number(s.value));
    }
  out.sort();
  return out;
}

QStringList reference(const QString& path) {
  QProcess python;
  python.start(pythonProgram(), {QStringLiteral(TESSERA_TEST_DATA_DIR "/prom_reference.py"), path});
  if (!python.waitForFinished(60000) || python.exitCode() != 0)
    qFatal("prom_reference.py failed: %s", python.readAllStandardError().constData());
  QStringList out;
  for (const QByteArray& line : python.readAllStandardOutput().split('\n')) {
    if (line.isEmpty()) continue;
    const QJsonObject o = QJsonDocument::fromJson(line).object();
    const QJsonValue v = o["value"];
    const QString value = v.isString() ? v.toString().toLower() : number(v.toDouble());
    out << sampleKey(o["type"].toString(), o["name"].toString(), o["labels"].toObject(), value);
  }
  out.sort();
  return out;
}

}  // namespace prom_reference

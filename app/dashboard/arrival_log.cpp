#include "dashboard/arrival_log.h"

#include <QFile>
#include <QSaveFile>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <tuple>

using nlohmann::json;
using tessera::RequestEventType;

namespace {

constexpr char kFormat[] = "tessera-arrivals";
constexpr qint64 kMaxFileBytes = 64 << 20;
constexpr int kMaxTokens = 1 << 24;  // far past any context length; stops absurd replays
constexpr int kMaxSourceChars = 64;

}  // namespace

ArrivalLog arrivals_from_events(const std::vector<tessera::RequestEvent>& events,
                                const std::function<QString(tessera::RequestId)>& source) {
  std::map<tessera::RequestId, std::size_t> index;  // id -> its arrival
  ArrivalLog log;
  double first_s = 0.0;
  for (const auto& e : events) {
    if (e.type == RequestEventType::Queued) {
      if (log.arrivals.empty()) first_s = e.time_s;
      index[e.id] = log.arrivals.size();
      log.arrivals.push_back({e.time_s - first_s, e.num_prompt_tokens, 0, false, source(e.id)});
      continue;
    }
    const auto it = index.find(e.id);
    if (it == index.end()) continue;  // queued before the recording began
    Arrival& a = log.arrivals[it->second];
    a.prompt_tokens = std::max(a.prompt_tokens, e.num_prompt_tokens);
    a.output_tokens = std::max(a.output_tokens, e.num_output_tokens);
    a.finished = a.finished || e.type == RequestEventType::Finished;
  }
  // A request the engine refused never had a prompt length: nothing to replay.
  std::erase_if(log.arrivals, [](const Arrival& a) { return a.prompt_tokens < 1; });
  return log;
}

QString ArrivalFile::save(const QString& path, const ArrivalLog& log) {
  json arrivals = json::array();
  for (const Arrival& a : log.arrivals) {
    arrivals.push_back({{"offset_s", a.offset_s},
                        {"prompt_tokens", a.prompt_tokens},
                        {"output_tokens", a.output_tokens},
                        {"finished", a.finished},
                        {"source", a.source.toStdString()}});
  }
  const json doc = {{"format", kFormat}, {"version", ArrivalLog::kVersion}, {"arrivals", arrivals}};
  QSaveFile file(path);  // atomic: a failed save leaves the old file as it was
  if (!file.open(QIODevice::WriteOnly)) {
    return tr("Cannot write %1: %2").arg(path, file.errorString());
  }
  file.write(QByteArray::fromStdString(doc.dump(1)));
  if (!file.commit()) return tr("Writing %1 failed: %2").arg(path, file.errorString());
  return {};
}

QString ArrivalFile::load(const QString& path, ArrivalLog* out) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    return tr("Cannot read %1: %2").arg(path, file.errorString());
  }
  if (file.size() > kMaxFileBytes) {
    return tr("%1: %2 bytes is too large for an arrivals file").arg(path).arg(file.size());
  }
  return parse(file.readAll(), path, out);
}

QString ArrivalFile::parse(const QByteArray& bytes, const QString& path, ArrivalLog* out) {
  const json doc = json::parse(bytes.begin(), bytes.end(), nullptr, false);
  if (doc.is_discarded() || !doc.is_object()) {
    return tr("%1: not a JSON object").arg(path);
  }
  const auto format = doc.find("format");
  if (format == doc.end() || !format->is_string() || *format != kFormat) {
    return tr("%1: field \"format\" must be \"%2\"").arg(path, kFormat);
  }
  const auto version = doc.find("version");
  if (version == doc.end() || !version->is_number_integer() || *version != ArrivalLog::kVersion) {
    return tr("%1: field \"version\" is %2, this Tessera reads version %3")
        .arg(path, QString::fromStdString(version == doc.end() ? "missing" : version->dump()))
        .arg(ArrivalLog::kVersion);
  }
  const auto arrivals = doc.find("arrivals");
  if (arrivals == doc.end() || !arrivals->is_array()) {
    return tr("%1: field \"arrivals\" must be an array").arg(path);
  }
  ArrivalLog log;
  double previous = 0.0;
  for (std::size_t i = 0; i < arrivals->size(); ++i) {
    const json& a = (*arrivals)[i];
    const QString where = QStringLiteral("arrivals[%1]").arg(i);
    const auto bad = [&](const char* field) {
      const auto it = a.is_object() ? a.find(field) : a.end();
      const QString value =
          QString::fromStdString(a.is_object() && it != a.end() ? it->dump() : "missing");
      return tr("%1: field \"%2.%3\" has the invalid value %4")
          .arg(path, where, QString::fromLatin1(field), value.left(80));
    };
    if (!a.is_object()) return tr("%1: %2 must be an object").arg(path, where);
    Arrival arrival;
    const auto offset = a.find("offset_s");
    if (offset == a.end() || !offset->is_number() || !std::isfinite(offset->get<double>()) ||
        offset->get<double>() < previous) {
      return bad("offset_s");
    }
    arrival.offset_s = previous = offset->get<double>();
    for (auto [field, value, least] : {std::tuple{"prompt_tokens", &arrival.prompt_tokens, 1},
                                       std::tuple{"output_tokens", &arrival.output_tokens, 0}}) {
      const auto it = a.find(field);
      if (it == a.end() || !it->is_number_integer() || *it < least || *it > kMaxTokens) {
        return bad(field);
      }
      *value = it->get<int>();
    }
    const auto finished = a.find("finished");
    if (finished == a.end() || !finished->is_boolean()) return bad("finished");
    arrival.finished = finished->get<bool>();
    const auto source = a.find("source");
    if (source == a.end() || !source->is_string() ||
        source->get<std::string>().size() > kMaxSourceChars) {
      return bad("source");
    }
    arrival.source = QString::fromStdString(source->get<std::string>());
    log.arrivals.push_back(std::move(arrival));
  }
  *out = std::move(log);
  return {};
}

// A session's arrivals: when each request came (seconds after the first) and how long it was,
// never its text, so that the same load can be replayed under other scheduler knobs.
//
// The file is JSON, version 1:
//   {"format": "tessera-arrivals", "version": 1,
//    "arrivals": [{"offset_s": 0.0, "prompt_tokens": 42, "output_tokens": 100,
//                  "finished": true, "source": "chat"}, ...]}
// offset_s: seconds after the first arrival (>= 0, in order); prompt_tokens: the prompt's length;
// output_tokens: the tokens it generated (so far, when "finished" is false), which a replay asks
// for exactly (at least one); source: where it came from ("chat", "api", "simulated", "replay").
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <functional>
#include <vector>

#include "tessera/stats.h"

struct Arrival {
  double offset_s = 0.0;
  int prompt_tokens = 0;
  int output_tokens = 0;
  bool finished = true;
  QString source;

  bool operator==(const Arrival&) const = default;
};

struct ArrivalLog {
  static constexpr int kVersion = 1;
  std::vector<Arrival> arrivals;  // in arrival order

  bool operator==(const ArrivalLog&) const = default;
};

// The arrivals of the requests queued in `events` (the recorder's events, oldest first), with
// the lengths their later events report. `source` names where a request came from.
ArrivalLog arrivals_from_events(const std::vector<tessera::RequestEvent>& events,
                                const std::function<QString(tessera::RequestId)>& source);

class ArrivalFile {
  Q_DECLARE_TR_FUNCTIONS(ArrivalFile)

 public:
  // Each returns an error message naming the file, field and value; empty on success.
  static QString save(const QString& path, const ArrivalLog& log);
  // `out` is assigned only when the whole file is valid.
  static QString load(const QString& path, ArrivalLog* out);
  static QString parse(const QByteArray& bytes, const QString& path, ArrivalLog* out);
};
